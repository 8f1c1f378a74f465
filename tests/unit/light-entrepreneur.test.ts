import { describe, expect, it } from "vitest";
import { checkBusinessIdRule } from "~/domain/company/business-id-rule";
import { ValidationError } from "~/domain/shared/errors";
import { CompanyInformationSchema, FreelancerInformationSchema } from "~/validation/registration";

const base = { name: "Laura Light", countryCode: "FI", capabilityIds: ["1"] };

function errorsOf(result: {
  success: boolean;
  error?: { issues: Array<{ path: unknown[]; message: string }> };
}) {
  // The first message of each field: the one a person reads first.
  const first: Record<string, string> = {};
  for (const i of result.error?.issues ?? []) first[i.path.join(".")] ??= i.message;
  return first;
}

describe("light entrepreneurs (decision 034)", () => {
  it("lets a Finnish freelancer go without a business ID by choosing the light-entrepreneur service", () => {
    const parsed = FreelancerInformationSchema.safeParse({ ...base, lightEntrepreneur: "on" });
    expect(parsed.success).toBe(true);
    expect(
      checkBusinessIdRule("freelancer", { countryCode: "FI", lightEntrepreneur: true }),
    ).toEqual({ businessId: null, lightEntrepreneur: 1 });
  });

  it("still asks a Finnish freelancer who does not choose it, in a freelancer's words", () => {
    expect(errorsOf(FreelancerInformationSchema.safeParse({ ...base, name: "" }))).toEqual({
      name: "validation.businessNameRequired",
      businessId: "validation.businessIdRequiredFreelancer",
    });
    expect(() => checkBusinessIdRule("freelancer", { countryCode: "FI" })).toThrow(ValidationError);
  });

  it("refuses both a business ID and the light-entrepreneur choice", () => {
    expect(
      errorsOf(
        FreelancerInformationSchema.safeParse({
          ...base,
          businessId: "1572860-0",
          lightEntrepreneur: "on",
        }),
      ),
    ).toEqual({ businessId: "validation.businessIdWithLightEntrepreneur" });
    expect(() =>
      checkBusinessIdRule("freelancer", {
        countryCode: "FI",
        businessId: "1572860-0",
        lightEntrepreneur: true,
      }),
    ).toThrow(ValidationError);
  });

  it("never lets a company go without its business ID in Finland", () => {
    expect(
      errorsOf(CompanyInformationSchema.safeParse({ ...base, lightEntrepreneur: "on" })),
    ).toEqual({ lightEntrepreneur: "validation.lightEntrepreneurCompany" });
    expect(errorsOf(CompanyInformationSchema.safeParse(base))).toEqual({
      businessId: "validation.businessIdRequired",
    });
    let thrown: unknown;
    try {
      checkBusinessIdRule("company", { countryCode: "FI", lightEntrepreneur: true }, "company.");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidationError);
    expect((thrown as ValidationError).fieldErrors).toEqual({
      "company.lightEntrepreneur": ["validation.lightEntrepreneurCompany"],
    });
    expect(() => checkBusinessIdRule("company", { countryCode: "FI" })).toThrow(ValidationError);
  });

  it("keeps the business ID optional abroad, for both", () => {
    expect(CompanyInformationSchema.safeParse({ ...base, countryCode: "SE" }).success).toBe(true);
    expect(checkBusinessIdRule("company", { countryCode: "SE" })).toEqual({
      businessId: null,
      lightEntrepreneur: 0,
    });
  });
});
