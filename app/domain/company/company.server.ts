import { getDb } from "~/db/db.server";
import type { Locale } from "~/i18n/config";
import { lockCompany } from "./company-users.server";
import { capabilitiesExist, countryExists } from "../shared/reference.server";
import { NotFoundError, ValidationError } from "../shared/errors";
import { checkBusinessIdRule } from "./business-id-rule";

export type CompanyDetails = {
  id: string;
  name: string;
  website: string | null;
  partnerType: "company" | "freelancer";
  countryCode: string | null;
  countryName: string | null;
  businessId: string | null;
  /** No business ID: a freelancer who invoices through a light-entrepreneur service. */
  lightEntrepreneur: boolean;
  capabilities: Array<{ id: number; name: string }>;
  contactPerson: { id: string; name: string | null; email: string } | null;
};

/** The caller's own company; `companyId` always comes from the session, never from the client. */
export async function getCompanyDetails(
  companyId: string,
  locale: Locale,
): Promise<CompanyDetails> {
  const db = getDb();
  const company = await db
    .selectFrom("companies")
    .leftJoin("countries", "countries.code", "companies.country_code")
    .select([
      "companies.id",
      "companies.name",
      "companies.website",
      "companies.partner_type",
      "companies.country_code",
      "companies.business_id",
      "companies.light_entrepreneur",
      "countries.name_en",
      "countries.name_fi",
    ])
    .where("companies.id", "=", companyId)
    .executeTakeFirstOrThrow();
  const capabilities = await db
    .selectFrom("company_capabilities")
    .innerJoin("capabilities", "capabilities.id", "company_capabilities.capability_id")
    .select(["capabilities.id", "capabilities.name_en", "capabilities.name_fi"])
    .where("company_capabilities.company_id", "=", companyId)
    .orderBy("capabilities.id")
    .execute();
  const contact = await db
    .selectFrom("users")
    .select(["id", "name", "email"])
    .where("company_id", "=", companyId)
    .where("is_contact_person", "=", 1)
    .executeTakeFirst();
  return {
    id: company.id,
    name: company.name,
    website: company.website,
    partnerType: company.partner_type,
    countryCode: company.country_code,
    countryName: (locale === "fi" ? company.name_fi : company.name_en) ?? null,
    businessId: company.business_id,
    lightEntrepreneur: Boolean(company.light_entrepreneur),
    capabilities: capabilities.map((c) => ({
      id: c.id,
      name: locale === "fi" ? c.name_fi : c.name_en,
    })),
    contactPerson: contact ?? null,
  };
}

export type CompanyUpdate = {
  name: string;
  website?: string;
  countryCode: string;
  capabilityIds: number[];
  businessId?: string;
  /** Freelancers only (decision 034). */
  lightEntrepreneur?: boolean;
  /** Company partners only; a freelancer is always their own contact person. */
  contactUserId?: string;
};

/**
 * Saves the company information of the caller's company in one transaction: the row, its
 * capabilities and (for companies) the contact person, who must be one of the company's users.
 * Partner type is not part of the update: only support can change it. An unknown country or
 * capability is a ValidationError on its field; a contact person who is not one of the company's
 * users is treated like a foreign id (NotFoundError).
 */
export async function updateCompany(companyId: string, input: CompanyUpdate): Promise<void> {
  await getDb()
    .transaction()
    .execute(async (trx) => {
      // First, like deleting a user: on PostgreSQL a concurrent deletion of the chosen contact
      // person then either finishes before the check below or waits for this transaction.
      if (!(await lockCompany(trx, companyId))) throw new NotFoundError();
      const { partner_type } = await trx
        .selectFrom("companies")
        .select("partner_type")
        .where("id", "=", companyId)
        .executeTakeFirstOrThrow();
      const businessId = checkBusinessIdRule(partner_type, {
        countryCode: input.countryCode,
        businessId: input.businessId,
        lightEntrepreneur: input.lightEntrepreneur,
      });
      if (!(await countryExists(input.countryCode, trx)))
        throw new ValidationError({ countryCode: ["validation.homeBaseRequired"] });
      const capabilityIds = [...new Set(input.capabilityIds)];
      if (!(await capabilitiesExist(capabilityIds, trx)))
        throw new ValidationError({ capabilityIds: ["validation.capabilityRequired"] });
      if (input.contactUserId !== undefined) {
        const contact = await trx
          .selectFrom("users")
          .select("id")
          .where("id", "=", input.contactUserId)
          .where("company_id", "=", companyId)
          .where("registered_at", "is not", null)
          .executeTakeFirst();
        if (!contact) throw new NotFoundError("contact person");
      }
      const updated = await trx
        .updateTable("companies")
        .set({
          name: input.name,
          website: input.website ?? null,
          country_code: input.countryCode,
          business_id: businessId.businessId,
          light_entrepreneur: businessId.lightEntrepreneur,
          updated_at: new Date().toISOString(),
        })
        .where("id", "=", companyId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new NotFoundError();
      await trx.deleteFrom("company_capabilities").where("company_id", "=", companyId).execute();
      if (capabilityIds.length)
        await trx
          .insertInto("company_capabilities")
          .values(capabilityIds.map((capability_id) => ({ company_id: companyId, capability_id })))
          .execute();
      if (input.contactUserId !== undefined) {
        await trx
          .updateTable("users")
          .set({ is_contact_person: 0 })
          .where("company_id", "=", companyId)
          .where("id", "!=", input.contactUserId)
          .execute();
        await trx
          .updateTable("users")
          .set({ is_contact_person: 1 })
          .where("company_id", "=", companyId)
          .where("id", "=", input.contactUserId)
          .execute();
      }
    });
}

/** The raw editable values of the caller's company, for prefilling the edit form. */
export async function getCompanyForEdit(companyId: string) {
  const db = getDb();
  const company = await db
    .selectFrom("companies")
    .select([
      "name",
      "website",
      "country_code",
      "business_id",
      "light_entrepreneur",
      "partner_type",
    ])
    .where("id", "=", companyId)
    .executeTakeFirst();
  if (!company) throw new NotFoundError();
  const [capabilities, users] = await Promise.all([
    db
      .selectFrom("company_capabilities")
      .select("capability_id")
      .where("company_id", "=", companyId)
      .execute(),
    db
      .selectFrom("users")
      .select(["id", "name", "email", "is_contact_person"])
      .where("company_id", "=", companyId)
      .where("registered_at", "is not", null)
      .orderBy("name")
      .execute(),
  ]);
  return {
    values: {
      name: company.name,
      website: company.website ?? "",
      countryCode: company.country_code ?? "",
      businessId: company.business_id ?? "",
      lightEntrepreneur: company.light_entrepreneur ? ("on" as const) : undefined,
      capabilityIds: capabilities.map((c) => String(c.capability_id)),
      contactUserId: users.find((u) => u.is_contact_person)?.id ?? "",
    },
    partnerType: company.partner_type,
    users: users.map((u) => ({ id: u.id, label: u.name ? `${u.name} (${u.email})` : u.email })),
  };
}
