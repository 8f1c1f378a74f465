import type { Kysely } from "kysely";
import { getDb } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { Locale } from "~/i18n/config";

/** Countries sorted by their name in the reader's language. */
export async function listCountries(locale: Locale) {
  const rows = await getDb().selectFrom("countries").selectAll().execute();
  const collator = new Intl.Collator(locale === "fi" ? "fi-FI" : "en-GB");
  return rows
    .map((c) => ({ code: c.code, name: locale === "fi" ? c.name_fi : c.name_en }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export async function listCapabilities(locale: Locale) {
  const rows = await getDb().selectFrom("capabilities").selectAll().orderBy("id").execute();
  return rows.map((c) => ({ id: c.id, name: locale === "fi" ? c.name_fi : c.name_en }));
}

/** `db` lets a transaction check inside itself (SQLite has one connection). */
export async function countryExists(code: string, db: Kysely<Database> = getDb()) {
  return Boolean(
    await db.selectFrom("countries").select("code").where("code", "=", code).executeTakeFirst(),
  );
}

export async function capabilitiesExist(ids: number[], db: Kysely<Database> = getDb()) {
  if (!ids.length) return true;
  const rows = await db.selectFrom("capabilities").select("id").where("id", "in", ids).execute();
  return rows.length === new Set(ids).size;
}
