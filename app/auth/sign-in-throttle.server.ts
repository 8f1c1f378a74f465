import { setTimeout as sleep } from "node:timers/promises";
import {
  countAttempt,
  hitRateLimit,
  RATE_LIMITS,
  resetRateLimit,
} from "~/domain/shared/rate-limit.server";
import { findUserByEmail } from "~/domain/identity/users.server";
import { readDeviceToken } from "./device-cookie.server";
import { clientIp } from "./session.server";

/** Where a password is checked: the sign-in page, or an API client (`/api/auth/*`). */
export type SignInChannel = "page" | "api";

export type SignInAdmission = {
  allowed: boolean;
  trustedDevice: string | null;
  channel: SignInChannel;
  /** How long the answer was held back before the password check. */
  delayMs: number;
};

const PER_ACCOUNT = { page: "signInPerEmail", api: "apiSignInPerEmail" } as const;

/** The first attempt past an account's limit waits this long, each further one twice as long. */
export const SLOWDOWN_FIRST_MS = 250;
/** ... up to this: a few seconds, which is nothing to the owner and a lot to a guesser. */
export const SLOWDOWN_MAX_MS = 4_000;

/** How long the attempt with this count in its account's window waits (none within the limit). */
export function slowdownMs(attempts: number, limit: number): number {
  const over = attempts - limit;
  if (over <= 0) return 0;
  return Math.min(SLOWDOWN_MAX_MS, SLOWDOWN_FIRST_MS * 2 ** Math.min(over - 1, 16));
}

/**
 * Counts a password attempt, says whether it may go ahead and holds it back when the account is
 * being guessed at (OWASP's device-cookie scheme, and its advice against hard lockouts). A
 * browser holding a valid device cookie for this very user is counted on its own and refused past
 * its limit. Every other attempt is refused past its address's limit, and otherwise only slowed
 * down by the account's: so guesses from elsewhere cannot lock the owner out of a new browser or
 * an API client, and the page's and the API's attempts are counted apart. A device cookie of
 * another user counts as unknown.
 *
 * The slowdown is a timer, which costs the server no work; what one address can hold open is
 * bounded by its own limit times the longest wait, and the address is refused before any wait.
 */
export async function admitSignInAttempt(
  request: Request,
  email: string,
  channel: SignInChannel,
): Promise<SignInAdmission> {
  const [device, user] = await Promise.all([readDeviceToken(request), findUserByEmail(email)]);
  if (device && user && device.userId === user.id) {
    return {
      allowed: await hitRateLimit("signInPerDevice", device.nonce),
      trustedDevice: device.nonce,
      channel,
      delayMs: 0,
    };
  }
  const ip = clientIp(request);
  if (ip !== null && !(await hitRateLimit("signInPerIp", ip)))
    return { allowed: false, trustedDevice: null, channel, delayMs: 0 };
  const budget = PER_ACCOUNT[channel];
  const delayMs = slowdownMs(await countAttempt(budget, email), RATE_LIMITS[budget].limit);
  if (delayMs > 0) await sleep(delayMs);
  return { allowed: true, trustedDevice: null, channel, delayMs };
}

/**
 * After a successful sign-in, forget the failures of the budget the attempt was counted in. A
 * sign-in from a trusted browser leaves the other clients' budgets alone: an attacker does not
 * get new guesses each time the owner signs in.
 */
export async function signInSucceeded(email: string, admission: SignInAdmission) {
  if (admission.trustedDevice) await resetRateLimit("signInPerDevice", admission.trustedDevice);
  else await resetRateLimit(PER_ACCOUNT[admission.channel], email);
}
