import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RemoveOfferModal } from "../__offer-modals";
import { privateDocumentHeaders } from "~/server/edge/cache-control.server";
import { removeOfferAction, removeOfferLoader } from "~/routes/__offer-modal.server";
import { pageMeta } from "~/utils/seo";

export { ModalErrorBoundary as ErrorBoundary } from "~/components/error-page";

export const loader = (args: LoaderFunctionArgs) => removeOfferLoader("gig-page", args);

export const action = (args: ActionFunctionArgs) => removeOfferAction("gig-page", args);

export default function RemoveOffer() {
  return <RemoveOfferModal data={useLoaderData<typeof loader>()} />;
}

export const headers: HeadersFunction = privateDocumentHeaders;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
