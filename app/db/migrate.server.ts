import {
  DEFAULT_MIGRATION_TABLE,
  Migrator,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from "kysely";
import { logger } from "~/utils/logger.server";
import * as m0001 from "./migrations/0001_initial";
import * as m0002 from "./migrations/0002_reference_data";
import * as m0003 from "./migrations/0003_gig_search";
import * as m0004 from "./migrations/0004_hashed_session_ids";
import * as m0005 from "./migrations/0005_staff_second_factor";
import * as m0006 from "./migrations/0006_publishing";
import * as m0007 from "./migrations/0007_post_first_published";
import * as m0008 from "./migrations/0008_send_ledger";
import * as m0009 from "./migrations/0009_notification_settings";
import * as m0010 from "./migrations/0010_dashboard_paging";
import * as m0011 from "./migrations/0011_cv_chunks";
import * as m0012 from "./migrations/0012_my_gigs_order";
import * as m0013 from "./migrations/0013_gig_filter_terms";
import * as m0014 from "./migrations/0014_offer_stage_counts";
import * as m0015 from "./migrations/0015_second_factor_enrolments";
import * as m0017 from "./migrations/0017_newsletter_confirmed_opt_in";
import * as m0018 from "./migrations/0018_light_entrepreneurs";
import * as m0019 from "./migrations/0019_backups";
import * as m0020 from "./migrations/0020_staff_and_company_admin";
import * as m0021 from "./migrations/0021_expert_profiles";
import * as m0022 from "./migrations/0022_gig_alerts_and_saved_searches";
import * as m0023 from "./migrations/0023_expert_contacts";
import * as m0024 from "./migrations/0024_person_identity_and_caps";
import * as m0025 from "./migrations/0025_expert_consent";
import * as m0026 from "./migrations/0026_gig_questions";
import * as m0027 from "./migrations/0027_cv_retention";
import * as m0028 from "./migrations/0028_idempotency_keys";
import * as m0029 from "./migrations/0029_audit_events_by_user";

// Listed statically so the migrations are bundled into the server build and need no file lookup.
const migrations: Record<string, Migration> = {
  "0001_initial": m0001,
  "0002_reference_data": m0002,
  "0003_gig_search": m0003,
  "0004_hashed_session_ids": m0004,
  "0005_staff_second_factor": m0005,
  "0006_publishing": m0006,
  "0007_post_first_published": m0007,
  "0008_send_ledger": m0008,
  "0009_notification_settings": m0009,
  "0010_dashboard_paging": m0010,
  "0011_cv_chunks": m0011,
  "0012_my_gigs_order": m0012,
  "0013_gig_filter_terms": m0013,
  "0014_offer_stage_counts": m0014,
  "0015_second_factor_enrolments": m0015,
  "0017_newsletter_confirmed_opt_in": m0017,
  "0018_light_entrepreneurs": m0018,
  "0019_backups": m0019,
  "0020_staff_and_company_admin": m0020,
  "0021_expert_profiles": m0021,
  "0022_gig_alerts_and_saved_searches": m0022,
  "0023_expert_contacts": m0023,
  "0024_person_identity_and_caps": m0024,
  "0025_expert_consent": m0025,
  "0026_gig_questions": m0026,
  "0027_cv_retention": m0027,
  "0028_idempotency_keys": m0028,
  "0029_audit_events_by_user": m0029,
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };

/** The migrations the database has run; none when it has never been migrated. */
async function appliedMigrations(db: Kysely<any>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === DEFAULT_MIGRATION_TABLE)) return [];
  const rows = await db.selectFrom(DEFAULT_MIGRATION_TABLE).select("name").execute();
  return rows.map((row) => row.name as string);
}

/**
 * Migrates the database to this build's latest schema and returns the migrations it ran.
 *
 * During a rolling deploy the new release migrates first and instances of the previous one keep
 * serving (migrations only expand the schema: docs/operations.md). One of those may restart then;
 * Kysely would refuse to start it ("corrupted migrations") because the database ran migrations
 * this build does not know. A database that is ahead (it has every migration of this build, and
 * newer ones) is therefore left as it is; one that lacks a migration this build needs and has
 * unknown ones is a different history, which still stops the start.
 */
export async function migrateToLatest(
  db: Kysely<any>,
  provider: MigrationProvider = migrationProvider,
): Promise<string[]> {
  const known = Object.keys(await provider.getMigrations());
  const applied = await appliedMigrations(db);
  const newer = applied.filter((name) => !known.includes(name));
  if (newer.length) {
    const missing = known.filter((name) => !applied.includes(name));
    if (missing.length)
      throw new Error(
        `The database ran migrations this build does not know (${newer.join(", ")}) and lacks ones it needs (${missing.join(", ")})`,
      );
    logger.warn("database schema is newer than this build; not migrating", { newer });
    return [];
  }
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error");
    // No migration ran: the database could not be reached; keep the driver's error for its code.
    if (!failed) throw error;
    throw new Error(
      `Database migration ${failed.migrationName} failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
