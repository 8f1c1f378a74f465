import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import {
  MAX_ATTEMPTS,
  sendGigsletter,
  STALE_CLAIM_MS,
  type GigsletterSummary,
} from "~/domain/gigsletter-send.server";
import { findByUnsubscribeToken } from "~/domain/newsletter.server";
import { closeAppSmtp, resetAppSmtp } from "../fixtures/app-mail";
import { useAppTestDb, type TestDb } from "../fixtures/db";
import { makeGig, makeNewsletterSubscription } from "../fixtures/factories";

const smtp = await vi.hoisted(async () => (await import("../fixtures/app-mail")).useAppSmtp());

let t: TestDb;
beforeAll(async () => {
  t = await useAppTestDb();
});
afterAll(async () => {
  await t?.destroy();
  await closeAppSmtp(smtp);
});
beforeEach(async () => {
  resetAppSmtp(smtp);
  const db = getDb();
  await db.deleteFrom("mail_ledger").execute();
  await db.deleteFrom("newsletter_subscriptions").execute();
  await db.deleteFrom("gigs").execute();
});

// January 2030 in Helsinki is UTC+2: 06:00Z is 08:00 there. The 7th is a Monday.
const at = (day: number, hhmm = "06:00") =>
  new Date(`2030-01-${String(day).padStart(2, "0")}T${hhmm}:00.000Z`);
const MON = 7;
const TUE = 8;
const WED = 9;
const SAT = 12;

/** A published gig whose publishing time is `when`. */
async function gigPublishedAt(when: Date, title: string) {
  const id = await makeGig({ title });
  await getDb()
    .updateTable("gigs")
    .set({ published_at: when.toISOString(), first_published_at: when.toISOString() })
    .where("id", "=", id)
    .execute();
  return id;
}

async function ledger() {
  return getDb()
    .selectFrom("mail_ledger")
    .selectAll()
    .where("kind", "=", "gigsletter")
    .orderBy("recipient_key")
    .execute();
}

const run = promisify(execFile);

/** A run in a process of its own, against the same database and SMTP server. */
async function runInProcess(now: Date): Promise<GigsletterSummary> {
  const { stdout } = await run(
    "node_modules/.bin/tsx",
    ["tests/fixtures/gigsletter-process.ts", now.toISOString()],
    { env: { ...process.env, DATABASE_URL: t.url }, timeout: 30_000 },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "null") as GigsletterSummary;
}

const recipients = () => smtp.messages.flatMap((m) => m.envelopeTo).sort();

type ListHeaders = { unsubscribe?: { url?: string }; "unsubscribe-post"?: { name?: string } };

function tokenOf(url: string | undefined) {
  return url ? new URL(url).searchParams.get("token") : null;
}

