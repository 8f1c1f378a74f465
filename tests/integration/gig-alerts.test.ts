import { Migrator } from "kysely";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createUserSession } from "~/auth/session.server";
import { getDb } from "~/db/db.server";
import { migrateToLatest, migrationProvider } from "~/db/migrate.server";
import type { GigAlertChoice } from "~/db/schema";
import {
  DIGEST_MAX,
  INSTANT_KIND,
  sendDailyGigAlerts,
  sendInstantGigAlerts,
  settleGigAlerts,
  sweepGigAlerts,
} from "~/domain/gig-alerts.server";
import { gigAlertMatcher, type FindMatchesForGig } from "~/domain/gig-alert-matches.server";
import {
  getGigAlerts,
  RETRY_AFTER_MS,
  STALE_CLAIM_MS,
  sweepNotifications,
  updateGigAlerts,
} from "~/domain/newsletter/notifications.server";
import { nowIso } from "~/utils/ids.server";
import * as notificationsRoute from "~/routes/dashboard+/my-details.notifications";
import * as stateRoute from "~/routes/staff+/gigs.$id_.state";
import { closeAppSmtp, resetAppSmtp } from "../fixtures/app-mail";
import { createTestDb, withAppDatabase } from "../fixtures/db";
import { skillKey } from "~/domain/matching/skill-vocabulary";
import {
  makeCandidate,
  makeCompany,
  makeExpert,
  makeGig,
  makeStaff,
  makeUser,
} from "../fixtures/factories";
import { expectLogged } from "../fixtures/logs";
import { routeAnswer } from "../fixtures/matchers";

const smtp = await vi.hoisted(async () => (await import("../fixtures/app-mail")).useAppSmtp());

withAppDatabase();
afterAll(async () => {
  await settleGigAlerts();
  await closeAppSmtp(smtp);
});
beforeEach(async () => {
  await settleGigAlerts();
  resetAppSmtp(smtp);
  const db = getDb();
  await db.deleteFrom("mail_ledger").execute();
  await db.deleteFrom("gig_alert_items").execute();
  await db.deleteFrom("gigs").execute();
  // Only this test's users choose alerts: factories' users from other tests stay quiet.
  await db.updateTable("users").set({ gig_alerts: "off" }).execute();
});

const SOFTWARE = ["TypeScript"];
const MARKETING = ["Digital marketing"];

/** The expert's skills as the expert dialog saves them (keys of the skill vocabulary). */
async function giveSkills(expertId: string, skills: string[]) {
  await getDb()
    .insertInto("expert_skills")
    .values(
      skills.map((label, position) => ({
        expert_id: expertId,
        skill_key: skillKey(label),
        label,
        position,
      })),
    )
    .execute();
}

/** A company with two experts of the given skills and a user per choice. */
async function benchCompany(skills = SOFTWARE) {
  const company = await makeCompany();
  // The owner made with the company is a new user, so daily: kept out of the way here.
  await updateGigAlerts(company.userId, "off");
  await giveSkills(await makeExpert(company.companyId, { name: "Aino Backend" }), [
    ...skills,
    "Node.js",
  ]);
  await giveSkills(await makeExpert(company.companyId, { name: "Bertil Frontend" }), [
    ...skills,
    "React",
  ]);
  const user = async (choice: GigAlertChoice, locale = "en") => {
    const { userId, email } = await makeUser(company.companyId, { name: `${choice} user` });
    await getDb()
      .updateTable("users")
      .set({ gig_alerts: choice, locale })
      .where("id", "=", userId)
      .execute();
    return { userId, email };
  };
  return { ...company, user };
}

/** A published gig that requires TypeScript (or, for a marketing title, digital marketing). */
async function developerGig(title = "Backend developer for a payments platform", at = new Date()) {
  const id = await makeGig({
    title,
    requiredSkills: title.includes("Marketing") ? MARKETING : SOFTWARE,
  });
  await getDb()
    .updateTable("gigs")
    // Far ahead: open on the test's weekdays of 2030 whenever it runs.
    .set({
      published_at: at.toISOString(),
      first_published_at: at.toISOString(),
      offer_deadline: "2032-01-01",
    })
    .where("id", "=", id)
    .execute();
  return id;
}

const mailsTo = (email: string) => smtp.messages.filter((m) => m.envelopeTo.includes(email));
const alertRows = () =>
  getDb()
    .selectFrom("mail_ledger")
    .selectAll()
    .where("kind", "=", "notify:gig-alert")
    .orderBy("recipient_key")
    .execute();
