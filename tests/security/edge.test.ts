// The HTTP edge of the production build (app/server/edge/http-edge.server.ts): client address,
// development tools, refused methods and targets, security headers on every response,
// oversized bodies and slow clients. Raw sockets where a real client would hide the wire.
import { spawn } from "node:child_process";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startAppServer, type AppServer } from "../fixtures/app-server";

const ROOT = path.resolve(import.meta.dirname, "../..");
// Each of the first 50 sign-ins checks a password (about 0.2 s, far more on a loaded machine).
const SIGN_IN_BURST = { timeout: 240_000 };

type RawReply = { text: string; status: number; ms: number };

/** Writes `chunks` (one every `everyMs`) and reads until the server closes or `timeoutMs`. */
function raw(
  port: number,
  chunks: (string | Buffer)[],
  { everyMs = 0, timeoutMs = 5000, host = "127.0.0.1" } = {},
): Promise<RawReply> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, host);
    const received: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearTimeout(timer);
      clearTimeout(deadline);
      socket.destroy();
      const text = Buffer.concat(received).toString("utf8");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ text, status, ms: Date.now() - started });
    };
    const deadline = setTimeout(done, timeoutMs);
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    socket.on("close", done);
    socket.on("error", done);
    let i = 0;
    const next = () => {
      const chunk = chunks[i++];
      if (chunk === undefined || socket.destroyed) return;
      socket.write(chunk, () => {
        timer = setTimeout(next, everyMs);
      });
    };
    socket.on("connect", next);
  });
}

function header(reply: RawReply, name: string) {
  const [head = ""] = reply.text.split("\r\n\r\n");
  return head
    .split("\r\n")
    .filter((line) => line.toLowerCase().startsWith(name.toLowerCase() + ":"))
    .map((line) => line.slice(name.length + 1).trim());
}

function bodyOf(reply: RawReply) {
  return reply.text.split("\r\n\r\n").slice(1).join("\r\n\r\n");
}

