import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import type { WorkMode } from "~/db/schema";
import { sendGigsletter } from "~/domain/gigsletter-send.server";
import { subscribeAccountAddress } from "~/domain/newsletter/newsletter-confirm.server";
import { settleBackgroundMail } from "~/mail/background.server";
import * as signUpRoute from "~/routes/_public+/newsletter";
import * as confirmRoute from "~/routes/_public+/newsletter_.confirm";
import * as gigsRoute from "~/routes/_public+/gigs._index";
import * as unsubscribeRoute from "~/routes/_public+/newsletter_.unsubscribe";
import { NewsletterSchema, SavedSearchSchema } from "~/validation/newsletter";
import { closeAppSmtp, resetAppSmtp } from "../fixtures/app-mail";
import { withAppDatabase } from "../fixtures/db";
import { makeGig, makeNewsletterSubscription } from "../fixtures/factories";
import { expectLogged } from "../fixtures/logs";
import { routeAnswer } from "../fixtures/matchers";

const smtp = await vi.hoisted(async () => (await import("../fixtures/app-mail")).useAppSmtp());

const t = withAppDatabase();
afterAll(async () => {
  await settleBackgroundMail();
  await closeAppSmtp(smtp);
});
beforeEach(async () => {
  await settleBackgroundMail();
  resetAppSmtp(smtp);
  const db = getDb();
  await db.deleteFrom("mail_ledger").execute();
  await db.deleteFrom("newsletter_subscriptions").execute();
  await db.deleteFrom("newsletter_confirmations").execute();
  await db.deleteFrom("rate_limits").execute();
  await db.deleteFrom("gigs").execute();
});

// January 2030 in Helsinki is UTC+2: 06:00Z is 08:00 there. The 7th is a Monday.
const at = (day: number, hhmm = "06:00") =>
  new Date(`2030-01-${String(day).padStart(2, "0")}T${hhmm}:00.000Z`);
const MON = 7;
const TUE = 8;

/** A gig published at `when`, with the fields a search looks at. */
async function gigPublishedAt(
  when: Date,
  title: string,
  fields: { onsite?: WorkMode; skills?: string[]; locations?: string[] } = {},
) {
  const id = await makeGig({ title });
  await getDb()
    .updateTable("gigs")
    .set({
      published_at: when.toISOString(),
      first_published_at: when.toISOString(),
      onsite: fields.onsite ?? "onsite",
      required_skills: JSON.stringify(fields.skills ?? []),
      locations: JSON.stringify(fields.locations ?? ["Helsinki"]),
      // Two years ahead, so every gig is open whatever day the test runs.
      offer_deadline: "2032-01-01",
    })
    .where("id", "=", id)
    .execute();
  return id;
}

const args = (request: Request) => ({ request, params: {}, context: {} });

function post(url: string, fields: Array<[string, string]>, headers: Record<string, string> = {}) {
  return new Request(url, { method: "POST", body: new URLSearchParams(fields), headers });
}

async function mailsTo(email: string) {
  await settleBackgroundMail();
  return smtp.messages.filter((m) => m.envelopeTo.includes(email));
}

function confirmationLink(mail: { links: string[] } | undefined) {
  const link = mail?.links.find((l) => new URL(l).pathname === "/newsletter/confirm");
  if (!link) throw new Error("no confirmation link");
  return link;
}

async function subscription(email: string) {
  return t.db
    .selectFrom("newsletter_subscriptions")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirst();
}

/** The gig titles a mail lists, in its order (each gig is a link to its page). */
function titlesIn(mail: { text: string }, titles: string[]) {
  return titles.filter((title) => mail.text.includes(title));
}

const REACT_REMOTE = { q: "react", mode: ["remote" as const] };