const later = (ms: number) => new Date(Date.now() + ms);

// A weekday at 08:00 in Helsinki (06:00Z in winter): Wednesday 9 January 2030.
const WEDNESDAY = new Date("2030-01-09T06:00:00Z");
const THURSDAY = new Date("2030-01-10T06:00:00Z");
const SATURDAY = new Date("2030-01-12T06:00:00Z");
const hoursBefore = (at: Date, hours: number) => new Date(at.getTime() - hours * 3_600_000);

describe(`gig alerts: the choice (${process.env.TEST_ENGINE})`, () => {
  it("is daily for a new user, and saved from My details' notification settings", async () => {
    const { companyId } = await makeCompany();
    const { userId } = await makeUser(companyId);
    // Set aside by beforeEach for every user; a row made now gets the column's default.
    expect(await getGigAlerts(userId)).toBe("daily");
    await updateGigAlerts(userId, "instant");
    expect(await getGigAlerts(userId)).toBe("instant");
  });
});

describe(`gig alerts: instant (${process.env.TEST_ENGINE})`, () => {
  it("mails each instant user whose company fits a gig at its first publication, once, after the staff's answer", async () => {
    const a = await benchCompany();
    const instant = await a.user("instant");
    const daily = await a.user("daily");
    const off = await a.user("off");
    const b = await benchCompany(MARKETING);
    const unfitting = await b.user("instant");
    const gigId = await makeGig({
      title: "Backend developer for a payments platform",
      published: false,
      requiredSkills: SOFTWARE,
    });

    const staff = await makeStaff();
    const cookie = (
      await createUserSession(staff.id, new Request("http://localhost/"), nowIso())
    ).split(";")[0]!;
    const publish = (intent: "publish" | "unpublish") =>
      routeAnswer(
        stateRoute.action({
          request: new Request(`http://localhost:3000/staff/gigs/${gigId}/state`, {
            method: "POST",
            body: new URLSearchParams({ intent }),
            headers: { Cookie: cookie },
          }),
          params: { id: String(gigId) },
          context: {},
        }),
      );
    expect((await publish("publish")).status).toBe(302);
    await settleGigAlerts();

    expect(smtp.messages.map((m) => m.envelopeTo)).toEqual([[instant.email]]);
    const [mail] = mailsTo(instant.email);
    expect(mail!.subject).toBe(
      'New gig for your experts: "Backend developer for a payments platform"',
    );
    expect(mail!.text).toMatch(
      /• Aino Backend \(\d+\/100\): Has every required skill: TypeScript; Available by the start/,
    );
    expect(mail!.text).toMatch(/• Bertil Frontend \(\d+\/100\): Has every required skill/);
    expect(mail!.links).toContain(
      `http://localhost:3000/gigs/${gigId}/backend-developer-for-a-payments-platform/offer`,
    );
    expect(mail!.text).toContain(
      "Change or turn off gig alerts in My details: http://localhost:3000/dashboard/my-details/notifications",
    );
    for (const quiet of [daily, off, unfitting]) expect(mailsTo(quiet.email)).toEqual([]);
    const due = await getDb()
      .selectFrom("mail_ledger")
      .select(["state"])
      .where("kind", "=", INSTANT_KIND)
      .execute();
    expect(due).toEqual([{ state: "sent" }]);

    // Taken down and published again: not a first publication, nobody is told again.
    await publish("unpublish");
    await publish("publish");
    await settleGigAlerts();
    // Run again by hand, twice at once: the key per user and gig holds.
    await Promise.all([
      sendInstantGigAlerts(gigId, gigAlertMatcher()),
      sendInstantGigAlerts(gigId, gigAlertMatcher()),
    ]);
    expect(smtp.messages).toHaveLength(1);
    expect(await alertRows()).toMatchObject([
      { recipient_key: instant.userId, period_key: `gig:${gigId}`, state: "sent" },
    ]);
  });

  it("writes in the user's language", async () => {
    const a = await benchCompany();
    const fi = await a.user("instant", "fi");
    const gigId = await developerGig();
    await sendInstantGigAlerts(gigId, gigAlertMatcher());
    const [mail] = mailsTo(fi.email);
    expect(mail!.subject).toBe(
      "Uusi keikka asiantuntijoillesi: ”Backend developer for a payments platform”",
    );
    expect(mail!.text).toContain("Kaikki vaaditut taidot: TypeScript");
    expect(mail!.text).toContain("Muuta tai poista keikkahälytykset Omat tiedot -sivulla");
  });

  it("escapes what partners and staff wrote (expert names, gig titles) in the HTML part", async () => {
    const a = await benchCompany();
    await giveSkills(
      await makeExpert(a.companyId, { name: '<img src=x onerror="alert(1)">' }),
      SOFTWARE,
    );
    const user = await a.user("instant");
    await sendInstantGigAlerts(await developerGig("<b>Bold</b> developer"), gigAlertMatcher());
    const [mail] = mailsTo(user.email);
    expect(mail!.html).not.toContain("<img src=x");
    expect(mail!.html).not.toContain("<b>Bold</b>");
    expect(mail!.html).toContain("&lt;b&gt;Bold&lt;/b&gt; developer");
    expect(mail!.text).toContain('<img src=x onerror="alert(1)">');
  });

  it("takes over a gig's alerts that a stopped process left, once they are stale", async () => {
    const a = await benchCompany();
    const instant = await a.user("instant");
    const gigId = await developerGig();
    // What the publication's transaction leaves when its process stops before the alerts ran.
    await getDb()
      .insertInto("mail_ledger")
      .values({
        kind: INSTANT_KIND,
        recipient_key: "all",
        period_key: String(gigId),
        state: "claimed",
        attempts: 1,
        claimed_at: nowIso(),
        sent_at: null,
        last_error: null,
        payload: null,
      })
      .execute();
    expect(await sweepGigAlerts(gigAlertMatcher())).toMatchObject({ sent: 0 });
    expect(await sweepGigAlerts(gigAlertMatcher(), later(STALE_CLAIM_MS + 1000))).toMatchObject({
      sent: 1,
    });
    expect(mailsTo(instant.email)).toHaveLength(1);
    expect(await sweepGigAlerts(gigAlertMatcher(), later(STALE_CLAIM_MS * 3))).toMatchObject({
      sent: 0,
    });
  });

  it("retries a refused mail as the notifications do, and sends nothing once the user chose off", async () => {
    const a = await benchCompany();
    const kept = await a.user("instant");
    const leaving = await a.user("instant");
    const gigId = await developerGig();
    smtp.refuse();
    expectLogged(/^mail not sent$/, /^notification not sent$/);
    expect(await sendInstantGigAlerts(gigId, gigAlertMatcher())).toMatchObject({ failed: 2 });
    smtp.refuse(false);
    await updateGigAlerts(leaving.userId, "off");
    expect(await sweepNotifications(later(RETRY_AFTER_MS + 1000))).toEqual({
      sent: 1,
      failed: 0,
      skipped: 1,
    });
    expect(smtp.messages.map((m) => m.envelopeTo)).toEqual([[kept.email]]);
  });

  it("leaves out a gig taken down before its alerts ran, and asks the scorer nothing then", async () => {
    const a = await benchCompany();
    await a.user("instant");
    const gigId = await makeGig({ published: false });
    const findMatches = vi.fn<FindMatchesForGig>(async () => []);
    expect(await sendInstantGigAlerts(gigId, findMatches)).toMatchObject({ sent: 0 });
    expect(findMatches).not.toHaveBeenCalled();
  });

  it("names, per company, the experts who cover a required skill, an offered one too", async () => {
    const software = await makeCompany();
    const marketing = await makeCompany();
    const offered = await makeExpert(software.companyId, { name: "Aino Offered" });
    await giveSkills(offered, [...SOFTWARE, "Node.js"]);
    await giveSkills(await makeExpert(software.companyId, { name: "Bertil Designer" }), ["Figma"]);
    await giveSkills(await makeExpert(marketing.companyId, { name: "Cecilia Marketer" }), [
      ...MARKETING,
    ]);
    const gigId = await developerGig();
    await makeCandidate(software.companyId, gigId, offered);
    // One matcher for the run, as a digest uses it: each company gets its own experts only.
    const findMatches = gigAlertMatcher();
    expect((await findMatches(gigId, software.companyId)).map((m) => m.expertName)).toEqual([
      "Aino Offered",
    ]);
    expect(await findMatches(gigId, marketing.companyId)).toEqual([]);
  });
});

