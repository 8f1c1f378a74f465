import type { Locale } from "~/i18n/config";
import { formatDate } from "~/utils/dates";
import { absoluteUrl, renderMail, translator, type RenderedMail } from "./layout.server";

/**
 * To an expert a partner has offered on a gig: who proposes them, for which gig and at what
 * rate, with "I agree" and "I do not agree". Each link opens a page that asks once more (a POST
 * answers), so a mail scanner following the links answers nothing (decision 048). `lng` keeps
 * the page in the mail's language.
 */
export async function representationRequestEmail({
  locale,
  name,
  company,
  gig,
  gigUrlPath,
  rate,
  contact,
  token,
  expiresAt,
}: {
  locale: Locale;
  name: string;
  company: string;
  gig: string;
  gigUrlPath: string;
  rate: number;
  /** The offer's contact person, "Name <address>", when there is one. */
  contact: string | null;
  token: string;
  expiresAt: string;
}): Promise<RenderedMail> {
  const { t, greeting } = await translator(locale);
  const values = { company, gig, rate };
  const link = (answer: "agree" | "decline") =>
    absoluteUrl(`/representation/${answer}`, { token, lng: locale });
  return renderMail({
    locale,
    subject: t("mail.representation.subject", values),
    heading: t("mail.representation.heading"),
    greeting: greeting(name),
    paragraphs: [
      t("mail.representation.intro", values),
      t("mail.representation.ask"),
      ...(contact ? [t("mail.representation.contact", { contact })] : []),
      t("mail.representation.gigLink", { url: absoluteUrl(gigUrlPath) }),
    ],
    action: { label: t("mail.representation.agree"), url: link("agree") },
    secondAction: { label: t("mail.representation.decline"), url: link("decline") },
    notes: [
      t("mail.representation.expires", { date: formatDate(expiresAt, locale) }),
      t("mail.representation.why", values),
    ],
  });
}
