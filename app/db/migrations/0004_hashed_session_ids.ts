import { createHash } from "node:crypto";
import type { Kysely } from "kysely";

/*
 * Session ids are stored as their SHA-256 (hex), like reset and invite tokens: a copy of the
 * database hands out no working session. The cookie keeps the random id, so everyone who is
 * signed in stays signed in. The hash is computed here rather than through app code, so this
 * migration means the same thing on both engines and whatever the app later does.
 */
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export async function up(db: Kysely<any>): Promise<void> {
  const rows = await db.selectFrom("sessions").select("id").execute();
  for (const { id } of rows as Array<{ id: string }>) {
    await db
      .updateTable("sessions")
      .set({ id: sha256(id) })
      .where("id", "=", id)
      .execute();
  }
}

/** A hash cannot be turned back into the id, so going back signs everyone out. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("sessions").execute();
}