function signIn(server: AppServer, email: string, forwardedFor: string) {
  return fetch(`${server.url}/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": forwardedFor,
    },
    body: new URLSearchParams({ email, password: "wrong-password-123" }),
  });
}

describe("the HTTP edge (no proxy trusted, no dev tools)", () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer({
      env: { HEADERS_TIMEOUT_MS: "1000", REQUEST_TIMEOUT_MS: "3000" },
    });
  });
  afterAll(() => server?.stop());

  it(
    "limits sign-ins per socket address however X-Forwarded-For rotates",
    SIGN_IN_BURST,
    async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 120; i++) {
        const response = await signIn(server, `rotating-${i}@example.com`, `198.51.100.${i}`);
        statuses.push(response.status);
        await response.arrayBuffer();
      }
      expect(statuses.slice(0, 50)).not.toContain(429);
      expect(statuses.slice(50).every((s) => s === 429)).toBe(true);
    },
  );

  it("keeps a visitor's public page for the next visitor, never for a signed-in user or a reload", async () => {
    const get = (pathname: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${pathname}`, { headers, redirect: "manual" });
    const first = await get("/gigs?cache-test=1");
    const firstBody = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get("age")).toBeNull();
    const second = await get("/gigs?cache-test=1");
    expect(second.headers.get("age")).not.toBeNull();
    expect(await second.text()).toBe(firstBody);
    // Its security headers are the stored page's, once each.
    expect(second.headers.get("content-security-policy")).toBe(
      first.headers.get("content-security-policy"),
    );
    expect(second.headers.get("x-content-type-options")).toBe("nosniff");

    const refreshed: Array<Record<string, string>> = [
      { Cookie: "__Host-session=not-a-session" },
      { "Cache-Control": "no-cache" },
      { "Accept-Language": "fi" },
    ];
    for (const headers of refreshed) {
      const reply = await get("/gigs?cache-test=1", headers);
      await reply.arrayBuffer();
      expect(reply.headers.get("age"), JSON.stringify(headers)).toBeNull();
    }
    const finnish = await get("/gigs?cache-test=1", { "Accept-Language": "fi" });
    expect(finnish.headers.get("age")).not.toBeNull();
    expect(await finnish.text()).toContain('lang="fi"');

    // A write that went through empties it: the consent choice redirects.
    const consent = await fetch(`${server.url}/cookie-settings`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "save", returnTo: "/gigs" }),
    });
    expect(consent.status).toBe(302);
    const after = await get("/gigs?cache-test=1");
    await after.arrayBuffer();
    expect(after.headers.get("age")).toBeNull();
  });

  it("does not serve the development outbox", async () => {
    for (const path of ["/dev/outbox", "/dev/outbox/anything"]) {
      const response = await fetch(server.url + path);
      expect(response.status).toBe(404);
      await response.arrayBuffer();
    }
  });

  it("refuses TRACE, TRACK and CONNECT with a readable 4xx", async () => {
    const trace = await raw(server.port, [
      "TRACE / HTTP/1.1\r\nHost: x\r\nCookie: a=b\r\nConnection: close\r\n\r\n",
    ]);
    expect(trace.status).toBe(405);
    expect(bodyOf(trace)).toContain("does not accept that kind of request");
    expect(bodyOf(trace)).not.toContain("a=b");
    for (const request of [
      "TRACK / HTTP/1.1\r\nHost: x\r\n\r\n",
      "CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n",
    ]) {
      const reply = await raw(server.port, [request]);
      expect(reply.status).toBe(405);
      expect(bodyOf(reply)).toContain("does not accept that kind of request");
    }
  });

  it("answers an absolute-form target with 400 before the app sees it", async () => {
    for (const target of ["http://evil.example/", "http://evil.example/gigs?x=1", "*"]) {
      const reply = await raw(server.port, [
        `GET ${target} HTTP/1.1\r\nHost: evil.example\r\n\r\n`,
      ]);
      expect(reply.status).toBe(400);
      expect(bodyOf(reply)).toContain("must ask for a path on this site");
    }
    const fi = await raw(server.port, [
      "GET http://evil.example/ HTTP/1.1\r\nHost: x\r\nAccept-Language: fi-FI,fi;q=0.9\r\n\r\n",
    ]);
    expect(bodyOf(fi)).toContain("Pyynnön pitää kohdistua");
  });

  it("puts the security headers on redirects, assets, public files and 404s, once each", async () => {
    const home = await (await fetch(server.url + "/")).text();
    const asset = /\/build\/[^"']+\.js/.exec(home)?.[0];
    expect(asset).toBeTruthy();
    for (const target of [
      "/dashboard/overview",
      asset!,
      "/favicon.svg",
      "/build/no-such-file.js",
      "/no-such-page",
    ]) {
      const reply = await raw(server.port, [
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      ]);
      expect(reply.status, target).toBeGreaterThan(0);
      expect(header(reply, "X-Content-Type-Options"), target).toEqual(["nosniff"]);
      expect(header(reply, "Referrer-Policy"), target).toEqual(["strict-origin-when-cross-origin"]);
      expect(header(reply, "X-Frame-Options"), target).toEqual(["DENY"]);
    }
  });

  it("answers a 5 MB form body with a 413 the client can read", async () => {
    const response = await fetch(`${server.url}/sign-in`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=" + "a".repeat(5 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("Connection")).toBe("close");
    expect(await response.text()).toContain("The request is too large");

    const multipart = await fetch(`${server.url}/sign-in`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: Buffer.alloc(20 * 1024 * 1024, 97),
    });
    expect(multipart.status).toBe(413);
    expect(await multipart.text()).toContain("The request is too large");
    // A client that writes its whole body without looking at the reply still gets to read it.
    const size = 5 * 1024 * 1024;
    const chunks: (string | Buffer)[] = [
      `POST /sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${size}\r\n\r\n`,
    ];
    for (let sent = 0; sent < size; sent += 256 * 1024) chunks.push(Buffer.alloc(256 * 1024, 97));
    const reply = await raw(server.port, chunks, { timeoutMs: 10_000 });
    expect(reply.status).toBe(413);
    expect(header(reply, "Connection")).toEqual(["close"]);
    expect(bodyOf(reply)).toContain("The request is too large");
    // The server is still there for everyone else.
    expect((await fetch(server.url + "/healthz")).status).toBe(200);
  });

  it("answers a slowloris client with 408 once the header timeout passes", async () => {
    const chunks = ["GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"];
    for (let i = 0; i < 20; i++) chunks.push(`X-Slow-${i}: 1\r\n`);
    const reply = await raw(server.port, chunks, { everyMs: 300, timeoutMs: 5000 });
    expect(reply.status).toBe(408);
    expect(bodyOf(reply)).toContain("took too long to arrive");
    expect(reply.ms).toBeLessThan(4000);
  });

  it("answers a request with two Host headers with 400", async () => {
    const reply = await raw(server.port, [
      "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
    ]);
    expect(reply.status).toBe(400);
    expect(bodyOf(reply)).toContain("could not be understood");
    const single = await raw(server.port, [
      "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    ]);
    expect(single.status).toBe(200);
  });

  it("refuses a cookie write whose Origin is only the request's own Host, not APP_URL", async () => {
    const post = (host: string, origin: string) =>
      raw(server.port, [
        `POST /cookie-settings HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${origin}\r\n` +
          "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 11\r\n" +
          "Connection: close\r\n\r\nintent=save",
      ]);
    const forged = await post("evil.example", "http://evil.example");
    expect(forged.status).toBe(403);
    const own = await post(`127.0.0.1:${server.port}`, server.url);
    expect(own.status).toBe(302);
  });

  it("answers malformed requests and huge headers readably instead of resetting", async () => {
    const garbage = await raw(server.port, ["GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n"]);
    expect(garbage.status).toBe(400);
    expect(bodyOf(garbage)).toContain("could not be understood");
    expect(header(garbage, "X-Content-Type-Options")).toEqual(["nosniff"]);
    const huge = await raw(server.port, [
      `GET / HTTP/1.1\r\nHost: x\r\nCookie: ${"c".repeat(20_000)}\r\n\r\n`,
    ]);
    expect(huge.status).toBe(431);
    expect(bodyOf(huge)).toContain("headers are too large");
  });
});

describe("the HTTP edge behind one trusted proxy, with a connection cap", () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer({ env: { TRUSTED_PROXIES: "1", MAX_CONNECTIONS: "4" } });
  });
  afterAll(() => server?.stop());

  it("keys the per-address limit on the entry the proxy appended", SIGN_IN_BURST, async () => {
    for (let i = 0; i < 50; i++) {
      // The client's own entries on the left are ignored; the proxy's entry is the same.
      const response = await signIn(server, `proxied-${i}@example.com`, `10.9.9.${i}, 203.0.113.5`);
      expect(response.status).toBe(400);
      await response.arrayBuffer();
    }
    const limited = await signIn(server, "proxied-x@example.com", "203.0.113.5");
    expect(limited.status).toBe(429);
    await limited.arrayBuffer();
    const other = await signIn(server, "proxied-y@example.com", "203.0.113.6");
    expect(other.status).toBe(400);
    await other.arrayBuffer();
  });

  it("caps open connections", async () => {
    const idle = await Promise.all(
      Array.from({ length: 6 }, () => {
        return new Promise<net.Socket>((resolve) => {
          const socket = net.connect(server.port, "127.0.0.1", () => resolve(socket));
          socket.on("error", () => {});
        });
      }),
    );
    // The server counts a connection once it has accepted it, a moment after the client's
    // connect callback: ask until the cap answers, and after closing until it lets one in again.
    const probe = async () =>
      (await raw(server.port, ["GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"], { timeoutMs: 2000 }))
        .status;
    await expect.poll(probe, { timeout: 10_000 }).toBe(0);
    for (const socket of idle) socket.destroy();
    await expect
      .poll(
        () =>
          fetch(server.url + "/healthz").then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 10_000 },
      )
      .toBe(200);
  });
});

