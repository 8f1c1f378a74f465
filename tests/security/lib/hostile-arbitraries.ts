// What a hostile client sends: generators for form fields, query strings and whole bodies. Every
// body is kept under 1 KB, so any slow or huge answer is the server's doing, not the input's.
import fc from "fast-check";

export const MAX_BODY_BYTES = 1024;

/** Field names most forms of the product use; each target adds the names its own form has. */
export const COMMON_FIELDS = [
  "email",
  "password",
  "name",
  "intent",
  "redirectTo",
  "capabilityIds",
  "rate",
  "role",
  "salesPitch",
  "locale",
  "token",
  "q",
  "skill",
  "filter",
  "page",
  "sort",
];

const NASTY_VALUES = [
  "",
  "\u0000",
  "a\u0000b",
  "\u202eexe.pdf",
  "\u200f\u200e",
  "\ud800",
  "1e400",
  "-1e400",
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "-0",
  "Infinity",
  "-Infinity",
  "NaN",
  "1.5",
  "0x10",
  "' OR 1=1 --",
  '"',
  "'",
  "NEAR(",
  "NEAR(a b, -1)",
  "*",
  "a*",
  '"unterminated',
  "AND OR NOT",
  "col:value",
  "^start",
  "); DROP TABLE users; --",
  "%",
  "_",
  "\\",
  "../../../etc/passwd",
  "//evil.example",
  "javascript:alert(1)",
  "<script>alert(1)</script>",
  "true",
  "null",
  "undefined",
  "[]",
  "{}",
  "__proto__",
  "constructor",
];

/** Conform's own fields, with the payloads its intents understand and plain garbage. */
const CONFORM_GARBAGE = [
  '{"type":"insert","payload":{"name":"capabilityIds","index":100000000}}',
  '{"type":"remove","payload":{"name":"capabilityIds","index":-1}}',
  '{"type":"reorder","payload":{"name":"capabilityIds","from":0,"to":2147483648}}',
  '{"type":"update","payload":{"name":"__proto__","value":{"polluted":true}}}',
  '{"type":"reset","payload":{"name":"a.b.c.d.e.f.g"}}',
  '{"type":"validate","payload":{"name":null}}',
  '{"type":"validate"}',
  '{"type":"nope"}',
  '{"validated":{"email":true},"__proto__":{"x":1}}',
  "validate/email",
  "[",
  "{",
  "null",
];

const SPARSE_INDEXES = [0, 1, 19, 20, 21, 999, 1000, 10_000_000, 100_000_000, 2_147_483_648, -1];

export const value: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_VALUES) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 12 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.constantFrom(...CONFORM_GARBAGE) },
  { weight: 1, arbitrary: fc.json({ maxDepth: 3 }) },
);

export function fieldName(formFields: string[]): fc.Arbitrary<string> {
  const known = [...new Set([...formFields, ...COMMON_FIELDS])];
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 10 }) },
  );
}

