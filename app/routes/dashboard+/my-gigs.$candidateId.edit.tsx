import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { EditProposalModal } from "../__offer-modals";
import { privateDocumentHeaders } from "~/server/edge/cache-control.server";
import { editProposalAction, editProposalLoader } from "~/routes/__offer-modal.server";
import { pageMeta } from "~/utils/seo";

export { ModalErrorBoundary as ErrorBoundary } from "~/components/error-page";

export const loader = (args: LoaderFunctionArgs) => editProposalLoader("my-gigs", args);

export const action = (args: ActionFunctionArgs) => editProposalAction("my-gigs", args);

export default function EditProposal() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <EditProposalModal data={data} lastResult={actionData?.result} />;
}

export const headers: HeadersFunction = privateDocumentHeaders;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
