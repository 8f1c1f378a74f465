import { Migrator, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest, migrationProvider } from "~/db/migrate.server";
import { createTestDb, withAppDatabase } from "../fixtures/db";

withAppDatabase();

describe(`migration 0027, CV retention (${process.env.TEST_ENGINE})`, () => {
  it("switches the notice on for existing users, starts no keep, drops notices with their expert, and goes down and up", async () => {
    const old = await createTestDb();
    try {
      const migrator = new Migrator({ db: old.db, provider: migrationProvider });
      expect((await migrator.migrateTo("0023_expert_contacts")).error).toBeUndefined();
      const now = new Date().toISOString();
      const before = old.db as unknown as Kysely<any>;
      await before
        .insertInto("companies")
        .values({
          id: "c-r",
          name: "R Oy",
          partner_type: "company",
          created_at: now,
          updated_at: now,
        })
        .execute();
      await before
        .insertInto("users")
        .values({
          id: "u-r",
          email: "r@example.com",
          role: "partner",
          company_id: "c-r",
          created_at: now,
          updated_at: now,
        })
        .execute();
      await before
        .insertInto("experts")
        .values({ id: "e-r", company_id: "c-r", name: "Old", created_at: now, updated_at: now })
        .execute();

      expect(await migrateToLatest(old.db)).toContain("0027_cv_retention");
      const user = await old.db
        .selectFrom("users")
        .select("notify_cv_retention")
        .where("id", "=", "u-r")
        .executeTakeFirstOrThrow();
      expect(user.notify_cv_retention).toBe(1);
      const expert = await old.db
        .selectFrom("experts")
        .select("cv_kept_at")
        .where("id", "=", "e-r")
        .executeTakeFirstOrThrow();
      expect(expert.cv_kept_at).toBeNull();
      await old.db
        .insertInto("cv_retention_notices")
        .values({ expert_id: "e-r", cv_basis: now, noticed_at: now })
        .execute();
      await expect(
        old.db
          .insertInto("cv_retention_notices")
          .values({ expert_id: "no-such-expert", cv_basis: now, noticed_at: now })
          .execute(),
      ).rejects.toThrow();
      await old.db.deleteFrom("experts").where("id", "=", "e-r").execute();
      expect(await old.db.selectFrom("cv_retention_notices").selectAll().execute()).toEqual([]);

      expect((await migrator.migrateTo("0023_expert_contacts")).error).toBeUndefined();
      const tables = await old.db.introspection.getTables();
      expect(tables.map((table) => table.name)).not.toContain("cv_retention_notices");
      expect(
        tables.find((table) => table.name === "users")!.columns.map((c) => c.name),
      ).not.toContain("notify_cv_retention");
      expect(await migrateToLatest(old.db)).toContain("0027_cv_retention");
    } finally {
      await old.destroy();
    }
  });
});
