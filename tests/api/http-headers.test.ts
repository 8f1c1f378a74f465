// HTTP as API clients expect it (issue 38, decision 052), over HTTP against the production build:
// X-Request-Id, WWW-Authenticate, the RateLimit headers and Retry-After, ETag / If-Match,
// Idempotency-Key, Location on 201 and Vary: Origin, on one server.
import { createHmac, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { pdfBytes } from "../fixtures/cv/documents";
import { TEST_SESSION_SECRET } from "../fixtures/app-server";
import { call, clientAddress, expectError, signIn, withApiServer } from "./lib";

const LISTED = "https://partner-tool.example";
const api = withApiServer({ env: { API_CORS_ORIGINS: LISTED } });

let company: string;
let colleague: string;

beforeAll(async () => {
  company = (await signIn("company@example.com")).jwt;
  colleague = (await signIn("matti.example@example.com")).jwt;
});

const unique = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.org`;

function mailsTo(address: string) {
  let count = 0;
  for (const dir of fs.readdirSync(os.tmpdir())) {
    if (!dir.startsWith("gp-sec-outbox-")) continue;
    const full = path.join(os.tmpdir(), dir);
    for (const file of fs.readdirSync(full))
      if (
        file.endsWith(".json") &&
        fs.readFileSync(path.join(full, file), "utf8").includes(address)
      )
        count += 1;
  }
  return count;
}

/** A token the server signed (its key, its claims) whose time is over. */
async function expiredToken() {
  const key = createHmac("sha256", TEST_SESSION_SECRET).update("api-token/v1").digest();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: "no-such-session" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject("demo-user")
    .setIssuer("gigpartners")
    .setAudience("gigpartners-api")
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(new Uint8Array(key));
}

describe("X-Request-Id", () => {
  it("names every answer, keeps a sane id of the caller's and replaces any other", async () => {
    const id = /^[A-Za-z0-9._:-]{1,128}$/;
    for (const reply of [
      await call("/api/countries"),
      await call("/api/no-such-call"),
      await call("/api/countries", { method: "DELETE" }),
      await call("/api/users/me"),
    ])
      expect(reply.headers.get("X-Request-Id")).toMatch(id);
    const kept = await call("/api/countries", { headers: { "X-Request-Id": "lb-1234.abc" } });
    expect(kept.headers.get("X-Request-Id")).toBe("lb-1234.abc");
    const replaced = await call("/api/countries", { headers: { "X-Request-Id": "a b<c>" } });
    expect(replaced.headers.get("X-Request-Id")).toMatch(id);
    expect(replaced.headers.get("X-Request-Id")).not.toBe("a b<c>");
  });
});

describe("WWW-Authenticate on 401", () => {
  it("is a bare Bearer challenge without a token", async () => {
    const reply = await call("/api/users/me");
    expectError(reply, 401, "unauthorized");
    expect(reply.headers.get("WWW-Authenticate")).toBe("Bearer");
  });

  it("tells an expired token from a forged one and from an ended session", async () => {
    const expired = await call("/api/users/me", { token: await expiredToken() });
    expectError(expired, 401, "invalid-token");
    expect(expired.json.error.details).toEqual({ reason: "expired" });
    expect(expired.headers.get("WWW-Authenticate")).toBe(
      'Bearer error="invalid_token", error_description="The token has expired"',
    );

    const { jwt } = await signIn("company@example.com");
    const [header, payload] = jwt.split(".");
    const forged = await call("/api/users/me", { token: `${header}.${payload}.AAAA` });
    expectError(forged, 401, "invalid-token");
    expect(forged.json.error.details).toEqual({ reason: "invalid" });
    const challenge = forged.headers.get("WWW-Authenticate") ?? "";
    expect(challenge).toMatch(/^Bearer error="invalid_token", error_description="[^"]+"$/);
    expect(challenge).not.toMatch(/expired/);

    expect((await call("/api/auth/logout", { method: "POST", token: jwt })).status).toBe(204);
    const ended = await call("/api/users/me", { token: jwt });
    expectError(ended, 401, "revoked-token");
    expect(ended.headers.get("WWW-Authenticate")).toMatch(/^Bearer error="invalid_token"/);
  });
});

describe("rate limits", () => {
  it("tell the budget on every answer and when to retry on 429", async () => {
    const from = clientAddress();
    const subscribe = (email: string) =>
      call("/api/gigsletter/subscriptions", {
        json: { email },
        headers: { "X-Forwarded-For": from },
      });
    const first = await subscribe(unique("headers.reader"));
    expect(first.status).toBe(200);
    expect(first.headers.get("RateLimit-Limit")).toBe("10");
    expect(first.headers.get("RateLimit-Remaining")).toBe("9");
    expect(first.headers.get("RateLimit-Policy")).toBe("10;w=3600");
    const reset = Number(first.headers.get("RateLimit-Reset"));
    expect(reset).toBeGreaterThan(3500);
    expect(reset).toBeLessThanOrEqual(3600);
    expect(first.headers.get("Retry-After")).toBeNull();

    // Refused addresses count too, and send no mail.
    for (let left = 8; left >= 0; left -= 1) {
      const reply = await subscribe("someone@mailinator.com");
      expect(reply.status).toBe(403);
      expect(reply.headers.get("RateLimit-Remaining")).toBe(String(left));
    }
    const refused = await subscribe(unique("headers.reader"));
    expectError(refused, 429, "too-many-requests");
    expect(refused.headers.get("RateLimit-Remaining")).toBe("0");
    expect(refused.headers.get("RateLimit-Limit")).toBe("10");
    const retry = Number(refused.headers.get("Retry-After"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBe(Number(refused.headers.get("RateLimit-Reset")));
  });

  it("are not told where the limit is keyed by an e-mail address", async () => {
    const reply = await call("/api/auth/send-email-confirmation", {
      json: { email: "company@example.com" },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("RateLimit-Remaining")).toBeNull();
  });
});

describe("the newsletter's refusal", () => {
  it("is the error shape, with the spec's result beside it", async () => {
    const reply = await call("/api/gigsletter/subscriptions", {
      json: { email: "someone@mailinator.com" },
    });
    expect(reply.status).toBe(403);
    expect(reply.json).toMatchObject({
      result: "FAILED_INVALID_EMAIL",
      error: { status: 403, code: "invalid-email", message: expect.any(String) },
    });
    expect(reply.json.error.details).toEqual({ reason: expect.any(String) });
  });
});

async function createExpert(token: string, name: string, headers: Record<string, string> = {}) {
  return call("/api/experts", {
    token,
    headers,
    json: {
      name,
      cv: { data: pdfBytes().toString("base64"), filename: "cv.pdf", mimetype: "application/pdf" },
    },
  });
}

describe("ETag and If-Match", () => {
  it("the company: 304 for a current If-None-Match, 412 for a stale If-Match, * passes", async () => {
    const read = await call("/api/company", { token: company });
    const tag = read.headers.get("ETag");
    expect(tag).toMatch(/^"[\w-]+"$/);
    const again = await call("/api/company", {
      token: company,
      headers: { "If-None-Match": tag! },
    });
    expect([again.status, again.text, again.headers.get("ETag")]).toEqual([304, "", tag]);

    const website = `https://etag-${randomUUID().slice(0, 8)}.example.com`;
    const stale = await call("/api/company", {
      method: "PATCH",
      token: company,
      headers: { "If-Match": '"not-the-current-one"' },
      json: { website },
    });
    expectError(stale, 412, "precondition-failed");
    expect(stale.headers.get("ETag")).toBe(tag);
    expect((await call("/api/company", { token: company })).json.website).not.toBe(website);

    const changed = await call("/api/company", {
      method: "PATCH",
      token: company,
      headers: { "If-Match": tag! },
      json: { website },
    });
    expect(changed.status).toBe(200);
    const newTag = changed.headers.get("ETag");
    expect(newTag).not.toBe(tag);
    expect((await call("/api/company", { token: company })).headers.get("ETag")).toBe(newTag);
    // The colleague's change made with the old tag is refused: nothing is lost.
    expectError(
      await call("/api/company", {
        method: "PATCH",
        token: colleague,
        headers: { "If-Match": tag! },
        json: { website: "https://lost.example.com" },
      }),
      412,
      "precondition-failed",
    );
    const any = await call("/api/company", {
      method: "PATCH",
      token: company,
      headers: { "If-Match": "*" },
      json: { website },
    });
    expect(any.status).toBe(200);
  });

  it("an expert: GET and PUT answers carry it, PUT and DELETE honour If-Match", async () => {
    const created = await createExpert(company, "Etag Expert");
    expect(created.status).toBe(201);
    const where = created.headers.get("Location")!;
    const read = await call(where, { token: company });
    const tag = read.headers.get("ETag")!;
    expect(tag).toMatch(/^"[\w-]+"$/);
    const put = await call(where, {
      method: "PUT",
      token: company,
      headers: { "If-Match": tag },
      json: { name: "Etag Expert Renamed" },
    });
    expect(put.status).toBe(200);
    const putTag = put.headers.get("ETag");
    expect(putTag).not.toBe(tag);
    expect((await call(where, { token: company })).headers.get("ETag")).toBe(putTag);
    expectError(
      await call(where, { method: "PUT", token: company, headers: { "If-Match": tag }, json: {} }),
      412,
      "precondition-failed",
    );
    expectError(
      await call(where, { method: "DELETE", token: company, headers: { "If-Match": tag } }),
      412,
      "precondition-failed",
    );
    expect((await call(where, { token: company })).status).toBe(200);
    const gone = await call(where, {
      method: "DELETE",
      token: company,
      headers: { "If-Match": putTag! },
    });
    expect(gone.status).toBe(200);
    expect((await call(where, { token: company })).status).toBe(404);
  });

  it("the user record and an offer", async () => {
    const read = await call("/api/users/current", { token: company });
    const tag = read.headers.get("ETag")!;
    expect(tag).toMatch(/^"[\w-]+"$/);
    const patched = await call("/api/users/current", {
      method: "PATCH",
      token: company,
      headers: { "If-Match": tag },
      json: { job_title: `Lead ${randomUUID().slice(0, 6)}` },
    });
    expect(patched.status).toBe(200);
    expect(patched.headers.get("ETag")).toBe(
      (await call("/api/users/current", { token: company })).headers.get("ETag"),
    );
    expectError(
      await call("/api/users/current", {
        method: "PATCH",
        token: company,
        headers: { "If-Match": tag },
        json: { job_title: "Stale" },
      }),
      412,
      "precondition-failed",
    );

    const { gigId, expertId } = await openGigAndFreshExpert();
    const where = `/api/gigs/${gigId}/candidates/${expertId}`;
    const offered = await call(where, { token: company, json: { rate: 90 } });
    expect(offered.status).toBe(201);
    expect(offered.headers.get("Location")).toBe(where);
    const first = await call(where, {
      method: "PATCH",
      token: company,
      headers: { "If-Match": "*" },
      json: { rate: 91 },
    });
    expect(first.status).toBe(200);
    const offerTag = first.headers.get("ETag")!;
    expect(offerTag).toMatch(/^"[\w-]+"$/);
    const second = await call(where, {
      method: "PATCH",
      token: company,
      headers: { "If-Match": offerTag },
      json: { rate: 92 },
    });
    expect(second.status).toBe(200);
    expectError(
      await call(where, {
        method: "PATCH",
        token: company,
        headers: { "If-Match": offerTag },
        json: { rate: 93 },
      }),
      412,
      "precondition-failed",
    );
    expectError(
      await call(where, { method: "DELETE", token: company, headers: { "If-Match": offerTag } }),
      412,
      "precondition-failed",
    );
    const withdrawn = await call(where, {
      method: "DELETE",
      token: company,
      headers: { "If-Match": second.headers.get("ETag")! },
    });
    expect(withdrawn.status).toBe(204);
  });
});

