import type { Kysely } from "kysely";
import countries from "../reference/countries.json";
import { CAPABILITIES } from "../reference/capabilities";

export async function up(db: Kysely<any>) {
  for (let i = 0; i < countries.length; i += 100) {
    await db
      .insertInto("countries")
      .values(countries.slice(i, i + 100))
      .execute();
  }
  await db
    .insertInto("capabilities")
    .values(CAPABILITIES.map((c) => ({ ...c })))
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.deleteFrom("capabilities").execute();
  await db.deleteFrom("countries").execute();
}
