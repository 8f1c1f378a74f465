import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { readCvChunks } from "~/db/cv-chunks.server";
import { getDb } from "~/db/db.server";
import { sweepCvRetention } from "~/domain/experts/cv-retention.server";
import { addMonths } from "~/domain/experts/cv-retention-rules.server";
import {
  getCvRetention,
  keepCv,
  listCvRetention,
} from "~/domain/experts/cv-retention-views.server";
import { updateExpert } from "~/domain/experts/experts.server";
import {
  getNotificationSettings,
  RETRY_AFTER_MS,
  sweepNotifications,
  updateNotificationSettings,
} from "~/domain/newsletter/notifications.server";
import { NotFoundError } from "~/domain/shared/errors";
import { cvRetentionJob } from "~/server/schedules/cv-retention-schedule.server";
import { closeAppSmtp, resetAppSmtp } from "../fixtures/app-mail";
import { withAppDatabase } from "../fixtures/db";
import { makeCandidate, makeCompany, makeExpert, makeGig, makeUser } from "../fixtures/factories";
import { expectLogged } from "../fixtures/logs";

const smtp = await vi.hoisted(async () => (await import("../fixtures/app-mail")).useAppSmtp());

withAppDatabase();
afterAll(async () => {
  await closeAppSmtp(smtp);
});
beforeEach(async () => {
  resetAppSmtp(smtp);
  // Each test counts its own notices: earlier tests' CVs are out of the way.
  await getDb().deleteFrom("cv_retention_notices").execute();
  await getDb().deleteFrom("mail_ledger").execute();
  await getDb().updateTable("experts").set({ cv_filename: null }).execute();
});

const MONTHS = 24;
const DAY = 86_400_000;
const days = (from: Date | string, n: number) => new Date(new Date(from).getTime() + n * DAY);
const NO_MAIL = { sent: 0, failed: 0, skipped: 0 };
const sweep = (now: Date) => sweepCvRetention({ now, months: MONTHS });

/** An expert with a CV uploaded `monthsAgo` months ago (0: now), of a new company. */
async function storedCv(options: { monthsAgo?: number; name?: string } = {}) {
  const company = await makeCompany({ owner: { name: "Olli Owner" } });
  const expertId = await makeExpert(company.companyId, { name: options.name ?? "Eila Expert" });
  const addedAt = addMonths(new Date().toISOString(), -(options.monthsAgo ?? 0));
  await getDb()
    .updateTable("experts")
    .set({ cv_added_at: addedAt })
    .where("id", "=", expertId)
    .execute();
  return { company, expertId, addedAt };
}

const noticeOf = (expertId: string) =>
  getDb()
    .selectFrom("cv_retention_notices")
    .selectAll()
    .where("expert_id", "=", expertId)
    .executeTakeFirst();

const expertRow = (expertId: string) =>
  getDb().selectFrom("experts").selectAll().where("id", "=", expertId).executeTakeFirstOrThrow();

const deletions = (expertId: string) =>
  getDb()
    .selectFrom("audit_events")
    .selectAll()
    .where("action", "=", "expert.cv-deleted")
    .where("subject_id", "=", expertId)
    .execute();

