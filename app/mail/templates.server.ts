import type { CandidateStage, DeclineReason, WorkMode } from "~/db/schema";
import { SUPPORTED_LOCALES, type Locale } from "~/i18n/config";
import { resources } from "~/i18n/resources.server";
import { formatDate } from "~/utils/dates";
import { describeSavedSearch, savedSearchPath, type SavedSearch } from "~/validation/saved-search";
import {
  absoluteUrl,
  translator,
  escapeHtml,
  renderMail,
  type RenderedMail,
} from "./layout.server";
import { turnOffNote } from "./notification-templates.server";

// Each template returns the subject and both parts in the recipient's language. Links are absolute
// (APP_URL); every interpolated value is escaped by the layout, since the texts are plain text.

type WithLocale = { locale: Locale };

/** Link: /sign-in/verify-email?token=...(&inviteToken=...). */
export async function verificationEmail({
  locale,
  name,
  token,
  inviteToken,
}: WithLocale & {
  name?: string | null;
  token: string;
  inviteToken?: string | null;
}): Promise<RenderedMail> {
  const { t, greeting } = await translator(locale);
  return renderMail({
    locale,
    subject: t("mail.verify.subject"),
    heading: t("mail.verify.heading"),
    greeting: greeting(name),
    paragraphs: [t(inviteToken ? "mail.verify.introInvite" : "mail.verify.intro")],
    action: {
      label: t("mail.verify.button"),
      url: absoluteUrl("/sign-in/verify-email", { token, inviteToken: inviteToken ?? undefined }),
    },
    notes: [t("mail.verify.ignore")],
  });
}

/** Link: /sign-in/reset-password?token=...; works once, expires in an hour. */
export async function passwordResetEmail({
  locale,
  token,
}: WithLocale & { token: string }): Promise<RenderedMail> {
  const { t, greeting } = await translator(locale);
  return renderMail({
    locale,
    subject: t("mail.passwordReset.subject"),
    heading: t("mail.passwordReset.heading"),
    greeting: greeting(),
    paragraphs: [t("mail.passwordReset.intro")],
    action: {
      label: t("mail.passwordReset.button"),
      url: absoluteUrl("/sign-in/reset-password", { token }),
    },
    notes: [t("mail.passwordReset.expires"), t("mail.passwordReset.ignore")],
  });
}

/** Link: /sign-in?inviteToken=...; valid for 14 days. */
export async function inviteEmail({
  locale,
  companyName,
  inviterName,
  message,
  token,
}: WithLocale & {
  companyName: string;
  inviterName: string;
  message?: string | null;
  token: string;
}): Promise<RenderedMail> {
  const { t, greeting } = await translator(locale);
  const note = message?.trim();
  return renderMail({
    locale,
    subject: t("mail.invite.subject", { inviterName, companyName }),
    heading: t("mail.invite.heading", { companyName }),
    greeting: greeting(),
    paragraphs: [t("mail.invite.intro", { inviterName, companyName })],
    quote: note ? { label: t("mail.invite.messageLabel", { inviterName }), text: note } : undefined,
    action: {
      label: t("mail.invite.button"),
      url: absoluteUrl("/sign-in", { inviteToken: token }),
    },
    notes: [t("mail.invite.expires"), t("mail.invite.ignore")],
  });
}

export async function userRemovedEmail({
  locale,
  name,
  companyName,
  removedBy,
}: WithLocale & {
  name?: string | null;
  companyName: string;
  removedBy: string;
}): Promise<RenderedMail> {
  const { t, greeting } = await translator(locale);
  return renderMail({
    locale,
    subject: t("mail.userRemoved.subject", { companyName }),
    heading: t("mail.userRemoved.heading", { companyName }),
    greeting: greeting(name),
    paragraphs: [
      t("mail.userRemoved.intro", { removedBy, companyName }),
      t("mail.userRemoved.consequence"),
    ],
    notes: [t("mail.userRemoved.contact", { removedBy })],
  });
}

export async function accountDeletedEmail({
  locale,
  name,
}: WithLocale & { name?: string | null }): Promise<RenderedMail> {
  const { t, greeting } = await translator(locale);
  return renderMail({
    locale,
    subject: t("mail.accountDeleted.subject"),
    heading: t("mail.accountDeleted.heading"),
    greeting: greeting(name),
    paragraphs: [t("mail.accountDeleted.intro"), t("mail.accountDeleted.thanks")],
    notes: [t("mail.accountDeleted.contact")],
  });
}

/** Turns the given absolute URLs, which the layout printed as text, into links in the HTML part. */
export function linkUrls(html: string, urls: string[]): string {
  return urls.reduce((out, url) => {
    const text = escapeHtml(url);
    return out.split(text).join(`<a href="${text}" style="color:#0b5cad;">${text}</a>`);
  }, html);
}

export type NewsletterGig = {
  title: string;
  url: string;
  rateMin: number;
  rateMax: number;
  locations: string[];
  workMode: WorkMode;
  /** The expert offer deadline, YYYY-MM-DD. */
  offerDeadline: string;
};

/**
 * The gig's places without the ones that only repeat its work mode: a remote gig whose location
 * list says "Remote" would otherwise read "Remote, Remote". Staff type locations in either
 * language, so the mode's label in every language counts.
 */
