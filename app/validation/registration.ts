import { z } from "zod";
import type { TranslationKey } from "~/i18n/keys";
import { isValidBusinessId, normalizeBusinessId } from "./business-id";
import { dbId } from "./ids";
import { msg } from "./messages";

export const PASSWORD_MIN = 6;
export const NAME_MAX = 100;
export const COMPANY_NAME_MAX = 100;
export const JOB_TITLE_MAX = 100;
export const WEBSITE_MAX = 200;

export const emailField = (requiredKey: TranslationKey = "validation.emailRequired") =>
  z
    .string({ required_error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .max(254, msg("validation.emailInvalid"))
    .email(msg("validation.emailInvalid"))
    .transform((v) => v.toLowerCase());

export const PartnerTypeSchema = z.object({
  partnerType: z.enum(["company", "freelancer"], {
    required_error: msg("register.errors.partnerTypeRequired"),
    invalid_type_error: msg("register.errors.partnerTypeRequired"),
  }),
});

export const EmailPasswordSchema = z.object({
  email: emailField(),
  password: z
    .string({ required_error: msg("validation.passwordRequired") })
    .min(1, msg("validation.passwordRequired"))
    .min(PASSWORD_MIN, msg("validation.passwordTooShort"))
    .max(200, msg("validation.tooLong", 200)),
});

export const phoneField = z
  .string({ required_error: msg("validation.phoneRequired") })
  .trim()
  .min(1, msg("validation.phoneRequired"))
  .max(30, msg("validation.phoneInvalid"))
  .refine(
    (v) => /^\+?[\d\s()-]+$/.test(v) && v.replace(/\D/g, "").length >= 6,
    msg("validation.phoneInvalid"),
  );

const website = z
  .string()
  .trim()
  .max(WEBSITE_MAX, msg("validation.tooLong", WEBSITE_MAX))
  .optional()
  .transform((v) => (v ? (/^https?:\/\//i.test(v) ? v : `https://${v}`) : undefined))
  .refine((v) => {
    if (!v) return true;
    try {
      const url = new URL(v);
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, msg("validation.websiteInvalid"));

/** How many capabilities a company may pick (also the form's array limit, see form-limits). */
export const CAPABILITY_IDS_MAX = 30;
const dbIdItem = dbId();

export type PartnerType = "company" | "freelancer";

/** A freelancer reads about their business, not a company (issue 34): the messages that differ. */
const WORDING = {
  company: {
    nameRequired: msg("validation.companyNameRequired"),
    homeBaseRequired: msg("validation.homeBaseRequired"),
    businessIdRequired: msg("validation.businessIdRequired"),
  },
  freelancer: {
    nameRequired: msg("validation.businessNameRequired"),
    homeBaseRequired: msg("validation.homeBaseRequiredFreelancer"),
    businessIdRequired: msg("validation.businessIdRequiredFreelancer"),
  },
} as const;

const companyFieldsSchema = (partnerType: PartnerType) =>
  z.object({
    name: z
      .string({ required_error: WORDING[partnerType].nameRequired })
      .trim()
      .min(1, WORDING[partnerType].nameRequired)
      .min(2, msg("validation.tooShort", 2))
      .max(COMPANY_NAME_MAX, msg("validation.tooLong", COMPANY_NAME_MAX)),
    website,
    countryCode: z
      .string({ required_error: WORDING[partnerType].homeBaseRequired })
      .trim()
      .regex(/^[A-Z]{2}$/, WORDING[partnerType].homeBaseRequired),
    capabilityIds: z
      .array(z.unknown(), { required_error: msg("validation.capabilityRequired") })
      .min(1, msg("validation.capabilityRequired"))
      .max(CAPABILITY_IDS_MAX, msg("validation.tooManyChoices", CAPABILITY_IDS_MAX))
      // One message on the group (the checkboxes show no per-item errors); an id that is not a
      // whole number in the column's range never reaches the database.
      .transform((ids, ctx) => {
        const parsed = ids.map((id) => dbIdItem.safeParse(id));
        if (parsed.every((p) => p.success)) return parsed.map((p) => p.data as number);
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: msg("validation.capabilityInvalid") });
        return z.NEVER;
      }),
  });

/*
 * A Finnish company is identified by its y-tunnus; elsewhere the field is optional. A freelancer
 * who invoices through a light-entrepreneur service has none and says so instead (decision 034);
 * a company cannot. The rule is a schema of its own, intersected with the other fields, because
 * zod skips an object's refinement whenever one of its fields fails: the missing y-tunnus would
 * only be reported after every other error was fixed. It comes first so that the constraints of
 * countryCode (required) are those of the fields schema. app/domain/company/business-id-rule.ts
 * holds the same rule for whatever reaches the domain.
 */
const businessIdRuleSchema = (partnerType: PartnerType) =>
  z
    .object({
      countryCode: z.string().trim().optional(),
      businessId: z
        .string()
        .trim()
        .optional()
        .transform((v) => (v ? normalizeBusinessId(v) : undefined))
        .refine(
          (v) => v === undefined || isValidBusinessId(v),
          msg("validation.businessIdInvalid"),
        ),
      lightEntrepreneur: z
        .literal("on", { invalid_type_error: msg("validation.lightEntrepreneurCompany") })
        .optional(),
    })
    .superRefine((value, ctx) => {
      if (value.lightEntrepreneur && partnerType !== "freelancer") {
        ctx.addIssue({
          code: "custom",
          path: ["lightEntrepreneur"],
          message: msg("validation.lightEntrepreneurCompany"),
        });
      } else if (value.lightEntrepreneur && value.businessId) {
        ctx.addIssue({
          code: "custom",
          path: ["businessId"],
          message: msg("validation.businessIdWithLightEntrepreneur"),
        });
      } else if (
        !value.lightEntrepreneur &&
        businessIdRequired(value.countryCode) &&
        !value.businessId
      ) {
        ctx.addIssue({
          code: "custom",
          path: ["businessId"],
          message: WORDING[partnerType].businessIdRequired,
        });
      }
    });

/** Registration step 2 and the company edit: the rules and messages of the partner type. */
export function companyInformationSchema(partnerType: PartnerType) {
  return businessIdRuleSchema(partnerType).and(companyFieldsSchema(partnerType));
}

export const CompanyInformationSchema = companyInformationSchema("company");
export const FreelancerInformationSchema = companyInformationSchema("freelancer");

/** Whether the business id is required for a partner based in this country (unless a light entrepreneur). */
export function businessIdRequired(countryCode: unknown): boolean {
  return countryCode === "FI";
}

export const PersonalInformationSchema = z.object({
  name: z
    .string({ required_error: msg("validation.nameRequired") })
    .trim()
    .min(1, msg("validation.nameRequired"))
    .max(NAME_MAX, msg("validation.tooLong", NAME_MAX)),
  phoneNumber: phoneField,
  jobTitle: z
    .string()
    .trim()
    .max(JOB_TITLE_MAX, msg("validation.tooLong", JOB_TITLE_MAX))
    .optional(),
  marketingConsent: z.literal("on").optional(),
  subscribeToGigsletter: z.literal("on").optional(),
  acceptTerms: z.literal("on", {
    required_error: msg("validation.termsRequired"),
    invalid_type_error: msg("validation.termsRequired"),
  }),
});

export const ResetRequestSchema = z.object({ email: emailField() });

export const NewPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  password: EmailPasswordSchema.shape.password,
});
