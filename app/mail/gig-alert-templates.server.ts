import type { Locale } from "~/i18n/config";
import { formatDate } from "~/utils/dates";
import { absoluteUrl, translator, renderMail, type RenderedMail } from "./layout.server";
import { linkUrls } from "./templates.server";

type Reason = { code: string; values?: Record<string, string | number> };

/** A gig as a gig alert lists it, with the experts of the recipient's company that fit it. */
export type GigAlertGig = {
  id: number;
  title: string;
  slug: string;
  rateMin: number;
  rateMax: number;
  /** The expert offer deadline, YYYY-MM-DD. */
  offerDeadline: string;
  matches: Array<{ expertName: string; score: number; reasons: Reason[] }>;
};

/** Experts named per gig; the rest are counted. */
const EXPERTS_SHOWN = 5;

/** Where an alert's recipient changes the choice (signed in; the sign-in returns there). */
export const GIG_ALERT_SETTINGS_PATH = "/dashboard/my-details/notifications";

type T = Awaited<ReturnType<typeof translator>>["t"];

/**
 * The match score's reasons an alert carries (app/domain/gig-alert-matches.server.ts), in the
 * words the pages use for them (the `matching.reasons` texts).
 */
const MATCH_REASON_TEXTS = {
  "required-skills-all": "matching.reasons.requiredAll",
  "required-skills-partial": "matching.reasons.requiredPartial",
  "available-by-start": "matching.reasons.availableByStart",
  "available-now": "matching.reasons.availableNow",
  "rate-inside": "matching.reasons.rateInside",
  "rate-under": "matching.reasons.rateUnder",
} as const;

/** A reason's words, or null for a code the mail has no text for (it is left out). */
function reasonText(t: T, locale: Locale, reason: Reason): string | null {
  const values = reason.values ?? {};
  if (!Object.hasOwn(MATCH_REASON_TEXTS, reason.code)) return null;
  const key = MATCH_REASON_TEXTS[reason.code as keyof typeof MATCH_REASON_TEXTS];
  const date = typeof values.startDate === "string" ? formatDate(values.startDate, locale) : "";
  return t(key, { ...values, date });
}

/** To a partner user who chose gig alerts: one new gig (instant) or the day's (daily). */
export async function gigAlertEmail({
  locale,
  name,
  mode,
  gigs,
}: {
  locale: Locale;
  name?: string | null;
  mode: "instant" | "daily";
  gigs: GigAlertGig[];
}): Promise<RenderedMail> {
  const { t, greeting } = await translator(locale);
  const offerUrl = (gig: GigAlertGig) => absoluteUrl(`/gigs/${gig.id}/${gig.slug}/offer`);
  const instant = mode === "instant";
  const items = gigs.map((gig) => {
    const experts = gig.matches.slice(0, EXPERTS_SHOWN).map((match) => {
      const reasons = [
        ...new Set(match.reasons.flatMap((reason) => reasonText(t, locale, reason) ?? [])),
      ];
      const values = { name: match.expertName, score: Math.round(match.score) };
      return reasons.length
        ? t("notifications.mail.gigAlert.expert", { ...values, reasons: reasons.join("; ") })
        : t("notifications.mail.gigAlert.expertNoReasons", values);
    });
    const more = gig.matches.length - EXPERTS_SHOWN;
    return {
      title: gig.title,
      url: absoluteUrl(`/gigs/${gig.id}/${gig.slug}`),
      details: [
        t("notifications.mail.gigAlert.rate", { min: gig.rateMin, max: gig.rateMax }),
        t("notifications.mail.gigAlert.deadline", { date: formatDate(gig.offerDeadline, locale) }),
        ...experts.map((line) => `• ${line}`),
        ...(more > 0 ? [t("notifications.mail.gigAlert.moreExperts", { count: more })] : []),
        // A digest has a link to offer per gig; an instant alert's is its button.
        ...(instant ? [] : [t("notifications.mail.gigAlert.offer", { url: offerUrl(gig) })]),
      ],
    };
  });
  const settings = absoluteUrl(GIG_ALERT_SETTINGS_PATH);
  const first = gigs[0]!;
  const mail = await renderMail({
    locale,
    subject: instant
      ? t("notifications.mail.gigAlert.subjectInstant", { gig: first.title })
      : t("notifications.mail.gigAlert.subjectDaily", { count: gigs.length }),
    heading: t(
      instant
        ? "notifications.mail.gigAlert.headingInstant"
        : "notifications.mail.gigAlert.headingDaily",
    ),
    greeting: greeting(name),
    paragraphs: [
      t(
        instant
          ? "notifications.mail.gigAlert.introInstant"
          : "notifications.mail.gigAlert.introDaily",
      ),
    ],
    items,
    action: instant
      ? { label: t("notifications.mail.gigAlert.button"), url: offerUrl(first) }
      : {
          label: t("notifications.mail.gigAlert.buttonDaily"),
          url: absoluteUrl("/gigs", { status: "open", sort: "newest" }),
        },
    notes: [
      t(
        instant ? "notifications.mail.gigAlert.whyInstant" : "notifications.mail.gigAlert.whyDaily",
      ),
      t("notifications.mail.gigAlert.turnOff", { url: settings }),
    ],
  });
  // The links printed as text (each gig's offer link, the settings) are links in HTML too.
  return { ...mail, html: linkUrls(mail.html, [settings, ...(instant ? [] : gigs.map(offerUrl))]) };
}
