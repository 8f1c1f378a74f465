import type { TFunction } from "i18next";
import { formatDate } from "~/utils/dates";
import type { MatchReason, MatchReasonCode, ReasonFit } from "./score";

/*
 * The match reasons in words, for the pages, the API and the alert mails alike. The caller brings
 * the translator of the reader's language; the score itself stays free of words.
 */

type T = TFunction<"translation">;

// A plain comma list: Intl.ListFormat would load ICU data in the browser (decision 025).
const list = (items: string[]) => items.join(", ");

/** One reason as a sentence in the translator's language. */
export function matchReasonText(reason: MatchReason, t: T, locale: string): string {
  const date = (day: string) => formatDate(day, locale);
  switch (reason.code) {
    case "already-offered":
      return t("matching.reasons.alreadyOffered");
    case "required-skills-all":
      return t("matching.reasons.requiredAll", { covered: list(reason.params.covered) });
    case "required-skills-partial": {
      const { covered, missing } = reason.params;
      return t("matching.reasons.requiredPartial", {
        coveredCount: covered.length,
        total: covered.length + missing.length,
        covered: list(covered),
        missing: list(missing),
      });
    }
    case "required-skills-missing":
      return t("matching.reasons.requiredMissing", { missing: list(reason.params.missing) });
    case "required-skills-unlisted":
      return t("matching.reasons.requiredUnlisted");
    case "nice-skills-all":
      return t("matching.reasons.niceAll", { covered: list(reason.params.covered) });
    case "nice-skills-partial":
      return t("matching.reasons.nicePartial", {
        covered: list(reason.params.covered),
        missing: list(reason.params.missing),
      });
    case "nice-skills-missing":
      return t("matching.reasons.niceMissing", { missing: list(reason.params.missing) });
    case "nice-skills-unlisted":
      return t("matching.reasons.niceUnlisted");
    case "available-by-start":
      return t("matching.reasons.availableByStart", { date: date(reason.params.startDate) });
    case "available-after-start":
      return t("matching.reasons.availableAfterStart", {
        count: reason.params.days,
        date: date(reason.params.startDate),
      });
    case "available-now":
      return t("matching.reasons.availableNow");
    case "available-later":
      return t("matching.reasons.availableLater", {
        count: reason.params.days,
        date: date(reason.params.availableFrom),
      });
    case "allocation-enough":
      return t("matching.reasons.allocationEnough", reason.params);
    case "allocation-short":
      return t("matching.reasons.allocationShort", reason.params);
    case "allocation-unknown":
      return t("matching.reasons.allocationUnknown");
    case "rate-inside":
      return t("matching.reasons.rateInside", reason.params);
    case "rate-under":
      return t("matching.reasons.rateUnder", reason.params);
    case "rate-above":
      return t("matching.reasons.rateAbove", reason.params);
    case "rate-no-expectation":
      return t("matching.reasons.rateNoExpectation");
    case "rate-no-range":
      return t("matching.reasons.rateNoRange", reason.params);
    case "work-mode-ok":
      return t(`matching.reasons.workModeOk.${reason.params.mode}`);
    case "work-mode-mismatch":
      return t(`matching.reasons.workModeMismatch.${reason.params.mode}`);
    case "location-remote":
      return t("matching.reasons.locationRemote");
    case "location-unlisted":
      return t("matching.reasons.locationUnlisted");
    case "location-any":
      return t("matching.reasons.locationAny", { locations: list(reason.params.locations) });
    case "location-match":
      return t("matching.reasons.locationMatch", { locations: list(reason.params.locations) });
    case "location-mismatch":
      return t("matching.reasons.locationMismatch", { locations: list(reason.params.locations) });
  }
}

/** Every reason of a match as its code, how it reads and its sentence (the API's `reasons`). */
export function describeMatchReasons(
  reasons: readonly MatchReason[],
  t: T,
  locale: string,
): Array<{ code: MatchReasonCode; fit: ReasonFit; text: string }> {
  return reasons.map((r) => ({ code: r.code, fit: r.fit, text: matchReasonText(r, t, locale) }));
}
