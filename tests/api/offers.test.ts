// Offers through the JSON API (spec section 7: gigs/{id}/candidates/{expertId}, my-gigs), over
// HTTP against the production build, with the page's rules.
import { describe, expect, it } from "vitest";
import { call, expectError, signIn, withApiServer } from "./lib";

const api = withApiServer();

/** An open, published gig and a demo company expert not yet offered on it. */
async function freshPair() {
  const today = new Date().toISOString().slice(0, 10);
  const experts = await api.db
    .selectFrom("experts")
    .select(["id", "name"])
    .where("company_id", "=", "demo-company")
    .execute();
  const gigs = await api.db
    .selectFrom("gigs")
    .select("id")
    .where("published", "=", 1)
    .where("status", "=", "accepting-proposals")
    .where("offer_deadline", ">", today)
    .orderBy("id")
    .execute();
  for (const gig of gigs) {
    const taken = new Set(
      (
        await api.db
          .selectFrom("candidates")
          .select("expert_id")
          .where("gig_id", "=", gig.id)
          .execute()
      ).map((c) => c.expert_id),
    );
    const expert = experts.find((e) => !taken.has(e.id));
    if (expert) return { gigId: Number(gig.id), expert };
  }
  throw new Error("the demo data has no open gig left for a demo expert");
}

describe("offering an expert", () => {
  it("offers, refuses a second offer, edits, lists and withdraws", async () => {
    const { jwt, user } = await signIn("company@example.com");
    const { gigId, expert } = await freshPair();
    const path = `/api/gigs/${gigId}/candidates/${expert.id}`;

    const created = await call(path, {
      token: jwt,
      json: { rate: 95, additional_description: "Ten years\r\nof data work." },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      gig_id: gigId,
      status: "REVIEW",
      stage: "waiting-review",
      rate: 95,
      additional_description: "Ten years\nof data work.",
      contact_id: user.id,
      can_change: true,
    });
    expectError(await call(path, { token: jwt, json: { rate: 95 } }), 409, "already-offered");

    const listed = await call(`/api/gigs/${gigId}/candidates`, { token: jwt });
    expect(listed.json.items).toContainEqual(
      expect.objectContaining({ expert_id: expert.id, expert_name: expert.name, rate: 95 }),
    );

    const edited = await call(path, { method: "PATCH", token: jwt, json: { rate: 105 } });
    expect(edited.json).toMatchObject({ rate: 105, contact_id: user.id });
    const invalid = await call(path, { method: "PATCH", token: jwt, json: { rate: 0 } });
    expectError(invalid, 400, "validation-failed");
    expect(Object.keys(invalid.json.error.details)).toEqual(["rate"]);
    const tooLong = await call(path, {
      method: "PATCH",
      token: jwt,
      json: { rate: 100, additional_description: "x".repeat(1001) },
    });
    expect(Object.keys(tooLong.json.error.details)).toEqual(["additional_description"]);

    const mine = await call("/api/my-gigs?filter=pending&limit=100", { token: jwt });
    expect(mine.json).toMatchObject({ next_cursor: null, total: mine.json.items.length });
    const gig = mine.json.items.find((g: { id: number }) => g.id === gigId);
    // A page at a time, in the same order: the first gig alone, then the second.
    const first = await call("/api/my-gigs?filter=pending&limit=1", { token: jwt });
    const second = await call(
      `/api/my-gigs?filter=pending&limit=1&cursor=${first.json.next_cursor}`,
      { token: jwt },
    );
    expect(first.json).toMatchObject({ total: mine.json.total, next_cursor: expect.any(String) });
    expect([...first.json.items, ...second.json.items]).toEqual(mine.json.items.slice(0, 2));
    expect(gig.pending).toBe(true);
    expect(gig.candidates).toContainEqual(
      expect.objectContaining({ expert_name: expert.name, rate: 105 }),
    );

    expect((await call(path, { method: "DELETE", token: jwt })).status).toBe(204);
    expectError(await call(path, { method: "DELETE", token: jwt }), 404, "not-found");
  });

  it("keeps each company to its own offers and experts", async () => {
    const { jwt } = await signIn("company@example.com");
    const { gigId, expert } = await freshPair();
    const path = `/api/gigs/${gigId}/candidates/${expert.id}`;
    expect((await call(path, { token: jwt, json: { rate: 90 } })).status).toBe(201);
    const other = await signIn("freelancer@example.com");
    expect((await call(`/api/gigs/${gigId}/candidates`, { token: other.jwt })).json.items).toEqual(
      [],
    );
    for (const method of ["PATCH", "DELETE"])
      expectError(
        await call(path, { method, token: other.jwt, json: { rate: 80 } }),
        404,
        "not-found",
      );
    // Offering another company's expert, or naming its user as contact, is a 404 too.
    expectError(await call(path, { token: other.jwt, json: { rate: 80 } }), 404, "not-found");
    const colleague = await api.db
      .selectFrom("users")
      .select("id")
      .where("company_id", "<>", "demo-company")
      .where("company_id", "is not", null)
      .executeTakeFirstOrThrow();
    expectError(
      await call(path, {
        method: "PATCH",
        token: jwt,
        json: { rate: 90, contact_id: colleague.id },
      }),
      404,
      "not-found",
    );
    await call(path, { method: "DELETE", token: jwt });
  });

  it("refuses changes once the offer moved beyond evaluation, and offers on a closed gig", async () => {
    const { jwt } = await signIn("company@example.com");
    const { gigId, expert } = await freshPair();
    const path = `/api/gigs/${gigId}/candidates/${expert.id}`;
    const created = await call(path, { token: jwt, json: { rate: 90 } });
    await api.db
      .updateTable("candidates")
      .set({ status: "OFFERED", stage: "waiting-customer-decision" })
      .where("id", "=", created.json.id)
      .execute();
    expectError(
      await call(path, { method: "PATCH", token: jwt, json: { rate: 99 } }),
      409,
      "locked",
    );
    expectError(await call(path, { method: "DELETE", token: jwt }), 409, "locked");

    const closed = await api.db
      .selectFrom("gigs")
      .select("id")
      .where("published", "=", 1)
      .where("status", "=", "won")
      .executeTakeFirstOrThrow();
    const other = await freshPair();
    expectError(
      await call(`/api/gigs/${closed.id}/candidates/${other.expert.id}`, {
        token: jwt,
        json: { rate: 90 },
      }),
      409,
      "gig-closed",
    );
  });

  it("asks for a token, a finished registration, and a gig that exists", async () => {
    expectError(await call("/api/my-gigs"), 401, "unauthorized");
    expectError(
      await call("/api/gigs/1/candidates/x", { json: { rate: 90 } }),
      401,
      "unauthorized",
    );
    const { jwt } = await signIn("company@example.com");
    expectError(await call("/api/gigs/999999/candidates", { token: jwt }), 404, "not-found");
    expectError(
      await call("/api/gigs/abc/candidates/x", { token: jwt, json: { rate: 90 } }),
      404,
      "not-found",
    );
    await api.db
      .updateTable("users")
      .set({ registered_at: null })
      .where("email", "=", "freelancer@example.com")
      .execute();
    try {
      const unfinished = await signIn("freelancer@example.com");
      expectError(await call("/api/my-gigs", { token: unfinished.jwt }), 403, "not-registered");
    } finally {
      await api.db
        .updateTable("users")
        .set({ registered_at: new Date().toISOString() })
        .where("email", "=", "freelancer@example.com")
        .execute();
    }
  });
});