/** An open, published gig and a new expert of the demo company. */
async function openGigAndFreshExpert() {
  const today = new Date().toISOString().slice(0, 10);
  const gig = await api.db
    .selectFrom("gigs")
    .select("id")
    .where("published", "=", 1)
    .where("status", "=", "accepting-proposals")
    .where("offer_deadline", ">", today)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const expert = await createExpert(company, `Offer Etag ${randomUUID().slice(0, 6)}`);
  expect(expert.status).toBe(201);
  return { gigId: Number(gig.id), expertId: expert.json.id as string };
}

describe("Idempotency-Key", () => {
  const invites = async (email: string) =>
    (await api.db.selectFrom("invites").select("id").where("email", "=", email).execute()).length;

  it("answers a retry with the first answer, creating and mailing once", async () => {
    const email = unique("idem.invite");
    const key = randomUUID();
    const send = (token = company, body: Record<string, unknown> = { email }) =>
      call("/api/invites", { token, json: body, headers: { "Idempotency-Key": key } });
    const first = await send();
    expect(first.status).toBe(201);
    expect(first.headers.get("Location")).toBe(`/api/invites/${first.json.id}`);
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    const retry = await send();
    expect(retry.status).toBe(201);
    expect(retry.json).toEqual(first.json);
    expect(retry.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await invites(email)).toBe(1);
    expect(mailsTo(email)).toBe(1);

    // The same key with another body is refused; another caller's key is its own.
    expectError(await send(company, { email: unique("other") }), 422, "idempotency-key-reused");
    expectError(await send(colleague), 409, "invite-already-created");
    expect(await invites(email)).toBe(1);
  });

  it("creates once when the first uses of a key come at the same time", async () => {
    const key = randomUUID();
    const name = `Concurrent ${randomUUID().slice(0, 8)}`;
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => createExpert(company, name, { "Idempotency-Key": key })),
    );
    for (const reply of replies) {
      if (reply.status === 201) expect(reply.json.name).toBe(name);
      else expectError(reply, 409, "idempotency-key-in-use");
    }
    expect(replies.some((reply) => reply.status === 201)).toBe(true);
    const rows = await api.db.selectFrom("experts").select("id").where("name", "=", name).execute();
    expect(rows).toHaveLength(1);
    const after = await createExpert(company, name, { "Idempotency-Key": key });
    expect([after.status, after.json.id]).toEqual([201, rows[0]!.id]);
  });

  it("keeps no refusal: a call refused for its body may be retried with its key", async () => {
    const key = randomUUID();
    const refused = await call("/api/invites", {
      token: company,
      json: { email: "not an address" },
      headers: { "Idempotency-Key": key },
    });
    expectError(refused, 400, "validation-failed");
    expectError(
      await call("/api/invites", {
        token: company,
        json: { email: "not an address" },
        headers: { "Idempotency-Key": key },
      }),
      400,
      "validation-failed",
    );
    expectError(
      await call("/api/invites", {
        token: company,
        json: { email: unique("x") },
        headers: { "Idempotency-Key": "k".repeat(256) },
      }),
      400,
      "invalid-idempotency-key",
    );
  });
});