describe(`the newsletter's saved search: signing up (${process.env.TEST_ENGINE})`, () => {
  it("reads the form's search fields with the gig list's rules, and bounds their size", () => {
    const parsed = NewsletterSchema.parse({
      email: "a@example.com",
      search: { q: " react ", mode: ["remote", "spaceship"], skill: "TypeScript", status: "open" },
    });
    // The same reading as /gigs?q=react&mode=remote&mode=spaceship&skill=TypeScript.
    expect(parsed.search).toEqual({
      q: "react",
      mode: ["remote"],
      language: [],
      location: [],
      skill: ["TypeScript"],
    });
    // Nothing to keep: every new gig.
    expect(NewsletterSchema.parse({ email: "a@example.com", search: { q: "  " } }).search).toBe(
      null,
    );
    expect(NewsletterSchema.parse({ email: "a@example.com" }).search).toBeUndefined();
    const huge = { skill: Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(100, "x")) };
    expect(SavedSearchSchema.safeParse(huge).error?.issues[0]?.message).toBe(
      "newsletter.errors.searchTooLong",
    );
  });

  it("keeps the form's search from the link to the subscription, and names it in the mail and on the page", async () => {
    const email = "searcher@example.com";
    const answer = await routeAnswer(
      signUpRoute.action(
        args(
          post(
            "http://localhost:3000/newsletter",
            [
              ["email", email],
              ["redirectTo", "/gigs?q=react&mode=remote"],
              ["source", "gig-search"],
              ["search.q", "react"],
              ["search.mode", "remote"],
              ["search.location", "Tampere"],
            ],
            { "Accept-Language": "fi" },
          ),
        ),
      ),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/gigs?q=react&mode=remote");
    const [mail] = await mailsTo(email);
    expect(mail?.text).toContain(
      "Uutiskirjeessä on vain tämän haun uudet keikat: Keikat hakusanalla ”react”, Etätyö, Tampere.",
    );
    const link = confirmationLink(mail);

    const page = await routeAnswer(confirmRoute.loader(args(new Request(link))));
    expect(page.status).toBe(200);
    expect((page.data as { search: string }).search).toBe(
      "Uutiskirjeessäsi on vain tämän haun uudet keikat: Keikat hakusanalla ”react”, Etätyö, Tampere",
    );
    const token = new URL(link).searchParams.get("token")!;
    await routeAnswer(
      confirmRoute.action(
        args(post("http://localhost:3000/newsletter/confirm", [["token", token]])),
      ),
    );
    const row = await subscription(email);
    expect(row?.unsubscribed_at).toBeNull();
    expect(JSON.parse(row!.search!)).toEqual({
      q: "react",
      mode: ["remote"],
      language: [],
      location: ["Tampere"],
      skill: [],
    });
  });

  it("shows the English wording without a phrase, and asks nothing about a search when there is none", async () => {
    await signUpRoute.action(
      args(
        post("http://localhost:3000/newsletter", [
          ["email", "filters@example.com"],
          ["search.mode", "hybrid"],
          ["search.language", "Finnish"],
        ]),
      ),
    );
    await signUpRoute.action(
      args(post("http://localhost:3000/newsletter", [["email", "plain@example.com"]])),
    );
    const [filtered] = await mailsTo("filters@example.com");
    expect(filtered?.text).toContain(
      "The newsletter will list only the new gigs of this search: Gigs: Hybrid, Finnish.",
    );
    const [plain] = await mailsTo("plain@example.com");
    expect(plain?.text).not.toContain("of this search");
    const page = await routeAnswer(confirmRoute.loader(args(new Request(confirmationLink(plain)))));
    expect((page.data as { search: string | null }).search).toBeNull();
  });

  it("answers a search too long to keep with a form error, keeping nothing", async () => {
    const skills = Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(100, "x"));
    const answer = await routeAnswer(
      signUpRoute.action(
        args(
          post("http://localhost:3000/newsletter", [
            ["email", "long@example.com"],
            ...skills.map((skill): [string, string] => ["search.skill", skill]),
          ]),
        ),
      ),
    );
    expect(answer.status).toBe(400);
    const data = answer.data as { result: { error?: Record<string, string[]> }; search: unknown };
    expect(data.result.error?.[""]).toEqual(["newsletter.errors.searchTooLong"]);
    expect(data.search).toBeNull();
    expect(await mailsTo("long@example.com")).toEqual([]);
  });

  it("echoes the search to the /newsletter page's form after a field error", async () => {
    const answer = await routeAnswer(
      signUpRoute.action(
        args(
          post("http://localhost:3000/newsletter", [
            ["email", "not-an-email"],
            ["search.q", "react"],
          ]),
        ),
      ),
    );
    expect(answer.status).toBe(400);
    expect((answer.data as { search: unknown }).search).toEqual({
      text: "Your newsletter will list only the new gigs of this search: Gigs matching “react”",
      fields: [["search.q", "react"]],
    });
  });

  it("offers the search's newsletter from a gig list, on /newsletter, which returns to the list", async () => {
    await gigPublishedAt(at(MON), "React developer, remote", { onsite: "remote" });
    const list = await routeAnswer(
      gigsRoute.loader(args(new Request("http://localhost:3000/gigs?q=react&mode=remote"))),
    );
    const href = (list.data as { newsletterHref: string }).newsletterHref;
    expect(href).toBe("/newsletter?q=react&mode=remote");
    const plain = await routeAnswer(
      gigsRoute.loader(args(new Request("http://localhost:3000/gigs"))),
    );
    expect((plain.data as { newsletterHref: string | null }).newsletterHref).toBeNull();

    const page = await routeAnswer(
      signUpRoute.loader(
        args(
          new Request(`http://localhost:3000${href}&skill=Rust`, {
            headers: { "Accept-Language": "fi" },
          }),
        ),
      ),
    );
    expect(page.data).toMatchObject({
      redirectTo: "/gigs?q=react&mode=remote&skill=Rust",
      search: {
        text: "Uutiskirjeessäsi on vain tämän haun uudet keikat: Keikat hakusanalla ”react”, Etätyö, Rust",
        fields: [
          ["search.q", "react"],
          ["search.mode", "remote"],
          ["search.skill", "Rust"],
        ],
      },
    });
    const bare = await routeAnswer(
      signUpRoute.loader(args(new Request("http://localhost:3000/newsletter"))),
    );
    expect(bare.data).toMatchObject({ search: null });
  });

  it("mails a subscribed address a link only when it asks for another search", async () => {
    await makeNewsletterSubscription("kept@example.com", "en", REACT_REMOTE);
    const ask = (fields: Array<[string, string]>) =>
      signUpRoute.action(
        args(post("http://localhost:3000/newsletter", [["email", "kept@example.com"], ...fields])),
      );
    await ask([
      ["search.q", "react"],
      ["search.mode", "remote"],
    ]);
    expect(await mailsTo("kept@example.com")).toEqual([]);
    await ask([["search.q", "java"]]);
    const [mail] = await mailsTo("kept@example.com");
    expect(mail?.text).toContain("Gigs matching “java”");
    // Until its owner confirms, the stored search stays.
    expect(JSON.parse((await subscription("kept@example.com"))!.search!)).toMatchObject(
      REACT_REMOTE,
    );
    const token = new URL(confirmationLink(mail)).searchParams.get("token")!;
    await confirmRoute.action(
      args(post("http://localhost:3000/newsletter/confirm", [["token", token]])),
    );
    expect(JSON.parse((await subscription("kept@example.com"))!.search!)).toMatchObject({
      q: "java",
      mode: [],
    });
  });

  it("keeps an active subscription's search when the account opts in, and drops a returning one's", async () => {
    await makeNewsletterSubscription("account@example.com", "en", REACT_REMOTE);
    const account = { email: "account@example.com", locale: "en", email_verified_at: "2030-01-01" };
    expect(await subscribeAccountAddress(account)).toBe("subscribed");
    expect((await subscription("account@example.com"))?.search).not.toBeNull();
    await t.db
      .updateTable("newsletter_subscriptions")
      .set({ unsubscribed_at: at(MON).toISOString() })
      .where("email", "=", "account@example.com")
      .execute();
    await subscribeAccountAddress(account);
    expect(await subscription("account@example.com")).toMatchObject({
      unsubscribed_at: null,
      search: null,
    });
  });
});

