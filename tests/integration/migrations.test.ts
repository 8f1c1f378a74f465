import { createHash } from "node:crypto";
import { Migrator, sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { readCvChunks } from "~/db/cv-chunks.server";
import { migrateToLatest, migrationProvider } from "~/db/migrate.server";
import { createTestDb, withAppDatabase } from "../fixtures/db";

const t = withAppDatabase();

describe(`migrations (${process.env.TEST_ENGINE})`, () => {
  it("creates every table and is idempotent", async () => {
    expect(await migrateToLatest(t.db)).toEqual([]);
    const tables = (await t.db.introspection.getTables()).map((table) => table.name);
    for (const name of [
      "users",
      "identities",
      "sessions",
      "one_time_tokens",
      "registration_drafts",
      "companies",
      "company_capabilities",
      "experts",
      "expert_skills",
      "gigs",
      "candidates",
      "invites",
      "newsletter_subscriptions",
      "newsletter_confirmations",
      "posts",
      "rate_limits",
      "audit_events",
      "mail_ledger",
      "countries",
      "capabilities",
    ]) {
      expect(tables).toContain(name);
    }
  });

  it("seeds countries in English and Finnish, and the capabilities", async () => {
    const finland = await t.db
      .selectFrom("countries")
      .selectAll()
      .where("code", "=", "FI")
      .executeTakeFirstOrThrow();
    expect(finland).toEqual({ code: "FI", name_en: "Finland", name_fi: "Suomi" });
    const { count } = await t.db
      .selectFrom("countries")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBeGreaterThanOrEqual(249);
    const caps = await t.db.selectFrom("capabilities").selectAll().execute();
    expect(caps.length).toBeGreaterThanOrEqual(10);
    expect(caps.every((c) => c.name_fi.length > 0)).toBe(true);
  });

  it("enforces foreign keys and the one-contact-person rule", async () => {
    const now = new Date().toISOString();
    await expect(
      t.db
        .insertInto("users")
        .values({
          id: "u1",
          email: "a@example.com",
          role: "partner",
          company_id: "missing",
          created_at: now,
          updated_at: now,
          name: null,
          phone_number: null,
          job_title: null,
          password_hash: null,
          email_verified_at: null,
          disabled_at: null,
          terms_accepted_at: null,
          terms_version: null,
          registered_at: null,
        })
        .execute(),
    ).rejects.toThrow();

    await t.db
      .insertInto("companies")
      .values({
        id: "c1",
        name: "Oy",
        partner_type: "company",
        created_at: now,
        updated_at: now,
        website: null,
        country_code: "FI",
        business_id: null,
      })
      .execute();
    const user = (id: string, contact: 0 | 1) => ({
      id,
      email: `${id}@example.com`,
      role: "partner" as const,
      company_id: "c1",
      is_contact_person: contact,
      created_at: now,
      updated_at: now,
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
    await t.db.insertInto("users").values(user("u2", 1)).execute();
    await t.db.insertInto("users").values(user("u3", 0)).execute();
    await expect(t.db.insertInto("users").values(user("u4", 1)).execute()).rejects.toThrow();
  });

  it("refuses a candidate rate that is not positive", async () => {
    const result = await sql<{ ok: number }>`select 1 as ok`.execute(t.db);
    expect(result.rows[0]?.ok).toBe(1);
    const now = new Date().toISOString();
    const gig = await t.db
      .insertInto("gigs")
      .values({
        slug: "g",
        title: "G",
        description: "d",
        duration: "1 month",
        onsite: "remote",
        rate_min: 50,
        rate_max: 80,
        start_date: "2026-01-01",
        customer_offer_deadline: "2026-01-01",
        offer_deadline: "2026-01-01",
        language: "English",
        allocation: 100,
        status: "accepting-proposals",
        contact_name: "c",
        contact_email: "c@example.com",
        contact_phone: "1",
        published_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("companies")
      .values({
        id: "c9",
        name: "Oy",
        partner_type: "company",
        created_at: now,
        updated_at: now,
        website: null,
        country_code: null,
        business_id: null,
      })
      .execute();
    await t.db
      .insertInto("experts")
      .values({
        id: "e1",
        company_id: "c9",
        name: "E",
        created_at: now,
        updated_at: now,
        user_id: null,
        role: null,
        sales_pitch: null,
        cv_filename: null,
        cv_mimetype: null,
        cv_size: null,
        cv_added_at: null,
      })
      .execute();
    await expect(
      t.db
        .insertInto("candidates")
        .values({
          id: "k1",
          gig_id: gig.id,
          expert_id: "e1",
          company_id: "c9",
          status: "REVIEW",
          stage: "waiting-review",
          rate: 0,
          created_at: now,
          updated_at: now,
          additional_description: null,
          contact_user_id: null,
          decline_reason: null,
          feedback: null,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it("leaves a database that is ahead of this build alone, as a previous release restarting in a rolling deploy finds it", async () => {
    const all = await migrationProvider.getMigrations();
    const names = Object.keys(all).sort();
    const previous = Object.fromEntries(names.slice(0, -1).map((name) => [name, all[name]!]));
    // t.db has every migration: one this "previous release" does not know.
    expect(await migrateToLatest(t.db, { getMigrations: async () => previous })).toEqual([]);
    // The newest migration's schema is still in place.
    expect(await migrateToLatest(t.db)).toEqual([]);
  });

  it("refuses a database with another history: unknown migrations and a missing one", async () => {
    const other = await createTestDb();
    try {
      await other.db
        .insertInto("kysely_migration" as never)
        .values({ name: "9999_from_another_branch", timestamp: new Date().toISOString() } as never)
        .execute();
      const withNew = {
        ...(await migrationProvider.getMigrations()),
        "9998_not_run_here": { up: async () => {} },
      };
      await expect(
        migrateToLatest(other.db, { getMigrations: async () => withNew }),
      ).rejects.toThrow(
        "The database ran migrations this build does not know (9999_from_another_branch) and lacks ones it needs (9998_not_run_here)",
      );
    } finally {
      await other.destroy();
    }
  });

  it("0004 stores existing session ids hashed, so signed-in users stay signed in", async () => {
    const old = await createTestDb();
    try {
      const migrator = new Migrator({ db: old.db, provider: migrationProvider });
      const back = await migrator.migrateTo("0003_gig_search");
      expect(back.error).toBeUndefined();
      const now = new Date().toISOString();
      await old.db
        .insertInto("users")
        .values({
          id: "u-signed-in",
          email: "signed-in@example.com",
          role: "partner",
          company_id: null,
          created_at: now,
          updated_at: now,
          name: null,
          phone_number: null,
          job_title: null,
          password_hash: null,
          email_verified_at: now,
          disabled_at: null,
          terms_accepted_at: null,
          terms_version: null,
          registered_at: null,
        })
        .execute();
      const cookieIds = ["raw-session-id-1", "raw-session-id-2"];
      await old.db
        .insertInto("sessions")
        .values(
          cookieIds.map((id) => ({
            id,
            user_id: "u-signed-in",
            created_at: now,
            last_seen_at: now,
            expires_at: now,
            ip: null,
            user_agent: null,
          })),
        )
        .execute();
      expect(await migrateToLatest(old.db)).toContain("0004_hashed_session_ids");
      const stored = await old.db.selectFrom("sessions").select("id").orderBy("id").execute();
      const sha256 = (v: string) => createHash("sha256").update(v).digest("hex");
      expect(stored.map((r) => r.id)).toEqual(cookieIds.map(sha256).sort());
    } finally {
      await old.destroy();
    }
  });

  it("0011 moves each stored CV into chunks of 1 MiB, byte for byte, and back down again", async () => {
    const old = await createTestDb();
    try {
      const migrator = new Migrator({ db: old.db, provider: migrationProvider });
      expect((await migrator.migrateTo("0010_dashboard_paging")).error).toBeUndefined();
      const now = new Date().toISOString();
      // The schema before 0011, which the app's types no longer describe.
      const before = old.db as unknown as Kysely<any>;
      await before
        .insertInto("companies")
        .values({
          id: "c-cv",
          name: "CV Oy",
          partner_type: "company",
          created_at: now,
          updated_at: now,
        })
        .execute();
      const large = Buffer.alloc(2.5 * 1024 * 1024);
      for (let i = 0; i < large.length; i++) large[i] = (i * 31) % 251;
      const small = Buffer.from("%PDF-1.4\nsmall\n");
      for (const [id, cv] of [
        ["e-large", large],
        ["e-small", small],
        ["e-none", null],
      ] as const)
        await before
          .insertInto("experts")
          .values({
            id,
            company_id: "c-cv",
            name: id,
            cv_data: cv,
            cv_size: cv?.length ?? null,
            created_at: now,
            updated_at: now,
          })
          .execute();

      expect(await migrateToLatest(old.db)).toContain("0011_cv_chunks");
      const chunks = await old.db
        .selectFrom("expert_cv_chunks")
        .select(["expert_id", "seq"])
        .orderBy("expert_id")
        .orderBy("seq")
        .execute();
      expect(chunks.map((c) => `${c.expert_id}:${c.seq}`)).toEqual([
        "e-large:0",
        "e-large:1",
        "e-large:2",
        "e-small:0",
      ]);
      expect((await readCvChunks(old.db, "e-large"))!.equals(large)).toBe(true);
      expect((await readCvChunks(old.db, "e-small"))!.equals(small)).toBe(true);
      expect(await readCvChunks(old.db, "e-none")).toBeNull();
      const columns = (await old.db.introspection.getTables()).find((t) => t.name === "experts")!;
      expect(columns.columns.map((c) => c.name)).not.toContain("cv_data");

      expect((await migrator.migrateTo("0010_dashboard_paging")).error).toBeUndefined();
      const restored = await before
        .selectFrom("experts")
        .select(["id", "cv_data"])
        .where("id", "=", "e-large")
        .executeTakeFirstOrThrow();
      expect(Buffer.from(restored.cv_data).equals(large)).toBe(true);
    } finally {
      await old.destroy();
    }
  });

  it("0021 gives existing experts an empty profile, checks its bounds, and goes down and up again", async () => {
    const old = await createTestDb();
    try {
      const migrator = new Migrator({ db: old.db, provider: migrationProvider });
      expect((await migrator.migrateTo("0020_staff_and_company_admin")).error).toBeUndefined();
      const now = new Date().toISOString();
      const before = old.db as unknown as Kysely<any>;
      await before
        .insertInto("companies")
        .values({
          id: "c-p",
          name: "P Oy",
          partner_type: "company",
          created_at: now,
          updated_at: now,
        })
        .execute();
      await before
        .insertInto("experts")
        .values({ id: "e-p", company_id: "c-p", name: "Old", created_at: now, updated_at: now })
        .execute();

      expect(await migrateToLatest(old.db)).toContain("0021_expert_profiles");
      expect(
        await old.db
          .selectFrom("experts")
          .select(["available_from", "allocation", "rate_expectation", "work_modes", "locations"])
          .where("id", "=", "e-p")
          .executeTakeFirstOrThrow(),
      ).toEqual({
        available_from: null,
        allocation: 100,
        rate_expectation: null,
        work_modes: "[]",
        locations: "[]",
      });
      const setExpert = (values: { allocation?: number; rate_expectation?: number }) =>
        old.db.updateTable("experts").set(values).where("id", "=", "e-p").execute();
      await expect(setExpert({ allocation: 5 })).rejects.toThrow();
      await expect(setExpert({ allocation: 101 })).rejects.toThrow();
      await expect(setExpert({ rate_expectation: 0 })).rejects.toThrow();
      await old.db
        .insertInto("expert_skills")
        .values({ expert_id: "e-p", skill_key: "java", label: "Java", position: 0 })
        .execute();
      await expect(
        old.db
          .insertInto("expert_skills")
          .values({ expert_id: "e-p", skill_key: "java", label: "Java 21", position: 1 })
          .execute(),
      ).rejects.toThrow();

      expect((await migrator.migrateTo("0020_staff_and_company_admin")).error).toBeUndefined();
      const tables = await old.db.introspection.getTables();
      expect(tables.map((t) => t.name)).not.toContain("expert_skills");
      expect(tables.find((t) => t.name === "experts")!.columns.map((c) => c.name)).not.toContain(
        "allocation",
      );
      // Up again (with the migrations after it that went down too).
      expect(await migrateToLatest(old.db)).toContain("0021_expert_profiles");
      const again = await old.db.introspection.getTables();
      expect(again.map((t) => t.name)).toContain("expert_skills");
    } finally {
      await old.destroy();
    }
  });
  it("0025 takes a freelancer's own earlier offers as consent, asks nobody else, and requires no consent on gigs already here", async () => {
    const old = await createTestDb();
    try {
      const migrator = new Migrator({ db: old.db, provider: migrationProvider });
      expect((await migrator.migrateTo("0023_expert_contacts")).error).toBeUndefined();
      const now = "2026-11-01T10:00:00.000Z";
      const before = old.db as unknown as Kysely<any>;
      const stamps = { created_at: now, updated_at: now };
      await before
        .insertInto("companies")
        .values([
          { id: "c-co", name: "Co Oy", partner_type: "company", ...stamps },
          { id: "c-fl", name: "Fl Tmi", partner_type: "freelancer", ...stamps },
        ])
        .execute();
      await before
        .insertInto("users")
        .values({
          id: "u-fl",
          email: "fl@example.com",
          role: "partner",
          company_id: "c-fl",
          ...stamps,
        })
        .execute();
      await before
        .insertInto("experts")
        .values([
          { id: "e-co", company_id: "c-co", name: "Colleague", ...stamps },
          { id: "e-fl", company_id: "c-fl", user_id: "u-fl", name: "Self", ...stamps },
        ])
        .execute();
      const gig = await before
        .insertInto("gigs")
        .values({
          slug: "old-gig",
          title: "Old gig",
          description: "Text",
          duration: "3 months",
          onsite: "remote",
          rate_min: 80,
          rate_max: 100,
          start_date: "2026-12-01",
          customer_offer_deadline: "2026-11-20",
          offer_deadline: "2026-11-15",
          language: "English",
          allocation: 100,
          status: "accepting-proposals",
          contact_name: "Contact",
          contact_email: "contact@example.com",
          contact_phone: "+358 40 000 0000",
          published_at: now,
          first_published_at: now,
          ...stamps,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const candidate = (id: string, expert: string, company: string) => ({
        id,
        gig_id: gig.id,
        expert_id: expert,
        company_id: company,
        status: "REVIEW",
        stage: "waiting-review",
        rate: 90,
        ...stamps,
      });
      await before
        .insertInto("candidates")
        .values([candidate("k-co", "e-co", "c-co"), candidate("k-fl", "e-fl", "c-fl")])
        .execute();

      expect(await migrateToLatest(old.db)).toContain("0025_expert_consent");
      const rows = await old.db
        .selectFrom("candidates")
        .select(["id", "consent", "consent_at"])
        .orderBy("id")
        .execute();
      expect(rows).toEqual([
        { id: "k-co", consent: "not-asked", consent_at: null },
        { id: "k-fl", consent: "agreed", consent_at: now },
      ]);
      const flag = await old.db
        .selectFrom("gigs")
        .select("requires_consent")
        .executeTakeFirstOrThrow();
      expect(Number(flag.requires_consent)).toBe(0);
      await expect(
        before
          .updateTable("candidates")
          .set({ consent: "maybe" })
          .where("id", "=", "k-co")
          .execute(),
      ).rejects.toThrow();

      expect((await migrator.migrateTo("0023_expert_contacts")).error).toBeUndefined();
      const columns = (await old.db.introspection.getTables())
        .find((table) => table.name === "candidates")!
        .columns.map((c) => c.name);
      expect(columns).not.toContain("consent");
      expect(await migrateToLatest(old.db)).toContain("0025_expert_consent");
    } finally {
      await old.destroy();
    }
  });
});
