import { z } from "zod";

/** Far beyond any real list; keeps a hand-made `?page=999999999999` from becoming a huge offset. */
export const PAGE_MAX = 100_000;
/** A page of a dashboard list never holds more rows than this, whoever asks. */
export const PAGE_SIZE_MAX = 100;

/** Digits in a query parameter, clamped to [1, max]; anything else (absent, garbage) is `fallback`. */
const clampedDigits = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d+$/)
    .transform((digits) => Math.min(Math.max(Number(digits), 1), max))
    .catch(fallback);

/**
 * `?page=` of a paged list. Parsing never fails: garbage, zero and negatives are page 1, so a
 * hand-edited or stale link still answers 200; a page past the end is clamped by the domain.
 */
export const PageParamSchema = clampedDigits(PAGE_MAX, 1);

export function parsePage(params: URLSearchParams): number {
  return PageParamSchema.parse(params.get("page"));
}

/** Paging input of the domain's list functions; out-of-range values are clamped, not refused. */
export const PageRequestSchema = z.object({
  page: z
    .number()
    .int()
    .catch(1)
    .transform((p) => Math.min(Math.max(p, 1), PAGE_MAX)),
  pageSize: z
    .number()
    .int()
    .catch(PAGE_SIZE_MAX)
    .transform((n) => Math.min(Math.max(n, 1), PAGE_SIZE_MAX)),
});

export type PageRequest = z.input<typeof PageRequestSchema>;
