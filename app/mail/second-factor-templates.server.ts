import type { Locale } from "~/i18n/config";
import { renderMail, translator, type RenderedMail } from "./layout.server";

// The staff second factor's mails: the one-time set-up link, and the notices to the owner when an
// authenticator is set up or reset (so a set-up by someone else does not go unnoticed).

type Recipient = { locale: Locale; name?: string | null };

export async function enrolmentLinkEmail({
  locale,
  name,
  url,
}: Recipient & { url: string }): Promise<RenderedMail> {
  const { t, greeting } = await translator(locale);
  return renderMail({
    locale,
    subject: t("mail.secondFactor.link.subject"),
    heading: t("mail.secondFactor.link.heading"),
    greeting: greeting(name),
    paragraphs: [t("mail.secondFactor.link.intro")],
    action: { label: t("mail.secondFactor.link.button"), url },
    notes: [t("mail.secondFactor.link.expires"), t("mail.secondFactor.link.ignore")],
  });
}

export async function secondFactorChangedEmail({
  locale,
  name,
  change,
}: Recipient & { change: "enrolled" | "reset" }): Promise<RenderedMail> {
  const { t, greeting } = await translator(locale);
  return renderMail({
    locale,
    subject: t(`mail.secondFactor.${change}.subject`),
    heading: t(`mail.secondFactor.${change}.heading`),
    greeting: greeting(name),
    paragraphs: [t(`mail.secondFactor.${change}.intro`)],
    notes: [t(`mail.secondFactor.${change}.notYou`)],
  });
}
