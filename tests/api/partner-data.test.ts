// A partner's own data through the JSON API (decision 050), over HTTP against the production
// build: GET /api/my-gigs with Accept: text/csv, and GET /api/users/current/export.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { addUnregisteredAccount, call, expectError, signIn, withApiServer } from "./lib";

const api = withApiServer();

async function demoExpertNames(email: string) {
  const user = await api.db
    .selectFrom("users")
    .select("company_id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  const rows = await api.db
    .selectFrom("experts")
    .select("name")
    .where("company_id", "=", user.company_id!)
    .execute();
  return rows.map((r) => r.name);
}

describe("GET /api/my-gigs as CSV", () => {
  it("answers every offer of the caller's company as CSV when Accept asks for it", async () => {
    const { jwt } = await signIn("company@example.com");
    const offers = await api.db
      .selectFrom("candidates")
      .innerJoin("users", "users.company_id", "candidates.company_id")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("users.email", "=", "company@example.com")
      .executeTakeFirstOrThrow();
    const csv = await call("/api/my-gigs?limit=1", {
      token: jwt,
      headers: { Accept: "text/csv" },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="offers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.headers.get("Vary")).toMatch(/^Accept\b/);
    const lines = csv.text.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Gig ID,Gig,Expert offer deadline,Expert,Rate (€/h),Stage,Offered on,Last change,Decline reason,Feedback,Contact person,Expert's consent,Consent answered on",
    );
    // Not a page of gigs: every offer, one row each.
    expect(lines).toHaveLength(Number(offers.n) + 1);

    const json = await call("/api/my-gigs?limit=1", { token: jwt });
    expect(json.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(json.headers.get("Vary")).toMatch(/^Accept\b/);
    expect(json.json.items).toHaveLength(1);
    expect(json.json.next_cursor).toEqual(expect.any(String));
  });

  it("keeps to the caller's company, speaks the caller's language and refuses the unsigned", async () => {
    const { jwt } = await signIn("freelancer@example.com");
    const csv = await call("/api/my-gigs", {
      token: jwt,
      headers: { Accept: "text/csv", "Accept-Language": "fi" },
    });
    expect(csv.status).toBe(200);
    expect(csv.text.startsWith("Keikan tunnus,Keikka,")).toBe(true);
    for (const name of await demoExpertNames("company@example.com"))
      expect(csv.text).not.toContain(name);
    expectError(
      await call("/api/my-gigs", { headers: { Accept: "text/csv" } }),
      401,
      "unauthorized",
    );
  });
});

describe("GET /api/users/current/export", () => {
  it("gives the caller's data as a JSON attachment, without secrets", async () => {
    const { jwt, user } = await signIn("company@example.com");
    const reply = await call("/api/users/current/export", { token: jwt });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(reply.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="gigpartners-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(reply.headers.get("Cache-Control")).toBe("private, no-store");
    expect(reply.json).toMatchObject({
      format: "gigpartners-data-export",
      version: 1,
      account: { id: user.id, email: "company@example.com", password_set: true },
      company: { partner_type: "company" },
    });
    expect(reply.json.company.experts.map((e: { name: string }) => e.name).sort()).toEqual(
      (await demoExpertNames("company@example.com")).sort(),
    );
    expect(reply.json.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const hash = await api.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(reply.text).not.toContain(hash.password_hash!);
    expect(reply.text).not.toContain(jwt);
    expect(reply.text).not.toMatch(/password_hash|token_hash|"secret"/);
  });

  it("answers an account before registration without a company, and 401 without a caller", async () => {
    const email = `export-${randomUUID()}@example.com`;
    await addUnregisteredAccount(api.db, randomUUID(), email);
    const { jwt } = await signIn(email);
    const reply = await call("/api/users/current/export", { token: jwt });
    expect(reply.status).toBe(200);
    expect(reply.json.account.email).toBe(email);
    expect(reply.json.company).toBeNull();
    expectError(await call("/api/users/current/export"), 401, "unauthorized");
    expectError(
      await call("/api/users/current/export", { method: "POST", token: jwt }),
      405,
      "method-not-allowed",
    );
  });

  it("allows 10 downloads an hour per user, then 429 with Retry-After, and tells the budget", async () => {
    const email = `export-limit-${randomUUID()}@example.com`;
    await addUnregisteredAccount(api.db, randomUUID(), email);
    const { jwt } = await signIn(email);
    for (let n = 1; n <= 10; n += 1) {
      const reply = await call("/api/users/current/export", { token: jwt });
      expect(reply.status, `download ${n}`).toBe(200);
      expect(reply.headers.get("RateLimit-Remaining")).toBe(String(10 - n));
    }
    const refused = await call("/api/users/current/export", {
      token: jwt,
      headers: { "Accept-Language": "fi" },
    });
    expectError(refused, 429, "too-many-requests");
    expect(refused.json.error.message).toContain("10 kertaa");
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.headers.get("RateLimit-Limit")).toBe("10");
    // Another user's budget is their own.
    expect(
      (
        await call("/api/users/current/export", {
          token: (await signIn("freelancer@example.com")).jwt,
        })
      ).status,
    ).toBe(200);
  });
});

describe("the OpenAPI document", () => {
  it("documents the CSV answer of my-gigs and the export call", async () => {
    const doc = (await call("/api/openapi.json")).json;
    const myGigs = doc.paths["/api/my-gigs"].get.responses["200"].content;
    expect(Object.keys(myGigs).sort()).toEqual(["application/json", "text/csv"]);
    const exported = doc.paths["/api/users/current/export"].get;
    expect(exported.operationId).toBe("exportMyData");
    expect(exported.responses["200"].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/MyDataExport",
    });
    const schema = doc.components.schemas.MyDataExport;
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(["account", "sign_in_methods", "sessions", "log_entries", "company"]),
    );
  });
});
