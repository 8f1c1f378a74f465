import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptedEncodings, createCompressedAssets } from "~/server/edge/compressed-assets.server";

describe("acceptedEncodings", () => {
  it("reads Chromium's header and q-values, a q of 0 refusing", () => {
    expect([...acceptedEncodings("gzip, deflate, br, zstd")]).toEqual([
      "gzip",
      "deflate",
      "br",
      "zstd",
    ]);
    expect([...acceptedEncodings("gzip;q=0, br;q=0.5")]).toEqual(["br"]);
    expect([...acceptedEncodings(" BR ; q=0 , GZIP")]).toEqual(["gzip"]);
    expect(acceptedEncodings("").size).toBe(0);
    expect(acceptedEncodings(undefined).size).toBe(0);
  });
});

describe("compressed build assets", () => {
  const script = Buffer.from("export const a = 1;\n".repeat(50));
  const style = Buffer.from("body { color: red }\n".repeat(20));
  let dir: string;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "gp-assets-"));
    fs.mkdirSync(path.join(dir, "_shared"));
    fs.writeFileSync(path.join(dir, "a.js"), script);
    fs.writeFileSync(path.join(dir, "a.js.br"), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dir, "a.js.gz"), zlib.gzipSync(script));
    fs.writeFileSync(path.join(dir, "_shared", "b.css"), style);
    fs.writeFileSync(path.join(dir, "_shared", "b.css.gz"), zlib.gzipSync(style));
    // A copy whose original is gone, a file with no copies, a copy older than its file.
    fs.writeFileSync(path.join(dir, "gone.js.gz"), zlib.gzipSync(script));
    fs.writeFileSync(path.join(dir, "plain.js"), script);
    fs.writeFileSync(path.join(dir, "stale.js.gz"), zlib.gzipSync(Buffer.from("old")));
    fs.writeFileSync(path.join(dir, "stale.js"), script);
    const earlier = new Date(Date.now() - 60_000);
    fs.utimesSync(path.join(dir, "stale.js.gz"), earlier, earlier);
    fs.writeFileSync(path.join(os.tmpdir(), "secret.js.gz"), zlib.gzipSync(script));
    const serve = createCompressedAssets("/build/", dir);
    server = http.createServer((req, res) => {
      if (!serve(req, res)) res.writeHead(299, { "X-App": "yes" }).end("app");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(path.join(os.tmpdir(), "secret.js.gz"), { force: true });
  });

  function get(url: string, headers: Record<string, string> = {}, method = "GET") {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const req = http.request({ host: "127.0.0.1", port, path: url, method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.on("error", reject);
        req.end();
      },
    );
  }

  it("sends the Brotli copy to a browser that takes it, immutable and varying on the encoding", async () => {
    const res = await get("/build/a.js?v=1", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["vary"]).toBe("Accept-Encoding");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(zlib.brotliDecompressSync(res.body).equals(script)).toBe(true);
  });

  it("sends gzip to a client that takes only gzip, and the stylesheet of a sub-folder", async () => {
    const js = await get("/build/a.js", { "Accept-Encoding": "gzip" });
    expect(js.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(js.body).equals(script)).toBe(true);
    const css = await get("/build/_shared/b.css", { "Accept-Encoding": "br, gzip" });
    expect(css.headers["content-encoding"]).toBe("gzip");
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(zlib.gunzipSync(css.body).equals(style)).toBe(true);
  });

  it("answers HEAD with the headers alone", async () => {
    const res = await get("/build/a.js", { "Accept-Encoding": "br" }, "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.body.length).toBe(0);
  });

  it("leaves everything else to the app", async () => {
    const toApp = [
      get("/build/a.js"),
      get("/build/a.js", { "Accept-Encoding": "identity, br;q=0, gzip;q=0" }),
      get("/build/a.js", { "Accept-Encoding": "br", Range: "bytes=0-10" }),
      get("/build/a.js", { "Accept-Encoding": "br" }, "POST"),
      get("/build/plain.js", { "Accept-Encoding": "br, gzip" }),
      get("/build/gone.js", { "Accept-Encoding": "gzip" }),
      get("/build/stale.js", { "Accept-Encoding": "gzip" }),
      get("/build/../secret.js", { "Accept-Encoding": "gzip" }),
      get("/build/%2e%2e/secret.js", { "Accept-Encoding": "gzip" }),
      get("/a.js", { "Accept-Encoding": "br" }),
    ];
    for (const res of await Promise.all(toApp)) {
      expect(res.headers["x-app"]).toBe("yes");
      expect(res.body.toString()).toBe("app");
    }
  });
});
