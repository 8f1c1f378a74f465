import { useLocation } from "@remix-run/react";
import { Form } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { SUPPORTED_LOCALES, type Locale } from "~/i18n/config";

/** A plain POST form: works without JavaScript, and the choice is kept in a cookie. */
export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Form
      method="post"
      action="/language"
      className="language-switcher"
      aria-label={t("language.change")}
    >
      <input
        type="hidden"
        name="redirectTo"
        value={location.pathname + location.search + location.hash}
      />
      {SUPPORTED_LOCALES.map((l) => (
        <button
          key={l}
          type="submit"
          name="locale"
          value={l}
          lang={l}
          aria-pressed={l === locale}
          className={l === locale ? "lang-button active" : "lang-button"}
        >
          {t(`language.${l}`)}
        </button>
      ))}
    </Form>
  );
}
