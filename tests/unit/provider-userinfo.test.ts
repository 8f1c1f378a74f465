// The provider token callback's userinfo call (decision 055) is bounded in time and size: a
// provider that never answers, or answers without end, cannot hold a request.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchUserinfo, isPlausibleAccessToken } from "~/auth/provider-userinfo.server";
import { ProviderError } from "~/auth/providers.server";

let server: http.Server;
let base = "";
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === "/silent") return; // never answers
    if (req.url === "/endless") {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.write('{"sub":"');
      const timer = setInterval(() => res.write("x".repeat(1024)), 5);
      res.on("close", () => clearInterval(timer));
      return;
    }
    res.writeHead(200, { "Content-Type": "application/json" }).end('{"sub":"s1"}');
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

describe("fetchUserinfo", () => {
  it("gives up on a provider that does not answer in time", async () => {
    const error = await fetchUserinfo(`${base}/silent`, "t", { timeoutMs: 100 }).catch((e) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({
      code: "unavailable",
      message: expect.stringMatching(/no answer/),
    });
  });

  it("stops reading an answer past its size limit", async () => {
    const error = await fetchUserinfo(`${base}/endless`, "t", { maxBytes: 8 * 1024 }).catch(
      (e) => e,
    );
    expect(error).toMatchObject({ code: "unavailable", message: expect.stringMatching(/over/) });
  });

  it("reads a normal answer", async () => {
    expect(await fetchUserinfo(`${base}/ok`, "t")).toEqual({ sub: "s1" });
  });
});

it("sends on only what can be a bearer token", () => {
  expect(isPlausibleAccessToken("ya29.a0AfH6SM-b_c~d+e/f==")).toBe(true);
  expect(isPlausibleAccessToken("eyJhbGciOi.eyJzdWIi.c2ln")).toBe(true);
  for (const token of ["", "a b", "a\r\nb", "=abc", "x".repeat(4097), "ä"])
    expect(isPlausibleAccessToken(token), JSON.stringify(token)).toBe(false);
});