describe(`gig alerts: the daily digest (${process.env.TEST_ENGINE})`, () => {
  it("sends each daily user one digest of the new fitting gigs, exactly once however often it runs", async () => {
    const a = await benchCompany();
    const daily = await a.user("daily");
    const instant = await a.user("instant");
    const off = await a.user("off");
    const b = await benchCompany(MARKETING);
    const marketer = await b.user("daily");
    const first = await developerGig("Frontend developer", hoursBefore(WEDNESDAY, 20));
    const second = await developerGig("Full-stack developer", hoursBefore(WEDNESDAY, 2));
    // Published the week before: out of the digest's reach.
    await developerGig("Old backend developer", hoursBefore(WEDNESDAY, 24 * 8));
    // Fits the marketing company only.
    await developerGig("Marketing lead", hoursBefore(WEDNESDAY, 3));

    const [one, two] = await Promise.all([
      sendDailyGigAlerts({ findMatches: gigAlertMatcher(), now: WEDNESDAY }),
      sendDailyGigAlerts({ findMatches: gigAlertMatcher(), now: WEDNESDAY }),
    ]);
    expect(one.sent + two.sent).toBe(2);
    expect(
      await sendDailyGigAlerts({ findMatches: gigAlertMatcher(), now: WEDNESDAY }),
    ).toMatchObject({ sent: 0, skipped: 2 });
    const [marketing] = mailsTo(marketer.email);
    expect(marketing!.subject).toBe("A new gig for your experts");
    expect(marketing!.text).toContain("Marketing lead");
    expect(marketing!.text).toContain("Has every required skill: Digital marketing");
    expect(smtp.messages.map((m) => m.envelopeTo).sort()).toEqual(
      [[daily.email], [marketer.email]].sort(),
    );
    const [digest] = mailsTo(daily.email);
    expect(digest!.subject).toBe("2 new gigs for your experts");
    // Newest first, each with its own offer link.
    expect(digest!.text.indexOf("Full-stack developer")).toBeLessThan(
      digest!.text.indexOf("Frontend developer"),
    );
    expect(digest!.text).not.toContain("Old backend developer");
    expect(digest!.text).not.toContain("Marketing lead");
    for (const id of [first, second])
      expect(digest!.links.some((l) => l.includes(`/gigs/${id}/`) && l.endsWith("/offer"))).toBe(
        true,
      );
    for (const quiet of [instant, off]) expect(mailsTo(quiet.email)).toEqual([]);

    // The next day lists only what is new since: no gig twice.
    await developerGig("Mobile developer", hoursBefore(THURSDAY, 3));
    resetAppSmtp(smtp);
    expect(
      await sendDailyGigAlerts({ findMatches: gigAlertMatcher(), now: THURSDAY }),
    ).toMatchObject({ sent: 1 });
    const [next] = mailsTo(daily.email);
    expect(next!.subject).toBe("A new gig for your experts");
    expect(next!.text).toContain("Mobile developer");
    expect(next!.text).not.toContain("Full-stack developer");
  });

  it("never repeats a gig that reached the user instantly before a switch to daily", async () => {
    const a = await benchCompany();
    const user = await a.user("instant");
    const instantGig = await developerGig("Instant developer", hoursBefore(WEDNESDAY, 5));
    await sendInstantGigAlerts(instantGig, gigAlertMatcher());
    await updateGigAlerts(user.userId, "daily");
    await developerGig("Later developer", hoursBefore(WEDNESDAY, 1));
    await sendDailyGigAlerts({ findMatches: gigAlertMatcher(), now: WEDNESDAY });
    const [, digest] = mailsTo(user.email);
    expect(digest!.text).toContain("Later developer");
    expect(digest!.text).not.toContain("Instant developer");
  });

  it("sends nothing on a weekend day unless forced, nor to a user with nothing new", async () => {
    const a = await benchCompany();
    const daily = await a.user("daily");
    await developerGig("Weekend developer", hoursBefore(SATURDAY, 2));
    expect(
      await sendDailyGigAlerts({ findMatches: gigAlertMatcher(), now: SATURDAY }),
    ).toMatchObject({ reason: "weekend", sent: 0 });
    expect(
      await sendDailyGigAlerts({ findMatches: gigAlertMatcher(), now: SATURDAY, force: true }),
    ).toMatchObject({ sent: 1 });
    // The next weekday: the gig reached them already; no empty digest and no row for it.
    expect(
      await sendDailyGigAlerts({
        findMatches: gigAlertMatcher(),
        now: new Date("2030-01-14T06:00:00Z"),
      }),
    ).toMatchObject({ sent: 0, nothingNew: 1 });
    expect(mailsTo(daily.email)).toHaveLength(1);
    expect(await alertRows()).toHaveLength(1);
  });

  it(`lists at most ${DIGEST_MAX} gigs, the rest in the next digest`, async () => {
    const a = await benchCompany();
    const daily = await a.user("daily");
    for (let i = 0; i < DIGEST_MAX + 2; i++)
      await developerGig(`Developer number ${i}`, hoursBefore(WEDNESDAY, 30 - i));
    await sendDailyGigAlerts({ findMatches: gigAlertMatcher(), now: WEDNESDAY });
    await sendDailyGigAlerts({ findMatches: gigAlertMatcher(), now: THURSDAY });
    const [wednesday, thursday] = mailsTo(daily.email);
    expect(wednesday!.subject).toBe(`${DIGEST_MAX} new gigs for your experts`);
    expect(thursday!.subject).toBe("2 new gigs for your experts");
    expect(thursday!.text).toContain("Developer number 0\n");
  });
});

