import { sql, type Kysely } from "kysely";

/*
 * What an expert offers (issue 36, decision 043): skills, availability, allocation, rate
 * expectation, and the work modes and locations they accept.
 *
 * Skills get a table of their own, one row per expert and canonical key (app/domain/matching/
 * skill-vocabulary.ts), so that "which experts have this skill" is an index range
 * (expert_skills_key_idx) rather than a parse of every expert's JSON, at 50,000 experts. The
 * label is what the expert's form shows; `position` keeps the order the expert gave.
 *
 * The other fields are columns of the expert row, read with it. Work modes and locations are JSON
 * text lists like the gigs' (decision 002): nothing searches by them, a match reads them per
 * expert. Every new column has a default or allows null, so a previous release that inserts
 * experts without them keeps working during a rolling deploy.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const experts = () => db.schema.alterTable("experts");
  await experts().addColumn("available_from", "text").execute();
  await experts()
    .addColumn("allocation", "integer", (c) =>
      c
        .notNull()
        .defaultTo(100)
        .check(sql`allocation between 10 and 100`),
    )
    .execute();
  await experts()
    .addColumn("rate_expectation", "integer", (c) => c.check(sql`rate_expectation > 0`))
    .execute();
  await experts()
    .addColumn("work_modes", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await experts()
    .addColumn("locations", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();

  await db.schema
    .createTable("expert_skills")
    .addColumn("expert_id", "text", (c) => c.notNull().references("experts.id").onDelete("cascade"))
    .addColumn("skill_key", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("expert_skills_pk", ["expert_id", "skill_key"])
    .execute();
  await db.schema
    .createIndex("expert_skills_key_idx")
    .on("expert_skills")
    .columns(["skill_key", "expert_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("expert_skills").execute();
  for (const column of [
    "locations",
    "work_modes",
    "rate_expectation",
    "allocation",
    "available_from",
  ])
    await db.schema.alterTable("experts").dropColumn(column).execute();
}
