import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requireCompanyPartner } from "~/auth/guards.server";
import { ExpertForm } from "~/components/expert-form";
import { Modal } from "~/components/modal";
import { handleExpertForm } from "~/routes/dashboard+/__expert-form.server";
import { getT } from "~/i18n/i18n.server";
import { profileSuggestions } from "~/domain/expert-vocabulary.server";
import { pageMeta } from "~/utils/seo";
import { redirectWithToast } from "~/server/forms/toast.server";
import { ExpertCreateSchema, expertsPath, expertUploadUrl } from "~/validation/expert";
import { EMPTY_PROFILE, profileFormValues } from "~/validation/expert-profile";
import type { RequestBodyPolicy } from "~/server/forms/request-body.server";

export { ModalErrorBoundary as ErrorBoundary } from "~/components/error-page";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCompanyPartner(request);
  const { t, locale } = await getT(request);
  return {
    suggestions: await profileSuggestions(locale),
    back: expertsPath(request.url),
    uploadUrl: expertUploadUrl(request.url, "expert-create"),
    meta: { title: t("experts.form.createTitle"), noindex: true },
  };
}

/** The CV upload streams under its own limit (cv-form.server.ts); the guard must not buffer it. */
export const requestBody: RequestBodyPolicy = "streamed-upload";

export async function action({ request }: ActionFunctionArgs) {
  const outcome = await handleExpertForm(request, { kind: "expert-create" });
  if (outcome.kind === "invalid")
    return data({ result: outcome.result }, { status: outcome.status });
  return redirectWithToast(request, outcome.redirectTo, outcome.toast);
}

export default function NewExpert() {
  const { back, uploadUrl, suggestions } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <Modal title={t("experts.form.createTitle")} closeTo={back}>
      <ExpertForm
        variant="expert"
        schema={ExpertCreateSchema}
        lastResult={actionData?.result}
        defaultValue={{
          name: "",
          email: "",
          phone: "",
          salesPitch: "",
          ...profileFormValues(EMPTY_PROFILE),
        }}
        suggestions={suggestions}
        uploadUrl={uploadUrl}
        closeTo={back}
        currentCvFilename={null}
        submitLabel={t("experts.form.create")}
      />
    </Modal>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
