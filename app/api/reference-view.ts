import {
  refName,
  resolveSchema,
  typesOf,
  variantsOf,
  type JsonSchema,
  type SchemaComponents,
} from "./json-schema";
import { exampleOf } from "./schema-example";

/*
 * What /api/docs shows of one operation of the OpenAPI document, made from the document alone:
 * its parameters, the request body's and each answer's fields as rows of dotted paths
 * (`items[].id`), examples, statuses, error codes and headers. Nothing here knows a call, so
 * whatever the document gains (schemas, headers, statuses) shows without a change.
 */

type Reference = { $ref: string };
type MaybeRef<T> = T | Reference;
type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  example?: unknown;
  deprecated?: boolean;
};
type MediaType = { schema?: JsonSchema; example?: unknown; examples?: Record<string, unknown> };
type Header = { description?: string; schema?: JsonSchema; required?: boolean };
type Response = {
  description?: string;
  headers?: Record<string, MaybeRef<Header>>;
  content?: Record<string, MediaType>;
};
export type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  security?: Record<string, unknown>[];
  parameters?: MaybeRef<Parameter>[];
  requestBody?: MaybeRef<{ required?: boolean; content?: Record<string, MediaType> }>;
  responses?: Record<string, MaybeRef<Response>>;
};
export type OpenApiLike = {
  security?: Record<string, unknown>[];
  paths?: Record<string, Record<string, unknown> | undefined>;
  components?: {
    schemas?: SchemaComponents;
    parameters?: Record<string, Parameter>;
    responses?: Record<string, Response>;
    headers?: Record<string, Header>;
    requestBodies?: Record<string, { required?: boolean; content?: Record<string, MediaType> }>;
  };
};

/** A bound of a field, as data; the page words it in the reader's language. */
export type Constraint =
  | { kind: "range"; min?: number; max?: number }
  | { kind: "length"; min?: number; max?: number }
  | { kind: "items"; min?: number; max?: number }
  | { kind: "default"; value: string }
  | { kind: "pattern"; value: string };

export type FieldRow = {
  /** `name`, `parent.name`, `list[].name`; "" for the whole value. */
  name: string;
  type: string;
  required: boolean;
  description: string | null;
  constraints: Constraint[];
};

export type ParameterRow = FieldRow & { in: string };
export type HeaderRow = { name: string; type: string; description: string | null };

export type StatusView = {
  status: string;
  description: string;
  /** The media types the answer comes in (JSON first). */
  contentTypes: string[];
  fields: FieldRow[];
  /** `code`s the document names for this answer (enum, const or examples of `error.code`). */
  codes: string[];
  headers: HeaderRow[];
};

export type OperationView = {
  method: string;
  path: string;
  operationId: string | null;
  summary: string;
  tags: string[];
  auth: "required" | "optional" | "none";
  deprecated: boolean;
  parameters: ParameterRow[];
  body: { contentType: string; required: boolean; fields: FieldRow[] } | null;
  success: StatusView[];
  errors: StatusView[];
  example: { request: string; response: string };
};

export const METHODS = ["get", "put", "post", "patch", "delete", "options", "head"] as const;
const MAX_DEPTH = 6;

function deref<T>(value: MaybeRef<T> | undefined, pool: Record<string, T> | undefined): T | null {
  if (!value) return null;
  if ("$ref" in (value as object)) {
    const name = (value as Reference).$ref.split("/").pop() ?? "";
    return pool?.[name] ?? null;
  }
  return value as T;
}

/** A short type: `string (date-time)`, `"a" | "b"`, `Expert[]`, `integer | null`. */
export function typeLabel(given: JsonSchema, components: SchemaComponents): string {
  const named = refName(given);
  if (named) return named;
  const schema = given;
  const { nullable } = typesOf(schema);
  const orNull = (label: string) =>
    nullable && !label.endsWith("| null") ? `${label} | null` : label;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum?.length) return orNull(schema.enum.map((v) => JSON.stringify(v)).join(" | "));
  const { variants, nullable: variantNull } = variantsOf(schema);
  if (variants.length) {
    const label = [...new Set(variants.map((v) => typeLabel(v, components)))].join(" | ");
    return variantNull || nullable ? `${label} | null` : label;
  }
  if (schema.allOf?.length)
    return schema.allOf.map((part) => typeLabel(part, components)).join(" & ");
  const { types } = typesOf(schema);
  const type = types[0] ?? (schema.properties ? "object" : schema.items ? "array" : undefined);
  if (type === "array") {
    const item = schema.items ? typeLabel(schema.items, components) : "any";
    return orNull(item.includes(" ") ? `(${item})[]` : `${item}[]`);
  }
  if (!type) return nullable ? "null" : "any";
  const label = types.length > 1 ? types.join(" | ") : type;
  return orNull(schema.format ? `${label} (${schema.format})` : label);
}

