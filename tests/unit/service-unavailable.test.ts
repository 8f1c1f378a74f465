import { describe, expect, it } from "vitest";
import { serviceUnavailable, wantsJson } from "~/server/edge/service-unavailable.server";

const request = (path: string, accept?: string) =>
  new Request(`http://localhost${path}`, accept ? { headers: { Accept: accept } } : {});

describe("the 503 when the database is away", () => {
  it("is JSON for the API and for clients that prefer JSON", async () => {
    expect(wantsJson(request("/api/gigs"))).toBe(true);
    expect(wantsJson(request("/gigs", "application/json"))).toBe(true);
    expect(wantsJson(request("/gigs", "application/problem+json, text/html;q=0.5"))).toBe(true);
    const response = serviceUnavailable(request("/api/gigs"));
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(await response.json()).toMatchObject({ error: { code: "service-unavailable" } });
  });

  it("is left to the translated error page for browsers", async () => {
    const browser = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
    expect(wantsJson(request("/gigs", browser))).toBe(false);
    expect(wantsJson(request("/gigs"))).toBe(false);
    expect(wantsJson(request("/gigs", "text/html, application/json"))).toBe(false);
    expect(wantsJson(request("/apis"))).toBe(false);
    const response = serviceUnavailable(request("/gigs", browser));
    expect(response.status).toBe(503);
    expect(response.headers.get("Content-Type")).not.toMatch(/json/);
  });
});
