// The OpenAPI document against the build: valid OpenAPI 3.1, every path in it routed with the
// methods it names, and every /api route of the build in it; the people's page renders it.
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { builtRoutes } from "../security/lib/route-manifest";
import { call, withApiServer } from "./lib";

withApiServer();

/** Routes that are the API's frame rather than calls: the catch-all 404 and the documents. */
const NOT_CALLS = new Set(["/api/*", "/api/openapi.json", "/api/docs"]);

type Operation = {
  operationId?: string;
  summary?: string;
  responses: Record<string, { description?: string }>;
};

async function document() {
  const reply = await call("/api/openapi.json");
  expect(reply.status).toBe(200);
  return reply.json as {
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
  };
}

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const doc = await document();
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("passes Redocly's recommended rules: no errors, and only the warnings decision 054 accepts", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({
      source: JSON.stringify(await document()),
      absoluteRef: "/api/openapi.json",
      config,
    });
    const said = (problem: (typeof problems)[number]) =>
      `${problem.ruleId} ${problem.location[0]?.pointer ?? ""}: ${problem.message}`;
    expect(problems.filter((problem) => problem.severity === "error").map(said)).toEqual([]);
    // No licence for a private API; the test server is on localhost; the public reference lists
    // and the provider redirect (302) answer no 4xx / 2xx by design.
    const accepted = new Set([
      "info-license",
      "no-server-example.com",
      "operation-4xx-response",
      "operation-2xx-response",
    ]);
    expect(problems.filter((problem) => !accepted.has(problem.ruleId)).map(said)).toEqual([]);
  });

  it("describes the body of every success answer but 204 and 302", async () => {
    const doc = (await call("/api/openapi.json")).json as {
      paths: Record<
        string,
        Record<string, Operation & { responses: Record<string, { content?: object }> }>
      >;
    };
    const bare = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, operation]) =>
        Object.entries(operation.responses)
          .filter(
            ([status, response]) => /^2/.test(status) && status !== "204" && !response.content,
          )
          .map(([status]) => `${method.toUpperCase()} ${path} ${status}`),
      ),
    );
    expect(bare).toEqual([]);
    expect(Object.keys(doc.paths["/api/users/current"]?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "204"]),
    );
  });

  it("types ids as they are sent: gigs by number, the rest by text", async () => {
    const doc = (await call("/api/openapi.json")).json;
    const pathId = (path: string, method: string, name: string) =>
      doc.paths[path][method].parameters.find((p: { name: string }) => p.name === name).schema;
    expect(pathId("/api/gigs/{id}", "get", "id")).toMatchObject({ type: "integer" });
    expect(pathId("/api/gigs/{id}/candidates/{expertId}", "post", "expertId")).toMatchObject({
      type: "string",
    });
    expect(pathId("/api/experts/{id}", "get", "id")).toMatchObject({ type: "string" });
    expect(doc.components.schemas.Gig.properties.id.type).toBe("integer");
    expect(doc.components.schemas.Offer.properties.gig_id.type).toBe("integer");
    expect(doc.components.schemas.Expert.properties.id.type).toBe("string");
  });

  it("names every /api route of the build, and only those", async () => {
    const doc = await document();
    const documented = Object.keys(doc.paths).map((path) => path.replace(/\{(\w+)\}/g, ":$1"));
    const routed = builtRoutes()
      .map((route) => route.pattern)
      .filter((pattern) => pattern.startsWith("/api/") && !NOT_CALLS.has(pattern));
    expect([...new Set(routed)].sort()).toEqual([...new Set(documented)].sort());
  });

  it("names only methods the routes answer", async () => {
    const doc = await document();
    const problems: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      const url = path.replace(/\{\w+\}/g, "1");
      for (const method of Object.keys(item)) {
        const reply = await call(url, {
          method: method.toUpperCase(),
          ...(method === "get" || method === "delete" ? {} : { json: {} }),
        });
        if (reply.status === 405) problems.push(`${method.toUpperCase()} ${path} answers 405`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives every call its own operationId, a summary and a text for each answer", async () => {
    const doc = await document();
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(operations.length);
    const untold = operations.flatMap((operation) =>
      Object.entries(operation.responses)
        .filter(([, response]) => !response.description || response.description.length < 6)
        .map(([status]) => `${operation.operationId} ${status}`),
    );
    expect(untold).toEqual([]);
    expect(operations.every((operation) => (operation.summary ?? "").length > 6)).toBe(true);
  });

  it("documents what an expert offers: in the experts calls' bodies and in the expert they answer", async () => {
    const doc = (await call("/api/openapi.json")).json;
    const fields = [
      "skills",
      "available_from",
      "allocation",
      "rate_expectation",
      "work_modes",
      "locations",
    ];
    const body = (path: string, method: string) =>
      doc.paths[path][method].requestBody.content["application/json"].schema;
    for (const [path, method] of [
      ["/api/experts", "post"],
      ["/api/experts/{id}", "put"],
    ] as const) {
      const schema = body(path, method);
      expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(fields));
      for (const field of fields) expect(schema.required ?? []).not.toContain(field);
    }
    expect(body("/api/experts", "post").properties.skills).toMatchObject({
      type: "array",
      maxItems: 30,
    });
    expect(body("/api/experts/{id}", "put").properties.skills.description).toMatch(
      /Absent: unchanged/,
    );
    const expert = doc.components.schemas.Expert;
    expect(expert.required).toEqual(expect.arrayContaining(fields));
    expect(expert.properties.work_modes.items.enum).toEqual(["onsite", "remote", "hybrid"]);
    expect(expert.properties.allocation).toMatchObject({ minimum: 10, maximum: 100 });
    const answer = (path: string, method: string, status: string) =>
      doc.paths[path][method].responses[status].content["application/json"].schema;
    expect(answer("/api/experts/{id}", "get", "200")).toEqual({
      $ref: "#/components/schemas/Expert",
    });
    expect(answer("/api/experts", "get", "200").properties.items.items).toEqual({
      $ref: "#/components/schemas/Expert",
    });
  });

  it("documents one person, one proposal per gig and the caps (issue 37)", async () => {
    const doc = (await call("/api/openapi.json")).json;
    for (const [path, method, absent] of [
      ["/api/experts", "post", /Absent: none/],
      ["/api/experts/{id}", "put", /Absent: unchanged/],
    ] as const) {
      const schema = doc.paths[path][method].requestBody.content["application/json"].schema;
      for (const field of ["email", "phone"]) {
        expect(schema.properties[field].description).toMatch(absent);
        expect(schema.required ?? []).not.toContain(field);
      }
    }
    expect(doc.components.schemas.Expert.required).toEqual(
      expect.arrayContaining(["email", "phone"]),
    );
    const offer = doc.paths["/api/gigs/{id}/candidates/{expertId}"].post;
    expect(offer.summary).toMatch(/already-proposed-by-another-partner/);
    expect(offer.summary).toMatch(/submission-cap-reached/);
    expect(Object.keys(offer.responses)).toContain("409");
    expect(Object.keys(doc.paths["/api/experts/{id}"].put.responses)).toContain("409");
    const candidates = doc.components.schemas.GigCandidates;
    expect(candidates.required).toEqual(
      expect.arrayContaining(["submission_cap", "proposals_left", "items"]),
    );
    expect(doc.paths["/api/gigs/{id}/candidates"].get.responses["200"].content).toEqual({
      "application/json": { schema: { $ref: "#/components/schemas/GigCandidates" } },
    });
  });

  it("is readable by people at /api/docs, without JavaScript", async () => {
    const reply = await call("/api/docs");
    expect(reply.status).toBe(200);
    expect(reply.text).toContain("POST /api/auth/local");
    expect(reply.text).toContain("/api/openapi.json");
    expect(reply.text).toContain("Sign in with e-mail and password");
  });

  it("shows each call's parameters, fields and example on its tag's page, in both languages", async () => {
    const cell = (text: string, value: string) =>
      new RegExp(`<t[hd][^>]*>(?:<[^>]+>)*${value}(?:<[^>]+>)*</t[hd]>`).test(text);
    for (const [language, words] of [
      ["en", ["Parameters", "Field", "Required", "Example", "Errors"]],
      ["fi", ["Parametrit", "Kenttä", "Pakollinen", "Esimerkki", "Virheet"]],
    ] as const) {
      const reply = await call("/api/docs?tag=experts", {
        headers: { "Accept-Language": language },
      });
      expect(reply.status).toBe(200);
      for (const word of words) expect(reply.text, `${language}: ${word}`).toContain(word);
      // listExperts' query parameter, and a field of its answer's items (the Expert schema).
      expect(cell(reply.text, "limit"), `${language}: limit`).toBe(true);
      expect(cell(reply.text, "items\\[\\]\\.allocation"), `${language}: items[].allocation`).toBe(
        true,
      );
      // The example request of createExpert, with its body made from the schema.
      expect(reply.text).toContain("POST /api/experts\nAuthorization: Bearer &lt;jwt&gt;");
      // The document's descriptions stay English, marked as such on the Finnish page.
      if (language === "fi") expect(reply.text).toMatch(/<span lang="en">Percent of full time/);
    }
    expect((await call("/api/docs?tag=no-such-tag")).status).toBe(404);
  });

  it("documents the gig alert choice and the newsletter's saved search in the bodies", async () => {
    type Body = {
      requestBody?: {
        content: Record<
          string,
          { schema: { properties: Record<string, Record<string, unknown>> } }
        >;
      };
    };
    const doc = (await document()) as unknown as { paths: Record<string, Record<string, Body>> };
    const fields = (path: string, method: string) =>
      doc.paths[path]?.[method]?.requestBody?.content["application/json"]?.schema.properties ?? {};
    expect(fields("/api/users/current", "patch").gig_alerts).toMatchObject({
      type: "string",
      enum: ["off", "daily", "instant"],
    });
    const search = fields("/api/gigsletter/subscriptions", "post").search as {
      properties?: Record<string, unknown>;
    };
    expect(Object.keys(search.properties ?? {}).sort()).toEqual([
      "language",
      "location",
      "mode",
      "q",
      "skill",
    ]);
  });

  it("shows /api/docs in Finnish to a Finnish reader; the document itself stays English", async () => {
    const reply = await call("/api/docs", { headers: { "Accept-Language": "fi" } });
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('lang="fi"');
    expect(reply.text).toContain("Kirjaudu sisään sähköpostiosoitteella ja salasanalla");
    expect(reply.text).toContain("Asiantuntijat");
    expect(reply.text).not.toContain("Sign in with e-mail and password");
    const signIn = await call("/api/docs?tag=signIn", { headers: { "Accept-Language": "fi" } });
    expect(signIn.text).toContain("Liian monta yritystä; odota ja yritä uudelleen");
    const json = await call("/api/openapi.json", { headers: { "Accept-Language": "fi" } });
    expect(JSON.stringify(json.json)).toContain("Sign in with e-mail and password");
  });
});
