import { data } from "@remix-run/node";
import { requireCompanyPartner, requireFreelancer } from "~/auth/guards.server";
import { getCompanyForEdit, updateCompany } from "~/domain/company/company.server";
import { listCapabilities, listCountries } from "~/domain/shared/reference.server";
import { getT } from "~/i18n/i18n.server";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/server/forms/toast.server";
import { CompanyEditSchema, FreelancerCompanyEditSchema } from "~/validation/company";
import { isDatabaseUnavailable } from "~/db/errors.server";
import { parseForm } from "~/server/forms/form-submission.server";
import { replyForDomainError } from "~/server/forms/domain-errors.server";
import { isDomainError } from "~/domain/shared/errors";

/**
 * The company-information modal exists for company partners (with the contact person choice)
 * and for freelancers (who are their own contact person); both save through updateCompany with
 * the same answers, so the loader and action are written once here.
 */
const VARIANTS = {
  company: {
    guard: requireCompanyPartner,
    schema: CompanyEditSchema,
    parent: "/dashboard/company-and-users",
    title: "company.info.editTitle",
  },
  freelancer: {
    guard: requireFreelancer,
    schema: FreelancerCompanyEditSchema,
    parent: "/dashboard/freelancer-information",
    title: "company.info.editDetails",
  },
} as const;

export type CompanyEditVariant = keyof typeof VARIANTS;

export async function companyEditLoader(variant: CompanyEditVariant, request: Request) {
  const { guard, parent, title } = VARIANTS[variant];
  const user = await guard(request);
  const { t, locale } = await getT(request);
  const [company, countries, capabilities] = await Promise.all([
    getCompanyForEdit(user.company_id),
    listCountries(locale),
    listCapabilities(locale),
  ]);
  const { contactUserId, ...common } = company.values;
  return {
    // A freelancer is their own contact person: their form has no such field.
    defaults: variant === "company" ? { ...common, contactUserId } : common,
    users: variant === "company" ? company.users : [],
    countries,
    capabilities,
    parent,
    meta: { title: t(title), noindex: true },
  };
}

export async function companyEditAction(variant: CompanyEditVariant, request: Request) {
  const { guard, schema, parent } = VARIANTS[variant];
  const user = await guard(request);
  const submission = parseForm(await request.formData(), schema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { t } = await getT(request);
  try {
    await updateCompany(user.company_id, {
      ...submission.value,
      lightEntrepreneur: submission.value.lightEntrepreneur === "on",
    });
  } catch (error) {
    const reply = replyForDomainError(submission, error, { formError: "company.info.failed" });
    if (reply) return data({ result: reply }, { status: 400 });
    // A foreign contact person (NotFoundError) is answered like a foreign URL, an outage with 503.
    if (isDomainError(error) || isDatabaseUnavailable(error)) throw error;
    // Not the user's input: the form stays filled in, with a server error status.
    logger.error("company information not saved", {
      variant,
      reason: (error as Error).message,
    });
    return data(
      { result: submission.reply({ formErrors: ["company.info.failed"] }) },
      { status: 500 },
    );
  }
  return redirectWithToast(request, parent, { type: "success", text: t("company.info.saved") });
}
