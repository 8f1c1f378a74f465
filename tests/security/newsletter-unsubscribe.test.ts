// Unsubscribing from the gig newsletter against the production build, as a subscriber and a mail
// client do it: the page's form behind the mail's link, and the RFC 8058 one-click POST to the
// List-Unsubscribe header's address. Either stops the next day's newsletter to that address, the
// link of an earlier newsletter keeps working, and nobody but the address's owner can undo an
// opt-out (confirmed opt-in, decision 032).
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
const THURSDAY = new Date("2030-01-10T06:00:00.000Z");
const FRIDAY = new Date("2030-01-11T06:00:00.000Z");
const ADDRESSES = ["by-form@example.com", "one-click@example.com", "stays@example.com"];
/** A subscriber whose last newsletter before stable tokens carried this (random) token. */
const LEGACY = { email: "legacy@example.com", token: newToken() };

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
  // The server's own mail (confirmation links) goes to the same SMTP server as the newsletter.
  server = await startAppServer({ env: { SMTP_URL: smtp.url } });
  db = openDb(server.databaseUrl);
  await db
    .insertInto("newsletter_subscriptions")
    .values(
      [...ADDRESSES, LEGACY.email].map((email) => ({
        id: newId(),
        email,
        locale: "en",
        unsubscribe_token_hash: hashToken(email === LEGACY.email ? LEGACY.token : newToken()),
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
    expect(await sendNewsletter(MONDAY)).toMatchObject({ sent: 4, failed: 0 });
    expect(smtp.messages.map((m) => m.envelopeTo[0]).sort()).toEqual(
      [...ADDRESSES, LEGACY.email].sort(),
    );

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
      .where("email", "in", ADDRESSES)
      .orderBy("email")
      .execute();
    expect(rows.map((r) => [r.email, r.unsubscribed_at !== null])).toEqual([
      ["by-form@example.com", true],
      ["one-click@example.com", true],
      ["stays@example.com", false],
    ]);

    // The next newsletters go only to the addresses that stayed.
    await publishGig("Monday afternoon gig", new Date("2030-01-07T13:00:00.000Z"));
    const before = smtp.messages.length;
    expect(await sendNewsletter(TUESDAY)).toMatchObject({ sent: 2, skipped: 0, failed: 0 });
    await publishGig("Tuesday afternoon gig", new Date("2030-01-08T13:00:00.000Z"));
    expect(await sendNewsletter(WEDNESDAY)).toMatchObject({ sent: 2, skipped: 0, failed: 0 });
    expect(smtp.messages.slice(before).map((m) => m.envelopeTo[0])).toEqual(
      expect.arrayContaining(["stays@example.com", LEGACY.email]),
    );
    expect(
      smtp.messages.slice(before).filter((m) => m.envelopeTo[0] === "stays@example.com"),
    ).toHaveLength(2);
  });

  it("keeps the link of an earlier newsletter working: every mail carries the same one", async () => {
    // Monday's, Tuesday's and Wednesday's newsletters to the same subscriber.
    const links = smtp.messages
      .filter((m) => m.envelopeTo[0] === "stays@example.com")
      .map((m) => m.links.find((l) => l.startsWith(`${server.url}/newsletter/unsubscribe?`)));
    expect(links).toHaveLength(3);
    expect(new Set(links).size).toBe(1);
    // The token stored for it is a hash, never the token itself.
    const token = new URL(links[0]!).searchParams.get("token")!;
    const stored = await db
      .selectFrom("newsletter_subscriptions")
      .selectAll()
      .where("email", "=", "stays@example.com")
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token);

    // The link a newsletter carried before stable tokens works too (for 60 days).
    const legacyPage = await fetch(`${server.url}/newsletter/unsubscribe?token=${LEGACY.token}`);
    expect(legacyPage.status).toBe(200);
    expect(await legacyPage.text()).toContain("le•••@example.com");

    // Yesterday's mail (Tuesday's) unsubscribes with one click after Wednesday's has gone out.
    const tuesdays = smtp.messages.filter((m) => m.envelopeTo[0] === "stays@example.com")[1]!;
    const list = JSON.parse(tuesdays.headers.list ?? "{}") as { unsubscribe?: { url?: string } };
    const clicked = await fetch(list.unsubscribe!.url!, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": FORM },
      redirect: "manual",
    });
    expect(clicked.status).toBe(200);
    const row = await db
      .selectFrom("newsletter_subscriptions")
      .select("unsubscribed_at")
      .where("email", "=", "stays@example.com")
      .executeTakeFirstOrThrow();
    expect(row.unsubscribed_at).not.toBeNull();
  });

  it("never re-activates an opted-out address for a stranger; its owner's confirmation does", async () => {
    const victim = "one-click@example.com";
    const optedOut = await db
      .selectFrom("newsletter_subscriptions")
      .selectAll()
      .where("email", "=", victim)
      .executeTakeFirstOrThrow();
    expect(optedOut.unsubscribed_at).not.toBeNull();
    const before = smtp.messages.length;

    // A stranger signs the address up again through the public form and the API.
    const form = await fetch(`${server.url}/newsletter`, {
      method: "POST",
      body: new URLSearchParams({ email: victim, redirectTo: "/" }),
      headers: { "Content-Type": FORM, Origin: server.url, "Sec-Fetch-Site": "same-origin" },
      redirect: "manual",
    });
    expect(form.status).toBe(302);
    const api = await fetch(`${server.url}/api/gigsletter/subscriptions`, {
      method: "POST",
      body: JSON.stringify({ email: victim }),
      headers: { "Content-Type": "application/json" },
    });
    expect([api.status, await api.json()]).toEqual([200, { result: "SUCCESS" }]);
    expect(
      await db
        .selectFrom("newsletter_subscriptions")
        .selectAll()
        .where("email", "=", victim)
        .executeTakeFirstOrThrow(),
    ).toEqual(optedOut);

    // A confirmation link went to the address's own mailbox for each, after the answer (the
    // stranger sees none).
    const isLink = (m: ReceivedMail) =>
      m.envelopeTo[0] === victim && m.subject === "Confirm your gig newsletter subscription";
    const first = await smtp.waitFor(isLink);
    await smtp.waitFor((m) => isLink(m) && m !== first);

    // Thursday's newsletter does not go to the address.
    await publishGig("Wednesday afternoon gig", new Date("2030-01-09T13:00:00.000Z"));
    await sendNewsletter(THURSDAY);
    // Only the two confirmation links reached it.
    const confirmations = smtp.messages.slice(before).filter((m) => m.envelopeTo[0] === victim);
    expect(confirmations.every(isLink)).toBe(true);
    expect(confirmations).toHaveLength(2);

    // A mail scanner opening the link confirms nothing; the owner's button does.
    const link = confirmations[0]!.links.find((l) =>
      l.startsWith(`${server.url}/newsletter/confirm?`),
    )!;
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("on•••@example.com");
    const stillOut = await db
      .selectFrom("newsletter_subscriptions")
      .select("unsubscribed_at")
      .where("email", "=", victim)
      .executeTakeFirstOrThrow();
    expect(stillOut.unsubscribed_at).not.toBeNull();
    const pageForm = [...html.matchAll(/<form[^>]*>[\s\S]*?<\/form>/g)]
      .map((m) => m[0])
      .find((f) => f.includes('name="token"'))!;
    const token = attribute(pageForm, /<input type="hidden" name="token" value="([^"]+)"/);
    const confirmed = await fetch(link, {
      method: "POST",
      body: new URLSearchParams({ token }),
      headers: { "Content-Type": FORM, Origin: server.url, "Sec-Fetch-Site": "same-origin" },
      redirect: "manual",
    });
    expect(confirmed.status).toBe(302);
    // Used once: the same link now does nothing.
    expect((await fetch(link)).status).toBe(404);

    // Friday's newsletter reaches the owner again, with the subscription's unchanged token.
    await publishGig("Thursday afternoon gig", new Date("2030-01-10T13:00:00.000Z"));
    const fridayFrom = smtp.messages.length;
    await sendNewsletter(FRIDAY);
    const friday = mailTo(victim, fridayFrom);
    const back = await db
      .selectFrom("newsletter_subscriptions")
      .select(["id", "unsubscribe_token_hash", "unsubscribed_at"])
      .where("email", "=", victim)
      .executeTakeFirstOrThrow();
    expect(back).toEqual({
      id: optedOut.id,
      unsubscribe_token_hash: optedOut.unsubscribe_token_hash,
      unsubscribed_at: null,
    });
    const fridayLink = friday.links.find((l) => l.includes("/newsletter/unsubscribe?"))!;
    expect(hashToken(new URL(fridayLink).searchParams.get("token")!)).toBe(
      optedOut.unsubscribe_token_hash,
    );
  });
});
