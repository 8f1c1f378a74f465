import { getDb } from "~/db/db.server";
import type { Locale } from "~/i18n/config";

export type CompanyDetails = {
  id: string;
  name: string;
  website: string | null;
  partnerType: "company" | "freelancer";
  countryCode: string | null;
  countryName: string | null;
  businessId: string | null;
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
    capabilities: capabilities.map((c) => ({
      id: c.id,
      name: locale === "fi" ? c.name_fi : c.name_en,
    })),
    contactPerson: contact ?? null,
  };
}
