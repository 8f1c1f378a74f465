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

/**
 * What makes two failures "the same" for the error-report limit: the status, the error's kind and
 * message with its variable parts (numbers, quoted values) blanked, and where it was thrown. Not
 * the path or the query, which every client chooses freely.
 */
export function errorFingerprint(error: unknown): string {
  const { status, error: message, stack } = describeError(error);
  const kind = error instanceof Error ? error.name : typeof error;
  const shape = message
    .replace(/(["'`]).*?\1/g, "$1…$1")
    .replace(/\d+/g, "0")
    .slice(0, 200);
  const thrownAt = stack?.split("\n").find((line) => line.trimStart().startsWith("at ")) ?? "";
  return [status, kind, shape, thrownAt.trim().slice(0, 200)].join("|");
}
