import type { TFunction } from "i18next";
import { z } from "zod";
import { ApiError } from "~/api/errors.server";
import { GIG_SEARCH_ARRAY_MAX } from "~/validation/gig-search-params";
import { translateMessage } from "~/validation/messages";

/*
 * The query string of every GET call, read strictly (decision 053): a name the call does not
 * have, a bracketed or indexed name (`mode[]=`, `mode[0]=`), a list in one value (`mode=a,b`), a
 * single parameter given twice, more than QUERY_ARRAY_MAX values or a value its schema refuses
 * is a 400 `invalid-query` whose details name each parameter, never a silently ignored filter.
 */

/** The spec's query parsing limit ("array limit 20"), for every list parameter. */
export const QUERY_ARRAY_MAX = GIG_SEARCH_ARRAY_MAX;

/** The schemas of list parameters; any other parameter is read as one value. */
const LIST_FIELDS = new WeakSet<z.ZodTypeAny>();

/**
 * A list parameter, sent as the same name repeated (`mode=a&mode=b`), each value checked by
 * `item`; optional. Use the returned schema as it is: a wrapper would hide it from readQuery.
 */
export function queryList<S extends z.ZodTypeAny>(item: S) {
  const schema = z
    .array(item)
    .max(QUERY_ARRAY_MAX, `apiQuery.tooMany:${QUERY_ARRAY_MAX}`)
    .optional();
  LIST_FIELDS.add(schema);
  return schema;
}

/** A call without query parameters: any is refused. */
export const NoQuery = z.object({});

/** Messages of our own schemas are translation keys; zod's defaults are English sentences. */
const isKey = (message: string) => /^[\w.-]+(:\w+)?$/.test(message);

/** A call's query schema: an object of its parameters, refined as a whole or not. */
export type QuerySchema = z.AnyZodObject | z.ZodEffects<z.AnyZodObject>;

/** The URL's query read by `schema`; 400 naming each refused parameter otherwise. */
export function readQuery<S extends QuerySchema>(url: URL, schema: S, t: TFunction): z.output<S> {
  // Null-prototype: a parameter may be named `__proto__` or `constructor`.
  const details: Record<string, string[]> = Object.create(null);
  const refuse = (name: string, message: string) =>
    (details[name] ??= []).push(
      translateMessage(t, isKey(message) ? message : "apiQuery.invalidValue"),
    );
  const object: z.AnyZodObject =
    schema instanceof z.ZodEffects ? (schema.innerType() as z.AnyZodObject) : schema;
  const shape = object.shape as Record<string, z.ZodTypeAny>;
  const raw: Record<string, string | string[]> = Object.create(null);
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    const bracket = name.search(/[[\]]/);
    if (bracket >= 0) refuse(bracket > 0 ? name.slice(0, bracket) : name, "apiQuery.bracketed");
    else if (!Object.hasOwn(shape, name)) refuse(name, "apiQuery.unknown");
    else if (!LIST_FIELDS.has(shape[name]!)) {
      if (values.length > 1) refuse(name, "apiQuery.repeated");
      else raw[name] = values[0]!;
    } else if (values.some((value) => value.includes(","))) refuse(name, "apiQuery.comma");
    else raw[name] = values;
  }
  if (Object.keys(details).length === 0) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) refuse(String(issue.path[0] ?? "_"), issue.message);
  }
  throw new ApiError(400, "invalid-query", "apiQuery.invalid", details);
}
