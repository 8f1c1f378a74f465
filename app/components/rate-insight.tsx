import { useTranslation } from "~/i18n/react";

export type RateInsightProps = {
  /** The element the rate input names in its aria-describedby. */
  id: string;
  /** Quartiles and median on similar closed gigs; null when too few to show. */
  market: { low: number; median: number; high: number } | null;
  /** The chosen expert's earlier rates, the latest first. */
  earlier: readonly number[];
  /** A freelancer reads "your" rates. */
  self: boolean;
};

/**
 * What partners offered on similar gigs and what this expert was offered at before, under the
 * gig's range. The earlier rates follow the chosen expert, so they sit in a live region that is
 * always there: a screen reader hears the new line when another expert is picked.
 */
export function RateInsight({ id, market, earlier, self }: RateInsightProps) {
  const { t } = useTranslation();
  const rates = earlier.map((rate) => `${rate} €/h`).join(", ");
  return (
    <div id={id}>
      {market ? <p className="field-hint">{t("matching.rateInsight.market", market)}</p> : null}
      <div aria-live="polite">
        {rates ? (
          <p className="field-hint">
            {t(self ? "matching.rateInsight.earlierSelf" : "matching.rateInsight.earlier", {
              rates,
            })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
