import type { Kysely } from "kysely";
import { flag } from "./helpers";

/*
 * Staff manage staff and partner accounts in the back office (issue 35, decision 040).
 * `users.staff_revoked_at`: a revocation sticks, so STAFF_EMAILS does not grant the address again
 * at the next start or sign-in; an explicit grant clears it. `users.disabled_with_company`: the
 * users a company-wide disable switched off, so enabling the company restores only those.
 * `companies.disabled_at`: the company itself is disabled (shown to staff, and joins are refused).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("staff_revoked_at", "text").execute();
  await db.schema.alterTable("users").addColumn("disabled_with_company", "integer", flag).execute();
  await db.schema.alterTable("companies").addColumn("disabled_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("companies").dropColumn("disabled_at").execute();
  await db.schema.alterTable("users").dropColumn("disabled_with_company").execute();
  await db.schema.alterTable("users").dropColumn("staff_revoked_at").execute();
}
