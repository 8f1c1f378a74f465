/*
 * The parts of JSON Schema (as OpenAPI 3.1 uses it, with 3.0's `nullable` too) that the API
 * reference reads, and how a `$ref` to the document's components is followed.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  description?: string;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** The document's `components.schemas`, by name. */
export type SchemaComponents = Record<string, JsonSchema | undefined>;

const LOCAL_REF = "#/components/schemas/";

/** The component a `$ref` names (null for a reference elsewhere, which the API does not use). */
export function refName(schema: JsonSchema): string | null {
  return schema.$ref?.startsWith(LOCAL_REF) ? schema.$ref.slice(LOCAL_REF.length) : null;
}

/**
 * The schema behind `$ref`s, with the names followed (to stop at a cycle). An unknown reference is
 * an empty schema: the reference then says only that something is there.
 */
export function resolveSchema(
  schema: JsonSchema,
  components: SchemaComponents,
  seen: readonly string[] = [],
): { schema: JsonSchema; seen: readonly string[]; cycle: boolean } {
  let current = schema;
  let path = seen;
  for (let hops = 0; current.$ref && hops < 20; hops++) {
    const name = refName(current);
    if (!name || path.includes(name)) return { schema: {}, seen: path, cycle: Boolean(name) };
    path = [...path, name];
    current = components[name] ?? {};
  }
  return { schema: current, seen: path, cycle: false };
}

/** The schema's types without `null`, and whether `null` is allowed. */
export function typesOf(schema: JsonSchema): { types: string[]; nullable: boolean } {
  const listed = schema.type === undefined ? [] : [schema.type].flat();
  const types = listed.filter((type) => type !== "null");
  return { types, nullable: listed.includes("null") || schema.nullable === true };
}

/** The variants of a `oneOf`/`anyOf`, without a bare `{ type: "null" }` (that is "nullable"). */
export function variantsOf(schema: JsonSchema): { variants: JsonSchema[]; nullable: boolean } {
  const all = schema.oneOf ?? schema.anyOf ?? [];
  const isNull = (variant: JsonSchema) =>
    variant.type === "null" || (Array.isArray(variant.type) && variant.type.join() === "null");
  return { variants: all.filter((v) => !isNull(v)), nullable: all.some(isNull) };
}
