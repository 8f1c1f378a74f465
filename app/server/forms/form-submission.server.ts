import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { arrayLimitFor, MAX_DEPTH } from "./form-limits.server";

/**
 * A value echoed back into the form after a failed validation is cut to this many characters:
 * every text field's maximum is far below it, so the user still sees what they typed, while a
 * near-megabyte value is not sent back (and serialised into the page) again.
 */
export const MAX_ECHOED_CHARS = 5000;

const fieldsBySchema = new WeakMap<z.ZodTypeAny, Set<string>>();

/** The schema's top-level field names (`capabilityIds[]` and `a.b` count as theirs). */
function fieldsOf(schema: z.ZodTypeAny): Set<string> {
  let fields = fieldsBySchema.get(schema);
  if (!fields) {
    fields = new Set(Object.keys(getZodConstraint(schema)).map((name) => name.split(/[.[]/)[0]!));
    fieldsBySchema.set(schema, fields);
  }
  return fields;
}

function bound(value: unknown, arrayLimit: number, depth: number): unknown {
  if (typeof value === "string") return value.slice(0, MAX_ECHOED_CHARS);
  if (depth >= MAX_DEPTH || value === null || typeof value !== "object") return value;
  if (Array.isArray(value))
    return value.slice(0, arrayLimit).map((item) => bound(item, arrayLimit, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, bound(item, arrayLimit, depth + 1)]),
  );
}

/**
 * conform's reply echoes the whole payload (every posted name) as the form's initial value, and
 * the names it saw; an error reply keeps only the schema's fields, with bounded values.
 */
export function boundReply(
  result: SubmissionResult<string[]>,
  schema: z.ZodTypeAny,
): SubmissionResult<string[]> {
  const fields = fieldsOf(schema);
  const initialValue = result.initialValue
    ? Object.fromEntries(
        Object.entries(result.initialValue)
          .filter(([name]) => fields.has(name))
          .map(([name, value]) => [name, bound(value, arrayLimitFor(name), 1)]),
      )
    : result.initialValue;
  const bounded: SubmissionResult<string[]> = {
    ...result,
    initialValue: initialValue as SubmissionResult<string[]>["initialValue"],
    fields: result.fields?.filter((name) => fields.has(name.split(/[.[]/)[0]!)),
  };
  // conform's list state is only meaningful to conform's own client, which never posts one.
  delete bounded.state;
  return bounded;
}

function withBoundedReply<S extends { reply: (options?: never) => SubmissionResult<string[]> }>(
  submission: S,
  schema: z.ZodTypeAny,
): S {
  const reply = submission.reply.bind(submission) as (
    options?: unknown,
  ) => SubmissionResult<string[]>;
  (submission as { reply: unknown }).reply = (options?: unknown) =>
    boundReply(reply(options), schema);
  return submission;
}

/**
 * Every action's form parsing: conform with the zod schema, and a `reply` that echoes only the
 * form's own fields. The body already passed the guard's limits (request-guards.server.ts).
 */
export function parseForm<Schema extends z.ZodTypeAny>(formData: FormData, schema: Schema) {
  return withBoundedReply(parseWithZod(formData, { schema }), schema);
}

/** parseForm for schemas with asynchronous refinements (database lookups). */
export async function parseFormAsync<Schema extends z.ZodTypeAny>(
  formData: FormData,
  schema: Schema,
) {
  return withBoundedReply(await parseWithZod(formData, { schema, async: true }), schema);
}