const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === "IPv4" && !i.internal)?.address;

describe.skipIf(!lanAddress)("the development outbox with DEV_TOOLS", () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer({ env: { DEV_TOOLS: "1", HOST: "0.0.0.0" } });
  });
  afterAll(() => server?.stop());

  it("answers loopback clients only, judged by the socket and never by headers", async () => {
    const local = await fetch(`${server.url}/dev/outbox`);
    expect(local.status).toBe(200);
    await local.arrayBuffer();
    for (const headers of [
      {} as Record<string, string>,
      { "X-Forwarded-For": "127.0.0.1" },
      { "X-Gigpartners-Peer-Address": "127.0.0.1" },
    ]) {
      const remote = await fetch(`http://${lanAddress}:${server.port}/dev/outbox`, { headers });
      expect(remote.status).toBe(404);
      await remote.arrayBuffer();
    }
  });
});

describe("the development outbox behind a reverse proxy on the same host", () => {
  let direct: AppServer;
  let proxied: AppServer;
  beforeAll(async () => {
    [direct, proxied] = await Promise.all([
      startAppServer({ env: { DEV_TOOLS: "1" } }),
      startAppServer({ env: { DEV_TOOLS: "1", TRUSTED_PROXIES: "1" } }),
    ]);
  });
  afterAll(async () => {
    await direct?.stop();
    await proxied?.stop();
  });

  async function outbox(server: AppServer, headers: Record<string, string>) {
    const response = await fetch(`${server.url}/dev/outbox`, { headers });
    await response.arrayBuffer();
    return response.status;
  }

  it("refuses a forwarded request when no proxy is trusted (it cannot tell who sent it)", async () => {
    expect(await outbox(direct, {})).toBe(200);
    for (const headers of [
      { "X-Forwarded-For": "203.0.113.9" } as Record<string, string>,
      { "X-Forwarded-For": "127.0.0.1" },
      { Forwarded: "for=203.0.113.9;proto=https" },
      { "X-Real-IP": "203.0.113.9" },
    ]) {
      expect(await outbox(direct, headers), JSON.stringify(headers)).toBe(404);
    }
  });

  it("with TRUSTED_PROXIES judges by the address the proxy forwarded", async () => {
    expect(await outbox(proxied, { "X-Forwarded-For": "127.0.0.1" })).toBe(200);
    expect(await outbox(proxied, { "X-Forwarded-For": "::1" })).toBe(200);
    for (const headers of [
      {} as Record<string, string>,
      { "X-Forwarded-For": "203.0.113.9" },
      { "X-Forwarded-For": "127.0.0.1, 203.0.113.9" },
      { "X-Forwarded-For": "127.0.0.1", "X-Real-IP": "203.0.113.9" },
      { "X-Forwarded-For": "127.0.0.1", Forwarded: 'for="[2001:db8::1]"' },
    ]) {
      expect(await outbox(proxied, headers), JSON.stringify(headers)).toBe(404);
    }
  });
});

