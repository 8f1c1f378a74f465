import { execFile, spawn } from "node:child_process";
import { Cron } from "croner";
import { promisify } from "node:util";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import {
  MAX_ATTEMPTS,
  sendGigsletter,
  STALE_CLAIM_MS,
  type GigsletterSummary,
} from "~/domain/gigsletter-send.server";
import { findByUnsubscribeToken } from "~/domain/newsletter/newsletter.server";
import {
  GIGSLETTER_TIMEZONE,
  gigsletterJob,
  gigsletterPattern,
} from "~/server/schedules/gigsletter-schedule.server";
import type { WorkMode } from "~/db/schema";
import { closeAppSmtp, resetAppSmtp } from "../fixtures/app-mail";
import { withAppDatabase } from "../fixtures/db";
import { makeGig, makeNewsletterSubscription } from "../fixtures/factories";
import { expectLogged } from "../fixtures/logs";

const smtp = await vi.hoisted(async () => (await import("../fixtures/app-mail")).useAppSmtp());

const t = withAppDatabase();
afterAll(async () => {
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
async function gigPublishedAt(
  when: Date,
  title: string,
  fields: { locations?: string[]; onsite?: WorkMode; offer_deadline?: string } = {},
) {
  const id = await makeGig({ title });
  await getDb()
    .updateTable("gigs")
    .set({
      published_at: when.toISOString(),
      first_published_at: when.toISOString(),
      ...(fields.locations ? { locations: JSON.stringify(fields.locations) } : {}),
      ...(fields.onsite ? { onsite: fields.onsite } : {}),
      ...(fields.offer_deadline ? { offer_deadline: fields.offer_deadline } : {}),
    })
    .where("id", "=", id)
    .execute();
  return id;
}

/** The ids of the gigs a mail links to, in its order. */
function gigIdsIn(mail: { links: string[] }): number[] {
  return mail.links.flatMap((link) => {
    const match = /\/gigs\/(\d+)\//.exec(new URL(link).pathname);
    return match ? [Number(match[1])] : [];
  });
}

/** A run in a process that the test can kill; resolves when it has exited. */
function startProcess(now: Date, env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "tests/fixtures/gigsletter-process.ts", now.toISOString()],
    { env: { ...process.env, DATABASE_URL: t.url, ...env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

async function countRows(state: "sent" | "claimed") {
  const row = await getDb()
    .selectFrom("mail_ledger")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("kind", "=", "gigsletter")
    .where("state", "=", state)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
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
async function runInProcess(
  now: Date,
  env: Record<string, string> = {},
): Promise<GigsletterSummary> {
  const { stdout } = await run(
    "node_modules/.bin/tsx",
    ["tests/fixtures/gigsletter-process.ts", now.toISOString()],
    { env: { ...process.env, DATABASE_URL: t.url, ...env }, timeout: 30_000 },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "null") as GigsletterSummary;
}

/** The Helsinki day of the month of an instant (January 2030 is UTC+2 throughout). */
const helsinkiDay = (instant: Date) => new Date(instant.getTime() + 2 * 3_600_000).getUTCDate();

const recipients = () => smtp.messages.flatMap((m) => m.envelopeTo).sort();

type ListHeaders = { unsubscribe?: { url?: string }; "unsubscribe-post"?: { name?: string } };

function tokenOf(url: string | undefined) {
  return url ? new URL(url).searchParams.get("token") : null;
}

/** The app's JSON log lines written while it runs, kept off the test output. */
function captureStderr() {
  const spy = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  let calls: unknown[][] = [];
  return {
    lines: () => calls.map(([chunk]) => JSON.parse(String(chunk)) as Record<string, unknown>),
    restore: () => {
      calls = [...spy.mock.calls];
      spy.mockRestore();
    },
  };
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

  it("sends on a weekend day when forced, or another day's newsletter by its date", async () => {
    await makeNewsletterSubscription("trying@example.com");
    await gigPublishedAt(at(SAT - 1, "05:00"), "Friday gig");
    const saturday = await sendGigsletter({ now: at(SAT), force: true });
    expect(saturday).toMatchObject({ reason: null, sent: 1, gigs: 1 });
    // Monday's newsletter sent on Sunday: that day's mailing, with the gigs published so far.
    await gigPublishedAt(at(SAT + 1, "05:00"), "Sunday gig");
    const monday = await sendGigsletter({ now: at(SAT + 1, "06:00"), day: "2030-01-14" });
    expect(monday).toMatchObject({ period: "2030-01-14", sent: 1, gigs: 1 });
    expect(smtp.messages).toHaveLength(2);
    expect(smtp.messages[1]!.text).toContain("Sunday gig");
    // A weekend date still needs the force.
    expect(await sendGigsletter({ now: at(SAT + 1), day: "2030-01-12" })).toMatchObject({
      reason: "weekend",
    });
  });

  it("counts an SMTP refusal as failed, goes on, and retries it up to the attempt limit", async () => {
    await gigPublishedAt(at(MON, "05:00"), "Gig");
    await makeNewsletterSubscription("ok@example.com");
    await makeNewsletterSubscription("bounce@example.com");
    await makeNewsletterSubscription("later@example.com");
    smtp.refuseTo.add("bounce@example.com");
    expectLogged(/^mail not sent$/, /^gig newsletter not sent$/);

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

  // On SQLite two processes share one database file; on PostgreSQL (the postgres project) two
  // processes share one database, as two app instances would.
  it(`delivers exactly one mail per subscriber when two processes run at once (${process.env.TEST_ENGINE})`, async () => {
    expect(t.engine).toBe(process.env.TEST_ENGINE);
    await gigPublishedAt(at(MON, "05:00"), "Gig");
    // More than a run claims ahead of its sends (two groups), so the second has some left.
    const emails = Array.from({ length: 80 }, (_, i) => `proc-${i}@example.com`);
    for (const email of emails) await makeNewsletterSubscription(email);

    // Each process sends from its own address; the server answers nothing until it has mail
    // from both, so both are sure to be sending at the same time.
    const senders = ["first@gigpartners.example", "second@gigpartners.example"];
    const seen = new Set<string>();
    let bothSending: () => void = () => {};
    const overlap = new Promise<void>((resolve) => (bothSending = resolve));
    smtp.beforeAnswer = (mail) => {
      seen.add(mail.from);
      if (senders.every((s) => [...seen].some((from) => from.includes(s)))) bothSending();
      return overlap;
    };
    const [a, b] = await Promise.all([
      runInProcess(at(MON), { MAIL_FROM: senders[0]! }),
      runInProcess(at(MON, "06:01"), { MAIL_FROM: senders[1]! }),
    ]);
    expect(a.sent + b.sent).toBe(emails.length);
    expect(a.skipped + b.skipped).toBe(emails.length);
    expect(a.failed + b.failed).toBe(0);
    expect(a.sent).toBeGreaterThan(0);
    expect(b.sent).toBeGreaterThan(0);
    expect(recipients()).toEqual([...emails].sort());
    expect((await ledger()).every((r) => r.state === "sent" && Number(r.attempts) === 1)).toBe(
      true,
    );
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

  it("sends nothing from a day's run row whose payload no longer fits, and marks it failed", async () => {
    const gigId = await gigPublishedAt(at(MON, "05:00"), "Gig");
    await makeNewsletterSubscription("shape@example.com");
    // An earlier deploy fixed the day's mailing in a shape this one does not read.
    const oldShape = { from: "2029-12-31T06:00:00.000Z", to: at(MON).toISOString(), gigs: [gigId] };
    await getDb()
      .insertInto("mail_ledger")
      .values({
        kind: "gigsletter-run",
        recipient_key: "all",
        period_key: "2030-01-07",
        state: "claimed",
        attempts: 1,
        claimed_at: at(MON).toISOString(),
        sent_at: null,
        last_error: null,
        payload: JSON.stringify(oldShape),
      })
      .execute();
    const log = captureStderr();
    try {
      expect(await sendGigsletter({ now: at(MON, "07:00") })).toMatchObject({
        reason: "invalid-run",
        sent: 0,
        failed: 0,
      });
    } finally {
      log.restore();
    }
    expect(smtp.messages).toHaveLength(0);
    expect(await ledger()).toEqual([]);
    const runRow = await getDb()
      .selectFrom("mail_ledger")
      .select(["state", "last_error"])
      .where("kind", "=", "gigsletter-run")
      .executeTakeFirstOrThrow();
    expect(runRow.state).toBe("failed");
    expect(runRow.last_error).toMatch(/^invalid payload: since: Required; until: Required; gigIds/);
    expect(log.lines()).toEqual([
      expect.objectContaining({
        level: "error",
        kind: "gigsletter-run",
        problem: expect.stringContaining("gigIds: Required"),
      }),
    ]);
  });

  it("takes an earlier run's cut-off from its claim time when its payload no longer fits", async () => {
    await gigPublishedAt(at(MON, "05:00"), "Sent on Monday");
    const tuesdayGig = await gigPublishedAt(at(MON, "09:00"), "New on Tuesday");
    await makeNewsletterSubscription("cutoff@example.com");
    await getDb()
      .insertInto("mail_ledger")
      .values({
        kind: "gigsletter-run",
        recipient_key: "all",
        period_key: "2030-01-07",
        state: "sent",
        attempts: 1,
        claimed_at: at(MON).toISOString(),
        sent_at: at(MON).toISOString(),
        last_error: null,
        payload: JSON.stringify({ cutoff: at(MON).getTime() }),
      })
      .execute();
    const log = captureStderr();
    try {
      expect(await sendGigsletter({ now: at(TUE) })).toMatchObject({ sent: 1, gigs: 1 });
    } finally {
      log.restore();
    }
    expect(gigIdsIn(smtp.messages[0]!)).toEqual([tuesdayGig]);
    expect(log.lines()).toEqual([
      expect.objectContaining({ level: "error", kind: "gigsletter-run", period: "2030-01-07" }),
    ]);
  });

  it("shows each gig's title, rate, location, work mode, offer deadline and link in the subscriber's language", async () => {
    const remote = await gigPublishedAt(at(MON, "04:00"), "Remote Rust developer", {
      locations: ["Remote"],
      onsite: "remote",
      offer_deadline: "2030-01-21",
    });
    const hybrid = await gigPublishedAt(at(MON, "05:00"), "Hybrid data engineer", {
      locations: ["Tampere", "Espoo"],
      onsite: "hybrid",
      offer_deadline: "2030-02-03",
    });
    await getDb().updateTable("gigs").set({ rate_min: 90, rate_max: 120 }).execute();
    await makeNewsletterSubscription("en@example.com", "en");
    await makeNewsletterSubscription("fi@example.com", "fi");
    expect(await sendGigsletter({ now: at(MON) })).toMatchObject({ sent: 2, gigs: 2 });

    const en = smtp.messages.find((m) => m.to.includes("en@example.com"))!;
    const fi = smtp.messages.find((m) => m.to.includes("fi@example.com"))!;
    const block = (text: string, title: string) =>
      text.split("\n\n").find((b) => b.startsWith(title));
    expect(block(en.text, "Remote Rust developer")).toBe(
      [
        "Remote Rust developer",
        "Rate: 90–120 €/h",
        "Work mode: Remote",
        "Offer deadline: 21 January 2030",
        `http://localhost:3000/gigs/${remote}/remote-rust-developer`,
      ].join("\n"),
    );
    expect(block(en.text, "Hybrid data engineer")).toContain(
      "Location: Tampere, Espoo (hybrid)\nOffer deadline: 3 February 2030",
    );
    expect(block(fi.text, "Remote Rust developer")).toBe(
      [
        "Remote Rust developer",
        "Tuntihinta: 90–120 €/h",
        "Työtapa: Etätyö",
        "Tarjoukset viimeistään 21. tammikuuta 2030",
        `http://localhost:3000/gigs/${remote}/remote-rust-developer`,
      ].join("\n"),
    );
    expect(block(fi.text, "Hybrid data engineer")).toContain(
      "Sijainti: Tampere, Espoo (hybridi)\nTarjoukset viimeistään 3. helmikuuta 2030",
    );
    for (const mail of [en, fi]) {
      expect(mail.text).not.toMatch(/Remote\s*\(remote\)|Remote, Remote/i);
      // The HTML part links each title to its gig page and carries the same details.
      expect(gigIdsIn(mail)).toEqual([remote, hybrid]);
      expect(mail.html).toContain(">Hybrid data engineer</a>");
    }
    expect(en.html).toContain(
      "Rate: 90–120 €/h<br>Work mode: Remote<br>Offer deadline: 21 January 2030",
    );
    expect(fi.html).toContain("Sijainti: Tampere, Espoo (hybridi)");
  });

  it("over a simulated week, mails on the five weekdays only, never on a day without new gigs, each listing the gigs since the previous one", async () => {
    const HOUR = 7;
    const cron = new Cron(gigsletterPattern(HOUR), { timezone: GIGSLETTER_TIMEZONE, paused: true });
    const emails = ["week-en@example.com", "week-fi@example.com", "week-2@example.com"];
    await makeNewsletterSubscription(emails[0]!, "en");
    await makeNewsletterSubscription(emails[1]!, "fi");
    await makeNewsletterSubscription(emails[2]!, "en");
    // 07:00 in Helsinki is 05:00Z in January.
    const gigs = {
      lastWeek: await gigPublishedAt(at(4, "10:00"), "Published last Friday"),
      sunday: await gigPublishedAt(at(6, "18:00"), "Published on Sunday"),
      mondayMorning: await gigPublishedAt(at(MON, "09:00"), "Monday morning"),
      mondayAfternoon: await gigPublishedAt(at(MON, "15:00"), "Monday afternoon"),
      wednesday: await gigPublishedAt(at(WED, "12:00"), "Wednesday"),
      fridayJustBefore: await gigPublishedAt(at(11, "04:59"), "Just before Friday's letter"),
      fridayJustAfter: await gigPublishedAt(new Date("2030-01-11T05:00:01Z"), "Just after it"),
      saturday: await gigPublishedAt(at(SAT, "10:00"), "Saturday"),
    };
    await makeGig({ title: "A draft never sent", published: false });
    const expected: Record<number, number[]> = {
      [MON]: [gigs.lastWeek, gigs.sunday],
      [TUE]: [gigs.mondayMorning, gigs.mondayAfternoon],
      [WED]: [],
      [WED + 1]: [gigs.wednesday],
      [WED + 2]: [gigs.fridayJustBefore],
      [SAT]: [],
      [SAT + 1]: [],
      // The next Monday: what came after Friday's cut-off, the weekend's included.
      [SAT + 2]: [gigs.fridayJustAfter, gigs.saturday],
    };

    for (let day = MON; day <= SAT + 2; day++) {
      const midnight = new Date(`2030-01-${String(day).padStart(2, "0")}T00:00:00+02:00`);
      const tick = cron.nextRun(midnight)!;
      const weekday = day < SAT || day === SAT + 2;
      // The scheduler fires on this day at the hour exactly on weekdays, and skips weekends.
      expect(helsinkiDay(tick) === day, `day ${day}`).toBe(weekday);
      // A daily external cron runs at the hour every day, weekends too: the send itself skips them.
      const now = at(day, "05:00");
      if (weekday) expect(tick).toEqual(now);
      const before = smtp.messages.length;
      const summary = await gigsletterJob(now);
      const mails = smtp.messages.slice(before);
      const want = expected[day]!;
      expect(summary, `day ${day}`).toMatchObject({
        sent: want.length ? emails.length : 0,
        reason: !weekday ? "weekend" : want.length ? null : "no-new-gigs",
      });
      expect(mails.map((m) => m.envelopeTo[0]).sort(), `day ${day}`).toEqual(
        want.length ? [...emails].sort() : [],
      );
      for (const mail of mails) expect(gigIdsIn(mail), `day ${day}`).toEqual(want);
    }
    // Five weekdays of the week plus the next Monday, less Wednesday without news.
    expect(smtp.messages).toHaveLength(5 * emails.length);
  });

  it("after a sender is killed half-way through, a rerun gives every subscriber exactly one mail", async () => {
    await gigPublishedAt(at(MON, "05:00"), "Gig");
    const emails = Array.from(
      { length: 24 },
      (_, i) => `crash-${String(i).padStart(2, "0")}@example.com`,
    );
    for (const email of emails) await makeNewsletterSubscription(email);
    const HALF = emails.length / 2;

    const sender = startProcess(at(MON));
    // The server accepts the first HALF messages. When message HALF + 1 arrives it answers
    // nothing more, waits until the sender has marked the accepted ones sent, and kills it:
    // whatever the sender had in flight then was never accepted.
    let arrived = 0;
    let killing: Promise<void> | null = null;
    const never = new Promise<void>(() => {});
    smtp.beforeAnswer = () => {
      if (killing || ++arrived <= HALF) return killing ? never : undefined;
      killing = until(
        async () => (await countRows("sent")) === HALF,
        "the accepted mails marked sent",
      ).then(() => void sender.child.kill("SIGKILL"));
      return never;
    };
    const { signal } = await sender.exited;
    expect(signal, sender.output()).toBe("SIGKILL");
    await killing;
    smtp.beforeAnswer = null;
    expect(smtp.messages).toHaveLength(HALF);
    const inFlight = await countRows("claimed");
    expect(inFlight).toBeGreaterThanOrEqual(1);

    // A rerun at once sends the rest, and leaves the killed run's claims alone: for all it
    // knows they are another run's sends still going.
    const rerun = await sendGigsletter({ now: at(MON, "06:01") });
    expect(rerun).toMatchObject({ sent: emails.length - HALF - inFlight, failed: 0 });
    expect(await countRows("claimed")).toBe(inFlight);
    // Once stale, those are sent again, once (documented in gigsletter-send.server.ts).
    const later = new Date(at(MON).getTime() + STALE_CLAIM_MS + 60_000);
    expect(await sendGigsletter({ now: later })).toMatchObject({ sent: inFlight, failed: 0 });

    expect(recipients()).toEqual(emails);
    const rows = await ledger();
    expect(rows.every((r) => r.state === "sent")).toBe(true);
    expect(rows.filter((r) => Number(r.attempts) === 2)).toHaveLength(inFlight);
    expect(await sendGigsletter({ now: at(MON, "12:00") })).toMatchObject({ sent: 0 });
    expect(smtp.messages).toHaveLength(emails.length);
  }, 60_000);
});
