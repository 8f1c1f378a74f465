import { parseWithZod } from "@conform-to/zod";
import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireRegistered } from "~/auth/guards.server";
import { Modal } from "~/components/modal";
import { OfferForm } from "~/components/offer-form";
import { editOffer, getOffer, listContactOptions } from "~/domain/offers.server";
import { getT } from "~/i18n/i18n.server";
import { privateDocumentHeaders } from "~/utils/cache-control.server";
import { pageMeta } from "~/utils/seo";
import { redirectWithToast } from "~/utils/toast.server";
import { OfferEditSchema } from "~/validation/offer";

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
    title: t("offers.toast.editFailed"),
    text: t("offers.errors.locked"),
  });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, offer, back } = await load(request, params);
  const [{ t }, contacts] = await Promise.all([getT(request), listContactOptions(user.company_id)]);
  return { offer, contacts, back, meta: { title: t("offers.editProposal"), noindex: true } };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, offer, back } = await load(request, params);
  const submission = parseWithZod(await request.formData(), { schema: OfferEditSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await editOffer(user, offer.id, submission.value);
  if (!result.ok) return lockedRedirect(request, back);
  const { t } = await getT(request);
  return redirectWithToast(request, back, { type: "success", text: t("offers.toast.edited") });
}

export default function EditProposalModal() {
  const { offer, contacts, back } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <Modal title={t("offers.editProposal")} closeTo={back}>
      <p className="muted">{t("offers.form.gig", { title: offer.gigTitle })}</p>
      <OfferForm
        mode="edit"
        expertName={offer.expertName}
        contacts={contacts}
        rateMin={offer.rateMin}
        rateMax={offer.rateMax}
        closeTo={back}
        lastResult={actionData?.result}
        defaults={{
          rate: offer.rate,
          description: offer.description,
          contactUserId: offer.contactUserId ?? undefined,
        }}
      />
    </Modal>
  );
}

export const headers: HeadersFunction = privateDocumentHeaders;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
