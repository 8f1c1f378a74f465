import {
  resolveSchema,
  typesOf,
  variantsOf,
  type JsonSchema,
  type SchemaComponents,
} from "./json-schema";

/*
 * An example value for a JSON Schema, for the API reference's example requests and answers: the
 * schema's own `example` (or first of `examples`, or `default`) where the document gives one,
 * otherwise made up from its type, enum, format and bounds. Deterministic, so the page is the same
 * on every render.
 */

const MAX_DEPTH = 8;

const BY_FORMAT: Record<string, string> = {
  "date-time": "2026-11-29T09:00:00.000Z",
  date: "2026-11-29",
  time: "09:00:00",
  email: "name@example.com",
  uri: "https://example.com/",
  url: "https://example.com/",
  uuid: "0b6e4c8e-3f7a-4c55-9a1e-2d0c5b7f9a10",
  byte: "SGVsbG8=",
  ipv4: "192.0.2.1",
};

function exampleString(schema: JsonSchema): string {
  const byFormat = schema.format ? BY_FORMAT[schema.format] : undefined;
  if (byFormat) return byFormat;
  let text = "string";
  if (schema.minLength && text.length < schema.minLength) text = text.padEnd(schema.minLength, "x");
  if (schema.maxLength !== undefined && text.length > schema.maxLength)
    text = text.slice(0, Math.max(schema.maxLength, 0));
  return text;
}

function exampleNumber(schema: JsonSchema, integer: boolean): number {
  const low =
    typeof schema.exclusiveMinimum === "number"
      ? schema.exclusiveMinimum + (integer ? 1 : 0.5)
      : schema.minimum;
  const high =
    typeof schema.exclusiveMaximum === "number"
      ? schema.exclusiveMaximum - (integer ? 1 : 0.5)
      : schema.maximum;
  let value = low ?? 1;
  if (high !== undefined && value > high) value = high;
  return integer ? Math.ceil(value) : value;
}

function exampleObject(
  schema: JsonSchema,
  components: SchemaComponents,
  depth: number,
  seen: readonly string[],
): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    value[name] = exampleAt(property, components, depth + 1, seen);
  return value;
}

function exampleAt(
  given: JsonSchema,
  components: SchemaComponents,
  depth: number,
  seen: readonly string[],
): unknown {
  if (depth > MAX_DEPTH) return null;
  const resolved = resolveSchema(given, components, seen);
  if (resolved.cycle) return null;
  const schema = resolved.schema;
  const path = resolved.seen;
  // The document's own words first (on the reference or on what it names).
  for (const candidate of [given, schema]) {
    if (candidate.example !== undefined) return candidate.example;
    if (candidate.examples?.length) return candidate.examples[0];
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  if (schema.default !== undefined) return schema.default;

  if (schema.allOf?.length) {
    const parts = schema.allOf.map((part) => exampleAt(part, components, depth + 1, path));
    if (parts.every((part) => part !== null && typeof part === "object" && !Array.isArray(part)))
      return Object.assign({}, ...parts, exampleObject(schema, components, depth, path));
    return parts[0] ?? null;
  }
  const { variants } = variantsOf(schema);
  if (variants.length) return exampleAt(variants[0]!, components, depth + 1, path);

  const { types } = typesOf(schema);
  const type = types[0] ?? (schema.properties ? "object" : schema.items ? "array" : undefined);
  switch (type) {
    case "string":
      return exampleString(schema);
    case "integer":
      return exampleNumber(schema, true);
    case "number":
      return exampleNumber(schema, false);
    case "boolean":
      return true;
    case "array": {
      if (!schema.items) return [];
      const item = exampleAt(schema.items, components, depth + 1, path);
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case "object":
      return exampleObject(schema, components, depth, path);
    default:
      // No type (anything, or only null): nothing to show.
      return null;
  }
}

/** An example value for `schema`, whose `$ref`s name `components`. */
export function exampleOf(schema: JsonSchema, components: SchemaComponents = {}): unknown {
  return exampleAt(schema, components, 0, []);
}
