import type { z } from "./openapi-zod";

/*
 * What a handler sends, typed by the schema the OpenAPI document shows (decision 054). The check
 * is the compiler's: a shaping function typed `Sent<typeof Expert>`, or a body passed through
 * `sent(Expert, ...)`, cannot add, drop or retype a field without failing `tsc`. Nothing is
 * parsed at run time; the contract tests validate every answer they receive against the document.
 */
export type Sent<S extends z.ZodTypeAny> = z.input<S>;

/** `value`, checked at compile time against `schema` (object literals: no unknown fields). */
export function sent<S extends z.ZodTypeAny>(_schema: S, value: Sent<S>): Sent<S> {
  return value;
}
