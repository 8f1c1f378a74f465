import { getDb } from "~/db/db.server";
import type { Staff } from "./actor";
import { ForbiddenError } from "./errors";

/**
 * Throws ForbiddenError unless the actor is, right now, an enabled staff account: the back
 * office's account changes read the role again, so a session whose rights were just taken away
 * acts as nobody.
 */
export async function assertStaff(actor: Staff) {
  const row = await getDb()
    .selectFrom("users")
    .select("id")
    .where("id", "=", actor.id)
    .where("role", "=", "staff")
    .where("disabled_at", "is", null)
    .executeTakeFirst();
  if (!row) throw new ForbiddenError("not-staff");
}
