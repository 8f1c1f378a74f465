import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";

const KEY_LENGTH = 64;
// N=2^15, r=8, p=1: the OWASP scrypt baseline; about 50 ms per hash on one core.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;

/** scrypt's cost parameters; each hash records its own, so verifying follows the stored ones. */
export type ScryptCost = { N: number; r: number; p: number };

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `cost` is for tests whose subject is not the hash (a cheaper one keeps them fast). */
export async function hashPassword(password: string, cost: ScryptCost = PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, {
    ...cost,
    maxmem: 128 * cost.N * cost.r * 2,
  });
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join(
    "$",
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const N = Number(n);
  const key = await scrypt(
    password.normalize("NFKC"),
    Buffer.from(salt, "base64"),
    expected.length,
    {
      N,
      r: Number(r),
      p: Number(p),
      maxmem: 128 * N * Number(r) * 2,
    },
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}