describe("starting like `npm start`", () => {
  function start(env: Record<string, string>) {
    return new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        [path.join(ROOT, "node_modules/@remix-run/serve/dist/cli.js"), "build/index.js"],
        {
          cwd: ROOT,
          env: {
            PATH: process.env.PATH,
            NODE_ENV: "production",
            HOST: "127.0.0.1",
            PORT: String(freePort()),
            DATABASE_URL: ":memory:",
            ...env,
          },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
      child.on("exit", (code) => {
        clearTimeout(timer);
        resolve({ code, output });
      });
    });
  }

  it("refuses to run without a real SESSION_SECRET, whatever APP_ENV says", async () => {
    for (const [env, expected] of [
      [{ APP_ENV: "local" }, "SESSION_SECRET is not set"],
      [{ APP_ENV: "production" }, "SESSION_SECRET is not set"],
      [
        { SESSION_SECRET: "development-only-secret-do-not-use-in-production" },
        "SESSION_SECRET is too weak",
      ],
      [{ SESSION_SECRET: "short" }, "SESSION_SECRET is too weak"],
    ] as const) {
      const { code, output } = await start(env);
      expect(code, output).toBe(1);
      expect(output).toContain(expected);
      expect(output).not.toMatch(/\n\s+at /);
    }
  });
});
