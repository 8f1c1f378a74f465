import type { Kysely } from "kysely";
import { flag } from "./helpers";

/*
 * A freelancer who invoices through a light-entrepreneur service (kevytyrittäjä) has no business
 * ID of their own (issue 34, decision 034). The choice is stored, not inferred from an empty
 * business_id, so "none given" abroad and "none, light entrepreneur" stay apart.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("companies")
    .addColumn("light_entrepreneur", "integer", flag)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("companies").dropColumn("light_entrepreneur").execute();
}
