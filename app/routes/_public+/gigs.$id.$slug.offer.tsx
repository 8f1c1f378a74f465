import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import {
  useActionData,
  useFetcher,
  useLoaderData,
  useLocation,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { requireRegistered } from "~/auth/guards.server";
import { Modal } from "~/components/modal";
import { OfferForm } from "~/components/offer-form";
import { listOwnOffersOnGig } from "~/domain/gig-offers.server";
import { getGig } from "~/domain/gigs.server";
import { earlierRates, similarGigRates } from "~/domain/matching/rate-insight.server";
import { parseDbId } from "~/validation/ids";
import {
  listContactOptions,
  listOfferableExperts,
  offerAllowance,
  offerExpert,
  type OfferFailure,
} from "~/domain/offers.server";
import { getT } from "~/i18n/i18n.server";
import { privateDocumentHeaders } from "~/server/edge/cache-control.server";
import { pageMeta } from "~/utils/seo";
import { redirectWithToast } from "~/server/forms/toast.server";
import { msg } from "~/validation/messages";
import { OfferSchema } from "~/validation/offer";
import { parseForm } from "~/server/forms/form-submission.server";

export { ModalErrorBoundary as ErrorBoundary } from "~/components/error-page";

async function load(request: Request, params: LoaderFunctionArgs["params"]) {
  const user = await requireRegistered(request);
  const gig = await getGig(parseDbId(params.id));
  if (!gig) throw new Response(null, { status: 404 });
  const gigPath = `/gigs/${gig.id}/${gig.slug}`;
  // An old or mistyped slug keeps the dialog: the gig page's own redirect would drop `/offer`.
  if (gig.slug !== params.slug || params.id !== String(gig.id))
    throw redirect(`${gigPath}/offer${new URL(request.url).search}`, 301);
  if (!gig.isOpen) {
    const { t } = await getT(request);
    throw await redirectWithToast(request, gigPath, {
      type: "error",
      title: t(
        user.partner_type === "freelancer"
          ? "offers.toast.offerSelfFailed"
          : "offers.toast.offerFailed",
      ),
      text: t("offers.errors.gigClosed"),
    });
  }
  return { user, gig, gigPath };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, gig, gigPath } = await load(request, params);
  // `?expert=<id>` chooses the expert (a link that offers one, or the form following a choice).
  const query = new URL(request.url).searchParams;
  const asked = query.get("expert");
  const [{ t }, experts, contacts, own, market, rates, allowance] = await Promise.all([
    getT(request),
    listOfferableExperts(user, gig.id),
    listContactOptions(user.company_id),
    listOwnOffersOnGig(user.company_id, gig.id),
    similarGigRates({ id: gig.id, requiredSkills: gig.required_skills }),
    earlierRates(user, asked, gig.id),
    offerAllowance(user, gig.id),
  ]);
  const freelancer = user.partner_type === "freelancer";
  const chosen = freelancer ? experts[0] : experts.find((e) => e.id === asked);
  const title = t(
    freelancer ? "offers.offerYourself" : own.length ? "offers.offerMore" : "offers.offerExpert",
  );
  return {
    title,
    gig: {
      title: gig.title,
      rateMin: gig.rate_min,
      rateMax: gig.rate_max,
      requiresConsent: Number(gig.requires_consent) === 1,
    },
    gigPath,
    experts,
    contacts,
    freelancer,
    contactUserId: user.id,
    chosenExpertId: chosen?.id ?? null,
    rate: rateInRange(query.get("rate"), gig),
    market,
    earlier: chosen ? rates : [],
    allowance,
    meta: { title: `${title}: ${gig.title}`, noindex: true },
  };
}

/**
 * `?rate=<euros>` starts the form at that rate (a match's "Offer" passes the expert's
 * expectation): only a whole number inside the gig's range, anything else starts it empty.
 */
