import { createCookieSessionStorage } from "@remix-run/node";
import { getEnv, isSecureCookieSite } from "~/env.server";

/**
 * A signed cookie for short-lived, non-secret UI state that must survive a redirect even for
 * visitors without an account: flash toasts and the post-sign-in return path.
 * Sign-in state lives in the database session instead (app/auth/session.server.ts).
 */
type UiSessionData = { returnTo: string; registrationDraft: unknown; pendingVerification: string };
type UiFlashData = { toasts: unknown };

let storage: ReturnType<typeof createCookieSessionStorage<UiSessionData, UiFlashData>> | undefined;

export function uiSessionStorage() {
  if (!storage) {
    const secure = isSecureCookieSite();
    storage = createCookieSessionStorage<UiSessionData, UiFlashData>({
      cookie: {
        name: secure ? "__Host-ui" : "ui",
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure,
        secrets: getEnv().SESSION_SECRETS,
      },
    });
  }
  return storage;
}

/** A tampered or malformed cookie is treated as an empty one rather than an error. */
export async function getUiSession(request: Request) {
  const store = uiSessionStorage();
  try {
    return await store.getSession(request.headers.get("Cookie"));
  } catch {
    return await store.getSession();
  }
}
