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

/*
 * Two kinds: "device" after a password (or provider) sign-in, "sfdevice" after the staff second
 * step. The second is separate because a password sign-in hands out the first to anyone with the
 * password: only a browser that passed the second step before has a second-step budget of its own.
 */
type DeviceKind = "device" | "sfdevice";

const cookies = new Map<DeviceKind, ReturnType<typeof createCookie>>();

function deviceCookie(kind: DeviceKind) {
  let cookie = cookies.get(kind);
  if (!cookie) {
    const secure = isSecureCookieSite();
    cookie = createCookie(secure ? `__Host-${kind}` : kind, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure,
      secrets: getEnv().SESSION_SECRETS,
      maxAge: DEVICE_COOKIE_TTL_S,
    });
    cookies.set(kind, cookie);
  }
  return cookie;
}

async function readToken(kind: DeviceKind, request: Request): Promise<DeviceToken | null> {
  try {
    const parsed = DeviceSchema.safeParse(
      await deviceCookie(kind).parse(request.headers.get("Cookie")),
    );
    return parsed.success ? { userId: parsed.data.u, nonce: parsed.data.n } : null;
  } catch {
    return null;
  }
}

/** The device token the request carries; null when there is none or its signature is wrong. */
export function readDeviceToken(request: Request): Promise<DeviceToken | null> {
  return readToken("device", request);
}

/** A Set-Cookie header with a new device token for the user; each sign-in gets a fresh one. */
export async function issueDeviceCookie(userId: string): Promise<string> {
  return deviceCookie("device").serialize({ u: userId, n: newId() });
}

/** The token of a browser that passed the staff second step before; null otherwise. */
export function readSecondFactorDevice(request: Request): Promise<DeviceToken | null> {
  return readToken("sfdevice", request);
}

/** A Set-Cookie header marking this browser as one that passed the user's second step. */
export async function issueSecondFactorDeviceCookie(userId: string): Promise<string> {
  return deviceCookie("sfdevice").serialize({ u: userId, n: newId() });
}
