import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "~/i18n/react";
import { requireFreelancer } from "~/auth/guards.server";
import { ExpertForm } from "~/components/expert-form";
import { Modal } from "~/components/modal";
import { handleExpertForm } from "~/routes/dashboard+/__expert-form.server";
import { getFreelancerProfile } from "~/domain/experts/experts.server";
import { getT } from "~/i18n/i18n.server";
import { profileSuggestions } from "~/domain/expert-vocabulary.server";
import { pageMeta } from "~/utils/seo";
import { redirectWithToast } from "~/server/forms/toast.server";
import { freelancerProfileSchema } from "~/validation/expert";
import { profileFormValues } from "~/validation/expert-profile";
import type { RequestBodyPolicy } from "~/server/forms/request-body.server";

export { ModalErrorBoundary as ErrorBoundary } from "~/components/error-page";

const PARENT = "/dashboard/freelancer-information";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireFreelancer(request);
  const profile = await getFreelancerProfile(user.company_id, user.id);
  if (!profile) throw new Response(null, { status: 404 });
  const { t, locale } = await getT(request);
  const offers = profile.profile;
  return {
    profile: {
      role: profile.role ?? "",
      salesPitch: profile.salesPitch ?? "",
      cvFilename: profile.cv?.filename ?? null,
      offers: profileFormValues({ ...offers, skills: offers.skills.map((s) => s.label) }),
    },
    suggestions: await profileSuggestions(locale),
    meta: { title: t("experts.freelancer.editTitle"), noindex: true },
  };
}

/** The CV upload streams under its own limit (cv-form.server.ts); the guard must not buffer it. */
export const requestBody: RequestBodyPolicy = "streamed-upload";

export async function action({ request }: ActionFunctionArgs) {
  const outcome = await handleExpertForm(request, { kind: "freelancer" });
  if (outcome.kind === "invalid")
    return data({ result: outcome.result }, { status: outcome.status });
  return redirectWithToast(request, outcome.redirectTo, outcome.toast);
}

export default function EditFreelancerInformation() {
  const { profile, suggestions } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const hasCv = profile.cvFilename !== null;
  const schema = useMemo(() => freelancerProfileSchema(hasCv), [hasCv]);
  return (
    <Modal title={t("experts.freelancer.editTitle")} closeTo={PARENT}>
      <ExpertForm
        variant="freelancer"
        schema={schema}
        lastResult={actionData?.result}
        defaultValue={{ role: profile.role, salesPitch: profile.salesPitch, ...profile.offers }}
        suggestions={suggestions}
        uploadUrl="/dashboard/cv-upload?form=freelancer"
        closeTo={PARENT}
        currentCvFilename={profile.cvFilename}
        submitLabel={t("experts.form.save")}
      />
    </Modal>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
