import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import {
  INVITE_VALIDITY_DAYS,
  checkInvite,
  deleteCompanyInvite,
  getCompanyInvite,
  inviteUser,
  listCompanyInvites,
  resendInvite,
} from "~/domain/company/invites.server";
import { NotFoundError } from "~/domain/shared/errors";
import { RATE_LIMITS } from "~/domain/shared/rate-limit.server";
import en from "~/i18n/locales/en";
import fi from "~/i18n/locales/fi";
import { inviteAdminErrorKey } from "~/validation/invite";
import { closeAppSmtp, resetAppSmtp } from "../fixtures/app-mail";
import { withAppDatabase } from "../fixtures/db";
import { makeCompany, makeUser } from "../fixtures/factories";
import { expectLogged } from "../fixtures/logs";

const smtp = await vi.hoisted(async () => (await import("../fixtures/app-mail")).useAppSmtp());

withAppDatabase();
afterAll(async () => {
  await closeAppSmtp(smtp);
});
beforeEach(() => {
  resetAppSmtp(smtp);
});

/** Every message the transport handed to the SMTP server, accepted or not. */
const attempts = () => smtp.messages.length + smtp.refused.length;

let serial = 0;
const address = (label: string) => `${label}-${Date.now().toString(36)}-${++serial}@example.com`;

async function actor() {
  const { companyId, userId, email } = await makeCompany({ name: "Inviting Oy" });
  return { id: userId, company_id: companyId, name: "Inviter", email, locale: "en" };
}

const DAY = 86_400_000;

