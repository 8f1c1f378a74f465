import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/i18n/react";
import { Modal } from "~/components/modal";
import { OfferForm, OfferRemoveConfirm } from "~/components/offer-form";
import type { editProposalLoader, removeOfferLoader } from "./__offer-modal.server";

// Type-only imports: the loaders run on the server, these components render their data.
type EditData = Awaited<ReturnType<typeof editProposalLoader>>;
type RemoveData = Awaited<ReturnType<typeof removeOfferLoader>>;

/** The edit-proposal modal shared by the gig page and My gigs. */
export function EditProposalModal({
  data,
  lastResult,
}: {
  data: EditData;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { offer, contacts, back, freelancer, rateInsight } = data;
  const { t } = useTranslation();
  return (
    <Modal title={t("offers.editProposal")} closeTo={back}>
      <p className="muted">{t("offers.form.gig", { title: offer.gigTitle })}</p>
      <OfferForm
        mode="edit"
        expertName={offer.expertName}
        freelancer={freelancer}
        contacts={contacts}
        rateMin={offer.rateMin}
        rateMax={offer.rateMax}
        closeTo={back}
        lastResult={lastResult}
        rateInsight={rateInsight}
        defaults={{
          rate: offer.rate,
          description: offer.description,
          contactUserId: offer.contactUserId ?? undefined,
        }}
      />
    </Modal>
  );
}

/** The remove-offer confirmation shared by the gig page and My gigs. */
export function RemoveOfferModal({ data }: { data: RemoveData }) {
  const { t } = useTranslation();
  return (
    <Modal title={t("offers.removeOffer")} closeTo={data.back}>
      <OfferRemoveConfirm
        expertName={data.expertName}
        gigTitle={data.gigTitle}
        freelancer={data.freelancer}
        closeTo={data.back}
      />
    </Modal>
  );
}
