import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requireCompanyPartner } from "~/auth/guards.server";
import { ExpertForm } from "~/components/expert-form";
import { ExpertGigMatches } from "~/components/expert-gig-matches";
import { Modal } from "~/components/modal";
import { handleExpertForm } from "~/routes/dashboard+/__expert-form.server";
import { getExpert } from "~/domain/experts/experts.server";
import { expertGigLines } from "~/domain/match-views.server";
import { getT } from "~/i18n/i18n.server";
import { profileSuggestions } from "~/domain/expert-vocabulary.server";
import { pageMeta } from "~/utils/seo";
import { redirectWithToast } from "~/server/forms/toast.server";
import { ExpertEditSchema, expertsPath, expertUploadUrl } from "~/validation/expert";
import { profileFormValues } from "~/validation/expert-profile";
import type { RequestBodyPolicy } from "~/server/forms/request-body.server";

export { ModalErrorBoundary as ErrorBoundary } from "~/components/error-page";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireCompanyPartner(request);
  const expert = await getExpert(user.company_id, params.expertId ?? "");
  if (!expert) throw new Response(null, { status: 404 });
  const [{ t, locale }, gigs] = await Promise.all([getT(request), expertGigLines(user, expert.id)]);
  const { profile } = expert;
  return {
    expert: {
      id: expert.id,
      name: expert.name,
      email: expert.email ?? "",
      phone: expert.phone ?? "",
      salesPitch: expert.salesPitch ?? "",
      cvFilename: expert.cv?.filename ?? null,
      profile: profileFormValues({ ...profile, skills: profile.skills.map((s) => s.label) }),
    },
    gigs,
    suggestions: await profileSuggestions(locale),
    back: expertsPath(request.url),
    uploadUrl: expertUploadUrl(request.url, "expert-edit", expert.id),
    meta: { title: t("experts.form.editTitle"), noindex: true },
  };
}

/** The CV upload streams under its own limit (cv-form.server.ts); the guard must not buffer it. */
export const requestBody: RequestBodyPolicy = "streamed-upload";

export async function action({ request, params }: ActionFunctionArgs) {
  const outcome = await handleExpertForm(request, {
    kind: "expert-edit",
    expertId: params.expertId ?? "",
  });
  if (outcome.kind === "invalid")
    return data({ result: outcome.result }, { status: outcome.status });
  return redirectWithToast(request, outcome.redirectTo, outcome.toast);
}

export default function EditExpert() {
  const { expert, back, uploadUrl, suggestions, gigs } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <Modal title={t("experts.form.editTitle")} closeTo={back}>
      <ExpertForm
        key={expert.id}
        variant="expert"
        schema={ExpertEditSchema}
        lastResult={actionData?.result}
        defaultValue={{
          name: expert.name,
          email: expert.email,
          phone: expert.phone,
          salesPitch: expert.salesPitch,
          ...expert.profile,
        }}
        suggestions={suggestions}
        uploadUrl={uploadUrl}
        closeTo={back}
        currentCvFilename={expert.cvFilename}
        submitLabel={t("experts.form.save")}
      />
      <ExpertGigMatches gigs={gigs} />
    </Modal>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
