import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { createInvite } from "~/domain/company/invites.server";
import {
  getNotificationSettings,
  MAX_ATTEMPTS,
  RETRY_AFTER_MS,
  sendDeadlineReminders,
  STALE_CLAIM_MS,
  sweepNotifications,
  updateNotificationSettings,
  type NotificationSettings,
} from "~/domain/newsletter/notifications.server";
import { moveCandidate, moveCandidateAndNotify } from "~/domain/pipeline.server";
import { completeRegistration } from "~/domain/identity/registration.server";
import { createPasswordAccount } from "~/domain/identity/users.server";
import { closeAppSmtp, resetAppSmtp } from "../fixtures/app-mail";
import { withAppDatabase } from "../fixtures/db";
import { makeCandidate, makeCompany, makeExpert, makeGig, makeStaff } from "../fixtures/factories";
import { expectLogged } from "../fixtures/logs";

const smtp = await vi.hoisted(async () => (await import("../fixtures/app-mail")).useAppSmtp());

withAppDatabase();
afterAll(async () => {
  await closeAppSmtp(smtp);
});
beforeEach(async () => {
  resetAppSmtp(smtp);
  await getDb().deleteFrom("mail_ledger").execute();
});

const ALL_ON: NotificationSettings = {
  "offer-stage": true,
  "offer-deadline": true,
  "invite-accepted": true,
  "gig-question-answered": true,
  "cv-retention": true,
};

async function offer(stage: Parameters<typeof makeCandidate>[3] = "waiting-review") {
  const company = await makeCompany();
  const expertId = await makeExpert(company.companyId, { name: "Eila Expert" });
  const gigId = await makeGig({ title: "Notified gig" });
  const candidateId = await makeCandidate(company.companyId, gigId, expertId, stage, {
    contactUserId: company.userId,
  });
  return { company, gigId, candidateId, expertId };
}

const notifyRows = () =>
  getDb()
    .selectFrom("mail_ledger")
    .selectAll()
    .where("kind", "like", "notify:%")
    .orderBy("claimed_at")
    .execute();

const later = (ms: number) => new Date(Date.now() + ms);

