// Server failures: one JSON log line with a request id, which the 500 page shows the user, and
// with SENTRY_DSN set a report to the error service (the SDK is imported on the first report).
import { data } from "@remix-run/node";
import { getSessionUser } from "~/auth/session.server";
import { getEnv } from "~/env.server";
import { isReportableStatus } from "~/telemetry/report-filter";
import { logger } from "~/utils/logger.server";
import { newRequestId } from "~/utils/request-id.server";
import { currentRequestId } from "~/utils/request-scope.server";
import { getBuildVersion } from "../../deploy/build-info.server";
import { describeError, errorFingerprint } from "./error-log.server";
import { createReportLimiter, DEFAULT_REPORT_LIMITS } from "./report-limit.server";

async function userIdOf(request: Request): Promise<string | null> {
  try {
    return (await getSessionUser(request))?.id ?? null;
  } catch {
    // The failure may be the database itself; the report goes out without a user.
    return null;
  }
}

const pending = new Set<Promise<unknown>>();
const limiter = createReportLimiter(DEFAULT_REPORT_LIMITS);
let summaryTimer: ReturnType<typeof setInterval> | undefined;

/** One log line per fingerprint whose reports the limit held back in a window. */
function logHeldBack(all = false) {
  for (const held of limiter.takeHeldBack({ all }))
    logger.warn("error reports held back", { ...held, windowMs: DEFAULT_REPORT_LIMITS.windowMs });
}

/** Whether this failure goes to the error service, within the per-fingerprint limit. */
function admitReport(error: unknown): boolean {
  summaryTimer ??= setInterval(logHeldBack, DEFAULT_REPORT_LIMITS.windowMs).unref();
  logHeldBack();
  return limiter.admit(errorFingerprint(error));
}

async function sendReport(error: unknown, request: Request, requestId: string, status: number) {
  const dsn = getEnv().SENTRY_DSN;
  if (!dsn || !isReportableStatus(status) || !admitReport(error)) return;
  try {
    const [{ captureServerError }, userId] = await Promise.all([
      import("./sentry.server"),
      userIdOf(request),
    ]);
    captureServerError({ dsn, appEnv: getEnv().APP_ENV, release: getBuildVersion() }, error, {
      requestId,
      userId,
      method: request.method,
      path: new URL(request.url).pathname,
      status,
    });
  } catch (failure) {
    logger.warn("error report not sent", { requestId, error: String(failure) });
  }
}

/**
 * Logs a failed request and reports it (spec section 8's rules decide what is reported); returns
 * the request id. The log line carries the path without its query, where tokens travel.
 */
export function reportRequestFailure(error: unknown, request: Request): string {
  // The answer's X-Request-Id, so the id on the 500 page finds every line of the request.
  const requestId = currentRequestId() ?? newRequestId();
  const { status, ...described } = describeError(error);
  // A refused request (4xx) is the client's mistake, not a failure of the server.
  (status < 500 ? logger.warn : logger.error)("request failed", {
    requestId,
    method: request.method,
    path: new URL(request.url).pathname,
    status,
    ...described,
  });
  const report = sendReport(error, request, requestId, status);
  pending.add(report);
  void report.finally(() => pending.delete(report));
  return requestId;
}

/** What a route throws instead of an unexpected error: the 500 page, with the id to quote. */
export function serverErrorResponse(error: unknown, request: Request) {
  const requestId = reportRequestFailure(error, request);
  return data({ requestId }, { status: 500, statusText: "Internal Server Error" });
}

/** Reports started and not yet handed to the transport, then the transport's queue. */
export async function flushErrorReports() {
  await Promise.allSettled([...pending]);
  logHeldBack(true);
  if (!getEnv().SENTRY_DSN) return;
  const { flushServerReports } = await import("./sentry.server");
  await flushServerReports();
}
