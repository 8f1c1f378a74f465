import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { requireRegistered } from "~/auth/guards.server";
import { editOffer, getOffer, listContactOptions, removeOffer } from "~/domain/offers.server";
import { earlierRates, similarGigRates } from "~/domain/matching/rate-insight.server";
import { getT } from "~/i18n/i18n.server";
import type { TranslationKey } from "~/i18n/keys";
import { redirectWithToast } from "~/server/forms/toast.server";
import { myGigsPath, OfferEditSchema } from "~/validation/offer";
import { parseForm } from "~/server/forms/form-submission.server";
import { parseDbId } from "~/validation/ids";

/**
 * The edit-proposal and remove-offer modals exist twice, under the gig page and under My gigs;
 * only how the offer is found and where the modal returns to differ. Both places share these
 * loaders and actions so the rules and toasts cannot drift apart.
 */
type Params = LoaderFunctionArgs["params"];
type Args = { request: Request; params: Params };
export type OfferPlace = "gig-page" | "my-gigs";

async function resolve(place: OfferPlace, { request, params }: Args) {
  const user = await requireRegistered(request);
  if (place === "my-gigs") {
    const offer = await getOffer(user, params.candidateId ?? "");
    return { user, offer, back: myGigsPath(request.url) };
  }
  // Under a gig page the offer must belong to that gig, at its canonical address.
  const gigId = parseDbId(params.id);
  if (gigId === null) throw new Response(null, { status: 404 });
  const offer = await getOffer(user, params.candidateId ?? "", gigId);
  if (offer.gigSlug !== params.slug) throw new Response(null, { status: 404 });
  return { user, offer, back: `/gigs/${offer.gigId}/${offer.gigSlug}` };
}

type Kind = "edit" | "remove";
const FAILED_TITLE = {
  edit: "offers.toast.editFailed",
  remove: "offers.toast.removeFailed",
} as const satisfies Record<Kind, TranslationKey>;
const DONE_TEXT = {
  edit: "offers.toast.edited",
  remove: "offers.toast.removed",
} as const satisfies Record<Kind, TranslationKey>;
const TITLE = {
  edit: "offers.editProposal",
  remove: "offers.removeOffer",
} as const satisfies Record<Kind, TranslationKey>;

async function lockedRedirect(request: Request, to: string, kind: Kind) {
  const { t } = await getT(request);
  return redirectWithToast(request, to, {
    type: "error",
    title: t(FAILED_TITLE[kind]),
    text: t("offers.errors.locked"),
  });
}

/** The offer, refused with the locked toast once it has moved beyond evaluation. */
async function changeableOffer(place: OfferPlace, args: Args, kind: Kind) {
  const found = await resolve(place, args);
  if (!found.offer.canChange) throw await lockedRedirect(args.request, found.back, kind);
  return found;
}

async function done(request: Request, back: string, kind: Kind) {
  const { t } = await getT(request);
  return redirectWithToast(request, back, { type: "success", text: t(DONE_TEXT[kind]) });
}

export async function editProposalLoader(place: OfferPlace, args: Args) {
  const { user, offer, back } = await changeableOffer(place, args, "edit");
  const [{ t }, contacts, market, earlier] = await Promise.all([
    getT(args.request),
    listContactOptions(user.company_id),
    similarGigRates({ id: offer.gigId, requiredSkills: offer.gigRequiredSkills }),
    earlierRates(user, offer.expertId, offer.gigId),
  ]);
  return {
    offer,
    contacts,
    rateInsight: { market, earlier },
    back,
    freelancer: user.partner_type === "freelancer",
    meta: { title: t(TITLE.edit), noindex: true },
  };
}

export async function editProposalAction(place: OfferPlace, args: Args) {
  const { user, offer, back } = await changeableOffer(place, args, "edit");
  const submission = parseForm(await args.request.formData(), OfferEditSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await editOffer(user, offer.id, submission.value);
  if (!result.ok) return lockedRedirect(args.request, back, "edit");
  return done(args.request, back, "edit");
}

export async function removeOfferLoader(place: OfferPlace, args: Args) {
  const { user, offer, back } = await changeableOffer(place, args, "remove");
  const { t } = await getT(args.request);
  return {
    freelancer: user.partner_type === "freelancer",
    expertName: offer.expertName,
    gigTitle: offer.gigTitle,
    back,
    meta: { title: t(TITLE.remove), noindex: true },
  };
}

export async function removeOfferAction(place: OfferPlace, args: Args) {
  const { user, offer, back } = await changeableOffer(place, args, "remove");
  const result = await removeOffer(user, offer.id);
  if (!result.ok) return lockedRedirect(args.request, back, "remove");
  return done(args.request, back, "remove");
}
