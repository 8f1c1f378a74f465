import {
  createCookie,
  createCookieSessionStorage,
  type CookieSerializeOptions,
  type Session,
} from "@remix-run/node";
import { getEnv, isSecureCookieSite } from "~/env.server";

/**
 * A signed cookie for short-lived, non-secret UI state that must survive a redirect even for
 * visitors without an account: flash toasts and the post-sign-in return path.
 * Sign-in state lives in the database session instead (app/auth/session.server.ts).
 */
type UiSessionData = { returnTo: string; registrationDraft: unknown; pendingVerification: string };
type UiFlashData = { toasts: unknown };
type UiSession = Session<UiSessionData, UiFlashData>;

/**
 * Browsers drop a cookie over 4096 bytes (name, value and attributes), and Remix refuses to
 * write one, which would turn any request that adds a toast into a 500. Each part has its own
 * cap; whatever still does not fit is dropped, oldest toasts first.
 */
const MAX_SET_COOKIE_LENGTH = 4096;
export const MAX_RETURN_TO_LENGTH = 1000;
const MAX_DRAFT_LENGTH = 1500;
const MAX_EMAIL_LENGTH = 254;
const FLASH_TOASTS = "__flash_toasts__";

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  const secure = isSecureCookieSite();
  const cookie = createCookie(secure ? "__Host-ui" : "ui", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    secrets: getEnv().SESSION_SECRETS,
  });
  const sessions = createCookieSessionStorage<UiSessionData, UiFlashData>({ cookie });

  async function commitSession(session: UiSession, options?: CookieSerializeOptions) {
    capParts(session);
    const fits = async () =>
      (await cookie.serialize(session.data, options)).length <= MAX_SET_COOKIE_LENGTH;
    while (!(await fits())) {
      const toasts = session.data[FLASH_TOASTS];
      if (Array.isArray(toasts) && toasts.length > 0) session.flash("toasts", toasts.slice(1));
      else if (session.has("registrationDraft")) session.unset("registrationDraft");
      else if (session.has("returnTo")) session.unset("returnTo");
      else if (session.has("pendingVerification")) session.unset("pendingVerification");
      else break;
    }
    return sessions.commitSession(session, options);
  }

  return { ...sessions, commitSession };
}

function capParts(session: UiSession) {
  const { returnTo, registrationDraft, pendingVerification } = session.data;
  if (typeof returnTo === "string" && returnTo.length > MAX_RETURN_TO_LENGTH)
    session.unset("returnTo");
  if (
    registrationDraft !== undefined &&
    (JSON.stringify(registrationDraft)?.length ?? 0) > MAX_DRAFT_LENGTH
  )
    session.unset("registrationDraft");
  if (typeof pendingVerification === "string" && pendingVerification.length > MAX_EMAIL_LENGTH)
    session.unset("pendingVerification");
}

export function uiSessionStorage() {
  storage ??= createStorage();
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
