import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";

/** `cookieSettings`: the consent banner is in use, so its choice can be changed here. */
export function Footer({ cookieSettings = false }: { cookieSettings?: boolean }) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <nav aria-label={t("footer.company")}>
          <h2>{t("footer.company")}</h2>
          <ul>
            <li>
              <Link to="/about-us/about-gigpartners">{t("footer.about")}</Link>
            </li>
            <li>
              <Link to="/about-us/grow-with-us">{t("footer.growWithUs")}</Link>
            </li>
            <li>
              <Link to="/get-in-touch">{t("nav.getInTouch")}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t("footer.forPartners")}>
          <h2>{t("footer.forPartners")}</h2>
          <ul>
            <li>
              <Link to="/about-us/get-started">{t("footer.getStarted")}</Link>
            </li>
            <li>
              <Link to="/about-us/faq">{t("footer.faq")}</Link>
            </li>
            <li>
              <Link to="/discover-the-power">{t("nav.discover")}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t("footer.legal")}>
          <h2>{t("footer.legal")}</h2>
          <ul>
            <li>
              <Link to="/terms-of-use">{t("footer.terms")}</Link>
            </li>
            <li>
              <Link to="/privacy-policy">{t("footer.privacy")}</Link>
            </li>
            {cookieSettings ? (
              <li>
                <Link to="/cookie-settings">{t("footer.cookieSettings")}</Link>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
      <p className="container copyright">
        {t("footer.copyright", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
