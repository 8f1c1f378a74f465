import { getDb } from "~/db/db.server";
import { newId } from "~/utils/ids.server";
import type { Staff } from "../shared/actor";
import { writeAudit } from "../shared/audit.server";
import { ConflictError, NotFoundError } from "../shared/errors";
import { inviteState } from "./invites.server";

/*
 * Partners for staff: companies and freelancers with their users, experts, offers and invites;
 * a user can be disabled (their sessions end; sign-in answers "disabled") and enabled again, and
 * a company's partner type changed ("only support can", spec section 6). Every change is audited.
 */

export const PARTNERS_PAGE_SIZE = 50;
export type PartnerTypeFilter = "all" | "company" | "freelancer";

export async function listPartners(query: { q: string; type: PartnerTypeFilter; page: number }) {
  let base = getDb().selectFrom("companies");
  if (query.type !== "all") base = base.where("partner_type", "=", query.type);
  if (query.q) {
    const phrase = `%${query.q.toLowerCase()}%`;
    base = base.where((eb) => eb(eb.fn("lower", ["name"]), "like", phrase));
  }
  const [rows, total] = await Promise.all([
    base
      .select((eb) => [
        "companies.id",
        "companies.name",
        "companies.partner_type",
        "companies.created_at",
        eb
          .selectFrom("users")
          .select((e) => e.fn.countAll<number | string>().as("n"))
          .whereRef("users.company_id", "=", "companies.id")
          .as("users"),
        eb
          .selectFrom("experts")
          .select((e) => e.fn.countAll<number | string>().as("n"))
          .whereRef("experts.company_id", "=", "companies.id")
          .as("experts"),
        eb
          .selectFrom("candidates")
          .select((e) => e.fn.countAll<number | string>().as("n"))
          .whereRef("candidates.company_id", "=", "companies.id")
          .as("offers"),
      ])
      .orderBy("companies.name")
      .limit(PARTNERS_PAGE_SIZE)
      .offset((query.page - 1) * PARTNERS_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const pages = Math.max(1, Math.ceil(Number(total.n) / PARTNERS_PAGE_SIZE));
  return {
    partners: rows.map((r) => ({
      ...r,
      users: Number(r.users ?? 0),
      experts: Number(r.experts ?? 0),
      offers: Number(r.offers ?? 0),
    })),
    total: Number(total.n),
    page: Math.min(query.page, pages),
    pages,
  };
}

/** One partner with everything staff need to help them. */
export async function getPartner(companyId: string) {
  const db = getDb();
  const company = await db
    .selectFrom("companies")
    .select([
      "id",
      "name",
      "partner_type",
      "website",
      "business_id",
      "light_entrepreneur",
      "country_code",
      "disabled_at",
      "created_at",
    ])
    .where("id", "=", companyId)
    .executeTakeFirst();
  if (!company) throw new NotFoundError("company");
  const [users, experts, offers, invites] = await Promise.all([
    db
      .selectFrom("users")
      .select([
        "id",
        "email",
        "name",
        "is_contact_person",
        "disabled_at",
        "disabled_with_company",
        "registered_at",
      ])
      .where("company_id", "=", companyId)
      .orderBy("email")
      .execute(),
    db
      .selectFrom("experts")
      .select(["id", "name", "cv_filename"])
      .where("company_id", "=", companyId)
      .orderBy("name")
      .execute(),
    db
      .selectFrom("candidates")
      .innerJoin("gigs", "gigs.id", "candidates.gig_id")
      .innerJoin("experts", "experts.id", "candidates.expert_id")
      .select([
        "candidates.id",
        "candidates.stage",
        "gigs.id as gigId",
        "gigs.title as gigTitle",
        "experts.name as expertName",
      ])
      .where("candidates.company_id", "=", companyId)
      .orderBy("candidates.created_at", "desc")
      .execute(),
    db
      .selectFrom("invites")
      .select(["id", "email", "sent_at", "expires_at", "consumed_at", "deleted_at"])
      .where("company_id", "=", companyId)
      .orderBy("sent_at", "desc")
      .execute(),
  ]);
  return {
    company,
    users: users.map((u) => ({
      ...u,
      is_contact_person: Boolean(Number(u.is_contact_person)),
      disabled_with_company: Boolean(Number(u.disabled_with_company)),
    })),
    experts,
    offers: offers.map((o) => ({ ...o, gigId: Number(o.gigId) })),
    // The same states the partner sees ("Expired" included), not only the stored timestamps.
    invites: invites.map((i) => ({ ...i, state: inviteState(i) })),
  };
}

/**
 * Disables or enables a partner's user. Disabling ends their sessions at once. Throws
 * NotFoundError for a user outside this company or a staff account; false when nothing changed.
 */
export async function setPartnerUserDisabled(
  actor: Staff,
  companyId: string,
  userId: string,
  disabled: boolean,
) {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const user = await trx
        .selectFrom("users")
        .select(["id", "disabled_at"])
        .where("id", "=", userId)
        .where("company_id", "=", companyId)
        .where("role", "=", "partner")
        .executeTakeFirst();
      if (!user) throw new NotFoundError("user");
      if (Boolean(user.disabled_at) === disabled) return false;
      const now = new Date().toISOString();
      await trx
        .updateTable("users")
        // Enabled by hand, a user no longer waits for the company's enable (decision 040).
        .set({ disabled_at: disabled ? now : null, disabled_with_company: 0, updated_at: now })
        .where("id", "=", userId)
        .execute();
      if (disabled) await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
      await writeAudit(trx, {
        actorUserId: actor.id,
        ip: actor.ip,
        action: disabled ? "user.disabled" : "user.enabled",
        subjectType: "user",
        subjectId: userId,
        companyId,
        before: { disabled_at: user.disabled_at },
        after: { disabled_at: disabled ? now : null },
      });
      return true;
    });
}

/**
 * Changes a partner's type. A company with more than one user cannot become a freelancer, whose
 * account is one person (ConflictError "several-users"); a new freelancer gets the expert row
 * that is their own profile when they have none. A former freelancer's profile stays as one of
 * the company's experts.
 */
export async function changePartnerType(
  actor: Staff,
  companyId: string,
  partnerType: "company" | "freelancer",
) {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const company = await trx
        .selectFrom("companies")
        .select(["id", "partner_type"])
        .where("id", "=", companyId)
        .executeTakeFirst();
      if (!company) throw new NotFoundError("company");
      if (company.partner_type === partnerType) return false;
      const now = new Date().toISOString();
      if (partnerType === "freelancer") {
        const users = await trx
          .selectFrom("users")
          .select(["id", "name", "email"])
          .where("company_id", "=", companyId)
          .execute();
        if (users.length > 1)
          throw new ConflictError("several-users", "staff.partners.severalUsers");
        const person = users[0];
        const profile =
          person &&
          (await trx
            .selectFrom("experts")
            .select("id")
            .where("company_id", "=", companyId)
            .where("user_id", "=", person.id)
            .executeTakeFirst());
        if (person && !profile)
          await trx
            .insertInto("experts")
            .values({
              id: newId(),
              company_id: companyId,
              user_id: person.id,
              name: person.name ?? person.email,
              role: null,
              sales_pitch: null,
              cv_filename: null,
              cv_mimetype: null,
              cv_size: null,
              cv_added_at: null,
              created_at: now,
              updated_at: now,
            })
            .execute();
      }
      await trx
        .updateTable("companies")
        // A company has a business ID of its own: only a freelancer is a light entrepreneur.
        .set({
          partner_type: partnerType,
          ...(partnerType === "company" && { light_entrepreneur: 0 as const }),
          updated_at: now,
        })
        .where("id", "=", companyId)
        .execute();
      await writeAudit(trx, {
        actorUserId: actor.id,
        ip: actor.ip,
        action: "company.partner-type-changed",
        subjectType: "company",
        subjectId: companyId,
        companyId,
        before: { partner_type: company.partner_type },
        after: { partner_type: partnerType },
      });
      return true;
    });
}
