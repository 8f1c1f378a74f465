import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireFreelancer } from "~/auth/guards.server";
import { CompanyForm } from "~/components/company-form";
import { Modal } from "~/components/modal";
import { getCompanyForEdit, updateCompany } from "~/domain/company.server";
import { listCapabilities, listCountries } from "~/domain/reference.server";
import { getT } from "~/i18n/i18n.server";
import { logger } from "~/utils/logger.server";
import { pageMeta } from "~/utils/seo";
import { redirectWithToast } from "~/utils/toast.server";
import { useZodForm } from "~/utils/use-zod-form";
import { FreelancerCompanyEditSchema } from "~/validation/company";

const PARENT = "/dashboard/freelancer-information";

// A freelancer edits the company details that apply to them: name, website, country,
// capabilities and business id. They are their own contact person, so there is no choice.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireFreelancer(request);
  const { t, locale } = await getT(request);
  const [company, countries, capabilities] = await Promise.all([
    getCompanyForEdit(user.company_id),
    listCountries(locale),
    listCapabilities(locale),
  ]);
  const { contactUserId: _contact, ...defaults } = company.values;
  return {
    defaults,
    countries,
    capabilities,
    meta: { title: t("company.info.editDetails"), noindex: true },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireFreelancer(request);
  const submission = parseWithZod(await request.formData(), {
    schema: FreelancerCompanyEditSchema,
  });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { t } = await getT(request);
  const result = await updateCompany(user.company_id, submission.value).catch((error: unknown) => {
    if (error instanceof Response) throw error;
    logger.error("company details not saved", { reason: (error as Error).message });
    return { ok: false as const, code: "failed" as const };
  });
  if (!result.ok) {
    const fieldErrors: Record<string, string[]> =
      result.code === "unknown-country"
        ? { countryCode: ["validation.homeBaseRequired"] }
        : result.code === "unknown-capability"
          ? { capabilityIds: ["validation.capabilityRequired"] }
          : {};
    return data(
      { result: submission.reply({ formErrors: ["company.info.failed"], fieldErrors }) },
      { status: 400 },
    );
  }
  return redirectWithToast(request, PARENT, { type: "success", text: t("company.info.saved") });
}

export default function EditFreelancerCompany() {
  const { defaults, countries, capabilities } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useZodForm(FreelancerCompanyEditSchema, {
    lastResult: actionData?.result,
    defaultValue: defaults,
  });
  return (
    <Modal title={t("company.info.editDetails")} closeTo={PARENT}>
      <p className="field-hint">{t("company.info.freelancerNote")}</p>
      <CompanyForm
        form={form as never}
        fields={fields as never}
        countries={countries}
        capabilities={capabilities}
        closeTo={PARENT}
      />
    </Modal>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
