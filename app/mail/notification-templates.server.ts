import type { Locale } from "~/i18n/config";
import { getFixedTFor } from "~/i18n/i18n.server";
import { formatDate } from "~/utils/dates";
import { absoluteUrl, translator, renderMail, type RenderedMail } from "./layout.server";

// The partner notifications that are not a stage move (that one is candidateStageEmail). Each
// says why it came and where to turn it off.

/** The note every notification ends with: how to turn it off. */
export async function turnOffNote(locale: Locale): Promise<string> {
  const t = await getFixedTFor(locale);
  return t("notifications.mail.turnOff", { url: absoluteUrl("/dashboard/my-details") });
}

/** The day before an offer deadline, to the contact person of offers still in review. */
export async function offerDeadlineEmail({
  locale,
  name,
  gig,
  gigUrlPath,
  deadline,
  experts,
}: {
  locale: Locale;
  name?: string | null;
  gig: string;
  gigUrlPath: string;
  deadline: string;
  experts: string[];
}): Promise<RenderedMail> {
  const { t, greeting } = await translator(locale);
  const values = {
    gig,
    date: formatDate(deadline, locale),
    experts: new Intl.ListFormat(locale === "fi" ? "fi-FI" : "en-GB", {
      type: "conjunction",
    }).format(experts),
  };
  return renderMail({
    locale,
    subject: t("notifications.mail.deadline.subject", values),
    heading: t("notifications.mail.deadline.heading"),
    greeting: greeting(name),
    paragraphs: [
      t("notifications.mail.deadline.intro", values),
      t("notifications.mail.deadline.edit"),
      t("notifications.mail.deadline.gigLink", { url: absoluteUrl(gigUrlPath) }),
    ],
    action: {
      label: t("notifications.mail.deadline.button"),
      url: absoluteUrl("/dashboard/my-gigs"),
    },
    notes: [t("notifications.mail.deadline.why"), await turnOffNote(locale)],
  });
}

/** To the inviter when the invited person finishes registration. */
export async function inviteAcceptedEmail({
  locale,
  name,
  invitee,
  email,
}: {
  locale: Locale;
  name?: string | null;
  invitee: string | null;
  email: string;
}): Promise<RenderedMail> {
  const { t, greeting } = await translator(locale);
  const values = { invitee: invitee?.trim() || email, email };
  return renderMail({
    locale,
    subject: t("notifications.mail.inviteAccepted.subject", values),
    heading: t("notifications.mail.inviteAccepted.heading"),
    greeting: greeting(name),
    paragraphs: [t("notifications.mail.inviteAccepted.intro", values)],
    action: {
      label: t("notifications.mail.inviteAccepted.button"),
      url: absoluteUrl("/dashboard/company-and-users"),
    },
    notes: [t("notifications.mail.inviteAccepted.why"), await turnOffNote(locale)],
  });
}
