// The browser's Sentry client, in a chunk of its own that telemetry-client.tsx imports at the first
// error and only when SENTRY_DSN is set, so no first visit pays for it.
import {
  BrowserClient,
  breadcrumbsIntegration,
  dedupeIntegration,
  defaultStackParser,
  getCurrentScope,
  globalHandlersIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
} from "@sentry/browser";
import { filterBreadcrumb, filterEvent, reportingOptions } from "./report-filter";
import type { ClientTelemetry } from "./telemetry";

type Config = NonNullable<ClientTelemetry["sentry"]>;

export function startBrowserReporting(config: Config) {
  const client = new BrowserClient({
    dsn: config.dsn,
    ...reportingOptions({ appEnv: config.environment, release: config.release }),
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    // No request-context integration: it would add the browser's headers to every report.
    integrations: [
      breadcrumbsIntegration(),
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
    ],
    beforeSend: filterEvent,
    beforeBreadcrumb: filterBreadcrumb,
  });
  getCurrentScope().setClient(client);
  client.init();
  return {
    setUser(userId: string | null) {
      getCurrentScope().setUser(userId ? { id: userId } : null);
    },
    capture(error: unknown) {
      client.captureException(error, { originalException: error }, getCurrentScope());
    },
  };
}
