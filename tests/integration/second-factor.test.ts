import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import {
  confirmEnrolment,
  createEnrolmentLink,
  hasSecondFactor,
  mailEnrolmentLink,
  openEnrolment,
  RECOVERY_CODE_COUNT,
  reencryptSecondFactorSecrets,
  verifySecondFactor,
} from "~/domain/identity/second-factor.server";
import { decryptSecret } from "~/domain/identity/second-factor-secret.server";
import { settleBackgroundMail } from "~/mail/background.server";
import { listOutbox, readOutboxMessage } from "~/mail/outbox.server";
import { hashToken } from "~/utils/ids.server";
import { withAppDatabase } from "../fixtures/db";
import { makeUser } from "../fixtures/factories";

// The mails this file's domain calls send land in an outbox of its own.
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "gp-2fa-outbox-"));
process.env.MAIL_OUTBOX_DIR = outbox;

withAppDatabase();
afterAll(async () => {
  fs.rmSync(outbox, { recursive: true, force: true });
});

async function staffUser(locale = "en") {
  const { userId, email } = await makeUser(null);
  await getDb()
    .updateTable("users")
    .set({ role: "staff", locale })
    .where("id", "=", userId)
    .execute();
  return { id: userId, email, name: "Test User", locale, ip: "203.0.113.7" };
}

const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;

const codeFor = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });

async function mailsTo(email: string) {
  await settleBackgroundMail();
  const all = await listOutbox();
  const mine = all.filter((m) => m.to === email);
  return Promise.all(mine.map(async (m) => (await readOutboxMessage(m.id))!));
}

/** An enrolled staff user and the plain secret of their authenticator. */
async function enrolledStaff() {
  const user = await staffUser();
  const token = tokenOf(await createEnrolmentLink(user.id));
  const { secret } = (await openEnrolment(user, token))!;
  const confirmingCode = codeFor(secret);
  const done = await confirmEnrolment(user, token, confirmingCode);
  if (done.result !== "ok") throw new Error("enrolment failed");
  return { user, secret, confirmingCode, recoveryCodes: done.recoveryCodes };
}

const auditActions = async (userId: string) =>
  (
    await getDb()
      .selectFrom("audit_events")
      .select("action")
      .where("subject_id", "=", userId)
      .orderBy("id")
      .execute()
  ).map((r) => r.action);

describe("enrolment through a one-time link", () => {
  it("shows a secret only with a link of the user's own; each link has its own secret", async () => {
    const user = await staffUser();
    const other = await staffUser();
    const first = tokenOf(await createEnrolmentLink(user.id));
    const second = tokenOf(await createEnrolmentLink(user.id));
    const a = await openEnrolment(user, first);
    const b = await openEnrolment(user, second);
    expect(a?.qrSvg).toMatch(/^<svg/);
    expect(a!.secret).not.toBe(b!.secret);
    // A reload shows the same key until it is confirmed.
    expect((await openEnrolment(user, first))!.secret).toBe(a!.secret);
    // Another account's session, or no link at all, sees nothing.
    expect(await openEnrolment(other, first)).toBeNull();
    expect(await openEnrolment(user, "not-a-token-of-anyone-at-all")).toBeNull();
    expect(await hasSecondFactor(user.id)).toBe(false);
    // The link's secret is stored encrypted.
    const stored = await getDb()
      .selectFrom("second_factor_enrolments")
      .select("secret")
      .where("token_hash", "=", hashToken(first))
      .executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(a!.secret);
  });

  it("confirms with a first code, ends the other links, stores the secret encrypted and mails the owner", async () => {
    const user = await staffUser("fi");
    const first = tokenOf(await createEnrolmentLink(user.id));
    const second = tokenOf(await createEnrolmentLink(user.id));
    const { secret } = (await openEnrolment(user, second))!;
    const firstSecret = (await openEnrolment(user, first))!.secret;

    expect(await confirmEnrolment(user, second, "000000")).toEqual({ result: "invalid" });
    // A code of another link's secret does not confirm this one.
    expect(await confirmEnrolment(user, second, codeFor(firstSecret))).toEqual({
      result: "invalid",
    });
    const done = await confirmEnrolment(user, second, codeFor(secret));
    expect(done.result).toBe("ok");
    const codes = done.result === "ok" ? done.recoveryCodes : [];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    expect(await hasSecondFactor(user.id)).toBe(true);

    // The other link (seen by whoever had it) and this one no longer work.
    expect(await openEnrolment(user, first)).toBeNull();
    expect(await confirmEnrolment(user, first, codeFor(firstSecret))).toEqual({
      result: "link-invalid",
    });
    expect(await confirmEnrolment(user, second, codeFor(secret))).toEqual({
      result: "link-invalid",
    });

    const row = await getDb()
      .selectFrom("staff_second_factors")
      .select("secret")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret);
    expect(row.secret).toMatch(/^v1\./);
    expect(decryptSecret(row.secret)).toEqual({ plain: secret, stale: false });
    const stored = await getDb()
      .selectFrom("recovery_codes")
      .select("code_hash")
      .where("user_id", "=", user.id)
      .execute();
    expect(stored.map((r) => r.code_hash).sort()).toEqual(codes.map(hashToken).sort());

    const [mail, ...more] = await mailsTo(user.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("GigPartners-tilillesi otettiin käyttöön todennussovellus");
    expect(mail!.html).toContain("todennussovellus");
    expect(mail!.text).toContain("todennussovellus");
    expect(await auditActions(user.id)).toEqual(["staff.second-factor-enrolled"]);
  });

  it("mails a link to the staff address, three an hour", async () => {
    const user = await staffUser();
    expect(await mailEnrolmentLink(user)).toBe("sent");
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe("Set up your GigPartners authenticator");
    const url = /https?:\/\/\S+\/sign-in\/second-factor\/enrol\?token=[\w-]+/.exec(mail!.text)![0];
    expect(await openEnrolment(user, tokenOf(url))).not.toBeNull();
    expect(mail!.html).toContain(url);
    expect(await mailEnrolmentLink(user)).toBe("sent");
    expect(await mailEnrolmentLink(user)).toBe("sent");
    expect(await mailEnrolmentLink(user)).toBe("rate-limited");
    expect(await mailsTo(user.email)).toHaveLength(3);
    const { user: enrolled } = await enrolledStaff();
    expect(await mailEnrolmentLink(enrolled)).toBe("enrolled");
  });
});