/** A parameter name: plain, as a (sparse) array element, deeply nested, or conform's own. */
export function key(formFields: string[]): fc.Arbitrary<string> {
  const name = fieldName(formFields);
  return fc.oneof(
    { weight: 3, arbitrary: name },
    {
      weight: 2,
      arbitrary: fc
        .tuple(name, fc.constantFrom(...SPARSE_INDEXES))
        .map(([n, index]) => `${n}[${index}]`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(name, fc.integer({ min: 2, max: 12 }))
        .map(([n, depth]) => `${n}${".a".repeat(depth)}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(name, fc.integer({ min: 2, max: 12 }))
        .map(([n, depth]) => `${n}${"[0]".repeat(depth)}`),
    },
    { weight: 1, arbitrary: fc.constantFrom("__intent__", "__state__", "__proto__[x]", "a[]") },
  );
}

export type Pairs = [string, string][];

export function pairs(formFields: string[]): fc.Arbitrary<Pairs> {
  return fc.array(fc.tuple(key(formFields), value), { maxLength: 12 });
}

/**
 * Percent-encodes the UTF-8 bytes itself: encodeURIComponent throws on a lone surrogate, which is
 * exactly the kind of string a hostile client sends (as U+FFFD once encoded).
 */
export function percentEncode(text: string): string {
  let out = "";
  for (const byte of Buffer.from(text, "utf8"))
    out += /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  return out;
}

export function urlEncode(entries: Pairs): string {
  return entries.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join("&");
}

/** Encodings no browser sends: broken escapes and bytes that are not UTF-8. */
const BROKEN_ENCODINGS = [
  "%",
  "a=%",
  "a=%zz",
  "%FF%FE=%C0%AF",
  "a=%E0%A4%A",
  "&&&=&",
  "a==b",
  "=x",
];

export type HostileBody = { kind: string; contentType: string | null; body: string };

function multipart(entries: Pairs, boundary: string, broken: number): HostileBody {
  const parts = entries.map(
    ([k, v], i) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${k}"${
        i === 0 && broken === 3 ? '; filename="cv.pdf"\r\nContent-Type: application/pdf' : ""
      }\r\n\r\n${v}\r\n`,
  );
  const close = `--${boundary}--\r\n`;
  switch (broken) {
    case 1: // the closing boundary never comes
      return {
        kind: "multipart-unterminated",
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: parts.join(""),
      };
    case 2: // the header announces another boundary than the body uses
      return {
        kind: "multipart-wrong-boundary",
        contentType: "multipart/form-data; boundary=other",
        body: parts.join("") + close,
      };
    case 4: // no boundary parameter at all
      return {
        kind: "multipart-no-boundary",
        contentType: "multipart/form-data",
        body: parts.join("") + close,
      };
    case 5: // a part without headers
      return {
        kind: "multipart-headless",
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: `--${boundary}\r\n\r\nx\r\n${close}`,
      };
    default:
      return {
        kind: broken === 3 ? "multipart-file" : "multipart",
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: parts.join("") + close,
      };
  }
}

export function body(formFields: string[]): fc.Arbitrary<HostileBody> {
  const entries = pairs(formFields);
  return fc
    .oneof(
      {
        weight: 4,
        arbitrary: entries.map((e) => ({
          kind: "urlencoded",
          contentType: "application/x-www-form-urlencoded",
          body: urlEncode(e),
        })),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(entries, fc.integer({ min: 0, max: 5 }))
          .map(([e, broken]) => multipart(e, "----hostile", broken)),
      },
      {
        weight: 1,
        arbitrary: fc
          .json({ maxDepth: 4 })
          .map((json) => ({ kind: "json", contentType: "application/json", body: json })),
      },
      {
        weight: 1,
        arbitrary: fc.string({ maxLength: 200 }).map((text) => ({
          kind: "json-broken",
          contentType: "application/json",
          body: `{"email":${text}`,
        })),
      },
      {
        weight: 1,
        arbitrary: fc
          .string({ maxLength: 200 })
          .map((text) => ({ kind: "text", contentType: "text/plain", body: text })),
      },
      {
        weight: 1,
        arbitrary: entries.map((e) => ({
          kind: "no-content-type",
          contentType: null,
          body: urlEncode(e),
        })),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...BROKEN_ENCODINGS).map((text) => ({
          kind: "urlencoded-broken",
          contentType: "application/x-www-form-urlencoded",
          body: text,
        })),
      },
    )
    .filter((b) => Buffer.byteLength(b.body) < MAX_BODY_BYTES);
}

/** Values every known field gets in turn, so the worst cases are tried on every target. */
const SWEEP_VALUES = [
  "\u0000",
  "2147483648",
  "1e400",
  "' OR 1=1 --",
  "NEAR(",
  "*",
  "\u202e",
  "-0",
  "Infinity",
  "1.5",
];

/**
 * A few fixed inputs that put a sweep value into every field of the form at once (each field a
 * different one, shifted per example); run before the random ones.
 */
export function sweeps(formFields: string[], count = 3): Pairs[] {
  const fields = formFields.length ? formFields : COMMON_FIELDS;
  return Array.from({ length: count }, (_, shift) =>
    fields.map((field, i): [string, string] => [
      field,
      SWEEP_VALUES[(i + shift * 3) % SWEEP_VALUES.length] ?? "",
    ]),
  );
}

export function query(formFields: string[]): fc.Arbitrary<string> {
  return fc
    .tuple(pairs(formFields), fc.option(fc.constantFrom(...BROKEN_ENCODINGS)))
    .map(([entries, broken]) => [urlEncode(entries), broken].filter(Boolean).join("&"))
    .filter((q) => Buffer.byteLength(q) < MAX_BODY_BYTES);
}

/** A URL of the route's pattern with every `:param` (and a splat) replaced by hostile values. */
export function pathFor(pattern: string): { arbitrary: fc.Arbitrary<string>; sweeps: string[] } {
  const slots = pattern.match(/:[A-Za-z]+|\*/g)?.length ?? 0;
  const fill = (values: string[]) => {
    let i = 0;
    return pattern.replace(/:[A-Za-z]+|\*/g, () => percentEncode(values[i++] ?? "") || "%20");
  };
  return {
    arbitrary: fc.array(value, { minLength: slots, maxLength: slots }).map(fill),
    // NUL, an id past int4, a float overflow, SQL and FTS syntax: the ones that reach the database.
    sweeps: SWEEP_VALUES.slice(0, 5).map((v) => fill(Array.from({ length: slots }, () => v))),
  };
}
