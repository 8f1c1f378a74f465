import { randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { getDb } from "~/db/db.server";
import { hashToken, nowIso } from "~/utils/ids.server";
import type { Client } from "./actor";
import { writeAudit } from "./audit.server";
import { hitRateLimit } from "./rate-limit.server";

/*
 * The staff second factor: TOTP (RFC 6238, 30 s, 6 digits, SHA-1 as every authenticator app
 * supports), enrolled at the first staff sign-in and asked once per session, with ten single-use
 * recovery codes stored as SHA-256.
 */

const ISSUER = "GigPartners";
export const RECOVERY_CODE_COUNT = 10;

function totp(secret: string, label: string) {
  return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret) });
}

/** Whether the staff user has a confirmed authenticator. */
export async function hasSecondFactor(userId: string) {
  const row = await getDb()
    .selectFrom("staff_second_factors")
    .select("enabled_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Boolean(row?.enabled_at);
}

/**
 * The pending secret to enrol (made once, kept until confirmed so a reload shows the same QR
 * code), with its otpauth URI as an SVG QR code for the authenticator app.
 */
export async function enrolment(user: { id: string; email: string }) {
  const db = getDb();
  await db
    .insertInto("staff_second_factors")
    .values({
      user_id: user.id,
      secret: new Secret({ size: 20 }).base32,
      enabled_at: null,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  const { secret } = await db
    .selectFrom("staff_second_factors")
    .select("secret")
    .where("user_id", "=", user.id)
    .executeTakeFirstOrThrow();
  const uri = totp(secret, user.email).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, qrSvg };
}

export type CheckResult = "ok" | "invalid" | "throttled";

function codeMatches(secret: string, label: string, code: string) {
  return totp(secret, label).validate({ token: code, window: 1 }) !== null;
}

const newRecoveryCode = () => {
  const raw = randomBytes(5).toString("hex"); // 10 hex digits
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
};

/**
 * Confirms enrolment with a first code: the authenticator is enabled and ten recovery codes are
 * made (returned once, stored hashed). The session is not marked: the page that shows the codes
 * must not be followed by one that skips the check, so the user then signs in with a new code.
 */
export async function confirmEnrolment(
  user: { id: string; email: string } & Client,
  code: string,
): Promise<{ result: "ok"; recoveryCodes: string[] } | { result: "invalid" | "throttled" }> {
  if (!(await hitRateLimit("secondFactorPerUser", user.id))) return { result: "throttled" };
  const row = await getDb()
    .selectFrom("staff_second_factors")
    .select(["secret", "enabled_at"])
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  if (!row || row.enabled_at || !codeMatches(row.secret, user.email, code))
    return { result: "invalid" };
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const now = nowIso();
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable("staff_second_factors")
        .set({ enabled_at: now })
        .where("user_id", "=", user.id)
        .execute();
      await trx.deleteFrom("recovery_codes").where("user_id", "=", user.id).execute();
      await trx
        .insertInto("recovery_codes")
        .values(
          codes.map((c) => ({
            user_id: user.id,
            code_hash: hashToken(c),
            used_at: null,
            created_at: now,
          })),
        )
        .execute();
      await writeAudit(trx, {
        actorUserId: user.id,
        ip: user.ip,
        action: "staff.second-factor-enrolled",
        subjectType: "user",
        subjectId: user.id,
      });
    });
  return { result: "ok", recoveryCodes: codes };
}

/**
 * Checks a code from the authenticator, or a recovery code (used up by this), and marks the
 * session as checked.
 */
export async function verifySecondFactor(
  user: { id: string; email: string },
  sessionHash: string,
  input: string,
): Promise<CheckResult> {
  if (!(await hitRateLimit("secondFactorPerUser", user.id))) return "throttled";
  const row = await getDb()
    .selectFrom("staff_second_factors")
    .select(["secret", "enabled_at"])
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  if (!row?.enabled_at) return "invalid";
  const code = input.replace(/\s+/g, "").toLowerCase();
  const now = nowIso();
  let ok = /^\d{6}$/.test(code) && codeMatches(row.secret, user.email, code);
  if (!ok && /^[0-9a-f]{5}-?[0-9a-f]{5}$/.test(code)) {
    const normalized = code.includes("-") ? code : `${code.slice(0, 5)}-${code.slice(5)}`;
    // One UPDATE claims the code, so it works once even when two requests race.
    const used = await getDb()
      .updateTable("recovery_codes")
      .set({ used_at: now })
      .where("user_id", "=", user.id)
      .where("code_hash", "=", hashToken(normalized))
      .where("used_at", "is", null)
      .executeTakeFirst();
    ok = Number(used.numUpdatedRows) === 1;
  }
  if (!ok) return "invalid";
  await getDb()
    .updateTable("sessions")
    .set({ second_factor_at: now })
    .where("id", "=", sessionHash)
    .execute();
  return "ok";
}
