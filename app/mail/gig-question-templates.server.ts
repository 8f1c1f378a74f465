import type { Locale } from "~/i18n/config";
import { absoluteUrl, renderMail, translator, type RenderedMail } from "./layout.server";
import { turnOffNote } from "./notification-templates.server";

/**
 * Staff answered a question on a gig: to the partner user who asked it and to the contact person
 * of each offer on the gig (decision 049). The asker is never named; each says why it came.
 */
export async function gigQuestionAnsweredEmail({
  locale,
  name,
  gig,
  gigUrlPath,
  question,
  answer,
  reason,
}: {
  locale: Locale;
  name?: string | null;
  gig: string;
  gigUrlPath: string;
  question: string;
  answer: string;
  reason: "asked" | "offer";
}): Promise<RenderedMail> {
  const { t, greeting } = await translator(locale);
  return renderMail({
    locale,
    subject: t(
      reason === "asked"
        ? "mail.gigQuestionAnswered.subjectAsked"
        : "mail.gigQuestionAnswered.subjectOffer",
      { gig },
    ),
    heading: t("mail.gigQuestionAnswered.heading"),
    greeting: greeting(name),
    paragraphs: [
      t(
        reason === "asked"
          ? "mail.gigQuestionAnswered.introAsked"
          : "mail.gigQuestionAnswered.introOffer",
        { gig },
      ),
      t("mail.gigQuestionAnswered.question", { question }),
    ],
    quote: { label: t("mail.gigQuestionAnswered.answer"), text: answer },
    action: {
      label: t("mail.gigQuestionAnswered.button"),
      url: absoluteUrl(`${gigUrlPath}#questions`),
    },
    notes: [
      t(
        reason === "asked"
          ? "mail.gigQuestionAnswered.whyAsked"
          : "mail.gigQuestionAnswered.whyOffer",
      ),
      await turnOffNote(locale),
    ],
  });
}
