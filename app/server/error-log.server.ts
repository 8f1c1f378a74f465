import { isRouteErrorResponse } from "@remix-run/react";

export type LoggedError = { status: number; error: string; stack?: string };

function text(value: unknown): string {
  if (value instanceof Error) return value.message;
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * What `handleError` writes about a failure. Remix also reports errors that are not `Error`s:
 * its own error responses (a GET of a route without a loader is a 400 whose data is an Error)
 * and thrown `Response`s; `String()` of those is "[object Object]".
 */
export function describeError(error: unknown): LoggedError {
  if (isRouteErrorResponse(error)) {
    const detail = text(error.data);
    return {
      status: error.status,
      error: [`${error.status} ${error.statusText}`.trim(), detail].filter(Boolean).join(": "),
    };
  }
  if (error instanceof Response) {
    return { status: error.status, error: `${error.status} ${error.statusText}`.trim() };
  }
  if (error instanceof Error) return { status: 500, error: error.message, stack: error.stack };
  return { status: 500, error: text(error) };
}
