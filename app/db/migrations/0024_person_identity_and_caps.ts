import { sql, type Kysely } from "kysely";

/*
 * One person, one proposal per gig, and submission caps (issue 37, decision 047).
 *
 * - candidates.person_key: who the candidate is, as app/domain/shared/person-key.ts writes it
 *   (`email:<e-mail>` or `phone:<phone>`); null: an expert without e-mail or phone.
 * - candidates_active_person_idx: a person is an active candidate on a gig at most once, whoever
 *   proposed them. A partial unique index (both engines have them): declined candidates keep their
 *   key, for the staff's history, and no longer block; a withdrawn proposal is deleted.
 * - candidates_person_idx: the staff's "proposed before by other partners" finds a person's
 *   candidacies on every gig.
 * - gigs.submission_cap: how many candidates one partner may propose on the gig; null: no cap.
 *
 * Both columns are nullable, so a previous release that inserts candidates or gigs without them
 * keeps working during a rolling deploy (its candidates then have no key and block nobody).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("candidates").addColumn("person_key", "text").execute();
  await db.schema
    .alterTable("gigs")
    .addColumn("submission_cap", "integer", (c) =>
      c.check(sql`submission_cap is null or submission_cap > 0`),
    )
    .execute();
  await backfillEmailKeys(db);
  await db.schema
    .createIndex("candidates_active_person_idx")
    .unique()
    .on("candidates")
    .columns(["gig_id", "person_key"])
    .where(sql.ref("person_key"), "is not", null)
    .where(sql.ref("status"), "<>", "DECLINED")
    .execute();
  await db.schema
    .createIndex("candidates_person_idx")
    .on("candidates")
    .column("person_key")
    .where(sql.ref("person_key"), "is not", null)
    .execute();
}

/**
 * Keys for the candidacies made before this migration. Only e-mails can be here: a freelancer's
 * own row is their account's e-mail, and experts.email (0023) may hold one; experts.phone was
 * written by no release before this one, so no phone needs the domain's phone rule here. The
 * e-mail rule (trim, lower case) is spelled out rather than imported: a migration must not
 * change when the app's code does. Oldest first; a later active candidacy of a person already
 * active on the gig keeps no key rather than break the index (the first proposal stands).
 */
async function backfillEmailKeys(db: Kysely<any>) {
  const rows: Array<{ id: string; gig_id: number | string; status: string; email: string }> =
    await db
      .selectFrom("candidates")
      .innerJoin("experts", "experts.id", "candidates.expert_id")
      .leftJoin("users", "users.id", "experts.user_id")
      .select([
        "candidates.id",
        "candidates.gig_id",
        "candidates.status",
        sql<string>`coalesce(users.email, experts.email)`.as("email"),
      ])
      .where(sql<boolean>`coalesce(users.email, experts.email) is not null`)
      .orderBy("candidates.created_at")
      .orderBy("candidates.id")
      .execute();
  const active = new Set<string>();
  for (const row of rows) {
    const email = row.email.trim().toLowerCase();
    if (!email) continue;
    const key = `email:${email}`;
    if (row.status !== "DECLINED") {
      const held = `${row.gig_id} ${key}`;
      if (active.has(held)) continue;
      active.add(held);
    }
    await db.updateTable("candidates").set({ person_key: key }).where("id", "=", row.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("candidates_person_idx").execute();
  await db.schema.dropIndex("candidates_active_person_idx").execute();
  await db.schema.alterTable("gigs").dropColumn("submission_cap").execute();
  await db.schema.alterTable("candidates").dropColumn("person_key").execute();
}
