import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireCompanyPartner } from "~/auth/guards.server";
import { CompanyForm } from "~/components/company-form";
import { Modal } from "~/components/modal";
import { getCompanyForEdit, updateCompany } from "~/domain/company.server";
import { listCapabilities, listCountries } from "~/domain/reference.server";
import { getT } from "~/i18n/i18n.server";
import { logger } from "~/utils/logger.server";
import { pageMeta } from "~/utils/seo";
import { redirectWithToast } from "~/utils/toast.server";
import { useZodForm } from "~/utils/use-zod-form";
import { CompanyEditSchema } from "~/validation/company";

const PARENT = "/dashboard/company-and-users";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireCompanyPartner(request);
  const { t, locale } = await getT(request);
  const [company, countries, capabilities] = await Promise.all([
    getCompanyForEdit(user.company_id),
    listCountries(locale),
    listCapabilities(locale),
  ]);
  return {
    defaults: company.values,
    users: company.users,
    countries,
    capabilities,
    meta: { title: t("company.info.editTitle"), noindex: true },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireCompanyPartner(request);
  const submission = parseWithZod(await request.formData(), { schema: CompanyEditSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { t } = await getT(request);
  const result = await updateCompany(user.company_id, submission.value).catch((error: unknown) => {
    if (error instanceof Response) throw error;
    logger.error("company information not saved", { reason: (error as Error).message });
    return { ok: false as const, code: "failed" as const };
  });
  if (!result.ok) {
    // A contact person id that is not one of this company's users is treated like a foreign URL.
    if (result.code === "contact-not-found") throw new Response(null, { status: 404 });
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

export default function EditCompany() {
  const { defaults, users, countries, capabilities } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useZodForm(CompanyEditSchema, {
    lastResult: actionData?.result,
    defaultValue: defaults,
  });
  return (
    <Modal title={t("company.info.editTitle")} closeTo={PARENT}>
      <CompanyForm
        form={form as never}
        fields={fields as never}
        countries={countries}
        capabilities={capabilities}
        users={users}
        closeTo={PARENT}
      />
    </Modal>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
