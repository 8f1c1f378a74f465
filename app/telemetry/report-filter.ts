// The error-reporting rules of spec section 8, in one place for the server's and the browser's
// Sentry clients (app/server/observability/sentry.server.ts, app/telemetry/sentry.client.ts).
import type { Breadcrumb, ErrorEvent, EventHint } from "@sentry/core";

/** Browser noise that says nothing about our code (spec section 8). */
const IGNORED_MESSAGES: RegExp[] = [
  /ResizeObserver loop limit exceeded/,
  /ResizeObserver loop completed with undelivered notifications/,
  // A devtools extension's deprecation notice, thrown into the page.
  /Deprecation warning: tabReply will be removed/,
  // Template syntax such as `{{x}}` that a translation or extension tool left in an attribute name.
  /'\{\{[^']*' is not a valid attribute name/,
];

/** `null`: the request got no answer at all (offline, aborted, blocked). */
export type ResponseStatus = number | null;

/** Spec section 8: no response, anything below 400, and exactly 401 and 404 are not reported. */
export function isReportableStatus(status: ResponseStatus): boolean {
  if (status === null) return false;
  return status >= 400 && status !== 401 && status !== 404;
}

export function isIgnoredMessage(message: string | undefined): boolean {
  return message ? IGNORED_MESSAGES.some((pattern) => pattern.test(message)) : false;
}

// What fetch throws when there was no response: Chromium, Firefox, Safari in turn.
const NO_RESPONSE = /^(Failed to fetch|NetworkError when attempting to fetch resource|Load failed)/;

/**
 * The HTTP status an error stands for: a thrown Response or a Remix error response carries its
 * own; a failed fetch means no response; `undefined` for errors that are no HTTP answer at all.
 */
export function statusOf(error: unknown): ResponseStatus | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  if (typeof status === "number") return status;
  if (error instanceof TypeError && NO_RESPONSE.test(error.message)) return null;
  return undefined;
}

function messagesOf(event: ErrorEvent, hint: EventHint | undefined): string[] {
  const original = hint?.originalException;
  return [
    event.message,
    ...(event.exception?.values ?? []).map((value) => value.value),
    original instanceof Error ? original.message : typeof original === "string" ? original : "",
  ].filter((message): message is string => Boolean(message));
}

/** Keeps the address without its query and fragment, where tokens travel (invites, unsubscribe). */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/, "");
}

/**
 * Token endpoints (OpenID `/token`, Google's securetoken): their URLs are refresh calls whose
 * path and query identify the session, so a breadcrumb keeps only the host (spec section 7).
 */
export function isTokenRefreshUrl(url: string): boolean {
  try {
    const parsed = new URL(url, "http://relative.invalid");
    return parsed.hostname.startsWith("securetoken.") || /\/token\/?$/i.test(parsed.pathname);
  } catch {
    return false;
  }
}

function scrubUrl(url: string): string {
  if (!isTokenRefreshUrl(url)) return withoutQuery(url);
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
}

/** `beforeBreadcrumb`: no console output (it may print form values), no query strings, token hosts only. */
export function filterBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  if (breadcrumb.category === "console") return null;
  const data = breadcrumb.data ? { ...breadcrumb.data } : undefined;
  if (data) {
    for (const key of ["url", "from", "to"] as const) {
      if (typeof data[key] === "string") data[key] = scrubUrl(data[key]);
    }
  }
  const message =
    breadcrumb.message && /^https?:\/\//.test(breadcrumb.message)
      ? scrubUrl(breadcrumb.message)
      : breadcrumb.message;
  return { ...breadcrumb, message, ...(data ? { data } : {}) };
}

/**
 * `beforeSend`: drops what spec section 8 drops; what is sent carries the user's id and nothing
 * else about them: no e-mail, name or address, no cookies, headers, form values or query strings.
 */
export function filterEvent(event: ErrorEvent, hint?: EventHint): ErrorEvent | null {
  const status = statusOf(hint?.originalException);
  if (status !== undefined && !isReportableStatus(status)) return null;
  if (messagesOf(event, hint).some(isIgnoredMessage)) return null;
  const userId = event.user?.id;
  const request = event.request?.url ? { url: withoutQuery(event.request.url) } : undefined;
  return {
    ...event,
    user: userId === undefined || userId === null ? undefined : { id: userId },
    request,
    breadcrumbs: event.breadcrumbs
      ?.map(filterBreadcrumb)
      .filter((crumb): crumb is Breadcrumb => crumb !== null),
    extra: undefined,
    server_name: undefined,
  };
}

/** Where and what: environment from APP_ENV (spec default `local`), release = the build's version. */
export function reportingOptions(input: { appEnv?: string; release: string }) {
  return {
    environment: input.appEnv?.trim() || "local",
    release: input.release,
    sendDefaultPii: false,
  };
}
