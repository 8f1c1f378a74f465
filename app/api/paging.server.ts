import { z } from "zod";
import { apiJson } from "~/api/errors.server";
import type { KeysetPage, KeysetRequest } from "~/domain/shared/keyset";
import { getEnv } from "~/env.server";
import type { Sent } from "./schemas/sent";

/*
 * Cursor paging of every API list (decision 053): `?limit=` (1-100, default 20) and `?cursor=`,
 * answered as `{ items, next_cursor, total, total_is_estimate }` with a `Link: <...>; rel="next"`
 * header while more follows. A cursor is opaque to clients: base64url of JSON naming its list and
 * the sort key of the last row shown; it is checked against that list's key before any query, so a
 * malformed, edited or another list's cursor is a 400 naming `cursor`, never a 500.
 */

export const LIMIT_DEFAULT = 20;
export const LIMIT_MAX = 100;
/** Far beyond any real key (names and texts are capped at a few hundred characters). */
const CURSOR_MAX = 2048;
/** Bumped when a list's key changes, so an old cursor is refused rather than misread. */
const CURSOR_VERSION = 1;

const limitMessage = `apiQuery.limit:${LIMIT_MAX}`;

/**
 * The query parameters of a paged list, spread into the call's query schema: `limit` as a number
 * and `cursor` as the key it carries (null for the first page), checked by `key` (a tuple of the
 * list's sort columns) against a cursor of `list`.
 */
export function pageQuery<K extends z.ZodTypeAny>(list: string, key: K) {
  return {
    limit: z
      .string()
      .regex(/^\d{1,3}$/, limitMessage)
      .transform(Number)
      .pipe(z.number().int().min(1, limitMessage).max(LIMIT_MAX, limitMessage))
      .optional()
      .transform((limit) => limit ?? LIMIT_DEFAULT),
    cursor: z
      .string()
      .optional()
      .transform((cursor, ctx): z.output<K> | null => {
        if (cursor === undefined) return null;
        const after = decodeCursor(cursor, list, key);
        if (after !== undefined) return after;
        ctx.addIssue({ code: "custom", message: "apiQuery.cursor" });
        return z.NEVER;
      }),
  };
}

/** What a list's page function takes, from the query `pageQuery` read. */
export function keysetRequest<K>(query: { limit: number; cursor: K | null }): KeysetRequest<K> {
  return { limit: query.limit, after: query.cursor };
}

/**
 * A short ranked list (the best matches, at most a hundred) in the same envelope: one page, no
 * cursor, `total` its length. Ranks change with every profile edit, so a cursor into them would
 * neither repeat nor skip reliably; nothing follows the top of a ranking.
 */
export function topList<T>(items: T[]) {
  return { items, next_cursor: null, total: items.length, total_is_estimate: false };
}

export function encodeCursor(list: string, key: readonly unknown[]): string {
  return Buffer.from(JSON.stringify([CURSOR_VERSION, list, ...key])).toString("base64url");
}

/** The key a cursor of `list` carries, checked by `key`; undefined for anything else. */
function decodeCursor<K extends z.ZodTypeAny>(
  cursor: string,
  list: string,
  key: K,
): z.output<K> | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor) || cursor.length > CURSOR_MAX) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value[0] !== CURSOR_VERSION || value[1] !== list) return undefined;
  const parsed = key.safeParse(value.slice(2));
  return parsed.success ? (parsed.data as z.output<K>) : undefined;
}

/** The next page's absolute address: this request's, with `cursor` replaced. */
function nextUrl(request: Request, cursor: string) {
  const url = new URL(request.url);
  const next = new URL(url.pathname + url.search, getEnv().APP_URL ?? url.origin);
  next.searchParams.set("cursor", cursor);
  return next.href;
}

/** The envelope's own fields (app/api/schemas/page.ts listPage); a list may add others. */
type Envelope = "items" | "next_cursor" | "total" | "total_is_estimate";
type ItemOf<S extends z.ZodTypeAny> = Sent<S> extends { items: Array<infer I> } ? I : never;

/**
 * The answer of a page of the list `schema` documents (decision 054: the compiler holds `shape`
 * and `extra` to it): the envelope, with `extra` fields first (a gig's submission cap), and the
 * Link header to the next page when there is one.
 */
export function pageResponse<S extends z.ZodTypeAny, T, K extends readonly unknown[]>(
  _schema: S,
  request: Request,
  list: string,
  page: KeysetPage<T, K>,
  shape: (item: T) => ItemOf<S>,
  {
    extra,
    headers = {},
  }: { extra?: Omit<Sent<S>, Envelope>; headers?: Record<string, string> } = {},
) {
  const next = page.next === null ? null : encodeCursor(list, page.next);
  const link: Record<string, string> =
    next === null ? {} : { Link: `<${nextUrl(request, next)}>; rel="next"` };
  return apiJson(
    {
      ...extra,
      items: page.items.map(shape),
      next_cursor: next,
      total: page.total,
      total_is_estimate: page.totalIsEstimate,
    },
    { headers: { ...headers, ...link } },
  );
}