function constraintsOf(schema: JsonSchema): Constraint[] {
  const out: Constraint[] = [];
  const min =
    schema.minimum ??
    (typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum : undefined);
  const max =
    schema.maximum ??
    (typeof schema.exclusiveMaximum === "number" ? schema.exclusiveMaximum : undefined);
  if (min !== undefined || max !== undefined) out.push({ kind: "range", min, max });
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    out.push({ kind: "length", min: schema.minLength || undefined, max: schema.maxLength });
  if (schema.minItems !== undefined || schema.maxItems !== undefined)
    out.push({ kind: "items", min: schema.minItems || undefined, max: schema.maxItems });
  if (schema.default !== undefined)
    out.push({ kind: "default", value: JSON.stringify(schema.default) });
  if (schema.pattern) out.push({ kind: "pattern", value: schema.pattern });
  return out.filter((c) => !("min" in c) || c.min !== undefined || c.max !== undefined);
}

/** The object parts of a schema: its own properties, allOf's, and every oneOf/anyOf variant's. */
function objectParts(
  schema: JsonSchema,
  components: SchemaComponents,
  seen: readonly string[],
): { properties: Record<string, JsonSchema>; required: Set<string>; seen: readonly string[] }[] {
  const parts = [{ properties: schema.properties ?? {}, required: new Set(schema.required), seen }];
  for (const part of schema.allOf ?? []) {
    const resolved = resolveSchema(part, components, seen);
    if (!resolved.cycle) parts.push(...objectParts(resolved.schema, components, resolved.seen));
  }
  const { variants } = variantsOf(schema);
  if (variants.length) {
    // A field is required only when every variant requires it.
    const inner = variants.flatMap((variant) => {
      const resolved = resolveSchema(variant, components, seen);
      return resolved.cycle ? [] : objectParts(resolved.schema, components, resolved.seen);
    });
    const always = (name: string) => inner.every((part) => part.required.has(name));
    for (const part of inner)
      parts.push({ ...part, required: new Set([...part.required].filter(always)) });
  }
  return parts;
}

function rowsOf(
  given: JsonSchema,
  components: SchemaComponents,
  prefix: string,
  depth: number,
  seen: readonly string[],
): FieldRow[] {
  if (depth > MAX_DEPTH) return [];
  const resolved = resolveSchema(given, components, seen);
  if (resolved.cycle) return [];
  const schema = resolved.schema;
  const { types } = typesOf(schema);
  if (types.includes("array") || (!types.length && schema.items)) {
    return schema.items
      ? rowsOf(schema.items, components, `${prefix}[]`, depth + 1, resolved.seen)
      : [];
  }
  const rows = new Map<string, FieldRow>();
  for (const part of objectParts(schema, components, resolved.seen)) {
    for (const [name, property] of Object.entries(part.properties)) {
      const path = prefix ? `${prefix}.${name}` : name;
      const inner = resolveSchema(property, components, part.seen);
      const row: FieldRow = {
        name: path,
        type: typeLabel(property, components),
        required: part.required.has(name),
        description: property.description ?? inner.schema.description ?? null,
        constraints: constraintsOf(inner.schema),
      };
      const known = rows.get(path);
      // Two variants with the same field: one row, required only if both say so.
      rows.set(path, known ? { ...known, required: known.required && row.required } : row);
      if (!inner.cycle)
        for (const child of rowsOf(property, components, path, depth + 1, part.seen))
          if (!rows.has(child.name)) rows.set(child.name, child);
    }
  }
  return [...rows.values()];
}

/** The rows of a schema's fields; a value that is no object (or list of objects) is one row. */
export function fieldRows(schema: JsonSchema, components: SchemaComponents = {}): FieldRow[] {
  const rows = rowsOf(schema, components, "", 0, []);
  if (rows.length) return rows;
  const resolved = resolveSchema(schema, components).schema;
  return [
    {
      name: "",
      type: typeLabel(schema, components),
      required: true,
      description: resolved.description ?? null,
      constraints: constraintsOf(resolved),
    },
  ];
}

/** `error.code` values the answer's schema or examples name. */
function errorCodes(media: MediaType | undefined, components: SchemaComponents): string[] {
  if (!media) return [];
  const codes = new Set<string>();
  const add = (value: unknown) => {
    const code = (value as { error?: { code?: unknown } } | null)?.error?.code;
    if (typeof code === "string") codes.add(code);
  };
  add(media.example);
  for (const example of Object.values(media.examples ?? {}))
    add((example as { value?: unknown } | null)?.value);
  if (media.schema) {
    const error = resolveSchema(media.schema, components).schema.properties?.error;
    if (error) {
      const code = resolveSchema(error, components).schema.properties?.code;
      const resolved = code ? resolveSchema(code, components).schema : {};
      for (const value of [
        ...(resolved.enum ?? []),
        ...(resolved.const !== undefined ? [resolved.const] : []),
        ...(resolved.examples ?? []),
      ])
        if (typeof value === "string") codes.add(value);
    }
  }
  return [...codes];
}

function jsonFirst(content: Record<string, MediaType> | undefined): [string, MediaType][] {
  return Object.entries(content ?? {}).sort(
    ([a], [b]) => Number(!a.includes("json")) - Number(!b.includes("json")),
  );
}

const REASONS: Record<string, string> = {
  "200": "OK",
  "201": "Created",
  "202": "Accepted",
  "204": "No Content",
  "302": "Found",
  "303": "See Other",
  "304": "Not Modified",
};

