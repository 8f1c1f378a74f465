import { readCvChunks } from "~/db/cv-chunks.server";
import { beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../app/utils/password.server";
import type { DB } from "../../app/db/client.server";
import { CANDIDATE_STATUSES, GIG_STATUSES } from "../../app/db/schema";
import { seedDemo } from "../../app/db/seed/demo.server";
import { STATUS_OF_STAGE } from "../../app/validation/offer-status";
import { skillKey } from "~/domain/matching/skill-vocabulary";
import { helsinkiDate } from "~/utils/dates";
import { buildCvPdf } from "../../app/db/seed/pdf";
import { testEngine, withAppDatabase } from "../fixtures/db";

const TABLES = [
  "companies",
  "company_capabilities",
  "users",
  "experts",
  "expert_skills",
  "gigs",
  "candidates",
  "posts",
] as const;

async function countRows(db: DB) {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

function seedSuite(engine: string) {
  describe(`demo seed on ${engine}`, () => {
    const today = new Date();
    const todayHelsinki = helsinkiDate(today);
    const t = withAppDatabase();
    let db: DB;
    let firstRun: Awaited<ReturnType<typeof seedDemo>>;
    let secondRun: Awaited<ReturnType<typeof seedDemo>>;
    let countsAfterFirst: Record<string, number>;
    let countsAfterSecond: Record<string, number>;

    beforeAll(async () => {
      db = t.db;
      firstRun = await seedDemo(db, { today });
      countsAfterFirst = await countRows(db);
      secondRun = await seedDemo(db, { today });
      countsAfterSecond = await countRows(db);
    }, 60_000);

    it("is idempotent", () => {
      expect(firstRun.created).toBe(true);
      expect(secondRun.created).toBe(false);
      expect(countsAfterSecond).toEqual(countsAfterFirst);
    });

    it("creates at least 40 gigs in every status", async () => {
      const gigs = await db
        .selectFrom("gigs")
        .select(["status", "offer_deadline", "slug", "rate_min", "rate_max"])
        .execute();
      expect(gigs.length).toBeGreaterThanOrEqual(40);
      expect(new Set(gigs.map((g) => g.status))).toEqual(new Set(GIG_STATUSES));
      expect(new Set(gigs.map((g) => g.slug)).size).toBe(gigs.length);
      for (const gig of gigs) {
        expect(gig.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(gig.rate_min).toBeLessThanOrEqual(gig.rate_max);
      }
    });

    it("has offer deadlines in the past, today and in the future", async () => {
      const gigs = await db.selectFrom("gigs").select(["status", "offer_deadline"]).execute();
      expect(gigs.some((g) => g.offer_deadline < todayHelsinki)).toBe(true);
      expect(gigs.filter((g) => g.offer_deadline === todayHelsinki).length).toBeGreaterThanOrEqual(
        2,
      );
      expect(gigs.some((g) => g.offer_deadline > todayHelsinki)).toBe(true);
      for (const gig of gigs.filter((g) => g.status === "accepting-proposals")) {
        expect(gig.offer_deadline >= todayHelsinki).toBe(true);
      }
    });

    it("creates 8 published posts in 3 categories and one draft per language", async () => {
      const rows = await db
        .selectFrom("posts")
        .select(["slug", "category", "locale", "published", "first_published_at"])
        .execute();
      const posts = rows.filter((p) => Number(p.published) === 1);
      expect(posts).toHaveLength(8);
      expect(posts.every((p) => p.first_published_at !== null)).toBe(true);
      expect(new Set(posts.map((p) => p.category))).toEqual(new Set(["news", "guides", "stories"]));
      expect(posts.filter((p) => p.locale === "en")).toHaveLength(6);
      expect(posts.filter((p) => p.locale === "fi")).toHaveLength(2);
      const drafts = rows.filter((p) => Number(p.published) === 0);
      expect(drafts.map((p) => p.locale).sort()).toEqual(["en", "fi"]);
      expect(drafts.every((p) => p.first_published_at === null)).toBe(true);
    });

    it("creates the demo company with 3 users and 6 experts with PDF CVs", async () => {
      const company = await db
        .selectFrom("companies")
        .selectAll()
        .where("name", "=", "Demo Consulting Oy")
        .executeTakeFirstOrThrow();
      expect(company).toMatchObject({
        id: "demo-company",
        partner_type: "company",
        country_code: "FI",
      });
      const users = await db
        .selectFrom("users")
        .selectAll()
        .where("company_id", "=", company.id)
        .execute();
      expect(users).toHaveLength(3);
      expect(users.filter((u) => u.is_contact_person === 1).map((u) => u.email)).toEqual([
        "company@example.com",
      ]);
      for (const user of users) {
        expect(user.email_verified_at).toBeTruthy();
        expect(user.terms_version).toBe("2023-06-01");
      }
      const capabilities = await db
        .selectFrom("company_capabilities")
        .selectAll()
        .where("company_id", "=", company.id)
        .execute();
      expect(capabilities.length).toBeGreaterThan(0);
      const experts = await db
        .selectFrom("experts")
        .selectAll()
        .where("company_id", "=", company.id)
        .execute();
      expect(experts).toHaveLength(6);
      for (const expert of experts) {
        const cv = (await readCvChunks(db, expert.id))!;
        expect(cv.subarray(0, 5).toString("latin1")).toBe("%PDF-");
        expect(expert.cv_size).toBe(cv.length);
        expect(expert.cv_mimetype).toBe("application/pdf");
      }
    });

    it("gives every demo expert skills that cover an open gig's required ones, availability and a rate inside its range", async () => {
      const experts = await db
        .selectFrom("experts")
        .select(["id", "name", "available_from", "allocation", "rate_expectation", "work_modes"])
        .where("company_id", "in", ["demo-company", "demo-freelancer"])
        .execute();
      expect(experts).toHaveLength(7);
      const openGigs = (
        await db
          .selectFrom("gigs")
          .select(["required_skills", "rate_min", "rate_max"])
          .where("status", "=", "accepting-proposals")
          .where("offer_deadline", ">=", todayHelsinki)
          .where("published", "=", 1)
          .execute()
      ).map((gig) => ({
        ...gig,
        required: (JSON.parse(gig.required_skills) as string[]).map(skillKey),
      }));
      for (const expert of experts) {
        const skills = await db
          .selectFrom("expert_skills")
          .select(["skill_key", "label"])
          .where("expert_id", "=", expert.id)
          .orderBy("position")
          .execute();
        expect(skills.length, expert.name).toBeGreaterThanOrEqual(5);
        for (const skill of skills) expect(skill.skill_key).toBe(skillKey(skill.label));
        const keys = new Set(skills.map((s) => s.skill_key));
        // At least one open gig whose required skills the expert covers (all but at most one).
        const fits = openGigs.filter(
          (gig) =>
            gig.required.filter((key) => !keys.has(key)).length <= 1 &&
            expert.rate_expectation !== null &&
            expert.rate_expectation >= gig.rate_min &&
            expert.rate_expectation <= gig.rate_max,
        );
        expect(fits.length, expert.name).toBeGreaterThan(0);
        expect(expert.available_from === null || expert.available_from > todayHelsinki).toBe(true);
        expect(Number(expert.allocation)).toBeGreaterThanOrEqual(50);
        expect(JSON.parse(expert.work_modes).length).toBeGreaterThan(0);
      }
    });

    it("creates candidates in every status, declined ones with reason and feedback", async () => {
      const candidates = await db
        .selectFrom("candidates")
        .select(["status", "stage", "decline_reason", "feedback", "company_id"])
        .execute();
      expect(
        new Set(candidates.filter((c) => c.company_id === "demo-company").map((c) => c.status)),
      ).toEqual(new Set(CANDIDATE_STATUSES));
      // Each stage with its own status, as the staff pipeline moves them (spec section 4).
      for (const c of candidates) expect(STATUS_OF_STAGE[c.stage]).toBe(c.status);
      for (const declined of candidates.filter((c) => c.status === "DECLINED")) {
        expect(declined.stage).toBe("declined");
        expect(declined.decline_reason).toBeTruthy();
        expect(declined.feedback).toBeTruthy();
      }
    });

    it("creates a freelancer company whose user is also its expert", async () => {
      const freelancer = await db
        .selectFrom("companies")
        .selectAll()
        .where("partner_type", "=", "freelancer")
        .where("id", "=", "demo-freelancer")
        .executeTakeFirstOrThrow();
      const user = await db
        .selectFrom("users")
        .selectAll()
        .where("company_id", "=", freelancer.id)
        .executeTakeFirstOrThrow();
      expect(user.email).toBe("freelancer@example.com");
      const expert = await db
        .selectFrom("experts")
        .selectAll()
        .where("user_id", "=", user.id)
        .executeTakeFirstOrThrow();
      expect(expert.company_id).toBe(freelancer.id);
      const candidates = await db
        .selectFrom("candidates")
        .select("id")
        .where("expert_id", "=", expert.id)
        .execute();
      expect(candidates.length).toBeGreaterThan(0);
    });

    it("has draft gigs for the back office and audit entries of its publications and moves", async () => {
      const drafts = await db
        .selectFrom("gigs")
        .select(["published", "first_published_at"])
        .where("published", "=", 0)
        .execute();
      expect(drafts.length).toBeGreaterThanOrEqual(2);
      expect(drafts.every((d) => d.first_published_at === null)).toBe(true);
      const actions = await db.selectFrom("audit_events").select("action").distinct().execute();
      expect(actions.map((a) => a.action)).toEqual(
        expect.arrayContaining([
          "gig.created",
          "gig.published",
          "candidate.moved",
          "candidate.declined",
        ]),
      );
    });

    it("creates a staff user without a company", async () => {
      const staff = await db
        .selectFrom("users")
        .selectAll()
        .where("email", "=", "staff@example.com")
        .executeTakeFirstOrThrow();
      expect(staff.role).toBe("staff");
      expect(staff.company_id).toBeNull();
    });

    it("returns the three fixed logins, whose passwords verify", async () => {
      expect(firstRun.logins.map((l) => l.email).sort()).toEqual(
        ["company@example.com", "freelancer@example.com", "staff@example.com"].sort(),
      );
      for (const login of firstRun.logins) {
        expect(login.password).toBe("demo-password");
        const user = await db
          .selectFrom("users")
          .select("password_hash")
          .where("email", "=", login.email)
          .executeTakeFirstOrThrow();
        expect(await verifyPassword(login.password, user.password_hash!)).toBe(true);
      }
    });

    it("gives a profile to a demo expert seeded before profiles existed, and only to that one", async () => {
      const aino = await db
        .selectFrom("experts")
        .select("id")
        .where("name", "=", "Aino Laine")
        .executeTakeFirstOrThrow();
      const before = await db
        .selectFrom("expert_skills")
        .selectAll()
        .where("expert_id", "=", aino.id)
        .orderBy("position")
        .execute();
      // As migration 0021 leaves an expert of an older demo database.
      await db.deleteFrom("expert_skills").where("expert_id", "=", aino.id).execute();
      await db
        .updateTable("experts")
        .set({ rate_expectation: null, work_modes: "[]" })
        .where("id", "=", aino.id)
        .execute();
      expect((await seedDemo(db, { today })).created).toBe(true);
      expect(
        await db
          .selectFrom("expert_skills")
          .selectAll()
          .where("expert_id", "=", aino.id)
          .orderBy("position")
          .execute(),
      ).toEqual(before);
      expect(await countRows(db)).toEqual(countsAfterFirst);
      expect((await seedDemo(db, { today })).created).toBe(false);
    });
  });
}

describe("demo CV PDF", () => {
  it("has a cross-reference table whose offsets point at the objects", () => {
    const pdf = buildCvPdf({
      name: "Aino Läine",
      title: "Senior developer (full-stack)",
      summary: "Ten years of TypeScript.",
    });
    const text = pdf.toString("latin1");
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const [, first, count = 0] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!.map(Number);
    expect(first).toBe(0);
    const entries = text
      .slice(startxref)
      .split("\n")
      .slice(2, 2 + count);
    entries.slice(1).forEach((entry, i) => {
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset).startsWith(`${i + 1} 0 obj\n`)).toBe(true);
    });
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)![1]);
    const streamStart = text.indexOf("stream\n") + "stream\n".length;
    expect(text.slice(streamStart + length, streamStart + length + "\nendstream".length)).toBe(
      "\nendstream",
    );
  });
});

seedSuite(testEngine());
