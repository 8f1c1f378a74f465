import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Locale } from "~/i18n/config";
import { LanguageSwitcher } from "./language-switcher";

type HeaderUser = { name: string | null; email: string; isPartner: boolean } | null;

function NavItems({ user }: { user: HeaderUser }) {
  const { t } = useTranslation();
  return (
    <ul className="nav-list">
      <li>
        <NavLink to="/gigs">{t("nav.gigs")}</NavLink>
      </li>
      <li>
        <NavLink to="/posts">{t("nav.posts")}</NavLink>
      </li>
      <li>
        <NavLink to="/about-us">{t("nav.aboutUs")}</NavLink>
      </li>
      <li>
        <NavLink to="/get-in-touch">{t("nav.getInTouch")}</NavLink>
      </li>
      {user ? (
        <>
          <li>
            {user.isPartner ? (
              <NavLink to="/dashboard">{t("nav.dashboard")}</NavLink>
            ) : (
              <NavLink to="/staff">{t("nav.backOffice")}</NavLink>
            )}
          </li>
          <li>
            <Form method="post" action="/sign-out">
              <button type="submit" className="link-button">
                {t("nav.signOut")}
              </button>
            </Form>
          </li>
        </>
      ) : (
        <>
          <li>
            <NavLink to="/sign-in">{t("nav.signIn")}</NavLink>
          </li>
          <li>
            <Link to="/register" className="button button-small">
              {t("nav.register")}
            </Link>
          </li>
        </>
      )}
    </ul>
  );
}

/**
 * The mobile menu is a <details> element: it opens and closes without JavaScript. With JavaScript
 * it also locks page scrolling while open and closes after navigation.
 */
function MobileMenu({ user, locale }: { user: HeaderUser; locale: Locale }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onToggle = () => document.documentElement.classList.toggle("scroll-locked", details.open);
    details.addEventListener("toggle", onToggle);
    return () => {
      details.removeEventListener("toggle", onToggle);
      document.documentElement.classList.remove("scroll-locked");
    };
  }, []);

  useEffect(() => {
    if (ref.current?.open) ref.current.open = false;
  }, [location.key]);

  return (
    <details className="mobile-menu" ref={ref}>
      <summary aria-label={t("nav.openMenu")}>
        <span aria-hidden="true">☰</span> {t("nav.openMenu")}
      </summary>
      <nav className="mobile-menu-panel" aria-label={t("nav.main")}>
        <NavItems user={user} />
        <LanguageSwitcher locale={locale} />
      </nav>
    </details>
  );
}

export function Header({ user, locale }: { user: HeaderUser; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="/" className="brand">
          {t("product.name")}
        </Link>
        <nav className="desktop-nav" aria-label={t("nav.main")}>
          <NavItems user={user} />
        </nav>
        <div className="desktop-only">
          <LanguageSwitcher locale={locale} />
        </div>
        <MobileMenu user={user} locale={locale} />
      </div>
    </header>
  );
}
