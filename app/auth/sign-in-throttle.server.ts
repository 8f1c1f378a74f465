import { hitRateLimit, resetRateLimit } from "~/domain/rate-limit.server";
import { findUserByEmail } from "~/domain/users.server";
import { readDeviceToken } from "./device-cookie.server";
import { clientIp } from "./session.server";

export type SignInAdmission = { allowed: boolean; trustedDevice: string | null };

/**
 * Counts a password sign-in attempt and says whether it may go ahead (OWASP's device-cookie
 * scheme). A browser holding a valid device cookie for this very user is counted on its own; all
 * other attempts are counted per address and, together, per account. So when guesses from
 * unknown clients use up the account's limit, only unknown clients are refused and the owner's
 * own browser still gets in. A device cookie of another user counts as unknown.
 */
export async function admitSignInAttempt(
  request: Request,
  email: string,
): Promise<SignInAdmission> {
  const [device, user] = await Promise.all([readDeviceToken(request), findUserByEmail(email)]);
  if (device && user && device.userId === user.id) {
    return {
      allowed: await hitRateLimit("signInPerDevice", device.nonce),
      trustedDevice: device.nonce,
    };
  }
  const ip = clientIp(request);
  const allowed =
    (ip === null || (await hitRateLimit("signInPerIp", ip))) &&
    (await hitRateLimit("signInPerEmail", email));
  return { allowed, trustedDevice: null };
}

/**
 * After a successful sign-in, forget the failures of the budget the attempt was counted in. A
 * sign-in from a trusted browser leaves the unknown clients' budget alone: an attacker does not
 * get new guesses each time the owner signs in.
 */
export async function signInSucceeded(email: string, admission: SignInAdmission) {
  if (admission.trustedDevice) await resetRateLimit("signInPerDevice", admission.trustedDevice);
  else await resetRateLimit("signInPerEmail", email);
}
