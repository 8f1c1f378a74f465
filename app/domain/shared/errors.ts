/**
 * What a domain function throws when it cannot do what it was asked. Plain classes that know
 * nothing of HTTP: the pages, the JSON API and the back office each decide how to answer them
 * (app/server/forms/domain-errors.server.ts holds the one mapping the request guards use).
 */
export abstract class DomainError extends Error {
  abstract readonly kind: "not-found" | "forbidden" | "conflict" | "validation";
}

/** Missing, or belongs to another company: callers must not learn which. */
export class NotFoundError extends DomainError {
  readonly kind = "not-found";
  constructor(readonly what = "resource") {
    super(`${what} not found`);
    this.name = "NotFoundError";
  }
}

/** The actor is known but may not do this. */
export class ForbiddenError extends DomainError {
  readonly kind = "forbidden";
  constructor(readonly reason = "forbidden") {
    super(reason);
    this.name = "ForbiddenError";
  }
}

/**
 * The request is well formed but the data's current state refuses it (locked, already done).
 * `code` is stable for API clients; `messageKey` is the translation key a page shows.
 */
export class ConflictError extends DomainError {
  readonly kind = "conflict";
  constructor(
    readonly code: string,
    readonly messageKey?: string,
  ) {
    super(code);
    this.name = "ConflictError";
  }
}

/** Field key -> translation keys, as conform's field errors hold them. */
export type FieldErrors = Record<string, string[]>;

/** Values that passed the form schema but not a rule that needs the data (an unknown country). */
export class ValidationError extends DomainError {
  readonly kind = "validation";
  constructor(
    readonly fieldErrors: FieldErrors,
    readonly formErrors: string[] = [],
  ) {
    super(`invalid: ${[...Object.keys(fieldErrors), ...formErrors].join(", ")}`);
    this.name = "ValidationError";
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
