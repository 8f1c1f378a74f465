import { randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { getDb } from "~/db/db.server";
import { isLocale } from "~/i18n/config";
import { sendMailInBackground } from "~/mail/background.server";
import { absoluteUrl } from "~/mail/layout.server";
import {
  enrolmentLinkEmail,
  secondFactorChangedEmail,
} from "~/mail/second-factor-templates.server";
import { hashToken, newId, newToken, nowIso } from "~/utils/ids.server";
import { logger } from "~/utils/logger.server";
import type { Client } from "../shared/actor";
import { writeAudit } from "../shared/audit.server";
import {
  countAttempt,
  hitRateLimit,
  RATE_LIMITS,
  resetRateLimit,
  type RateLimitName,
} from "../shared/rate-limit.server";
import { decryptSecret, encryptSecret } from "./second-factor-secret.server";

/*
 * The staff second factor: TOTP (RFC 6238, 30 s, 6 digits, SHA-1 as every authenticator app
 * supports), asked once per session, with ten single-use recovery codes stored as SHA-256.
 *
 * Enrolment needs more than the password (decision 031): a one-time link, mailed to the staff
 * address or printed by `npm run staff:grant`, opened in a session signed in as its owner. Each
 * link has its own secret, shown only on that link's page; confirming one ends every other.
 * Secrets are stored encrypted (second-factor-secret.server.ts). A code is accepted once: the
 * newest accepted time step is remembered and it and earlier ones are refused (RFC 6238 §5.2).
 */

const ISSUER = "GigPartners";
const STEP_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
export const ENROLMENT_LINK_TTL_MS = 24 * 60 * 60_000;
export const ENROLMENT_PATH = "/sign-in/second-factor/enrol";

type Owner = { id: string; email: string };
type Addressee = Owner & { name?: string | null; locale: string };

function totp(secret: string, label: string) {
  return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret) });
}

/** The time step a code of the current or a neighbouring step belongs to; null: no match. */
function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret, "").validate({ token: code, window: 1, timestamp: now });
  return delta === null ? null : Math.floor(now / 1000 / STEP_SECONDS) + delta;
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

