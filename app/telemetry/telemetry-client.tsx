import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { loadMatomo, trackPageView } from "~/analytics/matomo";
import { startExternalConsent } from "~/consent/external-consent";
import { useNonce } from "~/utils/nonce-provider";
import { setClientReporter } from "./client-reports";
import type { ClientTelemetry } from "./telemetry";

type Reporting = ReturnType<(typeof import("./sentry.client"))["startBrowserReporting"]>;

/** Error reporting and analytics after hydration; renders nothing. */
export function Telemetry({ config }: { config: ClientTelemetry }) {
  const nonce = useNonce();
  const location = useLocation();
  const reporting = useRef<Reporting | null>(null);
  const sentry = config.sentry;
  const userId = sentry?.userId ?? null;

  useEffect(() => {
    if (!sentry || reporting.current) return;
    void import("./sentry.client").then(({ startBrowserReporting }) => {
      reporting.current = startBrowserReporting(sentry);
      reporting.current.setUser(userId);
      setClientReporter(reporting.current.capture);
    });
    // Started once per page load; the user is kept up to date below.
  }, [sentry]); // eslint-disable-line react-hooks/exhaustive-deps
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