describe("CORS", () => {
  it("varies every /api answer by Origin, the cached document included", async () => {
    const origins: Record<string, string>[] = [
      {},
      { Origin: "https://elsewhere.example" },
      { Origin: LISTED },
    ];
    for (const headers of origins) {
      const doc = await call("/api/openapi.json", { headers });
      expect(doc.headers.get("Cache-Control")).toContain("public");
      expect(doc.headers.get("Vary") ?? "").toMatch(/\bOrigin\b/);
    }
    const listed = await call("/api/countries", { headers: { Origin: LISTED } });
    expect(listed.headers.get("Access-Control-Expose-Headers")).toMatch(
      /ETag.*Retry-After.*WWW-Authenticate.*X-Request-Id.*RateLimit-Remaining/,
    );
  });
});

describe("the OpenAPI document", () => {
  type Operation = {
    operationId: string;
    parameters?: Array<{ in: string; name: string }>;
    requestBody?: unknown;
    security?: unknown[];
    responses: Record<string, { headers?: Record<string, unknown> }>;
  };
  const operations = async () => {
    const doc = (await call("/api/openapi.json")).json as {
      paths: Record<string, Record<string, Operation>>;
    };
    return Object.fromEntries(
      Object.values(doc.paths).flatMap((methods) =>
        Object.entries(methods).map(([method, op]) => [op.operationId, { ...op, method }]),
      ),
    );
  };

  it("lists the statuses and headers every call of its kind answers", async () => {
    const ops = await operations();
    for (const op of Object.values(ops)) {
      const statuses = Object.keys(op.responses);
      expect(statuses, op.operationId).toEqual(expect.arrayContaining(["405", "503"]));
      if (op.requestBody)
        expect(statuses, op.operationId).toEqual(expect.arrayContaining(["400", "413", "415"]));
      for (const [status, answer] of Object.entries(op.responses)) {
        expect(answer.headers, `${op.operationId} ${status}`).toHaveProperty("X-Request-Id");
        if (status === "401") expect(answer.headers).toHaveProperty("WWW-Authenticate");
        if (status === "429")
          expect(Object.keys(answer.headers ?? {})).toEqual(
            expect.arrayContaining(["Retry-After", "RateLimit-Limit", "RateLimit-Remaining"]),
          );
        if (status === "201") expect(answer.headers).toHaveProperty("Location");
      }
    }
    expect(Object.keys(ops.getUserRecord!.responses)).toContain("204");
    expect(Object.keys(ops.getInvite!.responses)).toContain("403");
  });

  it("names Idempotency-Key on creating calls and ETag, If-Match and 412 on single resources", async () => {
    const ops = await operations();
    const header = (op: Operation, name: string) =>
      (op.parameters ?? []).some((p) => p.in === "header" && p.name === name);
    for (const id of [
      "createExpert",
      "offerExpert",
      "createInvite",
      "finishRegistration",
      "askGigQuestion",
    ]) {
      expect(header(ops[id]!, "Idempotency-Key"), id).toBe(true);
      expect(Object.keys(ops[id]!.responses), id).toEqual(expect.arrayContaining(["409", "422"]));
    }
    for (const id of ["getCompany", "getExpert", "getUserRecord"])
      expect(ops[id]!.responses["200"]!.headers, id).toHaveProperty("ETag");
    for (const id of [
      "updateCompany",
      "updateExpert",
      "deleteExpert",
      "editOffer",
      "withdrawOffer",
      "updateUserRecord",
    ]) {
      expect(header(ops[id]!, "If-Match"), id).toBe(true);
      expect(Object.keys(ops[id]!.responses), id).toContain("412");
    }
    expect(header(ops.listGigs!, "Idempotency-Key")).toBe(false);
  });
});
