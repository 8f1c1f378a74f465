import { getDb } from "~/db/db.server";
import { nowIso } from "~/utils/ids.server";
import type { Staff } from "../shared/actor";
import { assertStaff } from "../shared/assert-staff.server";
import { writeAudit } from "../shared/audit.server";
import { NotFoundError } from "../shared/errors";

/*
 * A whole partner company disabled and enabled again at once (decision 040). Disabling marks
 * every user still enabled as disabled *with the company*, ends all their sessions (API tokens
 * name a session, so they end too) and withdraws the company's open invites, so nobody joins a
 * disabled company. Enabling restores only the users the company's disable switched off: someone
 * staff disabled on their own before stays disabled. Only this company's rows are touched.
 */

/** Disables (true) or enables (false) the company; false when it already was in that state. */
export async function setCompanyDisabled(actor: Staff, companyId: string, disabled: boolean) {
  await assertStaff(actor);
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const company = await trx
        .selectFrom("companies")
        .select(["id", "disabled_at"])
        .where("id", "=", companyId)
        .executeTakeFirst();
      if (!company) throw new NotFoundError("company");
      if (Boolean(company.disabled_at) === disabled) return false;
      const now = nowIso();
      const users = await trx
        .selectFrom("users")
        .select(["id", "disabled_at"])
        .where("company_id", "=", companyId)
        .where("role", "=", "partner")
        .where((eb) =>
          disabled
            ? eb("disabled_at", "is", null)
            : eb.and([eb("disabled_at", "is not", null), eb("disabled_with_company", "=", 1)]),
        )
        .execute();
      const ids = users.map((u) => u.id);
      await trx
        .updateTable("companies")
        .set({ disabled_at: disabled ? now : null, updated_at: now })
        .where("id", "=", companyId)
        .execute();
      if (ids.length > 0)
        await trx
          .updateTable("users")
          .set({
            disabled_at: disabled ? now : null,
            disabled_with_company: disabled ? 1 : 0,
            updated_at: now,
          })
          .where("id", "in", ids)
          .where("company_id", "=", companyId)
          .execute();
      if (disabled) {
        await trx
          .deleteFrom("sessions")
          .where("user_id", "in", (eb) =>
            eb.selectFrom("users").select("id").where("company_id", "=", companyId),
          )
          .execute();
        await trx
          .updateTable("invites")
          .set({ deleted_at: now })
          .where("company_id", "=", companyId)
          .where("consumed_at", "is", null)
          .where("deleted_at", "is", null)
          .execute();
      }
      await writeAudit(trx, {
        actorUserId: actor.id,
        ip: actor.ip,
        action: disabled ? "company.disabled" : "company.enabled",
        subjectType: "company",
        subjectId: companyId,
        companyId,
        before: { disabled_at: company.disabled_at },
        after: { disabled_at: disabled ? now : null, users: ids.length },
      });
      for (const user of users)
        await writeAudit(trx, {
          actorUserId: actor.id,
          ip: actor.ip,
          action: disabled ? "user.disabled" : "user.enabled",
          subjectType: "user",
          subjectId: user.id,
          companyId,
          before: { disabled_at: user.disabled_at },
          after: { disabled_at: disabled ? now : null },
        });
      return true;
    });
}
