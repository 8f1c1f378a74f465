import { useTranslation } from "~/i18n/react";
import { tagOf } from "~/validation/offer-status";

/** An offer's status tag; apart from the offer form so the public gig page loads no form code. */
export function OfferTag({ status }: { status: string }) {
  const { t } = useTranslation();
  const tag = tagOf(status);
  return <span className={`tag tag-${tag}`}>{t(`offers.tags.${tag}`)}</span>;
}
