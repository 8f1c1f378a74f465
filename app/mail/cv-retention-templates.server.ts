import type { Locale } from "~/i18n/config";
import { formatDate } from "~/utils/dates";
import {
  absoluteUrl,
  translator,
  renderMail,
  type MailItem,
  type RenderedMail,
} from "./layout.server";
import { turnOffNote } from "./notification-templates.server";

/** A CV the notice names, with the day it will be deleted (YYYY-MM-DD, Helsinki). */
export type NoticedCv = { name: string; filename: string; deleteOn: string; keepPath: string };

/**
 * The notice 30 days before CVs are deleted (decision 051), to each user of the experts' company
 * whose switch is on: one CV with a button that opens its keep question, or the CVs one sweep
 * noticed at once, each linked to its own. `own` is a freelancer's own CV.
 */
export async function cvRetentionNoticeEmail({
  locale,
  name,
  own,
  months,
  experts,
  more,
}: {
  locale: Locale;
  name?: string | null;
  own: boolean;
  months: number;
  experts: NoticedCv[];
  more: number;
}): Promise<RenderedMail> {
  const { t, greeting } = await translator(locale);
  const first = experts[0]!;
  const earliest = experts.map((e) => e.deleteOn).reduce((a, b) => (a < b ? a : b));
  const values = {
    expert: first.name,
    filename: first.filename,
    date: formatDate(earliest, locale),
    months: t("mail.cvRetention.months", { count: months }),
    count: experts.length + more,
    url: absoluteUrl("/privacy-policy"),
  };
  const single = experts.length === 1 && more === 0;
  const notes = [
    t(own ? "mail.cvRetention.whyOwn" : "mail.cvRetention.why", values),
    await turnOffNote(locale),
  ];
  if (single || own)
    return renderMail({
      locale,
      subject: t(own ? "mail.cvRetention.subjectOwn" : "mail.cvRetention.subject", values),
      heading: t("mail.cvRetention.heading"),
      greeting: greeting(name),
      paragraphs: [
        t(own ? "mail.cvRetention.introOwn" : "mail.cvRetention.intro", values),
        t(own ? "mail.cvRetention.keepOwn" : "mail.cvRetention.keep", values),
      ],
      action: { label: t("mail.cvRetention.button"), url: absoluteUrl(first.keepPath) },
      notes,
    });
  const items: MailItem[] = experts.map((expert) => ({
    title: expert.name,
    url: absoluteUrl(expert.keepPath),
    details: [
      expert.filename,
      t("mail.cvRetention.deleteOn", { date: formatDate(expert.deleteOn, locale) }),
    ],
  }));
  return renderMail({
    locale,
    subject: t("mail.cvRetention.subjectMany", values),
    heading: t("mail.cvRetention.headingMany"),
    greeting: greeting(name),
    paragraphs: [t("mail.cvRetention.introMany", values), t("mail.cvRetention.keepMany", values)],
    items,
    action: { label: t("mail.cvRetention.buttonMany"), url: absoluteUrl("/dashboard/experts") },
    notes: more ? [t("mail.cvRetention.more", { count: more }), ...notes] : notes,
  });
}
