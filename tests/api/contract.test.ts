// The JSON API's contract, over HTTP against the production build (`npm run build` first), on the
// engine of this project (TEST_ENGINE): success shapes, each documented error, tokens missing,
// wrong, expired in effect (revoked) and of a disabled user, and input that must not be read.
import { describe, expect, it } from "vitest";
import { call, DEMO_PASSWORD, expectError, signIn, withApiServer } from "./lib";

const api = withApiServer();

describe("signing in", () => {
  it("gives a token and the account for the right password", async () => {
    const { jwt, user } = await signIn("company@example.com");
    expect(jwt.split(".")).toHaveLength(3);
    expect(user).toMatchObject({
      email: "company@example.com",
      company_id: "demo-company",
      is_registered: true,
    });
    const me = await call("/api/users/me", { token: jwt });
    expect(me.json).toMatchObject({ email: "company@example.com" });
  });

  it("answers the spec's auth codes, translated by Accept-Language", async () => {
    const wrong = await call("/api/auth/local", {
      json: { identifier: "company@example.com", password: "not-it" },
      headers: { "Accept-Language": "fi" },
    });
    expectError(wrong, 400, "wrong-password");
    expect(wrong.json.error.message).not.toBe("Incorrect username or password.");
    expectError(
      await call("/api/auth/local", { json: { identifier: "nobody@example.com", password: "x" } }),
      400,
      "user-not-found",
    );
    // Staff pass a second step in the back office; a password alone gives no token.
    expectError(
      await call("/api/auth/local", {
        json: { identifier: "staff@example.com", password: DEMO_PASSWORD },
      }),
      403,
      "staff-second-factor",
    );
  });

  it("refuses a disabled account, at sign-in and for a token issued before", async () => {
    const { jwt } = await signIn("anna.example@example.com");
    await api.db
      .updateTable("users")
      .set({ disabled_at: new Date().toISOString() })
      .where("email", "=", "anna.example@example.com")
      .execute();
    try {
      expectError(await call("/api/users/me", { token: jwt }), 401, "revoked-token");
      expectError(
        await call("/api/auth/local", {
          json: { identifier: "anna.example@example.com", password: DEMO_PASSWORD },
        }),
        403,
        "user-disabled",
      );
    } finally {
      await api.db
        .updateTable("users")
        .set({ disabled_at: null })
        .where("email", "=", "anna.example@example.com")
        .execute();
    }
  });

  it("validates the body with field details, and refuses malformed JSON and other types", async () => {
    const invalid = await call("/api/auth/local", { json: { identifier: 5 } });
    expectError(invalid, 400, "validation-failed");
    expect(Object.keys(invalid.json.error.details)).toEqual(["identifier", "password"]);
    expectError(
      await call("/api/auth/local", {
        body: '{"identifier":',
        headers: { "Content-Type": "application/json" },
      }),
      400,
      "malformed-json",
    );
    expectError(
      await call("/api/auth/local", {
        body: "identifier=a",
        headers: { "Content-Type": "text/plain" },
      }),
      415,
      "unsupported-media-type",
    );
    const big = await call("/api/auth/local", {
      body: `{"identifier":"${"a".repeat(2 * 1024 * 1024)}"}`,
      headers: { "Content-Type": "application/json" },
    });
    expectError(big, 413, "payload-too-large");
  });
});

describe("tokens", () => {
  it("401 without a token, with a forged one and after sign-out", async () => {
    expectError(await call("/api/users/me"), 401, "unauthorized");
    expectError(await call("/api/users/me", { token: "not.a.jwt" }), 401, "invalid-token");
    const { jwt } = await signIn("company@example.com");
    const [header, payload] = jwt.split(".");
    expectError(
      await call("/api/users/me", { token: `${header}.${payload}.AAAA` }),
      401,
      "invalid-token",
    );
    expect((await call("/api/auth/logout", { method: "POST", token: jwt })).status).toBe(204);
    expectError(await call("/api/users/me", { token: jwt }), 401, "revoked-token");
  });

  it("is revoked when the user's sessions end (a new password, account deletion)", async () => {
    const { jwt, user } = await signIn("company@example.com");
    await api.db.deleteFrom("sessions").where("user_id", "=", user.id).execute();
    expectError(await call("/api/users/me", { token: jwt }), 401, "revoked-token");
  });

  it("needs no cross-site check with a token, but a cookie write from another origin is refused", async () => {
    const { jwt } = await signIn("company@example.com");
    const withToken = await call("/api/auth/logout", {
      method: "POST",
      token: jwt,
      headers: { Origin: "https://elsewhere.example" },
    });
    expect(withToken.status).toBe(204);
    expectError(
      await call("/api/gigsletter/subscriptions", {
        json: { email: "someone@example.org" },
        headers: { Origin: "https://elsewhere.example" },
      }),
      403,
      "cross-site-request",
    );
  });
});

