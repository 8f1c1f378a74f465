import type {
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  type ClientLoaderFunctionArgs,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { isStaff } from "./auth/guards.server";
import { getSessionUser } from "./auth/session.server";
import { ErrorPage } from "./components/lazy-error-page";
import { Footer } from "./components/footer";
import { Header } from "./components/header";
import { NavigationProgress } from "./components/navigation-progress";
import { NewVersionNotice } from "./components/new-version-notice";
import { RouteAnnouncer } from "./components/route-announcer";
import { Toasts } from "./components/toasts";
import { getEnv, getPublicEnv, isProductionSite } from "./env.server";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from "./i18n/config";
import { getT, urlLocaleCookie } from "./i18n/i18n.server";
import stylesUrl from "./styles/app.css";
import mobileStylesUrl from "./styles/mobile.css";
import identityStylesUrl from "./styles/identity.css";
import { getBuildVersion } from "./deploy/build-info.server";
import { privateDocumentHeaders } from "./server/edge/cache-control.server";
import { useNonce } from "./utils/nonce-provider";
import { pageMeta, rootSeo, type RootSeo } from "./utils/seo";
import { consumeToasts } from "./server/forms/toast.server";
import { usePageTranslations, wholeLanguage } from "./i18n/client-locale";
import { InlineTranslations } from "./i18n/inline-translations";
import { clientTelemetry } from "./telemetry/telemetry.server";
import { Telemetry } from "./telemetry/telemetry-client";
import { ConsentBanner, showsConsentBanner } from "./components/consent-banner";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesUrl },
  { rel: "stylesheet", href: mobileStylesUrl },
  { rel: "stylesheet", href: identityStylesUrl },
  // Browsers that do not take the SVG ask for /favicon.ico, which `sizes="32x32"` points them to.
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ t, locale }, user, { toasts, setCookie }, localeCookie] = await Promise.all([
    getT(request),
    getSessionUser(request),
    consumeToasts(request),
    urlLocaleCookie(request),
  ]);
  const seo: RootSeo = {
    origin: new URL(getEnv().APP_URL).origin,
    locale,
    noindex: !isProductionSite(),
    productName: t("product.name"),
    notFoundTitle: t("errors.notFound.title"),
    gigNotFoundTitle: t("errors.gigNotFound.title"),
    errorTitle: t("errors.server.title"),
    unavailableTitle: t("errors.unavailable.title"),
  };
  const headers = new Headers({ Vary: "Cookie" });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  if (localeCookie) headers.append("Set-Cookie", localeCookie);
  return data(
    {
      locale,
      seo,
      toasts,
      buildVersion: getBuildVersion(),
      publicEnv: getPublicEnv(),
      user: user
        ? {
            name: user.name,
            email: user.email,
            isPartner: !isStaff(user),
            // Between the password and the second step the header is not yet a signed-in one.
            pending: isStaff(user) && !user.second_factor_at,
          }
        : null,
      telemetry: clientTelemetry(request, user),
    },
    { headers },
  );
}

/**
 * A client navigation commits only once the page's strings are in the browser: a public page's
 * first visit brings only its own (decision 026), so the whole language loads beside the next
 * page's data, and the language the server answers with (after the switcher's post) before the
 * page shows. Without it the address bar showed the next page above the previous one, still
 * usable, for as long as the language took to load.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const [data] = await Promise.all([serverLoader<typeof loader>(), wholeLanguage()]);
  await wholeLanguage(data.locale);
  return data;
}

// Documents are `private, no-store` unless their route opts into public caching
// (app/server/edge/cache-control.server.ts); routes without a `headers` export inherit this.
export const headers: HeadersFunction = privateDocumentHeaders;

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

type Handle = { theme?: "dark" };

/**
 * The gig-not-found variant (app/utils/error-variant.ts), read here without importing it: that
 * module is the lazy error page's, and sharing it would put it in a chunk of its own that every
 * first visit loads.
 */
function isGigNotFound(error: unknown) {
  return (
    isRouteErrorResponse(error) &&
    (error.data as { errorVariant?: unknown } | null)?.errorVariant === "gig-not-found"
  );
}

/**
 * hreflang alternates: the language is a cookie, so each language's address is the page with
 * `?lng=` (read when there is no cookie, as for crawlers); x-default is the plain address.
 */
function LanguageAlternates({ href }: { href: string }) {
  return (
    <>
      {SUPPORTED_LOCALES.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={`${href}?lng=${l}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href} />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const nonce = useNonce();
  const matches = useMatches();
  const location = useLocation();
  // An unknown gig's page is one of the gig pages, so it keeps their theme; its route's error
  // reaches this layout (the root boundary), past the route whose handle says "dark".
  const error = useRouteError();
  const dark =
    matches.some((m) => (m.handle as Handle | undefined)?.theme === "dark") || isGigNotFound(error);
  const locale = root?.locale ?? DEFAULT_LOCALE;
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={dark ? "#0b1f3a" : "#ffffff"} />
        <Meta />
        <Links />
        {root ? <LanguageAlternates href={root.seo.origin + location.pathname} /> : null}
      </head>
      <body className={dark ? "theme-dark" : "theme-light"}>
        {children}
        <InlineTranslations />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const { t } = useTranslation();
  const location = useLocation();
  usePageTranslations(root?.locale ?? DEFAULT_LOCALE);
  // Marks the document as interactive, so end-to-end tests (and support staff) can tell
  // whether a click will be handled by React or by the browser.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <NavigationProgress />
      <a className="skip-link" href="#main">
        {t("nav.skipToContent")}
      </a>
      {showsConsentBanner(root?.telemetry, location.pathname) ? <ConsentBanner /> : null}
      <Header user={root?.user ?? null} locale={root?.locale ?? DEFAULT_LOCALE} />
      <Toasts toasts={root?.toasts ?? []} />
      {root ? <NewVersionNotice version={root.buildVersion} /> : null}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer cookieSettings={root?.telemetry.consent.mode === "built-in"} />
      <RouteAnnouncer />
      {root ? <Telemetry config={root.telemetry} /> : null}
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  return (
    <Shell>
      <ErrorPage />
    </Shell>
  );
}

/** Used for the error page (always noindex) and for routes without their own meta. */
export const meta: MetaFunction<typeof loader> = (args) => {
  if (!args.error) return pageMeta(args, {});
  const seo = rootSeo(args.matches);
  const status = isRouteErrorResponse(args.error) ? args.error.status : 500;
  const title = isGigNotFound(args.error)
    ? seo?.gigNotFoundTitle
    : status === 404
      ? seo?.notFoundTitle
      : status === 503
        ? seo?.unavailableTitle
        : seo?.errorTitle;
  return pageMeta(args, { title, noindex: true });
};
