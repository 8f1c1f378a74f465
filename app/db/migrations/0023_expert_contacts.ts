import type { Kysely } from "kysely";

/*
 * An expert's own e-mail and phone (issue 37): how a person is recognised across partners, so that
 * nobody is proposed for one gig by two partners, and where the expert's consent to be represented
 * is asked. Both are optional and nullable, so a previous release that inserts experts without
 * them keeps working during a rolling deploy. The normalised identity the checks compare is
 * written by app/domain, not here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("experts").addColumn("email", "text").execute();
  await db.schema.alterTable("experts").addColumn("phone", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("experts").dropColumn("phone").execute();
  await db.schema.alterTable("experts").dropColumn("email").execute();
}
