// Unsubscribing from the gig newsletter against the production build, as a subscriber and a mail
// client do it: the page's form behind the mail's link, and the RFC 8058 one-click POST to the
// List-Unsubscribe header's address. Either stops the next day's newsletter to that address.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/db/client.server";
import type { GigsletterSummary } from "~/domain/gigsletter-send.server";
import { hashToken, newId, newToken } from "~/utils/ids.server";
import { startAppServer, type AppServer } from "../fixtures/app-server";
import { startTestSmtp, type ReceivedMail, type TestSmtp } from "../fixtures/smtp";
import { openDb } from "./lib/db-snapshot";

const run = promisify(execFile);
const FORM = "application/x-www-form-urlencoded";
// January 2030 in Helsinki is UTC+2: 06:00Z is 08:00 there. The 7th is a Monday.
const MONDAY = new Date("2030-01-07T06:00:00.000Z");
const TUESDAY = new Date("2030-01-08T06:00:00.000Z");
const WEDNESDAY = new Date("2030-01-09T06:00:00.000Z");
const ADDRESSES = ["by-form@example.com", "one-click@example.com", "stays@example.com"];

let server: AppServer;
let smtp: TestSmtp;
let db: DB;

/** The newsletter run of `now` in a process of its own, against the server's database. */
async function sendNewsletter(now: Date): Promise<GigsletterSummary> {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "tests/fixtures/gigsletter-process.ts", now.toISOString()],
    {
      env: {
        ...process.env,
        NODE_ENV: "test",
        DATABASE_URL: server.databaseUrl,
        SMTP_URL: smtp.url,
        // The mail's links lead to the running server.
        APP_URL: server.url,
        LOG_LEVEL: "error",
      },
      timeout: 30_000,
    },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "null") as GigsletterSummary;
}

async function publishGig(title: string, when: Date) {
  const at = when.toISOString();
  await db
    .insertInto("gigs")
    .values({
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      title,
      description: "Description",
      duration: "6 months",
      locations: JSON.stringify(["Helsinki"]),
      onsite: "hybrid",
      rate_min: 80,
      rate_max: 110,
      start_date: "2030-03-01",
      customer_offer_deadline: "2030-02-01",
      offer_deadline: "2030-01-30",
      language: "English",
      allocation: 100,
      status: "accepting-proposals",
      contact_name: "Contact",
      contact_email: "contact@example.com",
      contact_phone: "+358 40 000 0000",
      published: 1,
      published_at: at,
      first_published_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

function mailTo(address: string, from: number): ReceivedMail {
  const mail = smtp.messages.slice(from).find((m) => m.envelopeTo.includes(address));
  if (!mail) throw new Error(`no newsletter to ${address}`);
  return mail;
}

function attribute(html: string, pattern: RegExp): string {
  const value = pattern.exec(html)?.[1];
  if (value === undefined) throw new Error(`${pattern} not found in the page`);
  return value.replace(/&amp;/g, "&");
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startAppServer();
  db = openDb(server.databaseUrl);
  await db
    .insertInto("newsletter_subscriptions")
    .values(
      ADDRESSES.map((email) => ({
        id: newId(),
        email,
        locale: "en",
        unsubscribe_token_hash: hashToken(newToken()),
        subscribed_at: "2029-12-01T10:00:00.000Z",
        unsubscribed_at: null,
      })),
    )
    .execute();
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await smtp?.close();
});

describe(`unsubscribing from the gig newsletter (${process.env.TEST_ENGINE})`, () => {
  it("through the mail's link and page, and through List-Unsubscribe-Post, stops the next newsletters", async () => {
    await publishGig("Monday gig", new Date("2030-01-07T05:00:00.000Z"));
    expect(await sendNewsletter(MONDAY)).toMatchObject({ sent: 3, failed: 0 });
    expect(smtp.messages.map((m) => m.envelopeTo[0]).sort()).toEqual([...ADDRESSES].sort());

    // A subscriber opens the link in the mail's body and confirms on the page (no JavaScript).
    const byForm = mailTo("by-form@example.com", 0);
    const link = byForm.links.find((l) => l.startsWith(`${server.url}/newsletter/unsubscribe?`));
    expect(link).toBeDefined();
    const page = await fetch(link!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("by•••@example.com");
    // The page's own form (the header's language switcher is a form too).
    const form = [...html.matchAll(/<form[^>]*>[\s\S]*?<\/form>/g)]
      .map((m) => m[0])
      .find((f) => f.includes('name="token"'));
    expect(form).toBeDefined();
    const action = attribute(form!, /<form[^>]*method="post"[^>]*action="([^"]*)"/);
    const token = attribute(form!, /<input type="hidden" name="token" value="([^"]+)"/);
    const confirmed = await fetch(new URL(action, link), {
      method: "POST",
      body: new URLSearchParams({ token }),
      headers: { "Content-Type": FORM, Origin: server.url, "Sec-Fetch-Site": "same-origin" },
      redirect: "manual",
    });
    expect(confirmed.status).toBe(302);
    const done = await fetch(new URL(confirmed.headers.get("Location")!, server.url));
    expect(await done.text()).toContain(
      "We no longer send the gig newsletter to by•••@example.com",
    );

    // A mail client's one-click unsubscribe: a POST to the header's address, no cookie, no Origin.
    const oneClick = mailTo("one-click@example.com", 0);
    const list = JSON.parse(oneClick.headers.list ?? "{}") as {
      unsubscribe?: { url?: string };
      "unsubscribe-post"?: { name?: string };
    };
    expect(list["unsubscribe-post"]?.name).toBe("List-Unsubscribe=One-Click");
    const headerUrl = list.unsubscribe?.url;
    expect(headerUrl?.startsWith(`${server.url}/newsletter/unsubscribe?`)).toBe(true);
    const clicked = await fetch(headerUrl!, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": FORM },
      redirect: "manual",
    });
    expect(clicked.status).toBe(200);

    const rows = await db
      .selectFrom("newsletter_subscriptions")
      .select(["email", "unsubscribed_at"])
      .orderBy("email")
      .execute();
    expect(rows.map((r) => [r.email, r.unsubscribed_at !== null])).toEqual([
      ["by-form@example.com", true],
      ["one-click@example.com", true],
      ["stays@example.com", false],
    ]);

    // The next newsletters go only to the address that stayed.
    await publishGig("Monday afternoon gig", new Date("2030-01-07T13:00:00.000Z"));
    const before = smtp.messages.length;
    expect(await sendNewsletter(TUESDAY)).toMatchObject({ sent: 1, skipped: 0, failed: 0 });
    await publishGig("Tuesday afternoon gig", new Date("2030-01-08T13:00:00.000Z"));
    expect(await sendNewsletter(WEDNESDAY)).toMatchObject({ sent: 1, skipped: 0, failed: 0 });
    expect(smtp.messages.slice(before).map((m) => m.envelopeTo[0])).toEqual([
      "stays@example.com",
      "stays@example.com",
    ]);
  });
});