function mediaExample(media: MediaType | undefined, components: SchemaComponents): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const named = Object.values(media.examples ?? {})[0] as { value?: unknown } | undefined;
  if (named?.value !== undefined) return named.value;
  return media.schema ? exampleOf(media.schema, components) : undefined;
}

function authOf(security: Record<string, unknown>[] | undefined): OperationView["auth"] {
  const entries = security ?? [];
  if (entries.length === 0) return "none";
  return entries.some((entry) => Object.keys(entry).length === 0) ? "optional" : "required";
}

/** One operation of the document, as the reference page shows it. */
export function operationView(
  doc: OpenApiLike,
  path: string,
  method: string,
  operation: Operation,
): OperationView {
  const schemas = doc.components?.schemas ?? {};
  const pathItem = (doc.paths?.[path] ?? {}) as { parameters?: MaybeRef<Parameter>[] };
  const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]
    .map((p) => deref(p, doc.components?.parameters))
    .filter((p): p is Parameter => p !== null);
  const parameterRows: ParameterRow[] = parameters.map((p) => {
    const schema = p.schema ?? {};
    return {
      name: p.name,
      in: p.in,
      type: typeLabel(schema, schemas),
      required: p.required === true,
      description: p.description ?? resolveSchema(schema, schemas).schema.description ?? null,
      constraints: constraintsOf(resolveSchema(schema, schemas).schema),
    };
  });

  const requestBody = deref(operation.requestBody, doc.components?.requestBodies);
  const [bodyType, bodyMedia] = jsonFirst(requestBody?.content)[0] ?? [];
  const body =
    bodyType && bodyMedia
      ? {
          contentType: bodyType,
          required: requestBody?.required === true,
          fields: bodyMedia.schema ? fieldRows(bodyMedia.schema, schemas) : [],
        }
      : null;

  const statuses: StatusView[] = Object.entries(operation.responses ?? {}).map(([status, r]) => {
    const response = deref(r, doc.components?.responses) ?? {};
    const content = jsonFirst(response.content);
    const [, media] = content[0] ?? [];
    const ok = /^[123]/.test(status);
    return {
      status,
      description: response.description ?? "",
      contentTypes: content.map(([type]) => type),
      fields: ok && media?.schema ? fieldRows(media.schema, schemas) : [],
      codes: ok ? [] : errorCodes(media, schemas),
      headers: Object.entries(response.headers ?? {}).map(([name, h]) => {
        const header = deref(h, doc.components?.headers) ?? {};
        return {
          name,
          type: header.schema ? typeLabel(header.schema, schemas) : "string",
          description: header.description ?? null,
        };
      }),
    };
  });
  const success = statuses.filter((s) => /^[123]/.test(s.status));
  const errors = statuses.filter((s) => !/^[123]/.test(s.status));
  const auth = authOf(operation.security ?? doc.security);

  // The example request: the path as written, required and exemplified query parameters,
  // required headers, the token where one is needed, and a body made from its schema.
  const query = parameters
    .filter((p) => p.in === "query" && (p.required || p.example !== undefined))
    .map((p) => {
      const value = p.example ?? exampleOf(p.schema ?? {}, schemas);
      return `${encodeURIComponent(p.name)}=${encodeURIComponent(String(value))}`;
    });
  const requestLines = [
    `${method.toUpperCase()} ${path}${query.length ? `?${query.join("&")}` : ""}`,
    ...(auth === "required" ? ["Authorization: Bearer <jwt>"] : []),
    ...parameters
      .filter((p) => p.in === "header" && (p.required || p.example !== undefined))
      .map((p) => `${p.name}: ${String(p.example ?? exampleOf(p.schema ?? {}, schemas))}`),
  ];
  let request = requestLines.join("\n");
  if (body && bodyMedia) {
    const value = mediaExample(bodyMedia, schemas);
    request += `\nContent-Type: ${body.contentType}\n\n${JSON.stringify(value, null, 2)}`;
  }
  const first = success[0];
  let response = "";
  if (first) {
    const raw = deref(operation.responses?.[first.status], doc.components?.responses) ?? {};
    const [type, media] = jsonFirst(raw.content)[0] ?? [];
    const value = mediaExample(media, schemas);
    response = `${first.status} ${REASONS[first.status] ?? ""}`.trim();
    if (type) response += `\nContent-Type: ${type}`;
    if (value !== undefined)
      response += `\n\n${typeof value === "string" ? value : JSON.stringify(value, null, 2)}`;
  }

  return {
    method: method.toUpperCase(),
    path,
    operationId: operation.operationId ?? null,
    summary: operation.summary ?? operation.description ?? "",
    tags: operation.tags ?? [],
    auth,
    deprecated: operation.deprecated === true,
    parameters: parameterRows,
    body,
    success,
    errors,
    example: { request, response },
  };
}

/** Every operation of the document, in its order (a path's methods together). */
export function operationViews(doc: OpenApiLike): OperationView[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method]).map((method) =>
      operationView(doc, path, method, item![method] as Operation),
    ),
  );
}