describe("reading", () => {
  it("lists published gigs with the /gigs filters, repeated arrays, a cursor and items", async () => {
    const all = await call("/api/gigs");
    expect(all.status).toBe(200);
    expect(all.json).toMatchObject({ items: expect.any(Array), total: expect.any(Number) });
    expect(all.json.items.length).toBeLessThanOrEqual(20);
    expect(all.json.items[0]).not.toHaveProperty("contact_email");
    const remote = await call("/api/gigs?mode=remote&mode=hybrid&status=all");
    expect(
      remote.json.items.every((g: { onsite: string }) => ["remote", "hybrid"].includes(g.onsite)),
    ).toBe(true);
    const first = await call("/api/gigs?status=all&limit=2");
    const second = await call(`/api/gigs?status=all&limit=2&cursor=${first.json.next_cursor}`);
    expect(second.json.items[0].id).not.toBe(first.json.items[0].id);
    const drafts = await api.db
      .selectFrom("gigs")
      .select("id")
      .where("published", "=", 0)
      .execute();
    const listed = new Set(
      (await call("/api/gigs?status=all&limit=100")).json.items.map((g: { id: number }) => g.id),
    );
    for (const draft of drafts) {
      expect(listed.has(draft.id)).toBe(false);
      expectError(await call(`/api/gigs/${draft.id}`), 404, "not-found");
    }
  });

  it("shows a gig to anyone and its contact person to signed-in callers only", async () => {
    const id = (await call("/api/gigs")).json.items[0].id;
    expect((await call(`/api/gigs/${id}`)).json).toMatchObject({ id, title: expect.any(String) });
    expectError(await call(`/api/gigs/${id}/contact-info`), 401, "unauthorized");
    const { jwt } = await signIn("freelancer@example.com");
    expect((await call(`/api/gigs/${id}/contact-info`, { token: jwt })).json).toEqual({
      name: expect.any(String),
      email: expect.stringContaining("@"),
      phone: expect.any(String),
    });
    expectError(await call("/api/gigs/999999999"), 404, "not-found");
    expectError(await call("/api/gigs/abc"), 404, "not-found");
  });

  it("answers users/current with the record, or 204 before registration", async () => {
    const { jwt } = await signIn("company@example.com");
    expect((await call("/api/users/current", { token: jwt })).json).toMatchObject({
      email: "company@example.com",
      phone_number: expect.any(String),
      company_id: "demo-company",
      gig_alerts: expect.stringMatching(/^(off|daily|instant)$/),
    });
    await api.db
      .updateTable("users")
      .set({ registered_at: null })
      .where("email", "=", "freelancer@example.com")
      .execute();
    try {
      const { jwt: unfinished } = await signIn("freelancer@example.com");
      const reply = await call("/api/users/current", { token: unfinished });
      expect(reply.status).toBe(204);
      expect(reply.text).toBe("");
    } finally {
      await api.db
        .updateTable("users")
        .set({ registered_at: new Date().toISOString() })
        .where("email", "=", "freelancer@example.com")
        .execute();
    }
  });

  it("gives countries and capabilities in the caller's language", async () => {
    const en = await call("/api/countries");
    const fi = await call("/api/countries", { headers: { "Accept-Language": "fi" } });
    const finlandEn = en.json.find((c: { code: string }) => c.code === "FI");
    const finlandFi = fi.json.find((c: { code: string }) => c.code === "FI");
    expect([finlandEn.name, finlandFi.name]).toEqual(["Finland", "Suomi"]);
    expect((await call("/api/capabilities")).json[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
    });
  });
});

describe("the gig newsletter", () => {
  it("answers SUCCESS, or 403 FAILED_INVALID_EMAIL for an address that cannot receive mail", async () => {
    const ok = await call("/api/gigsletter/subscriptions", {
      json: { email: "api.reader@example.org" },
    });
    expect([ok.status, ok.json]).toEqual([200, { result: "SUCCESS" }]);
    const disposable = await call("/api/gigsletter/subscriptions", {
      json: { email: "someone@mailinator.com" },
    });
    expect(disposable.status).toBe(403);
    expect(disposable.json).toMatchObject({ result: "FAILED_INVALID_EMAIL" });
    expectError(
      await call("/api/gigsletter/subscriptions", { json: { email: "not an address" } }),
      400,
      "validation-failed",
    );
  });
});

describe("the frame", () => {
  it("answers unknown paths with a JSON 404 and other methods with a JSON 405 and Allow", async () => {
    expectError(await call("/api/no/such/call"), 404, "not-found");
    expectError(await call("/api/no-such-call", { method: "DELETE" }), 404, "not-found");
    const wrong = await call("/api/gigs", { method: "DELETE" });
    expectError(wrong, 405, "method-not-allowed");
    expect(wrong.headers.get("Allow")).toBe("GET");
  });
});
