// CORS for the JSON API: only the origins in API_CORS_ORIGINS, never with credentials.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../fixtures/app-server";

const LISTED = "https://partner-tool.example";
let server: AppServer;
beforeAll(async () => {
  server = await startAppServer({ env: { API_CORS_ORIGINS: `${LISTED}/, https://other.example` } });
});
afterAll(async () => {
  await server?.stop();
});

const preflight = (origin: string) =>
  fetch(`${server.url}/api/gigs`, {
    method: "OPTIONS",
    headers: {
      Origin: origin,
      "Access-Control-Request-Method": "GET",
      "Access-Control-Request-Headers": "authorization",
    },
  });

describe("CORS", () => {
  it("answers a listed origin's preflight and calls, without credentials", async () => {
    const answer = await preflight(LISTED);
    expect(answer.status).toBe(204);
    expect(answer.headers.get("Access-Control-Allow-Origin")).toBe(LISTED);
    expect(answer.headers.get("Access-Control-Allow-Headers")).toContain("Authorization");
    expect(answer.headers.get("Access-Control-Allow-Credentials")).toBeNull();
    const call = await fetch(`${server.url}/api/countries`, { headers: { Origin: LISTED } });
    expect(call.status).toBe(200);
    expect(call.headers.get("Access-Control-Allow-Origin")).toBe(LISTED);
  });

  it("gives other origins and other paths nothing", async () => {
    const other = await fetch(`${server.url}/api/countries`, {
      headers: { Origin: "https://elsewhere.example" },
    });
    expect(other.headers.get("Access-Control-Allow-Origin")).toBeNull();
    expect(
      (await preflight("https://elsewhere.example")).headers.get("Access-Control-Allow-Origin"),
    ).toBeNull();
    const page = await fetch(`${server.url}/gigs`, { headers: { Origin: LISTED } });
    expect(page.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it("adds Origin to a Vary the app set itself", async () => {
    const docs = await fetch(`${server.url}/api/docs`, { headers: { Origin: LISTED } });
    await docs.arrayBuffer();
    expect(docs.headers.get("Access-Control-Allow-Origin")).toBe(LISTED);
    const vary = (docs.headers.get("Vary") ?? "").split(",").map((name) => name.trim());
    expect(vary).toEqual(expect.arrayContaining(["Cookie", "Accept-Language", "Origin"]));
    const call = await fetch(`${server.url}/api/countries`, { headers: { Origin: LISTED } });
    await call.arrayBuffer();
    expect(call.headers.get("Vary")).toContain("Origin");
  });
});