describe("the second step", () => {
  it("accepts a code once, and no earlier one after it (RFC 6238 §5.2)", async () => {
    const { user, secret, confirmingCode } = await enrolledStaff();
    // The code that confirmed the authenticator is used up.
    expect(await verifySecondFactor(user, confirmingCode)).toBe("invalid");
    const next = codeFor(secret, 30);
    expect(await verifySecondFactor(user, next)).toBe("ok");
    // The same code again (another session), and the previous step's, are refused.
    expect(await verifySecondFactor(user, next)).toBe("invalid");
    expect(await verifySecondFactor(user, codeFor(secret))).toBe("invalid");
    expect(await verifySecondFactor(user, codeFor(secret, -120))).toBe("invalid");
  });

  it("takes a recovery code once", async () => {
    const { user, recoveryCodes } = await enrolledStaff();
    const recovery = recoveryCodes[0]!;
    expect(await verifySecondFactor(user, recovery.toUpperCase())).toBe("ok");
    expect(await verifySecondFactor(user, recovery)).toBe("invalid");
    expect(await verifySecondFactor(user, recoveryCodes[1]!.replace("-", ""))).toBe("ok");
  });

  it("counts only failures, forgets them on success, and locks after five", async () => {
    const { user, secret } = await enrolledStaff();
    for (let i = 0; i < 4; i++) expect(await verifySecondFactor(user, "123456")).toBe("invalid");
    expect(await verifySecondFactor(user, codeFor(secret, 30))).toBe("ok");
    // The owner's success gave the budget back: five more failures before the lock.
    for (let i = 0; i < 5; i++) expect(await verifySecondFactor(user, "123456")).toBe("invalid");
    expect(await verifySecondFactor(user, "123456")).toBe("throttled");
    expect(await verifySecondFactor(user, codeFor(secret, 30))).toBe("throttled");
  });

  it("a browser that passed the step before has its own budget: guesses elsewhere do not lock it out", async () => {
    const { user, secret } = await enrolledStaff();
    for (let i = 0; i < 5; i++) await verifySecondFactor(user, "123456");
    expect(await verifySecondFactor(user, "123456")).toBe("throttled");
    expect(await verifySecondFactor(user, codeFor(secret, 30), "owners-browser")).toBe("ok");
    // Unknown browsers stay locked.
    expect(await verifySecondFactor(user, "123456")).toBe("throttled");
  });

  it("audits every pass, failure, lockout and recovery-code use", async () => {
    const { user, secret, recoveryCodes } = await enrolledStaff();
    await verifySecondFactor(user, codeFor(secret, 30));
    await verifySecondFactor(user, recoveryCodes[0]!);
    for (let i = 0; i < 6; i++) await verifySecondFactor(user, "123456");
    expect(await auditActions(user.id)).toEqual([
      "staff.second-factor-enrolled",
      "staff.second-factor-passed",
      "staff.recovery-code-used",
      ...Array(5).fill("staff.second-factor-failed"),
      "staff.second-factor-locked",
    ]);
  });

  it("encrypts a plain secret from before migration 0015 at start, or at its first use", async () => {
    const plainSecret = new Secret({ size: 20 }).base32;
    const users = [await staffUser(), await staffUser()];
    for (const user of users)
      await getDb()
        .insertInto("staff_second_factors")
        .values({
          user_id: user.id,
          secret: plainSecret,
          enabled_at: new Date().toISOString(),
          created_at: new Date().toISOString(),
        })
        .execute();
    const storedOf = async (userId: string) =>
      (
        await getDb()
          .selectFrom("staff_second_factors")
          .select("secret")
          .where("user_id", "=", userId)
          .executeTakeFirstOrThrow()
      ).secret;

    expect(await verifySecondFactor(users[0]!, codeFor(plainSecret))).toBe("ok");
    expect(decryptSecret(await storedOf(users[0]!.id))).toEqual({
      plain: plainSecret,
      stale: false,
    });
    expect(await reencryptSecondFactorSecrets()).toBe(1);
    expect(await storedOf(users[1]!.id)).toMatch(/^v1\./);
    expect(await reencryptSecondFactorSecrets()).toBe(0);
    expect(await verifySecondFactor(users[1]!, codeFor(plainSecret))).toBe("ok");
  });
});
