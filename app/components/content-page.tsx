import { useTranslation } from "~/i18n/react";
import { FaqList, type FaqListItem } from "./faq-list";

export type ContentPageProps = {
  title: string;
  description: string;
  version: { date: string; text: string } | null;
  /** Sanitised HTML from app/domain/content/markdown.server.ts. */
  html: string;
  faq: FaqListItem[] | null;
};

/** A content page rendered from its Markdown (app/content): title, lead, version, body. */
export function ContentPage({ page }: { page: ContentPageProps }) {
  const { t } = useTranslation();
  return (
    <article className="container section prose content-page" aria-labelledby="content-title">
      <h1 id="content-title">{page.title}</h1>
      {page.version ? (
        <p className="muted content-version">
          {t("site.content.latestVersion")}{" "}
          <time dateTime={page.version.date}>{page.version.text}</time>
        </p>
      ) : null}
      <p className="lead">{page.description}</p>
      {page.html ? (
        <div className="markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
      ) : null}
      {page.faq ? <FaqList items={page.faq} /> : null}
    </article>
  );
}
