import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireRegistered } from "~/auth/guards.server";
import { Modal } from "~/components/modal";
import { OfferRemoveConfirm } from "~/components/offer-form";
import { getOffer, removeOffer } from "~/domain/offers.server";
import { getT } from "~/i18n/i18n.server";
import { privateDocumentHeaders } from "~/utils/cache-control.server";
import { pageMeta } from "~/utils/seo";
import { redirectWithToast } from "~/utils/toast.server";

async function load(request: Request, params: LoaderFunctionArgs["params"]) {
  const user = await requireRegistered(request);
  const offer = await getOffer(user, params.candidateId ?? "", Number(params.id));
  if (offer.gigSlug !== params.slug) throw new Response(null, { status: 404 });
  const back = `/gigs/${offer.gigId}/${offer.gigSlug}`;
  if (!offer.canChange) throw await lockedRedirect(request, back);
  return { user, offer, back };
}

async function lockedRedirect(request: Request, to: string) {
  const { t } = await getT(request);
  return redirectWithToast(request, to, {
    type: "error",
    title: t("offers.toast.removeFailed"),
    text: t("offers.errors.locked"),
  });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { offer, back } = await load(request, params);
  const { t } = await getT(request);
  return {
    expertName: offer.expertName,
    gigTitle: offer.gigTitle,
    back,
    meta: { title: t("offers.removeOffer"), noindex: true },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, offer, back } = await load(request, params);
  const result = await removeOffer(user, offer.id);
  if (!result.ok) return lockedRedirect(request, back);
  const { t } = await getT(request);
  return redirectWithToast(request, back, { type: "success", text: t("offers.toast.removed") });
}

export default function RemoveOfferModal() {
  const { expertName, gigTitle, back } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <Modal title={t("offers.removeOffer")} closeTo={back}>
      <OfferRemoveConfirm expertName={expertName} gigTitle={gigTitle} closeTo={back} />
    </Modal>
  );
}

export const headers: HeadersFunction = privateDocumentHeaders;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