describe(`invites admin (${process.env.TEST_ENGINE})`, () => {
  it("creates an active invite and mails a sign-in link with the token", async () => {
    const me = await actor();
    const email = address("new");
    const result = await inviteUser(me, { email: email.toUpperCase(), message: "Welcome!" });
    if (!result.ok) throw new Error(result.code);
    expect(result.mailSent).toBe(true);
    const [invite] = await listCompanyInvites(me.company_id);
    expect(invite).toMatchObject({ email, message: "Welcome!", state: "active" });
    const validity = Date.parse(invite!.expiresAt) - Date.parse(invite!.sentAt);
    expect(validity).toBe(INVITE_VALIDITY_DAYS * DAY);
    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0]!;
    expect(mail.envelopeTo).toEqual([email]);
    expect(mail.to).toEqual([email]);
    expect(mail.text).toContain(`/sign-in?inviteToken=${result.token}`);
    expect(mail.text).toContain("Welcome!");
    expect((await checkInvite(result.token)).ok).toBe(true);
  });

  it("refuses with the invite-flow codes", async () => {
    const me = await actor();
    const colleague = await makeUser(me.company_id);
    const other = await makeCompany();
    expect(await inviteUser(me, { email: colleague.email })).toEqual({
      ok: false,
      code: "user-belongs-to-this-company",
    });
    expect(await inviteUser(me, { email: other.email })).toEqual({
      ok: false,
      code: "user-belongs-to-other-company",
    });
    const email = address("twice");
    const first = await inviteUser(me, { email });
    if (!first.ok) throw new Error(first.code);
    expect(await inviteUser(me, { email })).toEqual({
      ok: false,
      code: "invite-already-created",
      existingInviteId: first.inviteId,
    });
    expect(attempts()).toBe(1);
    // Another company may invite the same address: invites are per company.
    const them = { ...me, id: other.userId, company_id: other.companyId };
    expect((await inviteUser(them, { email })).ok).toBe(true);
  });

  it("a deleted or expired invite does not block a new one", async () => {
    const me = await actor();
    const email = address("again");
    const first = await inviteUser(me, { email });
    if (!first.ok) throw new Error(first.code);
    expect(await deleteCompanyInvite(me.company_id, first.inviteId)).toEqual({ ok: true });
    expect((await inviteUser(me, { email })).ok).toBe(true);
  });

  it("two invites for one address at once: one invite, the other told it exists", async () => {
    const me = await actor();
    const email = address("race");
    const results = await Promise.all([inviteUser(me, { email }), inviteUser(me, { email })]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ code: "invite-already-created" });
    const rows = await getDb()
      .selectFrom("invites")
      .select("id")
      .where("company_id", "=", me.company_id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("resend rotates the token, renews the validity and mails again", async () => {
    const me = await actor();
    const email = address("resend");
    const first = await inviteUser(me, { email });
    if (!first.ok) throw new Error(first.code);
    // Make it expired a week ago.
    await getDb()
      .updateTable("invites")
      .set({
        sent_at: new Date(Date.now() - 21 * DAY).toISOString(),
        expires_at: new Date(Date.now() - 7 * DAY).toISOString(),
      })
      .where("id", "=", first.inviteId)
      .execute();
    expect(await checkInvite(first.token)).toMatchObject({ ok: false, code: "invite-expired" });
    const again = await resendInvite(me, first.inviteId, { message: "Second try" });
    if (!again.ok) throw new Error(again.code);
    expect(again.token).not.toBe(first.token);
    expect(await checkInvite(first.token)).toMatchObject({ ok: false, code: "invite-not-found" });
    expect((await checkInvite(again.token)).ok).toBe(true);
    const invite = (await listCompanyInvites(me.company_id))[0]!;
    expect(invite).toMatchObject({ state: "active", message: "Second try" });
    expect(Date.parse(invite.expiresAt) - Date.now()).toBeGreaterThan(
      (INVITE_VALIDITY_DAYS - 1) * DAY,
    );
    expect(attempts()).toBe(2);
    expect(smtp.messages[1]!.text).toContain(again.token);
  });

  it("resend is refused for consumed and deleted invites", async () => {
    const me = await actor();
    const deleted = await inviteUser(me, { email: address("del") });
    const consumed = await inviteUser(me, { email: address("used") });
    if (!deleted.ok || !consumed.ok) throw new Error("setup");
    await deleteCompanyInvite(me.company_id, deleted.inviteId);
    await getDb()
      .updateTable("invites")
      .set({ consumed_at: new Date().toISOString() })
      .where("id", "=", consumed.inviteId)
      .execute();
    expect(await resendInvite(me, deleted.inviteId, {})).toEqual({
      ok: false,
      code: "invite-deleted",
    });
    expect(await resendInvite(me, consumed.inviteId, {})).toEqual({
      ok: false,
      code: "invite-already-consumed",
    });
    expect(await deleteCompanyInvite(me.company_id, consumed.inviteId)).toEqual({
      ok: false,
      code: "invite-already-consumed",
    });
  });

  it("resend is refused when the address has since joined or has a newer active invite", async () => {
    const me = await actor();
    // An expired invite, then a fresh one for the same address: resending the old one would
    // leave two active invites for one address.
    const email = address("newer");
    const old = await inviteUser(me, { email });
    if (!old.ok) throw new Error(old.code);
    await getDb()
      .updateTable("invites")
      .set({ expires_at: new Date(Date.now() - DAY).toISOString() })
      .where("id", "=", old.inviteId)
      .execute();
    const fresh = await inviteUser(me, { email });
    if (!fresh.ok) throw new Error(fresh.code);
    resetAppSmtp(smtp);
    expect(await resendInvite(me, old.inviteId, {})).toEqual({
      ok: false,
      code: "invite-already-created",
      existingInviteId: fresh.inviteId,
    });
    expect(await checkInvite(old.token)).toMatchObject({ ok: false, code: "invite-expired" });

    // The invitee registered elsewhere (or here) meanwhile: the link could not be used.
    const joiner = address("joiner");
    const invited = await inviteUser(me, { email: joiner });
    if (!invited.ok) throw new Error(invited.code);
    await makeUser(me.company_id, { email: joiner });
    expect(await resendInvite(me, invited.inviteId, {})).toEqual({
      ok: false,
      code: "user-belongs-to-this-company",
    });
    const other = address("other");
    const invitedOther = await inviteUser(me, { email: other });
    if (!invitedOther.ok) throw new Error(invitedOther.code);
    await makeUser((await makeCompany()).companyId, { email: other });
    expect(await resendInvite(me, invitedOther.inviteId, {})).toEqual({
      ok: false,
      code: "user-belongs-to-other-company",
    });
    expect(attempts()).toBe(2);
  });

  it("delete deactivates at once: the link answers invite-deleted", async () => {
    const me = await actor();
    const created = await inviteUser(me, { email: address("gone") });
    if (!created.ok) throw new Error(created.code);
    expect(await deleteCompanyInvite(me.company_id, created.inviteId)).toEqual({ ok: true });
    expect(await checkInvite(created.token)).toEqual({ ok: false, code: "invite-deleted" });
    expect((await listCompanyInvites(me.company_id))[0]!.state).toBe("deleted");
  });

  it("another company's invite is not found for reading, resending or deleting", async () => {
    const me = await actor();
    const them = await actor();
    const theirs = await inviteUser(them, { email: address("theirs") });
    if (!theirs.ok) throw new Error(theirs.code);
    await expect(getCompanyInvite(me.company_id, theirs.inviteId)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(await resendInvite(me, theirs.inviteId, {})).toEqual({ ok: false, code: "not-found" });
    expect(await deleteCompanyInvite(me.company_id, theirs.inviteId)).toEqual({
      ok: false,
      code: "not-found",
    });
    expect(await listCompanyInvites(me.company_id)).toEqual([]);
    expect((await checkInvite(theirs.token)).ok).toBe(true);
  });

  it("a failed mail keeps the invite so it can be resent", async () => {
    const me = await actor();
    smtp.refuse();
    expectLogged(/^mail not sent$/);
    const email = address("nomail");
    const result = await inviteUser(me, { email });
    expect(result).toMatchObject({ ok: true, mailSent: false });
    expect(smtp.refused.map((m) => m.envelopeTo)).toEqual([[email]]);
    expect((await listCompanyInvites(me.company_id))[0]!.state).toBe("active");
  });

  it("is rate limited per company", async () => {
    const me = await actor();
    const { limit } = RATE_LIMITS.invitesPerCompany;
    await getDb()
      .insertInto("rate_limits")
      .values({
        key: `invitesPerCompany:${me.company_id.toLowerCase()}`,
        count: limit,
        window_started_at: new Date().toISOString(),
      })
      .execute();
    expect(await inviteUser(me, { email: address("limited") })).toEqual({
      ok: false,
      code: "rate-limited",
    });
    expect(attempts()).toBe(0);
  });

  it("every refusal has a message in both languages, worded for the inviter", () => {
    const lookup = (resources: unknown, key: string) =>
      key
        .split(".")
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources);
    const codes = [
      "user-belongs-to-this-company",
      "user-belongs-to-other-company",
      "invite-already-created",
      "invite-already-consumed",
      "invite-deleted",
      "rate-limited",
      "generic-create",
    ];
    for (const code of codes) {
      const key = inviteAdminErrorKey(code);
      expect(key, code).not.toBe("auth.inviteErrors.generic");
      expect(lookup(en, key), key).toEqual(expect.any(String));
      expect(lookup(fi, key), key).toEqual(expect.any(String));
    }
    // The invitee-facing wording ("You already belong to this company.") is not used here.
    expect(lookup(en, inviteAdminErrorKey("user-belongs-to-this-company"))).toBe(
      "This person is already a user of your company.",
    );
    expect(inviteAdminErrorKey("something-else")).toBe("auth.inviteErrors.generic");
  });
});
