import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import {
  confirmEnrolment,
  enrolment,
  hasSecondFactor,
  RECOVERY_CODE_COUNT,
  verifySecondFactor,
} from "~/domain/second-factor.server";
import { hashToken, newToken, nowIso } from "~/utils/ids.server";
import { useAppTestDb, type TestDb } from "../fixtures/db";
import { makeUser } from "../fixtures/factories";

let t: TestDb;
beforeAll(async () => {
  t = await useAppTestDb();
});
afterAll(async () => {
  await t?.destroy();
});

async function staffWithSession() {
  const { userId, email } = await makeUser(null);
  await getDb().updateTable("users").set({ role: "staff" }).where("id", "=", userId).execute();
  const sessionHash = hashToken(newToken());
  await getDb()
    .insertInto("sessions")
    .values({
      id: sessionHash,
      user_id: userId,
      created_at: nowIso(),
      last_seen_at: nowIso(),
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      ip: null,
      user_agent: null,
    })
    .execute();
  return { user: { id: userId, email, ip: null }, sessionHash };
}

const checkedAt = async (sessionHash: string) =>
  (
    await getDb()
      .selectFrom("sessions")
      .select("second_factor_at")
      .where("id", "=", sessionHash)
      .executeTakeFirstOrThrow()
  ).second_factor_at;

const codeFor = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });

describe("the staff second factor", () => {
  it("enrols with a first code and hands out ten recovery codes once", async () => {
    const { user, sessionHash } = await staffWithSession();
    const first = await enrolment(user);
    expect(first.qrSvg).toMatch(/^<svg/);
    // A reload shows the same key until it is confirmed.
    expect((await enrolment(user)).secret).toBe(first.secret);
    expect(await hasSecondFactor(user.id)).toBe(false);

    expect(await confirmEnrolment(user, "000000")).toEqual({ result: "invalid" });
    const done = await confirmEnrolment(user, codeFor(first.secret));
    expect(done.result).toBe("ok");
    const codes = done.result === "ok" ? done.recoveryCodes : [];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    expect(await hasSecondFactor(user.id)).toBe(true);
    // The user then signs in with a new code; enrolling does not pass the step by itself.
    expect(await checkedAt(sessionHash)).toBeNull();
    const stored = await getDb()
      .selectFrom("recovery_codes")
      .select("code_hash")
      .where("user_id", "=", user.id)
      .execute();
    expect(stored.map((r) => r.code_hash).sort()).toEqual(codes.map(hashToken).sort());
    // Confirming again is refused: the authenticator is already enabled.
    expect(await confirmEnrolment(user, codeFor(first.secret))).toEqual({
      result: "invalid",
    });
  });

  it("accepts the current and the previous code, not an old one; a recovery code works once", async () => {
    const { user, sessionHash } = await staffWithSession();
    const { secret } = await enrolment(user);
    const done = await confirmEnrolment(user, codeFor(secret));
    const codes = done.result === "ok" ? done.recoveryCodes : [];

    expect(await verifySecondFactor(user, sessionHash, codeFor(secret, -120))).toBe("invalid");
    expect(await checkedAt(sessionHash)).toBeNull();
    expect(await verifySecondFactor(user, sessionHash, codeFor(secret, -30))).toBe("ok");
    expect(await checkedAt(sessionHash)).not.toBeNull();

    const recovery = codes[0]!;
    expect(await verifySecondFactor(user, sessionHash, recovery.toUpperCase())).toBe("ok");
    expect(await verifySecondFactor(user, sessionHash, recovery)).toBe("invalid");
  });

  it("stops guessing after five attempts in a quarter hour", async () => {
    const { user, sessionHash } = await staffWithSession();
    const { secret } = await enrolment(user);
    await confirmEnrolment(user, codeFor(secret));
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await verifySecondFactor(user, sessionHash, "123456"));
    expect(results.at(-1)).toBe("throttled");
    expect(await verifySecondFactor(user, sessionHash, codeFor(secret))).toBe("throttled");
  });
});