describe(`partner notifications (${process.env.TEST_ENGINE})`, () => {
  it("are on by default and each kind can be turned off and on", async () => {
    const { company } = await offer();
    expect(await getNotificationSettings(company.userId)).toEqual(ALL_ON);
    const some = { ...ALL_ON, "offer-deadline": false };
    await updateNotificationSettings(company.userId, some);
    expect(await getNotificationSettings(company.userId)).toEqual(some);
  });

  it("mails a stage move through the ledger once, and not at all when the kind is off", async () => {
    const staff = await makeStaff();
    const { company, gigId, candidateId } = await offer();
    await moveCandidateAndNotify(staff, gigId, candidateId, {
      from: "waiting-review",
      to: "suitable-candidate",
    });
    expect(smtp.messages.map((m) => m.envelopeTo)).toEqual([[company.email]]);
    expect(smtp.messages[0]!.text).toContain("/dashboard/my-details");
    const rows = await notifyRows();
    expect(rows).toMatchObject([
      { kind: "notify:offer-stage", recipient_key: company.userId, state: "sent", attempts: 1 },
    ]);
    // Nothing is left for a sweeper, now or after any pause.
    expect(await sweepNotifications(later(STALE_CLAIM_MS * 2))).toEqual({
      sent: 0,
      failed: 0,
      skipped: 0,
    });

    await updateNotificationSettings(company.userId, { ...ALL_ON, "offer-stage": false });
    const moved = await moveCandidateAndNotify(staff, gigId, candidateId, {
      from: "suitable-candidate",
      to: "declined",
      reason: "INSUFFICIENT_SKILLS",
      feedback: "More Kubernetes.",
    });
    expect(moved.mailSent).toBe(true);
    expect(smtp.messages).toHaveLength(1);
    expect(await notifyRows()).toHaveLength(1);
  });

  it("sends a mail that a crash left unsent once its claim is stale, exactly once", async () => {
    const staff = await makeStaff();
    const { company, gigId, candidateId } = await offer();
    // The move's transaction committed, and the process died before sending.
    await moveCandidate(staff, gigId, candidateId, {
      from: "waiting-review",
      to: "ready-to-offer",
    });
    expect(await notifyRows()).toMatchObject([{ state: "claimed" }]);

    // A live process may still be sending it: left alone until the claim is stale.
    expect((await sweepNotifications(later(STALE_CLAIM_MS / 2))).sent).toBe(0);
    expect(smtp.messages).toHaveLength(0);

    // Two sweepers at once: one of them gets it.
    const now = later(STALE_CLAIM_MS + 1000);
    const [a, b] = await Promise.all([sweepNotifications(now), sweepNotifications(now)]);
    expect(a.sent + b.sent).toBe(1);
    expect(smtp.messages.map((m) => m.envelopeTo)).toEqual([[company.email]]);
    expect(smtp.messages[0]!.subject).toContain("Ready to offer");
    expect(await notifyRows()).toMatchObject([{ state: "sent", attempts: 2 }]);
    expect((await sweepNotifications(later(STALE_CLAIM_MS * 3))).sent).toBe(0);
  });

  it("retries a refused mail after a pause, up to the attempt limit", async () => {
    const staff = await makeStaff();
    const { gigId, candidateId } = await offer();
    smtp.refuse(true);
    expectLogged(/^mail not sent$/, /^notification not sent$/);
    const moved = await moveCandidateAndNotify(staff, gigId, candidateId, {
      from: "waiting-review",
      to: "suitable-candidate",
    });
    expect(moved.mailSent).toBe(false);
    expect(await notifyRows()).toMatchObject([{ state: "failed", attempts: 1 }]);
    // Not before the pause.
    expect(await sweepNotifications(later(RETRY_AFTER_MS / 2))).toMatchObject({ failed: 0 });

    let at = Date.now();
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      at += RETRY_AFTER_MS + 1000;
      expect(await sweepNotifications(new Date(at))).toMatchObject({ sent: 0, failed: 1 });
    }
    expect(await notifyRows()).toMatchObject([{ state: "failed", attempts: MAX_ATTEMPTS }]);
    smtp.refuse(false);
    at += RETRY_AFTER_MS + 1000;
    expect(await sweepNotifications(new Date(at))).toMatchObject({ sent: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(0);
  });

  it("sends a failed mail on the retry when the server accepts again", async () => {
    const staff = await makeStaff();
    const { company, gigId, candidateId } = await offer();
    smtp.refuse(true);
    expectLogged(/^mail not sent$/, /^notification not sent$/);
    await moveCandidateAndNotify(staff, gigId, candidateId, {
      from: "waiting-review",
      to: "suitable-candidate",
    });
    smtp.refuse(false);
    expect(await sweepNotifications(later(RETRY_AFTER_MS + 1000))).toMatchObject({ sent: 1 });
    expect(smtp.messages.map((m) => m.envelopeTo)).toEqual([[company.email]]);
  });

  it("marks a row whose payload no longer fits its kind failed, never sends it, and sends the rest", async () => {
    const { company } = await offer();
    const row = (period: string, payload: unknown) => ({
      kind: "notify:offer-stage",
      recipient_key: company.userId,
      period_key: period,
      state: "claimed" as const,
      attempts: 1,
      claimed_at: new Date().toISOString(),
      sent_at: null,
      last_error: null,
      payload: JSON.stringify(payload),
    });
    // Claims a crashed process left: one in an older deploy's shape, one as this one writes it.
    await getDb()
      .insertInto("mail_ledger")
      .values([
        row("old", { gigTitle: "Old gig", expertName: "Olli Old", stage: "suitable-candidate" }),
        row("current", {
          gig: "Current gig",
          expert: "Eila Expert",
          stage: "suitable-candidate",
          reason: null,
          feedback: null,
        }),
      ])
      .execute();
    // The log line is expected: kept off the test output and read below.
    const log = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    let logged: unknown[][] = [];
    try {
      expect(await sweepNotifications(later(STALE_CLAIM_MS + 1000))).toEqual({
        sent: 1,
        failed: 1,
        skipped: 0,
      });
    } finally {
      logged = [...log.mock.calls];
      log.mockRestore();
    }
    expect(smtp.messages.map((m) => m.subject)).toEqual([expect.stringContaining("Current gig")]);
    const rows = await notifyRows();
    expect(rows.find((r) => r.period_key === "current")).toMatchObject({ state: "sent" });
    const old = rows.find((r) => r.period_key === "old")!;
    expect(old).toMatchObject({ state: "failed", attempts: MAX_ATTEMPTS, sent_at: null });
    expect(old.last_error).toBe(
      "invalid payload: payload.gig: Required; payload.expert: Required; payload.reason: Required; payload.feedback: Required",
    );
    expect(logged.map(([line]) => JSON.parse(String(line)))).toEqual([
      expect.objectContaining({
        level: "error",
        message: "notification payload invalid, not sent",
        kind: "offer-stage",
        problem: expect.stringContaining("payload.gig: Required"),
      }),
    ]);
    // Waiting does not mend a payload: no sweep takes it again.
    expect(await sweepNotifications(later(RETRY_AFTER_MS * 10))).toEqual({
      sent: 0,
      failed: 0,
      skipped: 0,
    });
    expect(smtp.messages).toHaveLength(1);
  });

  it("drops a queued mail whose kind was turned off before it was sent", async () => {
    const staff = await makeStaff();
    const { company, gigId, candidateId } = await offer();
    await moveCandidate(staff, gigId, candidateId, {
      from: "waiting-review",
      to: "ready-to-offer",
    });
    await updateNotificationSettings(company.userId, { ...ALL_ON, "offer-stage": false });
    expect(await sweepNotifications(later(STALE_CLAIM_MS + 1000))).toMatchObject({
      sent: 0,
      skipped: 1,
    });
    expect(smtp.messages).toHaveLength(0);
    expect(await notifyRows()).toHaveLength(0);
  });

  it("reminds the contact person the day before the offer deadline, once, of offers in review", async () => {
    // 2030-03-05 is a Tuesday; 07:00Z is 09:00 in Helsinki.
    const now = new Date("2030-03-05T07:00:00.000Z");
    const a = await offer("waiting-review");
    const second = await makeExpert(a.company.companyId, { name: "Aarne Another" });
    await makeCandidate(a.company.companyId, a.gigId, second, "ready-to-offer", {
      contactUserId: a.company.userId,
    });
    // Already with the customer: no reminder for this one.
    const b = await offer("waiting-customer-decision");
    // In review, but its deadline is the day after tomorrow.
    const c = await offer("waiting-review");
    // In review, deadline tomorrow, but the contact person turned reminders off.
    const d = await offer("suitable-candidate");
    await updateNotificationSettings(d.company.userId, { ...ALL_ON, "offer-deadline": false });
    for (const [gigId, deadline] of [
      [a.gigId, "2030-03-06"],
      [b.gigId, "2030-03-06"],
      [c.gigId, "2030-03-07"],
      [d.gigId, "2030-03-06"],
    ] as const) {
      await getDb()
        .updateTable("gigs")
        .set({ offer_deadline: deadline })
        .where("id", "=", gigId)
        .execute();
    }

    const [first, concurrent] = await Promise.all([
      sendDeadlineReminders(now),
      sendDeadlineReminders(now),
    ]);
    expect(first.sent + concurrent.sent).toBe(1);
    expect(smtp.messages.map((m) => m.envelopeTo)).toEqual([[a.company.email]]);
    const mail = smtp.messages[0]!;
    expect(mail.subject).toBe('Offer deadline tomorrow: "Notified gig"');
    expect(mail.text).toContain("6 March 2030");
    expect(mail.text).toContain("Aarne Another and Eila Expert");
    expect(mail.text).toContain(`/gigs/${a.gigId}/`);

    // Later the same day, or the same day again from cron: nothing more.
    expect((await sendDeadlineReminders(new Date("2030-03-05T15:00:00.000Z"))).sent).toBe(0);
    // The next day: the gig due the day after gets its reminder, and nothing again for a's.
    expect((await sendDeadlineReminders(new Date("2030-03-06T07:00:00.000Z"))).sent).toBe(1);
    expect(smtp.messages.map((m) => m.envelopeTo)).toEqual([[a.company.email], [c.company.email]]);
  });

  it("tells the inviter when the invite is accepted, unless turned off", async () => {
    const owner = await makeCompany();
    const invite = async (email: string) => {
      const { token } = await createInvite({
        companyId: owner.companyId,
        email,
        invitedByUserId: owner.userId,
      });
      const created = await createPasswordAccount(email, "secret-pw", "fi");
      if (!created.ok) throw new Error(created.code);
      const joined = await completeRegistration(
        created.userId,
        { inviteToken: token },
        {
          name: "Jaana Joiner",
          phoneNumber: "+358 40 1",
          marketingConsent: false,
          subscribeToGigsletter: false,
        },
      );
      expect(joined.ok).toBe(true);
    };
    await invite("joiner.one@example.com");
    expect(smtp.messages.map((m) => m.envelopeTo)).toEqual([[owner.email]]);
    expect(smtp.messages[0]!.subject).toBe("Jaana Joiner joined your company on GigPartners");
    expect(smtp.messages[0]!.text).toContain("joiner.one@example.com");

    await updateNotificationSettings(owner.userId, { ...ALL_ON, "invite-accepted": false });
    await invite("joiner.two@example.com");
    expect(smtp.messages).toHaveLength(1);
  });
});
