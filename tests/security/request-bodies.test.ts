// Request bodies and API tokens against the production build (issue 32, items 3, 8, 15 and 17):
// a large body is read only for a known caller and a few at a time, JSON strings carry no NUL,
// a refused upload form is drained so the browser reads the answer, and an API token lives no
// longer than the server issues it.
import { createHmac, randomUUID } from "node:crypto";
import http from "node:http";
import { decodeJwt, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { API_TOKEN_TTL_S } from "~/auth/api-token.server";
import api from "~/i18n/locales/api.en";
import apiFi from "~/i18n/locales/api.fi";
import { MAX_JSON_UPLOAD_BYTES } from "~/server/forms/request-body.server";
import { CV_MAX_BYTES } from "~/validation/expert";
import { TEST_SESSION_SECRET } from "../fixtures/app-server";
import { pdfBytes } from "../fixtures/cv/documents";
import {
  call,
  clientAddress,
  DEMO_PASSWORD,
  expectError,
  serverUrl,
  signIn,
  withApiServer,
} from "../api/lib";

const UPLOAD_CONCURRENCY = 2;
const db = withApiServer({ env: { UPLOAD_CONCURRENCY: String(UPLOAD_CONCURRENCY) } });

const MB = 1024 * 1024;
/** Long enough to tell a late answer from none, short enough to keep the suite bounded. */
const GIVE_UP_MS = 5000;

type Reply = { status: number; headers: http.IncomingHttpHeaders; text: string };

/** The answer, or a failure naming what did not come within GIVE_UP_MS. */
function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${GIVE_UP_MS} ms: ${what}`)),
      GIVE_UP_MS,
    );
  });
  return Promise.race([promise, giveUp]).finally(() => clearTimeout(timer));
}

function replyOf(response: http.IncomingMessage): Promise<Reply> {
  return new Promise((resolve, reject) => {
    let text = "";
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => (text += chunk));
    response.on("end", () =>
      resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
    );
    response.on("error", reject);
  });
}

/**
 * A request that announces `length` bytes and sends only `first` of them, as a client uploading a
 * large file does for a while; `finish` sends the rest, `abort` hangs up.
 */
function unfinished(
  method: string,
  path: string,
  headers: Record<string, string>,
  first: Buffer,
  length: number,
) {
  const request = http.request(`${serverUrl()}${path}`, {
    method,
    agent: false,
    headers: {
      "Content-Type": "application/json",
      "Content-Length": String(length),
      "X-Forwarded-For": clientAddress(),
      Connection: "keep-alive",
      ...headers,
    },
  });
  const answer = new Promise<Reply>((resolve, reject) => {
    request.on("response", (response) => replyOf(response).then(resolve, reject));
    request.on("error", reject);
  });
  // Hanging up on a request that was never answered is how these tests end it.
  answer.catch(() => {});
  request.write(first);
  return {
    answer,
    finish: (rest: Buffer) => request.end(rest),
    abort: () => request.destroy(),
  };
}

/** The API's error shape (tests/api/lib.ts) with this translated message. */
function expectApiError(reply: Reply, status: number, code: string, message: string) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(reply.headers))
    if (typeof value === "string") headers.set(name, value);
  const json = JSON.parse(reply.text);
  expectError({ status, headers, text: reply.text, json }, status, code);
  expect(reply.status).toBe(status);
  expect(json.error.message).toBe(message);
}

let company: string;
beforeAll(async () => {
  company = (await signIn("company@example.com")).jwt;
});

describe("large JSON bodies (item 3)", () => {
  const head = Buffer.from('{"name":"Anonymous","cv":{"filename":"cv.pdf","data":"');
  const first = Buffer.concat([head, Buffer.alloc(64 * 1024, "A")]);

  it.each([
    ["POST", "/api/experts", {}],
    ["PUT", "/api/experts/x1", {}],
    ["POST", "/api/experts", { Authorization: "Bearer not-a-token" }],
  ])("%s %s %o without a valid caller: 401 before the body is sent", async (method, path, auth) => {
    const invalidToken = "Authorization" in auth;
    const request = unfinished(
      method,
      path,
      { "Accept-Language": "fi", ...auth },
      first,
      MAX_JSON_UPLOAD_BYTES - 1024,
    );
    try {
      // Only 64 KB of the ~20 MB were sent: the answer cannot wait for the rest.
      const reply = await within(request.answer, `anonymous ${method} ${path}`);
      expectApiError(
        reply,
        401,
        invalidToken ? "invalid-token" : "unauthorized",
        apiFi.errors[invalidToken ? "invalidToken" : "unauthorized"],
      );
    } finally {
      request.abort();
    }
  });

  it(`reads ${UPLOAD_CONCURRENCY} at a time; one more is told to come back (503, Retry-After)`, async () => {
    const body = Buffer.from(
      JSON.stringify({
        name: "Held Upload",
        sales_pitch: "",
        cv: { filename: "cv.pdf", data: Buffer.alloc(256 * 1024, "A").toString("base64") },
      }),
    );
    const split = 1024;
    const requests = Array.from({ length: UPLOAD_CONCURRENCY + 1 }, () =>
      unfinished(
        "POST",
        "/api/experts",
        { Authorization: `Bearer ${company}`, "Accept-Language": "fi" },
        body.subarray(0, split),
        body.length,
      ),
    );
    try {
      // Whichever came last finds every slot taken by a body still on its way, and is answered.
      const busy = await within(
        Promise.race(requests.map((r, index) => r.answer.then((reply) => ({ index, reply })))),
        "the request over the bound",
      );
      expectApiError(busy.reply, 503, "uploads-busy", apiFi.errors.uploadsBusy);
      expect(busy.reply.headers["retry-after"]).toBe("5");

      // The others were being read all along: finished, they get the CV's own answer.
      const held = requests.filter((_, index) => index !== busy.index);
      for (const request of held) request.finish(body.subarray(split));
      for (const request of held) {
        const reply = await within(request.answer, "a held upload, finished");
        expectApiError(reply, 400, "validation-failed", apiFi.errors.validation);
      }
    } finally {
      for (const request of requests) request.abort();
    }

    // The slots are free again.
    const after = await call("/api/experts", {
      token: company,
      json: { name: "After Upload", sales_pitch: "", cv: { filename: "cv.pdf", data: "QUFB" } },
    });
    expectError(after, 400, "validation-failed");
    const stored = await db.db
      .selectFrom("experts")
      .select("id")
      .where("name", "in", ["Held Upload", "After Upload"])
      .execute();
    expect(stored).toEqual([]);
  });
});

describe("NUL in JSON strings (item 8)", () => {
  const nulMessage = api.errors.nulCharacter;

  it("refuses it in a value and in a key with 400, before anything is looked up", async () => {
    const value = await call("/api/auth/local", {
      json: { identifier: "company\u0000@example.com", password: DEMO_PASSWORD },
    });
    expectError(value, 400, "bad-request");
    expect(value.json.error).toMatchObject({
      message: nulMessage,
      details: { reason: "nul-byte" },
    });

    const key = await call("/api/auth/local", {
      body: '{"identifier":"company@example.com","password":"x","\\u0000":["a\\u0000"]}',
      headers: { "Content-Type": "application/json", "Accept-Language": "fi" },
    });
    expectError(key, 400, "bad-request");
    expect(key.json.error.message).toBe(apiFi.errors.nulCharacter);
  });

  it("refuses it deep in a signed-in write, which stores nothing", async () => {
    const reply = await call("/api/experts", {
      token: company,
      json: {
        name: "Nul\u0000Expert",
        sales_pitch: "",
        cv: { filename: "cv.pdf", data: pdfBytes().toString("base64") },
      },
    });
    expectError(reply, 400, "bad-request");
    expect(reply.json.error.message).toBe(nulMessage);
    const stored = await db.db
      .selectFrom("experts")
      .select("id")
      .where("name", "like", "Nul%Expert")
      .execute();
    expect(stored).toEqual([]);
  });
});

describe("a refused upload form (item 15)", () => {
  /** A company user's session cookie, signed in through the sign-in form. */
  async function companyCookie() {
    const response = await fetch(`${serverUrl()}/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: serverUrl(),
        "Sec-Fetch-Site": "same-origin",
        "X-Forwarded-For": clientAddress(),
      },
      body: new URLSearchParams({ email: "company@example.com", password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(302);
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  }

  function multipart(boundary: string, parts: Array<[name: string, value: string | Buffer]>) {
    const chunks = parts.flatMap(([name, value]) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
          (typeof value === "string"
            ? ""
            : '; filename="cv.pdf"\r\nContent-Type: application/pdf') +
          "\r\n\r\n",
      ),
      Buffer.from(value),
      Buffer.from("\r\n"),
    ]);
    return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  }

  it("a too-long text field: the browser sends its whole file, reads the 400 page, keeps the connection", async () => {
    const cookie = await companyCookie();
    const boundary = `----form${randomUUID()}`;
    // The name first, as a browser sends the fields in order; the file's megabytes follow it.
    const body = multipart(boundary, [
      ["name", "n".repeat(100 * 1024)],
      ["salesPitch", ""],
      ["cv", Buffer.concat([pdfBytes(), Buffer.alloc(CV_MAX_BYTES - 3 * MB)])],
    ]);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const address = clientAddress();
    try {
      const request = http.request(`${serverUrl()}/dashboard/experts/new`, {
        method: "POST",
        agent,
        headers: {
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
          "Content-Length": String(body.length),
          Cookie: cookie,
          Origin: serverUrl(),
          "Sec-Fetch-Site": "same-origin",
          "X-Forwarded-For": address,
        },
      });
      const sent = new Promise<void>((resolve, reject) => {
        request.on("finish", resolve);
        request.on("error", reject);
      });
      const answer = new Promise<Reply>((resolve, reject) => {
        request.on("response", (response) => replyOf(response).then(resolve, reject));
        request.on("error", reject);
      });
      request.end(body);
      const [, reply] = await within(Promise.all([sent, answer]), "the upload and its answer");
      expect(reply.status).toBe(400);
      expect(reply.text).toContain("The request could not be accepted");

      // The connection is still good for the browser's next request.
      const next = http.get(`${serverUrl()}/healthz`, {
        agent,
        headers: { "X-Forwarded-For": address },
      });
      const health = await within(
        new Promise<Reply>((resolve, reject) => {
          next.on("response", (response) => replyOf(response).then(resolve, reject));
          next.on("error", reject);
        }),
        "the next request on the same connection",
      );
      expect(next.reusedSocket).toBe(true);
      expect(health.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});

describe("API token lifetime (item 17)", () => {
  const key = new Uint8Array(
    createHmac("sha256", TEST_SESSION_SECRET).update("api-token/v1").digest(),
  );

  /** A token for the company user's real session, signed with the real key: only times differ. */
  async function forged(real: string, times: { iat?: number; exp?: number }) {
    const claims = decodeJwt(real);
    let jwt = new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setJti(randomUUID())
      .setSubject(claims.sub!)
      .setIssuer(claims.iss!)
      .setAudience(claims.aud!);
    if (times.iat !== undefined) jwt = jwt.setIssuedAt(times.iat);
    if (times.exp !== undefined) jwt = jwt.setExpirationTime(times.exp);
    return jwt.sign(key);
  }

  it("accepts what the server would issue, refuses a missing or far expiry", async () => {
    const real = (await signIn("company@example.com")).jwt;
    const now = Math.floor(Date.now() / 1000);
    const year = 365 * 24 * 60 * 60;
    // The forgery itself is right: the server's own lifetime passes.
    const issued = await forged(real, { iat: now, exp: now + API_TOKEN_TTL_S });
    expect((await call("/api/users/me", { token: issued })).status).toBe(200);

    for (const [label, times] of [
      ["no exp", { iat: now }],
      ["no iat", { exp: now + 600 }],
      ["an exp ten years ahead", { iat: now, exp: now + 10 * year }],
      ["issued a day ago, an exp within the hour", { iat: now - 86_400, exp: now + 1800 }],
      ["issued in ten years, for an hour", { iat: now + 10 * year, exp: now + 10 * year + 3600 }],
    ] as const) {
      const reply = await call("/api/users/me", { token: await forged(real, times) });
      expect(reply.status, label).toBe(401);
      expect(reply.json.error.code, label).toBe("invalid-token");
    }
  });
});
