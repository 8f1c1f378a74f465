import { afterAll, describe, expect, it, vi } from "vitest";
import {
  getCompanyDetails,
  getCompanyForEdit,
  updateCompany,
} from "~/domain/company/company.server";
import { deleteCompanyUser } from "~/domain/company/company-users.server";
import { NotFoundError, ValidationError } from "~/domain/shared/errors";
import { CompanyEditSchema } from "~/validation/company";
import { closeAppSmtp } from "../fixtures/app-mail";
import { withAppDatabase } from "../fixtures/db";
import { makeCompany, makeUser } from "../fixtures/factories";

const smtp = await vi.hoisted(async () => (await import("../fixtures/app-mail")).useAppSmtp());

const t = withAppDatabase();
afterAll(async () => {
  await closeAppSmtp(smtp);
});

const update = {
  name: "Renamed Oy",
  website: "https://renamed.example.com",
  countryCode: "FI",
  capabilityIds: [2, 4],
  businessId: "1572860-0",
};

describe(`company information (${process.env.TEST_ENGINE})`, () => {
  it("saves the fields, replaces the capabilities and moves the contact person", async () => {
    const { companyId, userId } = await makeCompany();
    const other = await makeUser(companyId, { name: "Other" });
    await updateCompany(companyId, { ...update, contactUserId: other.userId });
    const details = await getCompanyDetails(companyId, "en");
    expect(details).toMatchObject({
      name: "Renamed Oy",
      website: "https://renamed.example.com",
      businessId: "1572860-0",
      partnerType: "company",
      contactPerson: { id: other.userId },
    });
    expect(details.capabilities.map((c) => c.id)).toEqual([2, 4]);
    const flags = await t.db
      .selectFrom("users")
      .select(["id", "is_contact_person"])
      .where("company_id", "=", companyId)
      .execute();
    expect(flags.find((u) => u.id === userId)?.is_contact_person).toBe(0);
    expect(flags.filter((u) => u.is_contact_person === 1)).toHaveLength(1);
  });

  it("refuses another company's user as contact person and changes nothing", async () => {
    const mine = await makeCompany({ name: "Mine Oy" });
    const theirs = await makeCompany();
    await expect(
      updateCompany(mine.companyId, { ...update, contactUserId: theirs.userId }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect((await getCompanyDetails(mine.companyId, "en")).name).toBe("Mine Oy");
    const theirUser = await t.db
      .selectFrom("users")
      .select(["company_id", "is_contact_person"])
      .where("id", "=", theirs.userId)
      .executeTakeFirstOrThrow();
    expect(theirUser).toEqual({ company_id: theirs.companyId, is_contact_person: 1 });
  });

  it("refuses an unknown country or capability", async () => {
    const { companyId } = await makeCompany();
    const refusal = (input: typeof update) =>
      updateCompany(companyId, input).then(
        () => null,
        (error: unknown) => error,
      );
    const country = await refusal({ ...update, countryCode: "XX" });
    expect(country).toBeInstanceOf(ValidationError);
    expect(country).toMatchObject({
      fieldErrors: { countryCode: ["validation.homeBaseRequired"] },
    });
    const capability = await refusal({ ...update, capabilityIds: [99999] });
    expect(capability).toBeInstanceOf(ValidationError);
    expect(capability).toMatchObject({
      fieldErrors: { capabilityIds: ["validation.capabilityRequired"] },
    });
    expect((await getCompanyDetails(companyId, "en")).name).not.toBe("Renamed Oy");
  });

  it("a freelancer's update keeps them the contact person and the partner type stays", async () => {
    const { companyId, userId } = await makeCompany({ partnerType: "freelancer" });
    await updateCompany(companyId, update);
    const details = await getCompanyDetails(companyId, "en");
    expect(details.partnerType).toBe("freelancer");
    expect(details.contactPerson?.id).toBe(userId);
  });

  it("the edit form values belong to the caller's company only", async () => {
    const { companyId } = await makeCompany();
    const form = await getCompanyForEdit(companyId);
    expect(form.values.countryCode).toBe("FI");
    await expect(getCompanyForEdit("no-such-company")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("the schema uses the registration rules and needs a contact person", () => {
    const result = CompanyEditSchema.safeParse({
      name: "",
      countryCode: "FI",
      capabilityIds: [],
      website: "not a site",
    });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "validation.companyNameRequired",
        "validation.capabilityRequired",
        "validation.websiteInvalid",
        "validation.contactPersonRequired",
      ]),
    );
  });

  it("naming a contact person while that user is being deleted never leaves the company without one", async () => {
    for (let round = 0; round < 10; round++) {
      const { companyId, userId: deleter, email } = await makeCompany();
      const leaving = await makeUser(companyId);
      const actor = { id: deleter, company_id: companyId, name: null, email, ip: null };
      const [updated, deleted] = await Promise.all([
        updateCompany(companyId, { ...update, contactUserId: leaving.userId }).then(
          () => "saved",
          (error: unknown) => {
            if (error instanceof NotFoundError) return "refused";
            throw error;
          },
        ),
        deleteCompanyUser(actor, leaving.userId),
      ]);
      expect(deleted).toMatchObject({ ok: true, mailSent: true });
      expect(smtp.messages.at(-1)?.envelopeTo).toEqual([leaving.email]);
      // Either the update went first (and the deleter took the role back) or it was refused.
      const contacts = await t.db
        .selectFrom("users")
        .select("id")
        .where("company_id", "=", companyId)
        .where("is_contact_person", "=", 1)
        .execute();
      expect(contacts, JSON.stringify(updated)).toEqual([{ id: deleter }]);
    }
  });
});
