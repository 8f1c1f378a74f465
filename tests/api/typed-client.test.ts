// Issue 38: an integration team generates a typed client from the live document alone
// (openapi-typescript + openapi-fetch) and writes a partner's journey against it with no casts.
// The journey (./typed-client/journey.ts) must type-check against types generated from the
// running build's /api/openapi.json, then run against it, every answer kept to the contract.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { pdfBytes } from "../fixtures/cv/documents";
import { checkAnswer, contractOf } from "./answer-contract";
import { call, clientAddress, DEMO_PASSWORD, serverUrl, withApiServer } from "./lib";
import { clientTypes, clientTypesSnapshot, SNAPSHOT } from "./typed-client/generate";
import { partnerJourney } from "./typed-client/journey";

withApiServer();

const here = path.dirname(new URL(import.meta.url).pathname);
// Inside the checkout, so the journey's `openapi-fetch` resolves from its node_modules.
const workDir = path.resolve(here, `../.tmp/typed-client-${process.pid}`);
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The compiler's complaints about the journey next to freshly generated types. */
function typeErrors(types: string) {
  mkdirSync(workDir, { recursive: true });
  writeFileSync(path.join(workDir, "openapi-types.ts"), types);
  const journey = path.join(workDir, "journey.ts");
  copyFileSync(path.join(here, "typed-client/journey.ts"), journey);
  const program = ts.createProgram([journey], {
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
}

describe("a typed client generated from the live document", () => {
  it("type-checks a partner's journey with no casts and no errors", async () => {
    const document = await call("/api/openapi.json");
    expect(document.status).toBe(200);
    expect(typeErrors(await clientTypes(document.json))).toEqual([]);
  });

  it("is the document's as the committed snapshot has it (else: npm run api:client-types)", async () => {
    const document = await call("/api/openapi.json");
    const committed = readFileSync(SNAPSHOT, "utf8");
    expect(await clientTypesSnapshot(document.json)).toBe(committed);
  });

  it("runs that journey against the server, every answer as documented", async () => {
    const contract = await contractOf(() =>
      fetch(`${serverUrl()}/api/openapi.json`).then((reply) => reply.json()),
    );
    const problems: string[] = [];
    // openapi-fetch's calls, checked as lib.ts's call() checks its own.
    const checkedFetch = async (request: Request) => {
      const response = await fetch(request);
      const text = await response.clone().text();
      const contentType = response.headers.get("Content-Type");
      problems.push(
        ...checkAnswer(
          contract,
          { method: request.method, path: new URL(request.url).pathname },
          {
            status: response.status,
            contentType,
            text,
            json: text && contentType?.includes("json") ? JSON.parse(text) : null,
          },
        ),
      );
      return response;
    };

    const result = await partnerJourney({
      baseUrl: serverUrl(),
      email: "company@example.com",
      password: DEMO_PASSWORD,
      cv: { data: pdfBytes("Typed Client Expert").toString("base64"), filename: "cv.pdf" },
      headers: { "X-Forwarded-For": clientAddress() },
      fetch: checkedFetch,
    });

    expect(problems).toEqual([]);
    expect(result.partnerType).toBe("company");
    expect(result.offer).toMatchObject({ status: "REVIEW", gigId: result.gigId });
    expect(result.candidateIds).toContain(result.expertId);
    expect(result.myGigIds).toContain(result.gigId);
    expect(result.expertIds).toContain(result.expertId);
    expect(result.companyWebsite).toBe("https://typed-client.example.com");
    expect(result.contactName).toEqual(expect.any(String));
    // Signed out: the token is refused.
    expect(result.afterSignOut).toBe(401);
  });
});
