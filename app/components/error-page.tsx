import {
  isRouteErrorResponse,
  Link,
  useLocation,
  useResolvedPath,
  useRouteError,
} from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
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

function useErrorContent(): ErrorContent {
  const error = useRouteError();
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

function ErrorDetails({ content }: { content: ErrorContent }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <>
      <p>{t(content.description)}</p>
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