function placesBesidesMode(locations: string[], mode: WorkMode): string[] {
  const modeWords = new Set(
    [mode, ...SUPPORTED_LOCALES.map((l) => resources[l].translation.gigs.workMode[mode])].map((w) =>
      w.toLowerCase(),
    ),
  );
  return locations.map((l) => l.trim()).filter((l) => l && !modeWords.has(l.toLowerCase()));
}

/**
 * Link: /newsletter/confirm?token=...; the page asks before it subscribes (a mail scanner that
 * opens links confirms nothing). Works once, for NEWSLETTER_CONFIRM_DAYS.
 */
export async function newsletterConfirmEmail({
  locale,
  token,
  search = null,
}: WithLocale & { token: string; search?: SavedSearch | null }): Promise<RenderedMail> {
  const { t } = await translator(locale);
  return renderMail({
    locale,
    subject: t("mail.newsletterConfirm.subject"),
    heading: t("mail.newsletterConfirm.heading"),
    greeting: t("mail.greetingNoName"),
    paragraphs: [
      t("mail.newsletterConfirm.intro"),
      ...(search
        ? [t("mail.newsletterConfirm.search", { search: describeSavedSearch(t, search) })]
        : []),
    ],
    action: {
      label: t("mail.newsletterConfirm.button"),
      url: absoluteUrl("/newsletter/confirm", { token, lng: locale }),
    },
    notes: [t("mail.newsletterConfirm.expires"), t("mail.newsletterConfirm.ignore")],
  });
}

/**
 * The weekday gig newsletter. Send it with `newsletterHeaders(token)` from the newsletter domain
 * and `unsubscribeUrl(token)` here, using the subscription's stable token (`unsubscribeTokensFor`,
 * as `sendGigsletter` in app/domain/gigsletter-send.server.ts does). A subscriber's
 * saved search is named, and the button opens that search.
 */
export async function newsletterEmail({
  locale,
  gigs,
  unsubscribeUrl,
  search = null,
}: WithLocale & {
  gigs: NewsletterGig[];
  unsubscribeUrl: string;
  search?: SavedSearch | null;
}): Promise<RenderedMail> {
  const { t } = await translator(locale);
  const mail = await renderMail({
    locale,
    subject: t("mail.newsletter.subject"),
    heading: t("mail.newsletter.heading"),
    paragraphs: [
      ...(search ? [t("mail.newsletter.search", { search: describeSavedSearch(t, search) })] : []),
      t("mail.newsletter.intro"),
    ],
    items: gigs.map((gig) => {
      const places = placesBesidesMode(gig.locations, gig.workMode);
      const mode = t(`gigs.workMode.${gig.workMode}`);
      return {
        title: gig.title,
        url: gig.url,
        details: [
          t("mail.newsletter.rate", { min: gig.rateMin, max: gig.rateMax }),
          places.length > 0
            ? // In brackets after the places the mode is lower case in both languages.
              t("mail.newsletter.placeAndMode", {
                places: places.join(", "),
                mode: mode.toLocaleLowerCase(locale),
              })
            : t("mail.newsletter.mode", { mode }),
          t("mail.newsletter.deadline", { date: formatDate(gig.offerDeadline, locale) }),
        ],
      };
    }),
    action: search
      ? { label: t("mail.newsletter.searchButton"), url: absoluteUrl(savedSearchPath(search)) }
      : { label: t("mail.newsletter.button"), url: absoluteUrl("/gigs") },
    notes: [t("mail.newsletter.why"), `${t("mail.newsletter.unsubscribe")} ${unsubscribeUrl}`],
  });
  return { ...mail, html: linkUrls(mail.html, [unsubscribeUrl]) };
}

/** To an offer's contact person when staff move the candidate; links to My gigs. */
export async function candidateStageEmail({
  locale,
  name,
  expert,
  gig,
  stage,
  reason,
  feedback,
  declinedByExpert,
}: WithLocale & {
  name?: string | null;
  expert: string;
  gig: string;
  stage: CandidateStage;
  reason: DeclineReason | null;
  feedback: string | null;
  declinedByExpert?: boolean;
}): Promise<RenderedMail> {
  const { t, greeting } = await translator(locale);
  const stageLabel = t(`dashboard.stages.${stage}`);
  const values = { expert, gig, stage: stageLabel };
  return renderMail({
    locale,
    subject: t("mail.candidateStage.subject", values),
    heading: t("mail.candidateStage.heading", values),
    greeting: greeting(name),
    paragraphs: [
      t("mail.candidateStage.intro", values),
      ...(reason
        ? [t("mail.candidateStage.declined", { reason: t(`offers.declineReasons.${reason}`) })]
        : []),
      ...(declinedByExpert ? [t("mail.representation.declinedByExpert", values)] : []),
    ],
    quote: feedback ? { label: t("mail.candidateStage.feedbackLabel"), text: feedback } : undefined,
    action: { label: t("mail.candidateStage.button"), url: absoluteUrl("/dashboard/my-gigs") },
    notes: [t("mail.candidateStage.why"), await turnOffNote(locale)],
  });
}