describe(`the newsletter's saved search: sending (${process.env.TEST_ENGINE})`, () => {
  const TITLES = [
    "React developer, remote",
    "React developer in Helsinki",
    "Java architect, remote",
    "Remote TypeScript lead",
  ];

  async function mondayGigs() {
    await gigPublishedAt(at(MON, "05:00"), TITLES[0]!, { onsite: "remote" });
    await gigPublishedAt(at(MON, "05:10"), TITLES[1]!, { onsite: "onsite" });
    await gigPublishedAt(at(MON, "05:20"), TITLES[2]!, { onsite: "remote" });
    await gigPublishedAt(at(MON, "05:30"), TITLES[3]!, {
      onsite: "remote",
      skills: ["React", "TypeScript"],
    });
  }

  it("lists only the gigs the search finds, everything without one, and nothing when none match", async () => {
    await mondayGigs();
    await makeNewsletterSubscription("all@example.com");
    await makeNewsletterSubscription("react@example.com", "en", REACT_REMOTE);
    await makeNewsletterSubscription("skill@example.com", "fi", { skill: ["TypeScript"] });
    await makeNewsletterSubscription("none@example.com", "en", { q: "cobol" });

    const summary = await sendGigsletter({ now: at(MON) });
    expect(summary).toMatchObject({ sent: 3, unmatched: 1, skipped: 0, failed: 0, gigs: 4 });

    const [all] = await mailsTo("all@example.com");
    expect(titlesIn(all!, TITLES)).toEqual(TITLES);
    const [react] = await mailsTo("react@example.com");
    // "react" in the title or the skills, and remote: as /gigs?q=react&mode=remote lists them.
    expect(titlesIn(react!, TITLES)).toEqual([TITLES[0], TITLES[3]]);
    expect(react!.text).toContain(
      "Only the new gigs of your search: Gigs matching “react”, Remote.",
    );
    const searchLink = react!.links.find((l) => new URL(l).pathname === "/gigs");
    expect(new URL(searchLink!).search).toBe("?q=react&mode=remote");
    const [skill] = await mailsTo("skill@example.com");
    expect(titlesIn(skill!, TITLES)).toEqual([TITLES[3]]);
    expect(skill!.text).toContain("Vain hakusi uudet keikat: Keikat: TypeScript.");
    expect(await mailsTo("none@example.com")).toEqual([]);

    const rows = await t.db
      .selectFrom("mail_ledger")
      .innerJoin("newsletter_subscriptions as s", "s.id", "mail_ledger.recipient_key")
      .select(["s.email", "mail_ledger.state"])
      .where("mail_ledger.kind", "=", "gigsletter")
      .orderBy("s.email")
      .execute();
    // No row for the subscriber without a match: a later run that day finds nothing to retry.
    expect(rows).toEqual([
      { email: "all@example.com", state: "sent" },
      { email: "react@example.com", state: "sent" },
      { email: "skill@example.com", state: "sent" },
    ]);
  });

  it("still sends each subscriber the day's mail exactly once, run twice or twice at once", async () => {
    await mondayGigs();
    const emails = Array.from({ length: 8 }, (_, i) => `twice-${i}@example.com`);
    for (const [i, email] of emails.entries())
      await makeNewsletterSubscription(email, "en", i % 2 ? REACT_REMOTE : undefined);

    const [a, b] = await Promise.all([
      sendGigsletter({ now: at(MON) }),
      sendGigsletter({ now: at(MON, "06:00") }),
    ]);
    expect(a.sent + b.sent).toBe(emails.length);
    const again = await sendGigsletter({ now: at(MON, "09:00") });
    expect(again).toMatchObject({ sent: 0, skipped: emails.length });
    expect(smtp.messages.flatMap((m) => m.envelopeTo).sort()).toEqual([...emails].sort());
    for (const [i, email] of emails.entries()) {
      const [mail] = await mailsTo(email);
      expect(titlesIn(mail!, TITLES)).toEqual(i % 2 ? [TITLES[0], TITLES[3]] : TITLES);
    }

    // The next day, only the new gig that matches reaches the searchers.
    await gigPublishedAt(at(MON, "10:00"), "Another React gig, remote", { onsite: "remote" });
    await gigPublishedAt(at(MON, "10:30"), "Onsite Java gig", { onsite: "onsite" });
    resetAppSmtp(smtp);
    expect(await sendGigsletter({ now: at(TUE) })).toMatchObject({ sent: 8, gigs: 2 });
    const [searcher] = await mailsTo(emails[1]!);
    expect(searcher!.text).toContain("Another React gig, remote");
    expect(searcher!.text).not.toContain("Onsite Java gig");
  });

  it("keeps the one-click unsubscribe of a searched newsletter", async () => {
    await mondayGigs();
    await makeNewsletterSubscription("leaving@example.com", "en", REACT_REMOTE);
    await sendGigsletter({ now: at(MON) });
    const [mail] = await mailsTo("leaving@example.com");
    const link = mail!.links.find((l) => new URL(l).pathname === "/newsletter/unsubscribe")!;
    const answer = await routeAnswer(
      unsubscribeRoute.action(
        args(
          post(link, [["List-Unsubscribe", "One-Click"]], {
            "Content-Type": "application/x-www-form-urlencoded",
          }),
        ),
      ),
    );
    expect(answer.status).toBe(200);
    expect((await subscription("leaving@example.com"))?.unsubscribed_at).toBeTruthy();
  });

  it("takes a stored search that no longer reads as none, and says so in the log", async () => {
    await mondayGigs();
    await makeNewsletterSubscription("broken@example.com", "en", REACT_REMOTE);
    await t.db
      .updateTable("newsletter_subscriptions")
      .set({ search: "{not json" })
      .where("email", "=", "broken@example.com")
      .execute();
    expectLogged(/^newsletter subscription search invalid, sending every gig$/);
    await sendGigsletter({ now: at(MON) });
    const [mail] = await mailsTo("broken@example.com");
    expect(titlesIn(mail!, TITLES)).toEqual(TITLES);
  });
});
