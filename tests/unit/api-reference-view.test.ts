// The API reference (/api/docs, decision 055) is drawn from the OpenAPI document alone: examples
// made from schemas, and rows of fields through $ref, oneOf/anyOf/allOf, nullable and arrays.
import { describe, expect, it } from "vitest";
import type { JsonSchema } from "~/api/json-schema";
import { fieldRows, operationViews, typeLabel, type OpenApiLike } from "~/api/reference-view";
import { exampleOf } from "~/api/schema-example";

const components: Record<string, JsonSchema> = {
  Expert: {
    type: "object",
    properties: {
      id: { type: "string", format: "uuid" },
      allocation: { type: "integer", minimum: 10, maximum: 100, default: 100 },
      email: { type: ["string", "null"], format: "email", description: "Own e-mail" },
      manager: { $ref: "#/components/schemas/Expert" },
    },
    required: ["id", "allocation"],
  },
};

describe("exampleOf", () => {
  it("uses the document's example, else one made from type, format, enum and bounds", () => {
    expect(exampleOf({ type: "string", example: "java" })).toBe("java");
    expect(exampleOf({ type: "string", examples: ["a", "b"] })).toBe("a");
    expect(exampleOf({ type: "string", format: "date" })).toBe("2026-11-29");
    expect(exampleOf({ type: "string", minLength: 10 })).toHaveLength(10);
    expect(exampleOf({ type: "string", maxLength: 3 })).toBe("str");
    expect(exampleOf({ type: "string", enum: [null, "open"] })).toBe("open");
    expect(exampleOf({ type: "integer", minimum: 10, maximum: 100 })).toBe(10);
    expect(exampleOf({ type: "integer", exclusiveMinimum: 0 })).toBe(1);
    expect(exampleOf({ type: "integer", maximum: -5 })).toBe(-5);
    expect(exampleOf({ type: "boolean" })).toBe(true);
    expect(exampleOf({ type: ["null", "number"] })).toBe(1);
    expect(exampleOf({})).toBeNull();
  });

  it("follows $ref, arrays, oneOf and allOf, and stops at a cycle", () => {
    const expert = exampleOf({ $ref: "#/components/schemas/Expert" }, components);
    expect(expert).toEqual({
      id: "0b6e4c8e-3f7a-4c55-9a1e-2d0c5b7f9a10",
      allocation: 100, // its default
      email: "name@example.com",
      manager: null,
    });
    expect(
      exampleOf({ type: "array", items: { type: "integer" }, minItems: 2 }, components),
    ).toEqual([1, 1]);
    expect(exampleOf({ oneOf: [{ type: "null" }, { type: "string" }] })).toBe("string");
    expect(
      exampleOf({
        allOf: [
          { type: "object", properties: { a: { type: "integer" } } },
          { type: "object", properties: { b: { type: "boolean" } } },
        ],
      }),
    ).toEqual({ a: 1, b: true });
  });
});

describe("fieldRows", () => {
  it("names nested fields by path, with type, requirement, description and bounds", () => {
    const rows = fieldRows(
      {
        type: "object",
        properties: {
          items: { type: "array", items: { $ref: "#/components/schemas/Expert" } },
          next_cursor: { anyOf: [{ type: "string" }, { type: "null" }] },
        },
        required: ["items"],
      },
      components,
    );
    expect(rows.map((row) => [row.name, row.type, row.required])).toEqual([
      ["items", "Expert[]", true],
      ["items[].id", "string (uuid)", true],
      ["items[].allocation", "integer", true],
      ["items[].email", "string (email) | null", false],
      ["items[].manager", "Expert", false],
      ["next_cursor", "string | null", false],
    ]);
    const allocation = rows.find((row) => row.name === "items[].allocation")!;
    expect(allocation.constraints).toEqual([
      { kind: "range", min: 10, max: 100 },
      { kind: "default", value: "100" },
    ]);
    expect(rows.find((row) => row.name === "items[].email")!.description).toBe("Own e-mail");
  });

  it("merges oneOf variants (required only where every variant requires) and lists a scalar", () => {
    const rows = fieldRows({
      oneOf: [
        {
          type: "object",
          properties: { code: { type: "string" }, state: { type: "string" } },
          required: ["code", "state"],
        },
        {
          type: "object",
          properties: { access_token: { type: "string" }, state: { type: "string" } },
          required: ["access_token", "state"],
        },
      ],
    });
    expect(rows.map((row) => [row.name, row.required])).toEqual([
      ["code", false],
      ["state", true],
      ["access_token", false],
    ]);
    expect(fieldRows({ type: "string", enum: ["a", "b"] })).toMatchObject([
      { name: "", type: '"a" | "b"' },
    ]);
  });

  it("labels types as a reader expects", () => {
    expect(typeLabel({ type: "array", items: { enum: ["x", "y"] } }, {})).toBe('("x" | "y")[]');
    expect(typeLabel({ type: "string", nullable: true }, {})).toBe("string | null");
    expect(typeLabel({}, {})).toBe("any");
  });
});

describe("operationViews", () => {
  const doc: OpenApiLike = {
    components: {
      schemas: {
        Error: {
          type: "object",
          properties: {
            error: {
              type: "object",
              properties: { code: { type: "string", enum: ["not-found", "gone"] } },
            },
          },
        },
      },
    },
    paths: {
      "/api/things/{id}": {
        put: {
          operationId: "putThing",
          tags: ["Things"],
          security: [{ bearer: [] }],
          parameters: [
            { name: "id", in: "path", required: true, schema: { type: "integer" } },
            { name: "If-Match", in: "header", required: true, schema: { type: "string" } },
            { name: "dry", in: "query", schema: { type: "boolean" }, example: false },
          ],
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: { type: "object", properties: { name: { type: "string" } } },
              },
            },
          },
          responses: {
            "200": {
              description: "The thing",
              headers: { ETag: { description: "Its version", schema: { type: "string" } } },
              content: {
                "application/json": {
                  schema: { type: "object", properties: { id: { type: "integer" } } },
                  example: { id: 7 },
                },
              },
            },
            "412": {
              description: "Stale",
              content: {
                "application/json": { schema: { $ref: "#/components/schemas/Error" } },
              },
            },
          },
        },
      },
    },
  };

  it("shows parameters, body, answer, headers, error codes and an example", () => {
    const [view] = operationViews(doc);
    expect(view).toMatchObject({
      method: "PUT",
      path: "/api/things/{id}",
      auth: "required",
      parameters: [
        { name: "id", in: "path", type: "integer", required: true },
        { name: "If-Match", in: "header", required: true },
        { name: "dry", in: "query", type: "boolean", required: false },
      ],
      body: { contentType: "application/json", required: true, fields: [{ name: "name" }] },
      success: [
        {
          status: "200",
          fields: [{ name: "id", type: "integer" }],
          headers: [{ name: "ETag", type: "string", description: "Its version" }],
        },
      ],
      errors: [{ status: "412", codes: ["not-found", "gone"] }],
    });
    expect(view!.example.request).toBe(
      'PUT /api/things/{id}?dry=false\nAuthorization: Bearer <jwt>\nIf-Match: string\nContent-Type: application/json\n\n{\n  "name": "string"\n}',
    );
    expect(view!.example.response).toBe(
      '200 OK\nContent-Type: application/json\n\n{\n  "id": 7\n}',
    );
  });
});