/** A new enrolment link with a secret of its own; returns its absolute URL. */
export async function createEnrolmentLink(userId: string): Promise<string> {
  const token = newToken();
  const now = new Date();
  await getDb()
    .insertInto("second_factor_enrolments")
    .values({
      id: newId(),
      user_id: userId,
      token_hash: hashToken(token),
      secret: encryptSecret(new Secret({ size: 20 }).base32),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ENROLMENT_LINK_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return absoluteUrl(ENROLMENT_PATH, { token });
}

const mailLocale = (locale: string) => (isLocale(locale) ? locale : "en");

/**
 * Mails a new enrolment link to the staff address (at most three an hour). "enrolled": the user
 * has an authenticator already, nothing is sent.
 */
export async function mailEnrolmentLink(
  user: Addressee & Client,
): Promise<"sent" | "rate-limited" | "enrolled"> {
  if (await hasSecondFactor(user.id)) return "enrolled";
  if (!(await hitRateLimit("secondFactorLinkPerUser", user.id))) return "rate-limited";
  const url = await createEnrolmentLink(user.id);
  const mail = await enrolmentLinkEmail({ locale: mailLocale(user.locale), name: user.name, url });
  sendMailInBackground({ to: user.email, ...mail }, "second-factor enrolment link");
  await writeAudit(getDb(), {
    actorUserId: user.id,
    ip: user.ip,
    action: "staff.second-factor-link-sent",
    subjectType: "user",
    subjectId: user.id,
  });
  return "sent";
}

async function findEnrolment(userId: string, token: string) {
  if (typeof token !== "string" || token.length < 20 || token.length > 100) return null;
  const row = await getDb()
    .selectFrom("second_factor_enrolments")
    .select(["id", "secret"])
    .where("token_hash", "=", hashToken(token))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .where("expires_at", ">", nowIso())
    .executeTakeFirst();
  const secret = row && decryptSecret(row.secret);
  return row && secret ? { id: row.id, secret: secret.plain } : null;
}

/**
 * The secret of the user's own, open enrolment link and its otpauth URI as an SVG QR code; null
 * for a link that is unknown, another user's, used, expired, or when the user has enrolled.
 */
export async function openEnrolment(user: Owner, token: string) {
  if (await hasSecondFactor(user.id)) return null;
  const enrolment = await findEnrolment(user.id, token);
  if (!enrolment) return null;
  const uri = totp(enrolment.secret, user.email).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret: enrolment.secret, qrSvg };
}

const newRecoveryCode = () => {
  const raw = randomBytes(5).toString("hex"); // 10 hex digits
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
};

export type EnrolmentResult =
  { result: "ok"; recoveryCodes: string[] } | { result: "invalid" | "link-invalid" };

/**
 * Confirms the link's secret with a first code: the authenticator is enabled with that secret,
 * every other open link of the user ends, ten recovery codes are made (returned once, stored
 * hashed) and the owner is mailed. The session is not marked: the page that shows the codes
 * must not be followed by one that skips the check, so the user then signs in with a new code.
 */
export async function confirmEnrolment(
  user: Addressee & Client,
  token: string,
  code: string,
): Promise<EnrolmentResult> {
  if (await hasSecondFactor(user.id)) return { result: "link-invalid" };
  const enrolment = await findEnrolment(user.id, token);
  if (!enrolment) return { result: "link-invalid" };
  const step = matchingStep(enrolment.secret, code.replace(/\s+/g, ""));
  if (step === null) return { result: "invalid" };
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const now = nowIso();
  const done = await getDb()
    .transaction()
    .execute(async (trx) => {
      // One UPDATE claims the link: of two confirmations at once, one wins.
      const claimed = await trx
        .updateTable("second_factor_enrolments")
        .set({ used_at: now })
        .where("id", "=", enrolment.id)
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      await trx
        .updateTable("second_factor_enrolments")
        .set({ used_at: now })
        .where("user_id", "=", user.id)
        .where("used_at", "is", null)
        .execute();
      await trx.deleteFrom("staff_second_factors").where("user_id", "=", user.id).execute();
      await trx
        .insertInto("staff_second_factors")
        .values({
          user_id: user.id,
          secret: encryptSecret(enrolment.secret),
          enabled_at: now,
          created_at: now,
          // The confirming code is used up: signing in takes a newer one.
          last_step: step,
        })
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
      return true;
    });
  if (!done) return { result: "link-invalid" };
  await mailSecondFactorChange(user, "enrolled");
  return { result: "ok", recoveryCodes: codes };
}

/** Tells the owner that their authenticator was set up or reset (in their language). */
export async function mailSecondFactorChange(user: Addressee, change: "enrolled" | "reset") {
  const mail = await secondFactorChangedEmail({
    locale: mailLocale(user.locale),
    name: user.name,
    change,
  });
  sendMailInBackground({ to: user.email, ...mail }, `second factor ${change}`);
}

/** The user's authenticator secret in plain, written again under the current key when stale. */
async function readSecret(userId: string, stored: string): Promise<string | null> {
  const opened = decryptSecret(stored);
  if (!opened) {
    logger.error("a second-factor secret opens with no key of SESSION_SECRET", { userId });
    return null;
  }
  if (opened.stale) await storeSecretAgain(userId, stored, opened.plain);
  return opened.plain;
}

async function storeSecretAgain(userId: string, stored: string, plain: string) {
  await getDb()
    .updateTable("staff_second_factors")
    .set({ secret: encryptSecret(plain) })
    .where("user_id", "=", userId)
    .where("secret", "=", stored)
    .execute();
}

/**
 * At server start: every stored secret that is still plain (from before migration 0015) or
 * under an older SESSION_SECRET is written again under the current one. Returns how many.
 */
export async function reencryptSecondFactorSecrets(): Promise<number> {
  const rows = await getDb()
    .selectFrom("staff_second_factors")
    .select(["user_id", "secret"])
    .execute();
  let count = 0;
  for (const row of rows) {
    const opened = decryptSecret(row.secret);
    if (!opened?.stale) continue;
    await storeSecretAgain(row.user_id, row.secret, opened.plain);
    count += 1;
  }
  return count;
}

export type CheckResult = "ok" | "invalid" | "throttled";

/**
 * Checks a code from the authenticator, or a recovery code (used up by this). `trustedDevice`
 * is the nonce of a browser that passed this user's second step before: its attempts have their
 * own budget; all other attempts share the user's. Only failures stay counted: success clears
 * the budget it was counted in. Every outcome is audited. Marking the session is the caller's
 * (it renews the session id).
 */
export async function verifySecondFactor(
  user: Owner & Client,
  input: string,
  trustedDevice: string | null = null,
): Promise<CheckResult> {
  const budget: [RateLimitName, string] = trustedDevice
    ? ["secondFactorPerDevice", trustedDevice]
    : ["secondFactorPerUser", user.id];
  const attempts = await countAttempt(...budget);
  const limit = RATE_LIMITS[budget[0]].limit;
  if (attempts > limit) return "throttled";
  const row = await getDb()
    .selectFrom("staff_second_factors")
    .select(["secret", "enabled_at"])
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  if (!row?.enabled_at) return "invalid";
  const secret = await readSecret(user.id, row.secret);
  const code = input.replace(/\s+/g, "").toLowerCase();
  const audit = (action: Parameters<typeof writeAudit>[1]["action"], after?: unknown) =>
    writeAudit(getDb(), {
      actorUserId: user.id,
      ip: user.ip,
      action,
      subjectType: "user",
      subjectId: user.id,
      after,
    });

  const step = secret === null ? null : matchingStep(secret, code);
  if (step !== null && (await claimStep(user.id, step))) {
    await resetRateLimit(...budget);
    await audit("staff.second-factor-passed", { method: "code" });
    return "ok";
  }
  if (step === null && (await spendRecoveryCode(user.id, code))) {
    await resetRateLimit(...budget);
    await audit("staff.recovery-code-used", { left: await recoveryCodesLeft(user.id) });
    return "ok";
  }
  const trusted = Boolean(trustedDevice);
  await audit("staff.second-factor-failed", { reused: step !== null, trustedDevice: trusted });
  if (attempts === limit) await audit("staff.second-factor-locked", { trustedDevice: trusted });
  return "invalid";
}

/** Accepts a time step newer than the last accepted one; one UPDATE, so two uses race safely. */
async function claimStep(userId: string, step: number) {
  const result = await getDb()
    .updateTable("staff_second_factors")
    .set({ last_step: step })
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("last_step", "is", null), eb("last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function spendRecoveryCode(userId: string, code: string) {
  if (!/^[0-9a-f]{5}-?[0-9a-f]{5}$/.test(code)) return false;
  const normalized = code.includes("-") ? code : `${code.slice(0, 5)}-${code.slice(5)}`;
  // One UPDATE claims the code, so it works once even when two requests race.
  const used = await getDb()
    .updateTable("recovery_codes")
    .set({ used_at: nowIso() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", hashToken(normalized))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

async function recoveryCodesLeft(userId: string) {
  const row = await getDb()
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
