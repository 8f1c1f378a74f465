import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CompanyForm } from "~/components/company-form";
import { Modal } from "~/components/modal";
import { companyEditAction, companyEditLoader } from "~/routes/dashboard+/__company-edit.server";
import { pageMeta } from "~/utils/seo";
import { useZodForm } from "~/utils/use-zod-form";
import { CompanyEditSchema } from "~/validation/company";

export { ModalErrorBoundary as ErrorBoundary } from "~/components/error-page";

export const loader = ({ request }: LoaderFunctionArgs) => companyEditLoader("company", request);

export const action = ({ request }: ActionFunctionArgs) => companyEditAction("company", request);

export default function EditCompany() {
  const {
    defaults,
    users,
    countries,
    capabilities,
    parent,
    meta: { title },
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useZodForm(CompanyEditSchema, {
    lastResult: actionData?.result,
    defaultValue: defaults,
  });
  return (
    <Modal title={title} closeTo={parent}>
      <CompanyForm
        form={form}
        fields={fields}
        countries={countries}
        capabilities={capabilities}
        users={users}
        closeTo={parent}
      />
    </Modal>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
