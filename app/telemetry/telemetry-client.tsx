import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { loadMatomo, trackPageView } from "~/telemetry/matomo";
import { startExternalConsent } from "~/consent/external-consent";
import { useNonce } from "~/utils/nonce-provider";
import { reportClientError, setClientReporter, setReporterLoader } from "./client-reports";
import type { ClientTelemetry } from "./telemetry";

type Reporting = ReturnType<(typeof import("./sentry.client"))["startBrowserReporting"]>;

/** Error reporting and analytics after hydration; renders nothing. */
export function Telemetry({ config }: { config: ClientTelemetry }) {
  const nonce = useNonce();
  const location = useLocation();
  const reporting = useRef<Reporting | null>(null);
  const sentry = config.sentry;
  const userId = sentry?.userId ?? null;

  const currentUser = useRef(userId);
  currentUser.current = userId;

  useEffect(() => {
    if (!sentry) return;
    // Until the SDK is loaded, these two catch what its global handlers will catch after.
    const onError = (event: ErrorEvent) => reportClientError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => reportClientError(event.reason);
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    const stopListening = () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
    let loading = false;
    setReporterLoader(() => {
      if (loading) return;
      loading = true;
      void import("./sentry.client").then(({ startBrowserReporting }) => {
        stopListening();
        reporting.current = startBrowserReporting(sentry);
        reporting.current.setUser(currentUser.current);
        setClientReporter(reporting.current.capture);
      });
    });
    return stopListening;
    // Started once per page load; the user is kept up to date below.
  }, [sentry]);
  useEffect(() => reporting.current?.setUser(userId), [userId]);

  const [externalAnalytics, setExternalAnalytics] = useState(false);
  const externalScript = config.consent.mode === "external" ? config.consent.scriptUrl : null;
  useEffect(
    () =>
      externalScript
        ? startExternalConsent(externalScript, nonce, setExternalAnalytics)
        : undefined,
    [externalScript, nonce],
  );

  const consent = config.consent;
  const analytics =
    config.matomo !== null &&
    (consent.mode === "built-in" ? consent.choice?.analytics === true : externalAnalytics);
  const matomo = useRef(false);
  useEffect(() => {
    if (!analytics || !config.matomo || matomo.current) return;
    matomo.current = true;
    loadMatomo(config.matomo, nonce);
  }, [analytics, config.matomo, nonce]);

  const page = location.pathname + location.search;
  useEffect(() => {
    if (analytics) trackPageView(window.location.href, document.title, config.visitorType);
  }, [analytics, page, config.visitorType]);

  return null;
}