describe(`gig newsletter sending (${process.env.TEST_ENGINE})`, () => {
  it("sends one translated mail per active subscriber with the unsubscribe headers, once a day", async () => {
    await gigPublishedAt(at(MON, "05:00"), "Rust backend developer");
    await gigPublishedAt(at(MON, "05:30"), "Data engineer");
    await makeNewsletterSubscription("anna@example.com", "en");
    await makeNewsletterSubscription("eero@example.com", "fi");
    await makeNewsletterSubscription("gone@example.com", "en");
    await getDb()
      .updateTable("newsletter_subscriptions")
      .set({ unsubscribed_at: at(MON, "01:00").toISOString() })
      .where("email", "=", "gone@example.com")
      .execute();

    const first = await sendGigsletter({ now: at(MON) });
    expect(first).toMatchObject({ period: "2030-01-07", sent: 2, skipped: 0, failed: 0, gigs: 2 });
    expect(recipients()).toEqual(["anna@example.com", "eero@example.com"]);

    const en = smtp.messages.find((m) => m.to.includes("anna@example.com"))!;
    const fi = smtp.messages.find((m) => m.to.includes("eero@example.com"))!;
    expect(en.subject).toBe("New gigs on GigPartners");
    expect(fi.subject).toBe("Uusia keikkoja GigPartnersissa");
    for (const mail of [en, fi]) {
      expect(mail.text).toContain("Rust backend developer");
      expect(mail.text).toContain("Data engineer");
      expect(mail.html).toContain("Data engineer");
      // mailparser folds the List-* headers into one "list" header.
      const list = JSON.parse(mail.headers.list ?? "{}") as ListHeaders;
      expect(list["unsubscribe-post"]?.name).toBe("List-Unsubscribe=One-Click");
      const token = tokenOf(list.unsubscribe?.url);
      expect(token).toBeTruthy();
      // The header's token is the subscription's current one, and the body links to it too.
      expect((await findByUnsubscribeToken(token))?.email).toBe(mail.to[0]);
      expect(mail.links.some((l) => l.includes(`token=${token}`))).toBe(true);
    }
    expect((await ledger()).map((r) => [r.state, Number(r.attempts)])).toEqual([
      ["sent", 1],
      ["sent", 1],
    ]);

    // Later the same day: the day's newsletter has gone out, even with a new gig since.
    await gigPublishedAt(at(MON, "07:00"), "Late gig");
    const again = await sendGigsletter({ now: at(MON, "09:00") });
    expect(again).toMatchObject({ sent: 0, skipped: 2, failed: 0, gigs: 2 });
    expect(smtp.messages).toHaveLength(2);

    // The next day lists only what was published after Monday's cut-off.
    const tuesday = await sendGigsletter({ now: at(TUE) });
    expect(tuesday).toMatchObject({ sent: 2, gigs: 1 });
    const tuesdayMail = smtp.messages.at(-1)!;
    expect(tuesdayMail.text).toContain("Late gig");
    expect(tuesdayMail.text).not.toContain("Data engineer");
  });

  it("sends nothing on a weekend day or on a day without new gigs", async () => {
    await makeNewsletterSubscription("weekend@example.com");
    await gigPublishedAt(at(SAT - 1, "05:00"), "Friday gig");
    expect(await sendGigsletter({ now: at(SAT) })).toMatchObject({
      reason: "weekend",
      sent: 0,
    });
    expect(await sendGigsletter({ now: at(SAT + 1) })).toMatchObject({ reason: "weekend" });
    expect(smtp.messages).toHaveLength(0);
    expect(await getDb().selectFrom("mail_ledger").selectAll().execute()).toEqual([]);

    await gigPublishedAt(at(MON, "05:00"), "Monday gig");
    expect(await sendGigsletter({ now: at(MON) })).toMatchObject({ sent: 1, gigs: 1 });
    const tuesday = await sendGigsletter({ now: at(TUE) });
    expect(tuesday).toMatchObject({ reason: "no-new-gigs", sent: 0, gigs: 0 });
    expect(smtp.messages).toHaveLength(1);
    // An unpublished gig is not news either.
    await makeGig({ title: "Draft", published: false });
    expect(await sendGigsletter({ now: at(WED) })).toMatchObject({ reason: "no-new-gigs" });
    expect(smtp.messages).toHaveLength(1);
  });

  it("counts an SMTP refusal as failed, goes on, and retries it up to the attempt limit", async () => {
    await gigPublishedAt(at(MON, "05:00"), "Gig");
    await makeNewsletterSubscription("ok@example.com");
    await makeNewsletterSubscription("bounce@example.com");
    await makeNewsletterSubscription("later@example.com");
    smtp.refuseTo.add("bounce@example.com");

    const first = await sendGigsletter({ now: at(MON) });
    expect(first).toMatchObject({ sent: 2, failed: 1, skipped: 0 });
    expect(recipients()).toEqual(["later@example.com", "ok@example.com"]);
    const failed = (await ledger()).find((r) => r.state === "failed")!;
    expect(Number(failed.attempts)).toBe(1);
    expect(failed.last_error).toMatch(/rejected|refused/i);

    // The next run retries only the failed address.
    smtp.refuseTo.clear();
    const second = await sendGigsletter({ now: at(MON, "07:00") });
    expect(second).toMatchObject({ sent: 1, failed: 0, skipped: 2 });
    expect(recipients()).toEqual(["bounce@example.com", "later@example.com", "ok@example.com"]);

    // An address that keeps failing is given up after MAX_ATTEMPTS sends.
    await makeNewsletterSubscription("dead@example.com");
    smtp.refuseTo.add("dead@example.com");
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      expect(await sendGigsletter({ now: at(MON, `08:0${i}`) })).toMatchObject({ failed: 1 });
    }
    expect(await sendGigsletter({ now: at(MON, "09:00") })).toMatchObject({
      sent: 0,
      failed: 0,
      skipped: 4,
    });
    expect(smtp.refused).toHaveLength(1 + MAX_ATTEMPTS);
  });

  it("delivers exactly one mail per subscriber when two runs start at once", async () => {
    await gigPublishedAt(at(MON, "05:00"), "Gig");
    const emails = Array.from({ length: 12 }, (_, i) => `both-${i}@example.com`);
    for (const email of emails) await makeNewsletterSubscription(email);

    const [a, b] = await Promise.all([
      sendGigsletter({ now: at(MON) }),
      sendGigsletter({ now: at(MON, "06:00") }),
    ]);
    expect(a.sent + b.sent).toBe(emails.length);
    expect(a.skipped + b.skipped).toBe(emails.length);
    expect(a.failed + b.failed).toBe(0);
    expect(recipients()).toEqual([...emails].sort());
    expect((await ledger()).every((r) => r.state === "sent" && Number(r.attempts) === 1)).toBe(
      true,
    );
  });

  it("delivers exactly one mail per subscriber when two processes run at once", async () => {
    await gigPublishedAt(at(MON, "05:00"), "Gig");
    const emails = Array.from({ length: 30 }, (_, i) => `proc-${i}@example.com`);
    for (const email of emails) await makeNewsletterSubscription(email);

    // A slow relay keeps both runs busy long enough to overlap.
    smtp.answerDelayMs = 50;
    const [a, b] = await Promise.all([runInProcess(at(MON)), runInProcess(at(MON, "06:01"))]);
    expect(a.sent + b.sent).toBe(emails.length);
    expect(a.skipped + b.skipped).toBe(emails.length);
    expect(a.failed + b.failed).toBe(0);
    expect(recipients()).toEqual([...emails].sort());
  }, 60_000);

  it("leaves a claim in flight alone, and sends a crashed run's claim again once it is stale", async () => {
    await gigPublishedAt(at(MON, "05:00"), "Gig");
    await makeNewsletterSubscription("crash@example.com");
    await makeNewsletterSubscription("fine@example.com");
    const crashed = await getDb()
      .selectFrom("newsletter_subscriptions")
      .select("id")
      .where("email", "=", "crash@example.com")
      .executeTakeFirstOrThrow();
    // A run claimed this address at 08:00 and died before it could mark the row.
    await getDb()
      .insertInto("mail_ledger")
      .values({
        kind: "gigsletter",
        recipient_key: crashed.id,
        period_key: "2030-01-07",
        state: "claimed",
        attempts: 1,
        claimed_at: at(MON).toISOString(),
        sent_at: null,
        last_error: null,
        payload: null,
      })
      .execute();

    // Shortly after, the claim may still be a live send elsewhere: not touched.
    expect(await sendGigsletter({ now: at(MON, "06:05") })).toMatchObject({ sent: 1, skipped: 1 });
    expect(recipients()).toEqual(["fine@example.com"]);

    const later = new Date(at(MON).getTime() + STALE_CLAIM_MS + 60_000);
    expect(await sendGigsletter({ now: later })).toMatchObject({ sent: 1, skipped: 1 });
    expect(recipients()).toEqual(["crash@example.com", "fine@example.com"]);
    const row = (await ledger()).find((r) => r.recipient_key === crashed.id)!;
    expect([row.state, Number(row.attempts)]).toEqual(["sent", 2]);

    expect(await sendGigsletter({ now: new Date(later.getTime() + 3_600_000) })).toMatchObject({
      sent: 0,
      skipped: 2,
    });
    expect(smtp.messages).toHaveLength(2);
  });

  it("a dry run lists who would get which gigs and writes nothing", async () => {
    await gigPublishedAt(at(MON, "05:00"), "Dry gig");
    const token = await makeNewsletterSubscription("dry@example.com", "fi");
    const summary = await sendGigsletter({ now: at(MON), dryRun: true });
    expect(summary.recipients).toEqual([
      { email: "dry@example.com", locale: "fi", gigs: ["Dry gig"] },
    ]);
    expect(smtp.messages).toHaveLength(0);
    expect(await getDb().selectFrom("mail_ledger").selectAll().execute()).toEqual([]);
    expect((await findByUnsubscribeToken(token))?.email).toBe("dry@example.com");
    // The real run afterwards sends it.
    expect(await sendGigsletter({ now: at(MON) })).toMatchObject({ sent: 1 });
  });
});
