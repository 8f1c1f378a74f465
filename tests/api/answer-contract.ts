// Every answer the API tests receive, checked against the live OpenAPI document (issue 38): its
// status must be documented for the call, its media type too, and a JSON body must match the
// documented schema. Ajv's 2020-12 build reads OpenAPI 3.1's schemas as they are.
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { ValidateFunction } from "ajv";

type MediaType = { schema?: unknown };
type Response = { content?: Record<string, MediaType> };
type Operation = { operationId: string; responses: Record<string, Response> };
type Document = { paths: Record<string, Record<string, Operation>> };

type Contract = {
  operation(method: string, path: string): { template: string; operation: Operation } | null;
  validator(pointer: string): ValidateFunction;
  errorSchema: ValidateFunction;
};

let loading: Promise<Contract> | undefined;

/** The document of the server under test, read once per test file. */
export function contractOf(fetchDocument: () => Promise<unknown>) {
  loading ??= fetchDocument().then((document) => build(document as Document));
  return loading;
}

function build(document: Document): Contract {
  // OpenAPI's own keywords (`example`, `discriminator`) are not JSON Schema's: not strict.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, "openapi");
  const cache = new Map<string, ValidateFunction>();
  const validator = (pointer: string) => {
    let validate = cache.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi#${pointer}` });
      cache.set(pointer, validate);
    }
    return validate;
  };
  // Literal paths before templates: /api/users/current is not /api/users/{id}.
  const templates = Object.keys(document.paths)
    .map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/\{\w+\}/g, "[^/]+")}$`),
      params: (template.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.params - b.params);
  return {
    operation(method, path) {
      const found = templates.find(({ pattern }) => pattern.test(path));
      if (!found) return null;
      const operation = document.paths[found.template]?.[method.toLowerCase()];
      return operation ? { template: found.template, operation } : null;
    },
    validator,
    errorSchema: validator("/components/schemas/Error"),
  };
}

const pointerPart = (part: string) => part.replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * The contract's complaints about one answer, empty when it keeps it. Calls outside the document
 * (pages, the documents themselves, CORS preflights) are not checked; an unknown /api path must
 * answer the Error shape.
 */
export function checkAnswer(
  contract: Contract,
  request: { method: string; path: string },
  answer: { status: number; contentType: string | null; text: string; json: unknown },
): string[] {
  const { method, path } = request;
  if (!path.startsWith("/api/") || method === "OPTIONS" || method === "HEAD") return [];
  if (path === "/api/openapi.json" || path === "/api/docs") return [];
  const where = `${method} ${path} → ${answer.status}`;
  const found = contract.operation(method, path);
  if (!found) {
    // Unknown paths and methods: the API's error shape.
    if (answer.status < 400) return [`${where}: not in the document`];
    return answer.json !== null && contract.errorSchema(answer.json)
      ? []
      : [`${where}: not the Error shape: ${answer.text.slice(0, 200)}`];
  }
  const { template, operation } = found;
  const response = operation.responses[String(answer.status)];
  if (!response) return [`${where}: status not documented for ${operation.operationId}`];
  const mediaType = answer.contentType?.split(";")[0]?.trim().toLowerCase() ?? null;
  if (!response.content)
    return answer.text === "" ? [] : [`${where}: documented without a body, but has one`];
  if (!mediaType || !response.content[mediaType])
    return [`${where}: media type ${mediaType} not documented for ${operation.operationId}`];
  if (!mediaType.includes("json")) return [];
  const validate = contract.validator(
    [
      "/paths",
      pointerPart(template),
      method.toLowerCase(),
      "responses",
      String(answer.status),
      "content",
      pointerPart(mediaType),
      "schema",
    ].join("/"),
  );
  if (validate(answer.json)) return [];
  return (validate.errors ?? []).map(
    (error) => `${where}: ${operation.operationId} ${error.instancePath || "/"} ${error.message}`,
  );
}
