import type { Kysely } from "kysely";
import { notNull } from "./helpers";

/*
 * CV retention (issue 37, decision 051): a CV whose expert has had no active offer for
 * CV_RETENTION_MONTHS is deleted, 30 days or more after a notice.
 *
 * cv_retention_notices: the notice of an expert's current retention period, one row per expert.
 * `cv_basis` is the time the period counts from (the later of the CV's upload, an explicit keep
 * and the expert's last offer change); a row whose basis is no longer the expert's is stale and
 * no notice for the new period. Inserting or replacing it is the claim that sends the notice,
 * so any number of sweeps send one notice per period. It goes with the expert.
 *
 * experts.cv_kept_at: when a partner user last chose to keep the CV, which starts the count again.
 * users.notify_cv_retention: the notice's switch, on like the other notifications.
 *
 * Only additions, nullable or defaulted: the previous release keeps working during a rolling deploy.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("cv_retention_notices")
    .addColumn("expert_id", "text", (c) =>
      c.primaryKey().references("experts.id").onDelete("cascade"),
    )
    .addColumn("cv_basis", "text", notNull)
    .addColumn("noticed_at", "text", notNull)
    .addColumn("recipients", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("experts").addColumn("cv_kept_at", "text").execute();
  // The hourly sweep looks for CVs uploaded before a cutoff.
  await db.schema.createIndex("experts_cv_added_idx").on("experts").column("cv_added_at").execute();
  await db.schema
    .alterTable("users")
    .addColumn("notify_cv_retention", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("notify_cv_retention").execute();
  await db.schema.dropIndex("experts_cv_added_idx").execute();
  await db.schema.alterTable("experts").dropColumn("cv_kept_at").execute();
  await db.schema.dropTable("cv_retention_notices").execute();
}
