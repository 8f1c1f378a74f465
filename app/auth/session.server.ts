import { createCookie, redirect } from "@remix-run/node";
import { getEnv, isSecureCookieSite } from "~/env.server";
import { getDb } from "~/db/db.server";
import type { Client } from "~/domain/shared/actor";
import { clientAddress } from "~/utils/client-address.server";
import { requestScope } from "~/utils/request-scope.server";
import { hashToken, newToken } from "~/utils/ids.server";
import {
  getUiSession,
  MAX_RETURN_TO_LENGTH,
  uiSessionStorage,
} from "~/server/forms/ui-session.server";
import { safeRedirectPath } from "~/utils/safe-redirect";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

let cookie: ReturnType<typeof createCookie> | undefined;

/**
 * The cookie holds only a random session id, so a session can be ended everywhere. The
 * `sessions` row stores its SHA-256 (`sessions.id`), like reset and invite tokens: a copy of the
 * database signs nobody in.
 */
export function sessionCookie() {
  if (!cookie) {
    const secure = isSecureCookieSite();
    cookie = createCookie(secure ? "__Host-session" : "session", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure,
      secrets: getEnv().SESSION_SECRETS,
      maxAge: SESSION_TTL_MS / 1000,
    });
  }
  return cookie;
}

export async function getSessionId(request: Request): Promise<string | null> {
  try {
    const value = await sessionCookie().parse(request.headers.get("Cookie"));
    return typeof value === "string" && value.length > 0 ? value : null;
  } catch {
    return null;
  }
}

export type SessionUser = NonNullable<Awaited<ReturnType<typeof getSessionUser>>>;

export function getSessionUser(request: Request): ReturnType<typeof lookUpSessionUser> {
  const scope = requestScope();
  if (!scope || (request.method !== "GET" && request.method !== "HEAD"))
    return lookUpSessionUser(request);
  const key = request.headers.get("Cookie") ?? "";
  let user = scope.sessionUsers.get(key) as ReturnType<typeof lookUpSessionUser> | undefined;
  if (!user) {
    user = lookUpSessionUser(request);
    scope.sessionUsers.set(key, user);
  }
  return user;
}

// The root, layout and page loaders of one view each ask who is signed in. A read cannot end the
// session, so within one HTTP request (its scope: app/utils/request-scope.server.ts) a GET looks
// the user up once per Cookie header: the cookie's signature, its hash and a query, three times
// per view before (decision 021). A write looks up afresh each time, since it may sign in or out
// on the way; outside a request's scope (tests, scripts) every call looks up.

async function lookUpSessionUser(request: Request) {
  const sessionId = await getSessionId(request);
  return sessionId ? sessionUserByKey(hashToken(sessionId)) : null;
}

/**
 * The signed-in user of a session row, by the row's key (the SHA-256 of the cookie's id, which is
 * also what an API token names): null when the session ended or expired or the user is disabled.
 */
export async function sessionUserByKey(key: string) {
  const now = new Date();
  const row = await getDb()
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .leftJoin("companies", "companies.id", "users.company_id")
    .select([
      "sessions.id as session_id",
      "sessions.last_seen_at",
      "sessions.second_factor_at",
      "users.id",
      "users.email",
      "users.email_verified_at",
      "users.name",
      "users.role",
      "users.company_id",
      "users.registered_at",
      "users.locale",
      "companies.partner_type",
    ])
    .where("sessions.id", "=", key)
    .where("sessions.expires_at", ">", now.toISOString())
    .where("users.disabled_at", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  if (now.getTime() - Date.parse(row.last_seen_at) > TOUCH_INTERVAL_MS) {
    await getDb()
      .updateTable("sessions")
      .set({ last_seen_at: now.toISOString() })
      .where("id", "=", row.session_id)
      .execute();
  }
  return row;
}

/** A new session row; returns the random id (the cookie's) and the row's key (its hash). */
export async function createSessionRow(
  userId: string,
  request: Request,
  secondFactorAt: string | null = null,
) {
  const now = new Date();
  const id = newToken();
  const key = hashToken(id);
  await getDb()
    .insertInto("sessions")
    .values({
      id: key,
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
      ip: clientIp(request),
      user_agent: request.headers.get("User-Agent")?.slice(0, 300) ?? null,
      second_factor_at: secondFactorAt,
    })
    .execute();
  return { id, key };
}

/** Ends one session by its row key (an API client's sign-out). */
export async function endSessionByKey(key: string) {
  await getDb().deleteFrom("sessions").where("id", "=", key).execute();
}

/**
 * A new session (and cookie) for the user, ending the one the request carried. `secondFactorAt`:
 * the staff second step has just been passed, which renews the id as sign-in does.
 */
export async function createUserSession(
  userId: string,
  request: Request,
  secondFactorAt: string | null = null,
) {
  const { id } = await createSessionRow(userId, request, secondFactorAt);
  // A new id at every sign-in: a session id planted before sign-in is never promoted.
  const previous = await getSessionId(request);
  if (previous)
    await getDb().deleteFrom("sessions").where("id", "=", hashToken(previous)).execute();
  return sessionCookie().serialize(id);
}

export async function destroyUserSession(request: Request) {
  const id = await getSessionId(request);
  if (id) await getDb().deleteFrom("sessions").where("id", "=", hashToken(id)).execute();
  return sessionCookie().serialize("", { maxAge: 0 });
}

export async function endAllSessionsOf(userId: string) {
  await getDb().deleteFrom("sessions").where("user_id", "=", userId).execute();
}

/** Ends every session of the user but one (by its row key): a password change's other devices. */
export async function endOtherSessionsOf(userId: string, keepKey: string) {
  await getDb()
    .deleteFrom("sessions")
    .where("user_id", "=", userId)
    .where("id", "!=", keepKey)
    .execute();
}

/** The client's address for per-address limits (TRUSTED_PROXIES, app/utils/client-address.server.ts). */
export function clientIp(request: Request): string | null {
  return clientAddress(request);
}

/** The request's client as the domain records it in the audit trail (app/domain/shared/actor.ts). */
export function clientOf(request: Request): Client {
  return { ip: clientIp(request) };
}

const RETURN_TO_KEY = "returnTo";

/** 401 for pages: remember where the user was (same-site paths only) and send them to sign-in. */
export async function redirectToSignIn(request: Request): Promise<never> {
  const url = new URL(request.url);
  const session = await getUiSession(request);
  // A return path too long for the UI cookie drops its query, then itself.
  const returnTo = [url.pathname + url.search, url.pathname]
    .map((path) => safeRedirectPath(path, ""))
    .find((path) => path !== "" && path.length <= MAX_RETURN_TO_LENGTH);
  if (returnTo) session.set(RETURN_TO_KEY, returnTo);
  else session.unset(RETURN_TO_KEY);
  throw redirect("/sign-in", {
    headers: { "Set-Cookie": await uiSessionStorage().commitSession(session) },
  });
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) return redirectToSignIn(request);
  return user;
}
