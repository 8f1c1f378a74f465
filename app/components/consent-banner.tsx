import { useLocation } from "@remix-run/react";
import { Form, Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import type { ClientTelemetry } from "~/telemetry/telemetry";

/** Until the visitor chose, on every page but the settings page itself. */
export function showsConsentBanner(telemetry: ClientTelemetry | undefined, pathname: string) {
  return (
    telemetry?.consent.mode === "built-in" &&
    telemetry.consent.choice === null &&
    pathname !== "/cookie-settings"
  );
}

/**
 * The cookie banner: at the top of the page, in the flow (nothing covers the content), a plain
 * form that works without JavaScript. `reloadDocument`: the answer is a new document, whose
 * CSP allows the analytics origin once the visitor accepted it.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const location = useLocation();
  const returnTo = location.pathname + location.search;
  return (
    <section className="consent-banner" aria-labelledby="consent-title">
      <div className="container consent-inner">
        <h2 id="consent-title">{t("consent.title")}</h2>
        <p>{t("consent.text")}</p>
        <Form method="post" action="/cookie-settings" reloadDocument className="consent-actions">
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" name="intent" value="all" className="button">
            {t("consent.acceptAll")}
          </button>
          <button type="submit" name="intent" value="necessary" className="button button-secondary">
            {t("consent.necessaryOnly")}
          </button>
          <Link to={`/cookie-settings?${new URLSearchParams({ returnTo })}`}>
            {t("consent.settings")}
          </Link>
        </Form>
      </div>
    </section>
  );
}
