import { useTranslation } from "~/i18n/react";

/**
 * " · In English" after a post's category when the post is not in the page's language. It is
 * written in the page's language, so it sits outside the article's `lang`.
 */
export function PostLanguageLabel({ locale }: { locale: string }) {
  const { t, i18n } = useTranslation();
  if (locale === i18n.language || (locale !== "en" && locale !== "fi")) return null;
  return (
    <span lang={i18n.language}>
      {" · "}
      {t(`posts.writtenIn.${locale}`)}
    </span>
  );
}
