import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getEnv } from "~/env.server";

/*
 * TOTP secrets at rest: AES-256-GCM under a key derived (HKDF-SHA256) from SESSION_SECRET, so a
 * copy of the database alone does not let anyone make codes (decision 031). Each secret in the
 * SESSION_SECRET list gives a key: the first encrypts, all of them decrypt, and a value read with
 * an older key (or still plain, from before migration 0015) is reported stale so the caller writes
 * it again under the first key. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */

const PREFIX = "v1";
const INFO = "gigpartners second-factor secret v1";

const keyCache = new Map<string, Buffer>();

function keyFor(sessionSecret: string): Buffer {
  let key = keyCache.get(sessionSecret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", sessionSecret, "gigpartners", INFO, 32));
    keyCache.set(sessionSecret, key);
  }
  return key;
}

const keys = () => getEnv().SESSION_SECRETS.map(keyFor);

export function encryptSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keys()[0]!, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString("base64url"));
  return [PREFIX, ...parts].join(".");
}

const PLAIN_BASE32 = /^[A-Z2-7]+=*$/;

/**
 * The plain secret, and whether it should be stored again (plain, or under an older key); null
 * when no key of SESSION_SECRET opens it (the secret it was written under was dropped).
 */
export function decryptSecret(stored: string): { plain: string; stale: boolean } | null {
  if (PLAIN_BASE32.test(stored)) return { plain: stored, stale: true };
  const [prefix, iv, tag, ciphertext] = stored.split(".");
  if (prefix !== PREFIX || !iv || !tag || ciphertext === undefined) return null;
  const candidates = keys();
  for (const [index, key] of candidates.entries()) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(ciphertext, "base64url")),
        decipher.final(),
      ]).toString("utf8");
      return { plain, stale: index > 0 };
    } catch {
      continue; // another key's value: try the next
    }
  }
  return null;
}
