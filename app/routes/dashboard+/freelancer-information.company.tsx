import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { CompanyForm } from "~/components/company-form";
import { Modal } from "~/components/modal";
import { companyEditAction, companyEditLoader } from "~/routes/dashboard+/__company-edit.server";
import { pageMeta } from "~/utils/seo";
import { useZodForm } from "~/utils/use-zod-form";
import { FreelancerCompanyEditSchema } from "~/validation/company";

export { ModalErrorBoundary as ErrorBoundary } from "~/components/error-page";

export const loader = ({ request }: LoaderFunctionArgs) => companyEditLoader("freelancer", request);

export const action = ({ request }: ActionFunctionArgs) => companyEditAction("freelancer", request);

export default function EditFreelancerCompany() {
  const {
    defaults,
    countries,
    capabilities,
    parent,
    meta: { title },
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useZodForm(FreelancerCompanyEditSchema, {
    lastResult: actionData?.result,
    defaultValue: defaults,
  });
  return (
    <Modal title={title} closeTo={parent}>
      <p className="field-hint">{t("company.info.freelancerNote")}</p>
      <CompanyForm
        form={form}
        fields={fields}
        countries={countries}
        capabilities={capabilities}
        closeTo={parent}
      />
    </Modal>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