describe(`CV retention (${process.env.TEST_ENGINE})`, () => {
  it("notices a CV 30 days before its period ends, once, to each user whose switch is on, in their language", async () => {
    const { company, expertId, addedAt } = await storedCv();
    const fi = await makeUser(company.companyId, { name: "Fiia Finn" });
    await getDb().updateTable("users").set({ locale: "fi" }).where("id", "=", fi.userId).execute();
    const quiet = await makeUser(company.companyId);
    await updateNotificationSettings(quiet.userId, {
      ...(await getNotificationSettings(quiet.userId)),
      "cv-retention": false,
    });
    const gone = await makeUser(company.companyId);
    await getDb()
      .updateTable("users")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", gone.userId)
      .execute();
    // A declined offer is no active offer: the period counts from its last change.
    const declinedAt = days(addedAt, 10).toISOString();
    await makeCandidate(company.companyId, await makeGig(), expertId, "declined", {
      createdAt: declinedAt,
    });
    const end = addMonths(declinedAt, MONTHS);

    expect(await sweep(days(end, -31))).toMatchObject({ noticed: 0, mails: NO_MAIL });
    expect(await sweep(days(end, -29))).toMatchObject({ noticed: 1, deleted: 0 });
    expect(smtp.messages.map((m) => m.envelopeTo).sort()).toEqual(
      [[company.email], [fi.email]].sort(),
    );
    const english = smtp.messages.find((m) => m.envelopeTo[0] === company.email)!;
    expect(english.subject).toMatch(/^The CV of Eila Expert will be deleted on \d+ \w+ \d{4}$/);
    expect(english.text).toContain("cv.pdf");
    expect(english.text).toContain("24 months");
    expect(english.text).toContain(`/dashboard/experts/${expertId}/keep-cv`);
    expect(english.text).toContain("/dashboard/my-details");
    const finnish = smtp.messages.find((m) => m.envelopeTo[0] === fi.email)!;
    expect(finnish.subject).toMatch(/^Asiantuntijan Eila Expert CV poistetaan \d+\. \w+ \d{4}$/);
    expect(await noticeOf(expertId)).toMatchObject({ cv_basis: declinedAt, recipients: 2 });

    // Later runs within the 30 days send nothing more.
    for (const at of [days(end, -29), days(end, -10), days(end, -1)])
      expect(await sweep(at)).toMatchObject({ noticed: 0, deleted: 0, mails: NO_MAIL });
    expect(smtp.messages).toHaveLength(2);
    expect(await getDb().selectFrom("mail_ledger").selectAll().execute()).toHaveLength(2);
  });

  it("deletes the CV 30 days after the notice at the earliest, keeps the expert, and audits it once", async () => {
    // Uploaded long ago: the first run after the deploy gives notice, and the 30 days count from it.
    const { company, expertId } = await storedCv({ monthsAgo: 36 });
    const now = new Date();
    expect(await sweep(now)).toMatchObject({ noticed: 1 });
    expect(await sweep(days(now, 29))).toMatchObject({ deleted: 0 });
    expect((await expertRow(expertId)).cv_filename).toBe("cv.pdf");

    expect(await sweep(days(now, 30.01))).toMatchObject({ deleted: 1, noticed: 0 });
    const row = await expertRow(expertId);
    expect(row).toMatchObject({
      name: "Eila Expert",
      cv_filename: null,
      cv_mimetype: null,
      cv_size: null,
      cv_added_at: null,
      cv_kept_at: null,
    });
    expect(await readCvChunks(getDb(), expertId)).toBeNull();
    expect(await noticeOf(expertId)).toBeUndefined();
    const [entry, ...more] = await deletions(expertId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor_user_id: null,
      company_id: company.companyId,
      subject_type: "expert",
    });
    expect(JSON.parse(entry!.data!)).toMatchObject({
      before: { name: "Eila Expert", cv_filename: "cv.pdf", cv_notice_sent_at: now.toISOString() },
      after: { cv_filename: null },
    });

    // Nothing left to do, however often it runs; no second notice for an expert without a CV.
    expect(await sweep(days(now, 400))).toMatchObject({ deleted: 0, noticed: 0 });
    expect(await deletions(expertId)).toHaveLength(1);
    expect(smtp.messages).toHaveLength(1);
  });

  it("a new offer, a newer CV or keeping it starts a new period, and the old notice deletes nothing", async () => {
    const offered = await storedCv({ monthsAgo: 30, name: "Olavi Offered" });
    const uploaded = await storedCv({ monthsAgo: 30, name: "Ulla Uploaded" });
    const kept = await storedCv({ monthsAgo: 30, name: "Kalle Kept" });
    const now = new Date();
    expect(await sweep(now)).toMatchObject({ noticed: 3 });

    const gigId = await makeGig();
    const candidateId = await makeCandidate(offered.company.companyId, gigId, offered.expertId);
    expect(
      await updateExpert(uploaded.company.companyId, uploaded.expertId, {
        name: "Ulla Uploaded",
        cv: {
          data: Buffer.from("%PDF-1.4\n%newer\n"),
          filename: "newer.pdf",
          mimetype: "application/pdf",
          size: 16,
        },
      }),
    ).toBe(true);
    const keep = await keepCv(
      {
        id: kept.company.userId,
        company_id: kept.company.companyId,
        partner_type: "company",
        ip: "198.51.100.7",
      },
      { expertId: kept.expertId },
      MONTHS,
    );
    expect(keep).toMatchObject({ ok: true, name: "Kalle Kept" });
    expect(await noticeOf(kept.expertId)).toBeUndefined();

    expect(await sweep(days(now, 31))).toMatchObject({ deleted: 0, cleared: 2, noticed: 0 });
    for (const { expertId } of [offered, uploaded, kept]) {
      expect((await expertRow(expertId)).cv_filename).not.toBeNull();
      expect(await noticeOf(expertId)).toBeUndefined();
    }
    expect(
      await getDb()
        .selectFrom("audit_events")
        .select(["actor_user_id", "subject_id", "ip"])
        .where("action", "=", "expert.cv-kept")
        .execute(),
    ).toEqual([
      { actor_user_id: kept.company.userId, subject_id: kept.expertId, ip: "198.51.100.7" },
    ]);

    // The offer ends: its period counts from the decline, a notice comes near its end.
    const declinedAt = new Date().toISOString();
    await getDb()
      .updateTable("candidates")
      .set({ status: "DECLINED", stage: "declined", updated_at: declinedAt })
      .where("id", "=", candidateId)
      .execute();
    const end = addMonths(declinedAt, MONTHS);
    expect(await sweep(days(end, -31))).toMatchObject({ noticed: 0 });
    expect(await sweep(days(end, -29))).toMatchObject({ noticed: 3 });
    expect(await noticeOf(offered.expertId)).toMatchObject({ cv_basis: declinedAt });
  });

  it("an offer made after the notice stops the deletion; the offer's end starts a later period", async () => {
    const { company, expertId } = await storedCv({ monthsAgo: 25 });
    const now = new Date();
    await sweep(now);
    const candidateId = await makeCandidate(company.companyId, await makeGig(), expertId);
    expect(await sweep(days(now, 45))).toMatchObject({ deleted: 0, cleared: 1 });
    expect(
      await getCvRetention(
        { id: company.userId, company_id: company.companyId, partner_type: "company" },
        { expertId },
        MONTHS,
        days(now, 45),
      ),
    ).toMatchObject({ activeOffer: true, deleteFrom: null, noticedAt: null });
    await getDb().deleteFrom("candidates").where("id", "=", candidateId).execute();
    // Withdrawn: the period counts from the upload again, so a new notice and 30 more days.
    expect(await sweep(days(now, 46))).toMatchObject({ noticed: 1, deleted: 0 });
    expect(await sweep(days(now, 75))).toMatchObject({ deleted: 0 });
    expect(await sweep(days(now, 76.1))).toMatchObject({ deleted: 1 });
  });

  it("the hourly job sweeps with the configured retention", async () => {
    const { expertId } = await storedCv({ monthsAgo: 13 });
    expect(await cvRetentionJob({ CV_RETENTION_MONTHS: 24 })).toMatchObject({ noticed: 0 });
    expect(await cvRetentionJob({ CV_RETENTION_MONTHS: 12 })).toMatchObject({ noticed: 1 });
    expect(await noticeOf(expertId)).toMatchObject({ recipients: 1 });
  });

  it("sweeps running at the same time send each notice once and delete each CV once", async () => {
    const { company, expertId } = await storedCv({ monthsAgo: 25 });
    const colleague = await makeUser(company.companyId);
    const now = new Date();
    const noticing = await Promise.all([sweep(now), sweep(now), sweep(now)]);
    expect(noticing.reduce((sum, run) => sum + run.noticed, 0)).toBe(1);
    expect(smtp.messages.map((m) => m.envelopeTo[0]).sort()).toEqual(
      [company.email, colleague.email].sort(),
    );

    const at = days(now, 31);
    const deleting = await Promise.all([sweep(at), sweep(at), sweep(at)]);
    expect(deleting.reduce((sum, run) => sum + run.deleted, 0)).toBe(1);
    expect(await deletions(expertId)).toHaveLength(1);
    expect(smtp.messages).toHaveLength(2);
  });

  it("lists one company's CVs noticed in one run in one mail per user", async () => {
    const company = await makeCompany();
    const ids = [];
    for (const name of ["Aino", "Bertta", "Cecilia"]) {
      const id = await makeExpert(company.companyId, { name, cvFilename: `${name}.pdf` });
      ids.push(id);
    }
    await getDb()
      .updateTable("experts")
      .set({ cv_added_at: addMonths(new Date().toISOString(), -30) })
      .where("id", "in", ids)
      .execute();
    expect(await sweep(new Date())).toMatchObject({ noticed: 3, mails: { sent: 1 } });
    const [mail, ...others] = smtp.messages;
    expect(others).toEqual([]);
    expect(mail!.subject).toMatch(/^3 CVs will be deleted from /);
    for (const id of ids) expect(mail!.text).toContain(`/dashboard/experts/${id}/keep-cv`);
    expect(mail!.text).toContain("Cecilia.pdf");
  });

  it("tells a freelancer about their own CV, and the freelancer keeps it", async () => {
    const freelancer = await makeCompany({ partnerType: "freelancer", owner: { name: "Frida" } });
    const expertId = await makeExpert(freelancer.companyId, {
      name: "Frida",
      userId: freelancer.userId,
    });
    await getDb()
      .updateTable("experts")
      .set({ cv_added_at: addMonths(new Date().toISOString(), -24) })
      .where("id", "=", expertId)
      .execute();
    await sweep(new Date());
    expect(smtp.messages.map((m) => m.envelopeTo)).toEqual([[freelancer.email]]);
    expect(smtp.messages[0]!.subject).toMatch(/^Your CV will be deleted on /);
    expect(smtp.messages[0]!.text).toContain("/dashboard/freelancer-information/keep-cv");

    const actor = {
      id: freelancer.userId,
      company_id: freelancer.companyId,
      partner_type: "freelancer" as const,
      ip: "203.0.113.9",
    };
    expect(await getCvRetention(actor, "own", MONTHS)).toMatchObject({
      expertId,
      cv: { filename: "cv.pdf" },
      activeOffer: false,
    });
    expect(await keepCv(actor, "own", MONTHS)).toMatchObject({ ok: true });
    expect(await sweep(days(new Date(), 31))).toMatchObject({ deleted: 0, noticed: 0 });
  });

  it("retries a refused notice through the send ledger, and the sweep does not notice again", async () => {
    const { company, expertId } = await storedCv({ monthsAgo: 25 });
    smtp.refuse(true);
    expectLogged(/^mail not sent$/, /^notification not sent$/);
    const now = new Date();
    expect(await sweep(now)).toMatchObject({ noticed: 1, mails: { sent: 0, failed: 1 } });
    smtp.refuse(false);
    expect(await sweep(days(now, 0.01))).toMatchObject({ noticed: 0, mails: NO_MAIL });
    expect(await sweepNotifications(new Date(Date.now() + RETRY_AFTER_MS + 1000))).toMatchObject({
      sent: 1,
    });
    expect(smtp.messages.map((m) => m.envelopeTo)).toEqual([[company.email]]);
    expect(await noticeOf(expertId)).toMatchObject({ recipients: 1 });
  });

  it("keeps a CV only for its own company, and says when there is none", async () => {
    const { company, expertId } = await storedCv({ monthsAgo: 3 });
    const other = await makeCompany();
    const outsider = {
      id: other.userId,
      company_id: other.companyId,
      partner_type: "company" as const,
    };
    await expect(getCvRetention(outsider, { expertId }, MONTHS)).rejects.toThrow(NotFoundError);
    await expect(keepCv({ ...outsider, ip: null }, { expertId }, MONTHS)).rejects.toThrow(
      NotFoundError,
    );
    const owner = {
      id: company.userId,
      company_id: company.companyId,
      partner_type: "company" as const,
    };
    const state = await getCvRetention(owner, { expertId }, MONTHS);
    expect(state).toMatchObject({ name: "Eila Expert", activeOffer: false, noticedAt: null });
    expect(state.deleteFrom! > addMonths(new Date().toISOString(), 20)).toBe(true);

    const without = await makeExpert(company.companyId, { name: "Ilman CV", cv: null });
    expect(await getCvRetention(owner, { expertId: without }, MONTHS)).toMatchObject({
      cv: null,
      deleteFrom: null,
    });
    expect(await keepCv({ ...owner, ip: null }, { expertId: without }, MONTHS)).toEqual({
      ok: false,
      code: "no-cv",
      name: "Ilman CV",
    });
  });

  it("shows staff the CVs noticed and those whose notice is due within 30 days, with dates", async () => {
    const noticed = await storedCv({ monthsAgo: 30, name: "Noora Noticed" });
    const now = new Date();
    await sweep(now);
    // Its notice is due in about 15 days: uploaded 23 months less 15 days ago.
    const soon = await storedCv({ monthsAgo: 23, name: "Sami Soon" });
    await getDb()
      .updateTable("experts")
      .set({ cv_added_at: days(addMonths(now.toISOString(), -23), 15).toISOString() })
      .where("id", "=", soon.expertId)
      .execute();
    await storedCv({ monthsAgo: 12, name: "Lauri Later" });

    const overview = await listCvRetention({ now, months: MONTHS });
    expect(overview.noticed).toEqual([
      expect.objectContaining({
        expertId: noticed.expertId,
        expertName: "Noora Noticed",
        noticeAt: now.toISOString(),
        recipients: 1,
        deleteFrom: days(now, 30).toISOString(),
      }),
    ]);
    expect(overview.upcoming.map((cv) => cv.expertName)).toEqual(["Sami Soon"]);
    const [due] = overview.upcoming;
    expect(due!.noticeAt > now.toISOString()).toBe(true);
    expect(due!.noticeAt < days(now, 30).toISOString()).toBe(true);
    expect(due!.deleteFrom).toBe(days(due!.noticeAt, 30).toISOString());
    expect(overview).toMatchObject({ noticedTotal: 1, upcomingTotal: 1, months: MONTHS });
  });
});
