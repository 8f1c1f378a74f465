import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireCompanyPartner } from "~/auth/guards.server";
import { pageMeta } from "~/utils/seo";
import { expertsPath } from "~/validation/expert";
import { KeepCvDialog } from "./__cv-keep";
import { keepCvAnswer, keepCvQuestion } from "./__cv-keep.server";

export { ModalErrorBoundary as ErrorBoundary } from "~/components/error-page";

// The notice mail of CV retention links here (decision 051).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireCompanyPartner(request);
  return keepCvQuestion(
    request,
    user,
    { expertId: params.expertId ?? "" },
    expertsPath(request.url),
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireCompanyPartner(request);
  return keepCvAnswer(request, user, { expertId: params.expertId ?? "" }, expertsPath(request.url));
}

export default function KeepExpertCv() {
  const { keep, back } = useLoaderData<typeof loader>();
  return <KeepCvDialog keep={keep} back={back} />;
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
