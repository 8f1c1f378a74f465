import { z } from "./openapi-zod";

/*
 * How the API's lists are answered, in one place: cursor paging (decision 053). Every list, the
 * short ranked ones (matches) too, has this envelope; app/api/paging.server.ts fills it.
 */

/** A page of `item`s: `?limit=` and `?cursor=`, `next_cursor` null on the last page. */
export function listPage<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    items: z.array(item),
    next_cursor: z
      .string()
      .nullable()
      .describe("Pass as `cursor` for the next page; null on the last page"),
    total: z
      .number()
      .int()
      .describe("Rows in the whole list; a lower bound when total_is_estimate is true"),
    total_is_estimate: z
      .boolean()
      .describe("true when counting every row would be too costly: there are at least `total`"),
  });
}
