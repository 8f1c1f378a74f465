import { useLocation } from "@remix-run/react";
import { Form, Link, NavLink } from "~/components/plain-link";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import type { Locale } from "~/i18n/config";
import { useHydrated } from "~/utils/use-hydrated";
import { LanguageSwitcher } from "./language-switcher";
import { LogoMark } from "./icons/logo-mark";

type HeaderUser = {
  name: string | null;
  email: string;
  isPartner: boolean;
  pending?: boolean;
} | null;

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
      {user?.pending ? null : user ? (
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
 * The mobile menu is a <details> element, so it opens and closes without JavaScript: the scrim
 * is the summary's own pseudo-element (a click on it toggles the menu closed) and CSS locks the
 * page's scrolling while it is open (html:has(), mobile.css). JavaScript adds what a disclosure
 * cannot do by itself: Escape and a close button that return focus to the menu button, closing
 * when focus leaves for the page under the scrim, and after navigation.
 */
function MobileMenu({ user, locale }: { user: HeaderUser; locale: Locale }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const hydrated = useHydrated();

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = (returnFocus: boolean) => {
      details.open = false;
      if (returnFocus) details.querySelector("summary")?.focus();
    };
    // A class as well as the CSS :has() rule, for browsers that do not have :has().
    const onToggle = () => document.documentElement.classList.toggle("scroll-locked", details.open);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && details.open) {
        event.preventDefault();
        close(true);
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (details.open && next instanceof Node && !details.contains(next)) close(false);
    };
    details.addEventListener("toggle", onToggle);
    details.addEventListener("focusout", onFocusOut);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      details.removeEventListener("toggle", onToggle);
      details.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("keydown", onKeyDown);
      document.documentElement.classList.remove("scroll-locked");
    };
  }, []);

  useEffect(() => {
    if (ref.current?.open) ref.current.open = false;
  }, [location.key]);

  function onClose() {
    const details = ref.current;
    if (!details) return;
    details.open = false;
    details.querySelector("summary")?.focus();
  }

  return (
    <details className="mobile-menu" ref={ref}>
      <summary>
        <span className="mobile-menu-button">
          <span className="mobile-menu-icon" aria-hidden="true" /> {t("nav.openMenu")}
        </span>
      </summary>
      <nav className="mobile-menu-panel" aria-label={t("nav.main")}>
        {hydrated ? (
          <button type="button" className="mobile-menu-close" onClick={onClose}>
            <span aria-hidden="true">×</span> {t("nav.closeMenu")}
          </button>
        ) : null}
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
          <LogoMark />
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
