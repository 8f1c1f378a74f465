import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** Input the request guards refuse: malformed, too large, or of a type the page does not take. */
const BAD_REQUEST_STATUSES = new Set([400, 413, 415]);

/** The 404 variant for a gig path; every other path gets the general page-not-found. */
export function ErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;

  if (status === 404) {
    const isGig = location.pathname.startsWith("/gigs/");
    return (
      <section className="error-page container" aria-labelledby="error-title">
        <p className="error-status">{t("errors.statusCode", { status })}</p>
        <h1 id="error-title">{t(isGig ? "errors.gigNotFound.title" : "errors.notFound.title")}</h1>
        <p>{t(isGig ? "errors.gigNotFound.description" : "errors.notFound.description")}</p>
        <p className="error-message">{t("errors.notFound.message", { path: location.pathname })}</p>
        <p className="error-actions">
          {isGig ? (
            <Link to="/gigs" className="button">
              {t("errors.gigNotFound.browse")}
            </Link>
          ) : null}
          <Link to="/" className={isGig ? "button button-secondary" : "button"}>
            {t("errors.backHome")}
          </Link>
        </p>
      </section>
    );
  }

  const key =
    status === 403
      ? "forbidden"
      : status === 503
        ? "unavailable"
        : BAD_REQUEST_STATUSES.has(status)
          ? "badRequest"
          : "server";
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <p className="error-status">{t("errors.statusCode", { status })}</p>
      <h1 id="error-title">{t(`errors.${key}.title`)}</h1>
      <p>{t(`errors.${key}.description`)}</p>
      <p className="error-actions">
        <Link to="/" className="button">
          {t("errors.backHome")}
        </Link>
      </p>
    </section>
  );
}
