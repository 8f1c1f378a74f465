// One person, one proposal per gig, and submission caps (issue 37, decision 047) through the JSON
// API, over HTTP against the production build: the experts' e-mail and phone, the 409 codes
// `already-proposed-by-another-partner` and `submission-cap-reached`, concurrent requests, and
// the candidates list's cap fields.
import { beforeAll, describe, expect, it } from "vitest";
import { pdfBytes } from "../fixtures/cv/documents";
import { call, expectError, signIn, withApiServer } from "./lib";

const api = withApiServer();

const PROPOSED =
  "This expert has already been proposed for this gig by another partner. The first proposal stands.";

let company: string;
let freelancer: string;
let freelancerExpert: string;

let serial = 0;
/** A published gig that takes offers and has no candidates, only this test's. */
async function openGig(submissionCap: number | null = null) {
  serial += 1;
  const now = new Date().toISOString();
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const row = await api.db
    .insertInto("gigs")
    .values({
      slug: `identity-api-gig-${serial}`,
      title: `Identity API gig ${serial}`,
      description: "A gig for the identity tests.",
      duration: "3 months",
      onsite: "remote",
      rate_min: 80,
      rate_max: 110,
      start_date: day(40),
      customer_offer_deadline: day(30),
      offer_deadline: day(20),
      language: "English",
      allocation: 100,
      status: "accepting-proposals",
      contact_name: "Laura",
      contact_email: "laura@example.com",
      contact_phone: "+358 40 000 0000",
      published: 1,
      first_published_at: now,
      published_at: now,
      submission_cap: submissionCap,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A new expert of the demo company through POST /api/experts. */
async function newExpert(fields: Record<string, unknown>) {
  serial += 1;
  const reply = await call("/api/experts", {
    token: company,
    json: {
      name: `Identity Expert ${serial}`,
      cv: { data: pdfBytes("cv").toString("base64"), filename: "cv.pdf" },
      ...fields,
    },
  });
  expect(reply.status).toBe(201);
  return reply.json as { id: string; email: string | null; phone: string | null };
}

const offer = (token: string, gigId: number, expertId: string) =>
  call(`/api/gigs/${gigId}/candidates/${expertId}`, { token, json: { rate: 95 } });

beforeAll(async () => {
  company = (await signIn("company@example.com")).jwt;
  freelancer = (await signIn("freelancer@example.com")).jwt;
  const own = await api.db
    .selectFrom("experts")
    .select("id")
    .where("company_id", "=", "demo-freelancer")
    .executeTakeFirstOrThrow();
  freelancerExpert = own.id;
});

describe("an expert's e-mail and phone", () => {
  it("are taken, answered, kept when left out, cleared with null and checked", async () => {
    const created = await newExpert({ email: " Aino.Example@Example.com ", phone: "040 123 4567" });
    expect(created).toMatchObject({ email: "aino.example@example.com", phone: "040 123 4567" });
    const path = `/api/experts/${created.id}`;
    const kept = await call(path, { method: "PUT", token: company, json: { name: "Aino" } });
    expect(kept.json).toMatchObject({ name: "Aino", email: "aino.example@example.com" });
    const cleared = await call(path, {
      method: "PUT",
      token: company,
      json: { name: "Aino", email: null, phone: "" },
    });
    expect(cleared.json).toMatchObject({ email: null, phone: null });
    expect((await call(path, { token: company })).json).toMatchObject({ email: null, phone: null });
    const invalid = await call(path, {
      method: "PUT",
      token: company,
      json: { name: "Aino", email: "not-an-address", phone: "call me" },
    });
    expectError(invalid, 400, "validation-failed");
    expect(Object.keys(invalid.json.error.details).sort()).toEqual(["email", "phone"]);
    const withoutThem = await newExpert({});
    expect(withoutThem).toMatchObject({ email: null, phone: null });
  });
});

describe("one person, one proposal per gig", () => {
  it("answers 409 already-proposed-by-another-partner, naming no partner, until the first is withdrawn", async () => {
    const gigId = await openGig();
    const represented = await newExpert({ email: "FREELANCER@example.com" });
    expect((await offer(freelancer, gigId, freelancerExpert)).status).toBe(201);
    const refused = await offer(company, gigId, represented.id);
    expectError(refused, 409, "already-proposed-by-another-partner");
    expect(refused.json.error.message).toBe(PROPOSED);
    expect(refused.text).not.toMatch(/freelancer/i);
    const finnish = await call(`/api/gigs/${gigId}/candidates/${represented.id}`, {
      token: company,
      json: { rate: 95 },
      headers: { "Accept-Language": "fi" },
    });
    expect(finnish.json.error.message).toMatch(/^Toinen kumppani on jo ehdottanut/);
    // Nothing was written: the company has no candidate on the gig.
    const listed = await call(`/api/gigs/${gigId}/candidates`, { token: company });
    expect(listed.json.items).toEqual([]);

    expect(
      (
        await call(`/api/gigs/${gigId}/candidates/${freelancerExpert}`, {
          method: "DELETE",
          token: freelancer,
        })
      ).status,
    ).toBe(204);
    expect((await offer(company, gigId, represented.id)).status).toBe(201);
    expectError(
      await offer(freelancer, gigId, freelancerExpert),
      409,
      "already-proposed-by-another-partner",
    );
  });

  it("gives one candidate and one refusal for two partners' requests at the same moment", async () => {
    const represented = await newExpert({ email: "freelancer@example.com" });
    for (let round = 0; round < 3; round++) {
      const gigId = await openGig();
      const replies = await Promise.all([
        offer(company, gigId, represented.id),
        offer(freelancer, gigId, freelancerExpert),
      ]);
      expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
      const refused = replies.find((reply) => reply.status === 409)!;
      expectError(refused, 409, "already-proposed-by-another-partner");
      const rows = await api.db
        .selectFrom("candidates")
        .select("person_key")
        .where("gig_id", "=", gigId)
        .execute();
      expect(rows).toEqual([{ person_key: "email:freelancer@example.com" }]);
    }
  });

  it("refuses an expert edit that would make it a person another partner proposed first", async () => {
    const gigId = await openGig();
    const later = await newExpert({});
    expect((await offer(freelancer, gigId, freelancerExpert)).status).toBe(201);
    expect((await offer(company, gigId, later.id)).status).toBe(201);
    const refused = await call(`/api/experts/${later.id}`, {
      method: "PUT",
      token: company,
      json: { name: "Later", email: "freelancer@example.com" },
    });
    expectError(refused, 409, "already-proposed-by-another-partner");
    expect((await call(`/api/experts/${later.id}`, { token: company })).json.email).toBeNull();
  });
});

describe("submission caps", () => {
  it("lists the cap and what is left, and answers 409 submission-cap-reached beyond it", async () => {
    const gigId = await openGig(2);
    const experts = [await newExpert({}), await newExpert({}), await newExpert({})];
    const listed = async () =>
      (await call(`/api/gigs/${gigId}/candidates`, { token: company })).json;
    expect(await listed()).toMatchObject({ submission_cap: 2, proposals_left: 2, items: [] });
    expect((await offer(company, gigId, experts[0]!.id)).status).toBe(201);
    expect((await offer(company, gigId, experts[1]!.id)).status).toBe(201);
    expect(await listed()).toMatchObject({ submission_cap: 2, proposals_left: 0 });
    const refused = await offer(company, gigId, experts[2]!.id);
    expectError(refused, 409, "submission-cap-reached");
    expect(refused.json.error.message).toBe(
      "Your company has made as many proposals on this gig as it takes from one partner.",
    );
    // Another partner's place is its own.
    expect((await offer(freelancer, gigId, freelancerExpert)).status).toBe(201);
    const uncapped = await openGig();
    expect((await call(`/api/gigs/${uncapped}/candidates`, { token: company })).json).toMatchObject(
      { submission_cap: null, proposals_left: null },
    );
  });
});
