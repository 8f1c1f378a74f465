import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createPageCache, type PageCache } from "~/server/edge/page-cache.server";

const PUBLIC = "public, max-age=60, s-maxage=300";
type App = (req: IncomingMessage, res: ServerResponse, n: number) => void;

let server: http.Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A server whose app numbers its renders; the cache sits in front of it as at the edge. */
async function serveWith(cache: PageCache, app: App) {
  let renders = 0;
  server = http.createServer((req, res) => {
    if (cache.serve(req, res)) return;
    cache.record(req, res);
    if (req.method === "POST") res.once("finish", () => res.statusCode < 400 && cache.clear());
    app(req, res, ++renders);
  });
  await new Promise<void>((done) => server!.listen(0, "127.0.0.1", done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (path: string, init: RequestInit = {}) => fetch(base + path, init);
}

const page: App = (req, res, n) => {
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", PUBLIC);
  res.setHeader("Vary", "Cookie, Accept-Language");
  res.write(`<p>render ${n} of ${req.url}`);
  res.end(` in ${req.headers["accept-language"] ?? "any"}</p>`);
};

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("the page cache at the edge", () => {
  it("answers a visitor's repeat request from memory, with its age, until it is too old", async () => {
    const time = clock();
    const cache = createPageCache({ seconds: 10, maxBytes: 1 << 20, now: time.now });
    const get = await serveWith(cache, page);
    expect(await (await get("/gigs")).text()).toBe("<p>render 1 of /gigs in *</p>");
    time.advance(4_000);
    const again = await get("/gigs");
    expect(await again.text()).toBe("<p>render 1 of /gigs in *</p>");
    expect(again.headers.get("age")).toBe("4");
    expect(again.headers.get("cache-control")).toBe(PUBLIC);
    const head = await get("/gigs", { method: "HEAD" });
    expect(head.headers.get("content-length")).toBe(String("<p>render 1 of /gigs in *</p>".length));
    time.advance(6_000);
    expect(await (await get("/gigs")).text()).toBe("<p>render 2 of /gigs in *</p>");
    expect(await (await get("/gigs?page=2")).text()).toBe("<p>render 3 of /gigs?page=2 in *</p>");
  });

  it("keeps one page per value of each header the answer varies on", async () => {
    const cache = createPageCache({ seconds: 10, maxBytes: 1 << 20 });
    const get = await serveWith(cache, page);
    const fi = { headers: { "Accept-Language": "fi" } };
    const consent = { headers: { Cookie: "consent=necessary" } };
    expect(await (await get("/", fi)).text()).toBe("<p>render 1 of / in fi</p>");
    expect(await (await get("/")).text()).toBe("<p>render 2 of / in *</p>");
    expect(await (await get("/", consent)).text()).toBe("<p>render 3 of / in *</p>");
    expect(await (await get("/", fi)).text()).toBe("<p>render 1 of / in fi</p>");
    expect(await (await get("/", consent)).text()).toBe("<p>render 3 of / in *</p>");
  });

  it("never serves or keeps a signed-in user's request, a reload or an API call with a token", async () => {
    const cache = createPageCache({ seconds: 10, maxBytes: 1 << 20 });
    const get = await serveWith(cache, page);
    await get("/gigs");
    const session = { headers: { Cookie: "__Host-session=abc" } };
    expect(await (await get("/gigs", session)).text()).toBe("<p>render 2 of /gigs in *</p>");
    expect(await (await get("/gigs", session)).text()).toBe("<p>render 3 of /gigs in *</p>");
    const reload = { headers: { "Cache-Control": "max-age=0" } };
    expect(await (await get("/gigs", reload)).text()).toBe("<p>render 4 of /gigs in *</p>");
    // The reload's fresh page is what the next visitor gets.
    expect(await (await get("/gigs")).text()).toBe("<p>render 4 of /gigs in *</p>");
    const token = { headers: { Authorization: "Bearer t" } };
    expect(await (await get("/gigs", token)).text()).toBe("<p>render 5 of /gigs in *</p>");
  });

  it("keeps only public HTML answered 200 without a cookie being set", async () => {
    const cache = createPageCache({ seconds: 10, maxBytes: 1 << 20 });
    const get = await serveWith(cache, (req, res, n) => {
      const kind = req.url!.slice(1);
      res.statusCode = kind === "missing" ? 404 : 200;
      res.setHeader("Content-Type", kind === "json" ? "application/json" : "text/html");
      res.setHeader("Cache-Control", kind === "private" ? "private, no-store" : PUBLIC);
      if (kind === "cookie") res.setHeader("Set-Cookie", "toast=; Max-Age=0");
      res.end(String(n));
    });
    let n = 0;
    for (const kind of ["missing", "json", "private", "cookie"]) {
      expect(await (await get(`/${kind}`)).text()).toBe(String(++n));
      expect(await (await get(`/${kind}`)).text()).toBe(String(++n));
    }
    expect(cache.size()).toEqual({ pages: 0, bytes: 0 });
  });

  it("is emptied by a form post that went through, not by one refused", async () => {
    const cache = createPageCache({ seconds: 10, maxBytes: 1 << 20 });
    const get = await serveWith(cache, (req, res, n) => {
      if (req.method === "POST") {
        res.statusCode = req.url === "/refused" ? 400 : 303;
        res.end();
        return;
      }
      page(req, res, n);
    });
    await get("/gigs");
    await get("/refused", { method: "POST", redirect: "manual" });
    expect(await (await get("/gigs")).text()).toBe("<p>render 1 of /gigs in *</p>");
    await get("/staff/gigs/1/publish", { method: "POST", redirect: "manual" });
    expect(await (await get("/gigs")).text()).toBe("<p>render 4 of /gigs in *</p>");
  });

  it("stays within its size, dropping the least recently used pages first", async () => {
    const cache = createPageCache({ seconds: 10, maxBytes: 100 });
    const get = await serveWith(cache, (req, res, n) => {
      res.setHeader("Content-Type", "text/html");
      res.setHeader("Cache-Control", PUBLIC);
      res.end(`${req.url}:${n}`.padEnd(40, "."));
    });
    await get("/a");
    await get("/b");
    await get("/a"); // /a is now the most recently used
    await get("/c"); // 120 bytes: /b goes
    expect(cache.size()).toEqual({ pages: 2, bytes: 80 });
    expect((await (await get("/a")).text()).startsWith("/a:1")).toBe(true);
    expect((await (await get("/b")).text()).startsWith("/b:4")).toBe(true);
  });

  it("is off at 0 seconds", async () => {
    const cache = createPageCache({ seconds: 0, maxBytes: 1 << 20 });
    const get = await serveWith(cache, page);
    await get("/gigs");
    expect(await (await get("/gigs")).text()).toBe("<p>render 2 of /gigs in *</p>");
  });
});