describe(`gig alerts: the link to turn them off (${process.env.TEST_ENGINE})`, () => {
  it("opens the notification settings, where choosing off stops the alerts", async () => {
    const a = await benchCompany();
    const user = await a.user("instant");
    await sendInstantGigAlerts(await developerGig(), gigAlertMatcher());
    const [mail] = mailsTo(user.email);
    const link = mail!.links.find((l) => l.endsWith("/dashboard/my-details/notifications"))!;

    // Signed out, the link asks to sign in and comes back.
    const signedOut = await routeAnswer(
      notificationsRoute.loader({ request: new Request(link), params: {}, context: {} }),
    );
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toMatch(/^\/sign-in/);

    const cookie = (await createUserSession(user.userId, new Request(link))).split(";")[0]!;
    const page = await routeAnswer(
      notificationsRoute.loader({
        request: new Request(link, { headers: { Cookie: cookie } }),
        params: {},
        context: {},
      }),
    );
    expect(page.status).toBe(200);
    expect((page.data as { defaults: Record<string, unknown> }).defaults.gigAlerts).toBe("instant");

    const saved = await routeAnswer(
      notificationsRoute.action({
        request: new Request(link, {
          method: "POST",
          body: new URLSearchParams({ offerStage: "on", gigAlerts: "off" }),
          headers: { Cookie: cookie },
        }),
        params: {},
        context: {},
      }),
    );
    expect(saved.status).toBe(302);
    expect(await getGigAlerts(user.userId)).toBe("off");
    await sendInstantGigAlerts(await developerGig("Another developer"), gigAlertMatcher());
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it("refuses a choice that is not one, with a field error", async () => {
    const a = await benchCompany();
    const user = await a.user("daily");
    const url = "http://localhost:3000/dashboard/my-details/notifications";
    const cookie = (await createUserSession(user.userId, new Request(url))).split(";")[0]!;
    const answer = await routeAnswer(
      notificationsRoute.action({
        request: new Request(url, {
          method: "POST",
          body: new URLSearchParams({ gigAlerts: "hourly" }),
          headers: { Cookie: cookie },
        }),
        params: {},
        context: {},
      }),
    );
    expect(answer.status).toBe(400);
    expect(
      (answer.data as { result: { error?: Record<string, string[]> } }).result.error?.gigAlerts,
    ).toEqual(["notifications.settings.gigAlerts.invalid"]);
    expect(await getGigAlerts(user.userId)).toBe("daily");
  });
});

describe(`gig alerts: the migration (${process.env.TEST_ENGINE})`, () => {
  it("keeps the users who were there before it off, and new users get the daily digest", async () => {
    const old = await createTestDb();
    try {
      const migrator = new Migrator({ db: old.db, provider: migrationProvider });
      expect((await migrator.migrateTo("0020_staff_and_company_admin")).error).toBeUndefined();
      const user = (id: string) => ({
        id,
        email: `${id}@example.com`,
        role: "partner" as const,
        company_id: null,
        created_at: nowIso(),
        updated_at: nowIso(),
        name: null,
        phone_number: null,
        job_title: null,
        password_hash: null,
        email_verified_at: null,
        disabled_at: null,
        terms_accepted_at: null,
        terms_version: null,
        registered_at: null,
      });
      await old.db.insertInto("users").values(user("before")).execute();
      expect(await migrateToLatest(old.db)).toContain("0022_gig_alerts_and_saved_searches");
      await old.db.insertInto("users").values(user("after")).execute();
      const rows = await old.db
        .selectFrom("users")
        .select(["id", "gig_alerts"])
        .orderBy("id")
        .execute();
      expect(rows).toEqual([
        { id: "after", gig_alerts: "daily" },
        { id: "before", gig_alerts: "off" },
      ]);
      await expect(
        old.db
          .updateTable("users")
          .set({ gig_alerts: "hourly" as never })
          .execute(),
      ).rejects.toThrow();
    } finally {
      await old.destroy();
    }
  });
});
