import {
  ConflictError,
  DomainError,
  ValidationError,
  type FieldErrors,
} from "~/domain/shared/errors";

/**
 * The one translation of a domain error into HTTP terms. Pages get it through the request guard
 * (a thrown status the nearest ErrorBoundary renders); an API route can send the same fields as
 * its error body.
 */
export type DomainErrorAnswer = {
  status: 400 | 403 | 404 | 409;
  /** Stable for API clients, kebab-case: not-found, forbidden, a conflict's own code, validation-failed. */
  code: string;
  /** The translation key a page would show, when the domain named one. */
  messageKey?: string;
  fieldErrors?: FieldErrors;
};

export function describeDomainError(error: DomainError): DomainErrorAnswer {
  switch (error.kind) {
    case "not-found":
      return { status: 404, code: "not-found" };
    case "forbidden":
      return { status: 403, code: "forbidden" };
    case "conflict": {
      const conflict = error as ConflictError;
      return { status: 409, code: conflict.code, messageKey: conflict.messageKey };
    }
    case "validation": {
      const invalid = error as ValidationError;
      return {
        status: 400,
        code: "validation-failed",
        messageKey: invalid.formErrors[0],
        fieldErrors: invalid.fieldErrors,
      };
    }
  }
}

/**
 * What the request guard throws for a domain error no route handled: a bodiless status, as the
 * routes threw before, so a 404 or 403 renders in the nearest ErrorBoundary.
 */
export function domainErrorResponse(error: DomainError): Response {
  return new Response(null, { status: describeDomainError(error).status });
}

/**
 * For an action that shows a refusal in its form rather than on an error page: the form's reply
 * with the error's field and form messages, or undefined when the error is not one a form shows
 * (the caller rethrows it, and the guard answers it).
 */
type Replyable<Reply> = {
  reply(options: { formErrors?: string[]; fieldErrors?: FieldErrors }): Reply;
};

export function replyForDomainError<Reply>(
  submission: Replyable<Reply>,
  error: unknown,
  { formError }: { formError?: string } = {},
): Reply | undefined {
  if (error instanceof ValidationError)
    return submission.reply({
      formErrors: formError ? [formError, ...error.formErrors] : error.formErrors,
      fieldErrors: error.fieldErrors,
    });
  if (error instanceof ConflictError && error.messageKey)
    return submission.reply({ formErrors: [error.messageKey] });
  return undefined;
}
