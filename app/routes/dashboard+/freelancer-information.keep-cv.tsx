import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireFreelancer } from "~/auth/guards.server";
import { pageMeta } from "~/utils/seo";
import { KeepCvDialog } from "./__cv-keep";
import { keepCvAnswer, keepCvQuestion } from "./__cv-keep.server";

export { ModalErrorBoundary as ErrorBoundary } from "~/components/error-page";

const PARENT = "/dashboard/freelancer-information";

// The notice mail of CV retention links a freelancer here (decision 051).
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireFreelancer(request);
  return keepCvQuestion(request, user, "own", PARENT);
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireFreelancer(request);
  return keepCvAnswer(request, user, "own", PARENT);
}

export default function KeepOwnCv() {
  const { keep, back } = useLoaderData<typeof loader>();
  return <KeepCvDialog keep={keep} back={back} />;
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
