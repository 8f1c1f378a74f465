import { z } from "./openapi-zod";

/*
 * How the API's lists are answered, in one place: when the lists move to another envelope (cursor
 * paging, issue 38), these two functions change and every list's schema with them.
 */

/** A list a page at a time (`?page=`, `?page_size=`): gigs, my-gigs, experts. */
export function listPage<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    page_size: z.number().int(),
  });
}

/** A list answered whole (`{ items }`): users, invites, questions, matches. */
export function wholeList<T extends z.ZodTypeAny>(item: T) {
  return z.object({ items: z.array(item) });
}
