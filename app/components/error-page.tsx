import {
  isRouteErrorResponse,
  useLocation,
  useResolvedPath,
  useRouteError,
} from "@remix-run/react";
import { Link } from "~/components/plain-link";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { reportClientError } from "~/telemetry/client-reports";
import type { TranslationKey } from "~/i18n/keys";
import { errorVariantOf } from "~/utils/error-variant";
import { Modal } from "./modal";

/** Input the request guards refuse: malformed, too large, or of a type the page does not take. */
const BAD_REQUEST_STATUSES = new Set([400, 413, 415]);

type ErrorContent = {
  status: number;
  title: TranslationKey;
  description: TranslationKey;
  /** The missing path, shown on the page-not-found variants. */
  showPath: boolean;
  browseGigs: boolean;
};

/**
 * A render error in the browser reaches no global handler: report it. Errors the server sent
 * (its sanitised "Unexpected Server Error") were reported by the server already.
 */
function useReportBrowserError(error: unknown) {
  useEffect(() => {
    if (isRouteErrorResponse(error)) return;
    if (error instanceof Error && error.message === "Unexpected Server Error") return;
    reportClientError(error);
  }, [error]);
}

function useErrorContent(): ErrorContent {
  const error = useRouteError();
  useReportBrowserError(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const variant = errorVariantOf(error);
  if (variant === "gig-not-found")
    return {
      status,
      title: "errors.gigNotFound.title",
      description: "errors.gigNotFound.description",
      showPath: true,
      browseGigs: true,
    };
  if (variant === "uploads-busy")
    return {
      status,
      title: "errors.uploadsBusy.title",
      description: "errors.uploadsBusy.description",
      showPath: false,
      browseGigs: false,
    };
  if (variant === "staff-only")
    return {
      status,
      title: "errors.staffOnly.title",
      description: "errors.staffOnly.description",
      showPath: false,
      browseGigs: false,
    };
  const key =
    status === 404
      ? "notFound"
      : status === 403
        ? "forbidden"
        : status === 503
          ? "unavailable"
          : BAD_REQUEST_STATUSES.has(status)
            ? "badRequest"
            : "server";
  return {
    status,
    title: `errors.${key}.title`,
    description: `errors.${key}.description`,
    showPath: status === 404,
    browseGigs: false,
  };
}

/** The id of a server failure's log line (app/server/observability/error-report.server.ts), to quote to support. */
function requestIdOf(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status < 500) return null;
  const data: unknown = error.data;
  if (typeof data !== "object" || data === null || !("requestId" in data)) return null;
  return typeof data.requestId === "string" ? data.requestId : null;
}

function ErrorDetails({ content }: { content: ErrorContent }) {
  const { t } = useTranslation();
  const location = useLocation();
  const requestId = requestIdOf(useRouteError());
  return (
    <>
      <p>{t(content.description)}</p>
      {requestId ? (
        <p className="error-request-id">
          {t("errors.server.requestId")} <code>{requestId}</code>
        </p>
      ) : null}
      {content.showPath ? (
        <p className="error-message">{t("errors.notFound.message", { path: location.pathname })}</p>
      ) : null}
      <p className="error-actions">
        {content.browseGigs ? (
          <Link to="/gigs" className="button">
            {t("errors.gigNotFound.browse")}
          </Link>
        ) : null}
        <Link to="/" className={content.browseGigs ? "button button-secondary" : "button"}>
          {t("errors.backHome")}
        </Link>
      </p>
    </>
  );
}

/**
 * The error page. `inset` renders it inside a layout that keeps its own heading and navigation
 * (the dashboard's tabs): a second-level heading and no container of its own.
 */
export function ErrorPage({ inset = false }: { inset?: boolean }) {
  const content = useErrorContent();
  const { t } = useTranslation();
  const Heading = inset ? "h2" : "h1";
  return (
    <section
      className={inset ? "error-page error-page-inset" : "error-page container"}
      aria-labelledby="error-title"
    >
      <p className="error-status">{t("errors.statusCode", { status: content.status })}</p>
      <Heading id="error-title">{t(content.title)}</Heading>
      <ErrorDetails content={content} />
    </section>
  );
}

/** For a section of the dashboard: the error takes the section's place, the tabs stay. */
export function InsetErrorBoundary() {
  return <ErrorPage inset />;
}

/**
 * For a modal route: the error opens where the modal would have, over its parent page, and
 * closing it goes back to the parent route.
 */
export function ModalErrorBoundary() {
  const content = useErrorContent();
  const { t } = useTranslation();
  const parent = useResolvedPath("..").pathname;
  return (
    <Modal title={t(content.title)} closeTo={parent}>
      <p className="error-status">{t("errors.statusCode", { status: content.status })}</p>
      <ErrorDetails content={content} />
    </Modal>
  );
}
