// The server's Sentry client, imported only when SENTRY_DSN is set (error-report.server.ts), so a
// server without it never loads the SDK. @sentry/core's ServerRuntimeClient with a fetch
// transport and no integrations: errors are captured where we catch them, nothing is patched,
// and none of @sentry/node's OpenTelemetry instrumentation costs memory or start-up time.
import { createStackParser, createTransport, Scope } from "@sentry/core";
import type { BaseTransportOptions, Transport, TransportMakeRequestResponse } from "@sentry/core";
import { nodeStackLineParser, ServerRuntimeClient } from "@sentry/core/server";
import { filterBreadcrumb, filterEvent, reportingOptions } from "~/telemetry/report-filter";

const SEND_TIMEOUT_MS = 5_000;

function makeFetchTransport(options: BaseTransportOptions): Transport {
  return createTransport(options, async (request): Promise<TransportMakeRequestResponse> => {
    const response = await fetch(options.url, {
      method: "POST",
      body: request.body as BodyInit,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    return {
      statusCode: response.status,
      headers: {
        "x-sentry-rate-limits": response.headers.get("X-Sentry-Rate-Limits"),
        "retry-after": response.headers.get("Retry-After"),
      },
    };
  });
}

export type ServerReportingConfig = { dsn: string; appEnv: string; release: string };

let client: ServerRuntimeClient | undefined;

function getClient(config: ServerReportingConfig) {
  if (client) return client;
  client = new ServerRuntimeClient({
    dsn: config.dsn,
    ...reportingOptions({ appEnv: config.appEnv, release: config.release }),
    transport: makeFetchTransport,
    stackParser: createStackParser(nodeStackLineParser()),
    integrations: [],
    traceLifecycle: "static",
    tracesSampleRate: 0,
    platform: "node",
    runtime: { name: "node", version: process.version },
    beforeSend: filterEvent,
    beforeBreadcrumb: filterBreadcrumb,
  });
  client.init();
  return client;
}

export type ServerErrorContext = {
  requestId: string;
  userId: string | null;
  method: string;
  path: string;
  status: number;
};

export function captureServerError(
  config: ServerReportingConfig,
  error: unknown,
  context: ServerErrorContext,
) {
  const sentry = getClient(config);
  const scope = new Scope();
  scope.setClient(sentry);
  if (context.userId) scope.setUser({ id: context.userId });
  scope.setTag("request_id", context.requestId);
  scope.setTag("status", String(context.status));
  scope.setContext("request", { method: context.method, path: context.path });
  return sentry.captureException(error, { originalException: error }, scope);
}

/** Waits for the reports in flight (tests, and a graceful shutdown). */
export async function flushServerReports(timeoutMs = 2_000) {
  return client ? client.flush(timeoutMs) : true;
}
