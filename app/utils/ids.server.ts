import { createHash, randomBytes } from "node:crypto";

/** Random, unguessable id for rows whose id appears in URLs (22 url-safe chars, 128 bits). */
export function newId(): string {
  return randomBytes(16).toString("base64url");
}

/** A secret token for links (invites, verification, reset, unsubscribe): 256 random bits. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored hashed; a database leak does not hand out working links. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function nowIso(): string {
  return new Date().toISOString();
}
