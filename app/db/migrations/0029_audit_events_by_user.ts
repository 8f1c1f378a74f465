import type { Kysely } from "kysely";

/*
 * The audit events about one user, by the user's id as actor and as subject: "Download my data"
 * (decision 050) reads both, and without these indexes each export scanned the whole audit log,
 * which only grows. New indexes only, so the previous release keeps working during a rolling
 * deploy.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("audit_events_actor_idx")
    .on("audit_events")
    .columns(["actor_user_id", "id"])
    .execute();
  await db.schema
    .createIndex("audit_events_subject_idx")
    .on("audit_events")
    .columns(["subject_type", "subject_id", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("audit_events_subject_idx").execute();
  await db.schema.dropIndex("audit_events_actor_idx").execute();
}