function rateInRange(
  text: string | null,
  gig: { rate_min: number; rate_max: number },
): number | null {
  if (text === null || !/^\d{1,6}$/.test(text)) return null;
  const rate = Number(text);
  return rate >= gig.rate_min && rate <= gig.rate_max ? rate : null;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, gig, gigPath } = await load(request, params);
  const submission = parseForm(await request.formData(), OfferSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await offerExpert(user, gig.id, submission.value);
  const { t } = await getT(request);
  const self = user.partner_type === "freelancer";
  if (!result.ok) {
    if (result.code !== "gig-closed" && result.code !== "locked")
      return data(
        {
          result: submission.reply({
            formErrors: [
              await refusalMessage(result.code, self, () => offerAllowance(user, gig.id)),
            ],
          }),
        },
        { status: 400 },
      );
    return redirectWithToast(request, gigPath, {
      type: "error",
      title: t(self ? "offers.toast.offerSelfFailed" : "offers.toast.offerFailed"),
      text: t("offers.errors.gigClosed"),
    });
  }
  // Decision 048: the partner learns that the expert now gets a mail from us.
  if (result.consent === "waiting")
    return redirectWithToast(request, gigPath, {
      type: "success",
      title: t("offers.toast.offered"),
      text: t("representation.toastAsked"),
    });
  return redirectWithToast(request, gigPath, {
    type: "success",
    text: t(self ? "offers.toast.offeredSelf" : "offers.toast.offered"),
  });
}

/** The form's message for an offer refused by the gig's candidates or its cap. */
async function refusalMessage(
  code: Exclude<OfferFailure, "gig-closed" | "locked">,
  self: boolean,
  allowance: () => ReturnType<typeof offerAllowance>,
) {
  switch (code) {
    case "cv-required":
      return "offers.errors.cvRequired";
    case "already-offered":
      return self ? "offers.errors.alreadyOfferedSelf" : "offers.errors.alreadyOffered";
    case "already-proposed-by-another-partner":
      return self
        ? "offers.errors.alreadyProposedSelf"
        : "offers.errors.alreadyProposedByAnotherPartner";
    case "submission-cap-reached":
      return msg("offers.errors.submissionCapReached", (await allowance()).cap ?? 0);
  }
}

/*
 * A refused offer (a colleague offered the same expert a moment earlier) changes who can still be
 * offered, so the expert list is reloaded after a 400 too, not only after a success.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionStatus,
  defaultShouldRevalidate,
}) => (actionStatus === 400 ? true : defaultShouldRevalidate);

export default function OfferExpertModal() {
  const loaded = useLoaderData<typeof loader>();
  const { title, gig, gigPath, experts, contacts, freelancer, contactUserId, market, allowance } =
    loaded;
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  // With JavaScript the earlier rates follow the expert chosen, loaded as `?expert=` would; an
  // answer for another expert than the one now chosen is never shown.
  const { pathname } = useLocation();
  const rates = useFetcher<typeof loader>();
  const [chosen, choose] = useState(loaded.chosenExpertId);
  const earlier =
    [rates.data, loaded].find((answer) => answer && answer.chosenExpertId === chosen)?.earlier ??
    [];
  return (
    <Modal title={title} closeTo={gigPath}>
      <p className="muted">{t("offers.form.gig", { title: gig.title })}</p>
      {gig.requiresConsent && !freelancer ? (
        <p className="muted">{t("representation.offerNote")}</p>
      ) : null}
      {allowance.cap !== null && !freelancer ? (
        <p className={allowance.left ? "muted" : "form-error"}>
          {allowance.left
            ? t("offers.form.proposalsLeft", { count: allowance.left, max: allowance.cap })
            : t("offers.form.noProposalsLeft", { count: allowance.cap })}
        </p>
      ) : null}
      <OfferForm
        mode="create"
        experts={experts}
        freelancer={freelancer}
        contacts={contacts}
        rateMin={gig.rateMin}
        rateMax={gig.rateMax}
        closeTo={gigPath}
        lastResult={actionData?.result}
        defaults={{
          contactUserId,
          expertId: loaded.chosenExpertId ?? undefined,
          rate: loaded.rate ?? undefined,
        }}
        rateInsight={{ market, earlier }}
        onExpertChange={(expertId) => {
          choose(expertId || null);
          if (expertId) rates.load(`${pathname}?expert=${encodeURIComponent(expertId)}`);
        }}
      />
    </Modal>
  );
}

export const headers: HeadersFunction = privateDocumentHeaders;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
