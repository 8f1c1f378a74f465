import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "~/env.server";

/*
 * The link in the consent mail carries `<candidate id>.<signature>`: an HMAC-SHA256 of the
 * candidate's id under a key derived from SESSION_SECRET (under a label of its own, as the
 * newsletter's unsubscribe tokens have theirs). Nothing is stored: the mail's sender recomputes
 * it for every attempt, a copy of the database hands out no working link, and a signature made
 * with any secret still in SESSION_SECRET's list is accepted, so rotating keys keeps the links of
 * mails already sent working. Single use is the candidate's state: once answered, the link only
 * shows the answer (decision 048).
 */

const LABEL = "expert-consent/v1";
/** A candidate id (app/utils/ids.server.ts newId) and a SHA-256 signature, both base64url. */
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{16,40})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, candidateId: string): Buffer {
  const key = createHmac("sha256", secret).update(LABEL).digest();
  return createHmac("sha256", key).update(candidateId).digest();
}

/** The token of a candidate's consent links, signed with the current (first) secret. */
export function consentTokenFor(candidateId: string): string {
  const [secret] = getEnv().SESSION_SECRETS;
  return `${candidateId}.${signature(secret!, candidateId).toString("base64url")}`;
}

/** The candidate a token was signed for, or null for anything that is not such a token. */
export function candidateOfToken(token: unknown): string | null {
  if (typeof token !== "string") return null;
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, candidateId, signed] = match as unknown as [string, string, string];
  // Compared as written, not decoded: base64url's last character carries two unused bits, so
  // four spellings decode to the same bytes, and a link is valid in exactly one of them.
  const given = Buffer.from(signed);
  for (const secret of getEnv().SESSION_SECRETS) {
    const expected = Buffer.from(signature(secret, candidateId).toString("base64url"));
    if (given.length === expected.length && timingSafeEqual(given, expected)) return candidateId;
  }
  return null;
}
