import { PROFILE_LIST_FORM_ITEMS } from "~/validation/expert-profile";
import { CAPABILITY_IDS_MAX } from "~/validation/registration";

/*
 * The specification's query parsing limits (depth 5, array limit 20, parameter limit 1000),
 * applied to every form body and query string before anything parses it. conform turns a name
 * like `email[100000000]` into an array of that length and echoes it back, so one 22-byte body
 * could exhaust the heap; these checks look at names only and cost nothing.
 */
export const MAX_PARAMETERS = 1000;
export const MAX_ARRAY_ITEMS = 20;
export const MAX_DEPTH = 5;

/**
 * Fields whose schema allows more items than the default array limit, keyed by the top-level
 * field name. Declared next to the schema's own maximum so the two cannot drift apart.
 */
const FIELD_ARRAY_MAX: Readonly<Record<string, number>> = {
  capabilityIds: CAPABILITY_IDS_MAX,
  skills: PROFILE_LIST_FORM_ITEMS,
  locations: PROFILE_LIST_FORM_ITEMS,
};

export function arrayLimitFor(field: string): number {
  return Object.hasOwn(FIELD_ARRAY_MAX, field) ? FIELD_ARRAY_MAX[field]! : MAX_ARRAY_ITEMS;
}

export type LimitViolation =
  "too-many-parameters" | "array-too-long" | "too-deep" | "nul-byte" | "bad-form-control";

// conform's path syntax: `a.b[0].c`, `items[]`.
const SEGMENT = /([^.[\]]+)|\[(\d*)\]/g;

type Path = { root: string; depth: number; largestIndex: number; appends: boolean };

function readPath(name: string): Path {
  let root = "";
  let depth = 0;
  let largestIndex = -1;
  let appends = false;
  for (const match of name.matchAll(SEGMENT)) {
    depth += 1;
    const [, key, index] = match;
    if (key !== undefined) {
      if (depth === 1) root = key;
    } else if (index === "") appends = true;
    // Compared as text first: "[99999999999999999999]" must not become a float that rounds.
    else largestIndex = Math.max(largestIndex, index!.length > 9 ? Infinity : Number(index));
  }
  return { root, depth, largestIndex, appends };
}

const CONFORM_INTENT = "__intent__";
const CONFORM_STATE = "__state__";
/** conform's own state is a few small objects; anything bigger was not written by conform. */
const MAX_STATE_CHARS = 10_000;
/**
 * No form of ours sends a list intent (insert/remove/reorder/update) to the server, and those
 * carry indexes and values that would bypass the array limit; validate and reset are harmless.
 */
const ALLOWED_INTENTS = new Set(["validate", "reset"]);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isValidIntent(value: string): boolean {
  const intent = parseJson(value);
  if (!isPlainObject(intent) || typeof intent.type !== "string") return false;
  if (!ALLOWED_INTENTS.has(intent.type) || !isPlainObject(intent.payload)) return false;
  const { name, index } = intent.payload;
  if (name !== undefined && (typeof name !== "string" || checkName(name) !== null)) return false;
  if (index === undefined) return true;
  const limit = typeof name === "string" ? arrayLimitFor(readPath(name).root) : MAX_ARRAY_ITEMS;
  return Number.isInteger(index) && (index as number) >= 0 && (index as number) < limit;
}

function isValidState(value: string): boolean {
  return value.length <= MAX_STATE_CHARS && isPlainObject(parseJson(value));
}

function checkName(name: string): LimitViolation | null {
  if (name.includes("\0")) return "nul-byte";
  const path = readPath(name);
  if (path.depth > MAX_DEPTH) return "too-deep";
  if (path.largestIndex >= arrayLimitFor(path.root)) return "array-too-long";
  return null;
}

/** Strips `[]` suffixes: `a[]` and `a` both add items to the same array. */
function arrayKey(name: string) {
  return name.replace(/(\[\])+$/, "");
}

/**
 * Checks names and values of a form body (counting repeated names as array items, as conform
 * does) and conform's reserved control fields; returns the first limit broken, or null.
 */
export function checkFormEntries(
  entries: Iterable<[string, FormDataEntryValue]>,
): LimitViolation | null {
  let count = 0;
  const repeats = new Map<string, number>();
  for (const [name, value] of entries) {
    if (++count > MAX_PARAMETERS) return "too-many-parameters";
    const nameProblem = checkName(name);
    if (nameProblem) return nameProblem;
    if (typeof value === "string" && value.includes("\0")) return "nul-byte";
    if (name === CONFORM_INTENT || name === CONFORM_STATE) {
      if (typeof value !== "string") return "bad-form-control";
      if (name === CONFORM_INTENT ? !isValidIntent(value) : !isValidState(value))
        return "bad-form-control";
      continue;
    }
    const key = arrayKey(name);
    const items = (repeats.get(key) ?? 0) + 1;
    if (items > arrayLimitFor(readPath(key).root)) return "array-too-long";
    repeats.set(key, items);
  }
  return null;
}

/**
 * The query string's limits. Repeated names are not counted as array items here: list filters
 * (`/gigs?skill=a&skill=b`) are read with getAll and cut to their own maximum, and the
 * parameter limit already bounds them.
 */
export function checkQuery(params: URLSearchParams): LimitViolation | null {
  let count = 0;
  for (const [name, value] of params) {
    if (++count > MAX_PARAMETERS) return "too-many-parameters";
    const nameProblem = checkName(name);
    if (nameProblem) return nameProblem;
    if (value.includes("\0")) return "nul-byte";
  }
  return null;
}

/**
 * Whether a parsed JSON value has a NUL character in any string, keys included (PostgreSQL
 * refuses it in text; SQLite would store it). Walked without recursion: the depth is the sender's.
 */
export function hasNulCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (next.includes("\0")) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (typeof next === "object" && next !== null) {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes("\0")) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
