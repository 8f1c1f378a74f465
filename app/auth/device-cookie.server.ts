import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { getEnv, isSecureCookieSite } from "~/env.server";
import { newId } from "~/utils/ids.server";

const DEVICE_COOKIE_TTL_S = 365 * 24 * 60 * 60;

/**
 * OWASP's device cookie: a signed note, given to a browser after a successful sign-in, that this
 * browser has signed in as this user before. Sign-in attempts that carry it are limited per
 * browser, so an attacker who uses up the limit for unknown clients cannot lock the owner out
 * (app/auth/sign-in-throttle.server.ts). It proves nothing else and signs nobody in.
 */
const DeviceSchema = z.object({ u: z.string().min(1).max(64), n: z.string().min(1).max(64) });

export type DeviceToken = { userId: string; nonce: string };

let cookie: ReturnType<typeof createCookie> | undefined;

function deviceCookie() {
  if (!cookie) {
    const secure = isSecureCookieSite();
    cookie = createCookie(secure ? "__Host-device" : "device", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure,
      secrets: getEnv().SESSION_SECRETS,
      maxAge: DEVICE_COOKIE_TTL_S,
    });
  }
  return cookie;
}

/** The device token the request carries; null when there is none or its signature is wrong. */
export async function readDeviceToken(request: Request): Promise<DeviceToken | null> {
  try {
    const parsed = DeviceSchema.safeParse(
      await deviceCookie().parse(request.headers.get("Cookie")),
    );
    return parsed.success ? { userId: parsed.data.u, nonce: parsed.data.n } : null;
  } catch {
    return null;
  }
}

/** A Set-Cookie header with a new device token for the user; each sign-in gets a fresh one. */
export async function issueDeviceCookie(userId: string): Promise<string> {
  return deviceCookie().serialize({ u: userId, n: newId() });
}
