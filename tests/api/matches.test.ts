// The matches calls of the JSON API (issue 36, decision 046), over HTTP against the production
// build: the caller's experts scored against a gig and the open gigs that fit an expert, best
// first, reasons as codes and sentences in the caller's language, scoped to the caller's company.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { pdfBytes } from "../fixtures/cv/documents";
import { call, expectError, signIn, withApiServer } from "./lib";

const api = withApiServer();

type Reason = { code: string; text: string };
type Match = {
  score: number;
  required_covered: number;
  required_total: number;
  available: boolean;
  rate_fit: string;
  already_offered: boolean;
  reasons: Reason[];
};

const tag = randomUUID().slice(0, 8);
const SKILL_A = `Matchlang${tag}`;
const SKILL_B = `Matchbase${tag}`;
let company: string;
let freelancer: string;
let gigId: number;
let closedGigId: number;
let full: string;
let half: string;

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function addGig(title: string, offerDeadline: number) {
  const now = new Date().toISOString();
  const row = await api.db
    .insertInto("gigs")
    .values({
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      title,
      description: "Description",
      duration: "6 months",
      required_skills: JSON.stringify([SKILL_A, SKILL_B]),
      nice_to_have_skills: "[]",
      onsite: "remote",
      rate_min: 80,
      rate_max: 110,
      start_date: day(30),
      customer_offer_deadline: day(20),
      offer_deadline: day(offerDeadline),
      language: "en",
      allocation: 100,
      status: "accepting-proposals",
      contact_name: "Contact",
      contact_email: "contact@example.com",
      contact_phone: "+358 40 000 0000",
      published: 1,
      first_published_at: now,
      published_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function addExpert(name: string, skills: string[], rate: number) {
  const reply = await call("/api/experts", {
    token: company,
    json: {
      name,
      cv: { data: pdfBytes(name).toString("base64"), filename: "cv.pdf" },
      skills,
      rate_expectation: rate,
    },
  });
  expect(reply.status).toBe(201);
  return reply.json.id as string;
}

beforeAll(async () => {
  // The gigs first: a new expert's skills are saved in the gigs' spelling, read when it is added.
  gigId = await addGig(`Match gig ${tag}`, 10);
  closedGigId = await addGig(`Closed match gig ${tag}`, -1);
  company = (await signIn("company@example.com")).jwt;
  freelancer = (await signIn("freelancer@example.com")).jwt;
  full = await addExpert(`Full ${tag}`, [SKILL_A, SKILL_B], 95);
  half = await addExpert(`Half ${tag}`, [SKILL_A], 130);
});

describe("GET /api/gigs/{id}/matches", () => {
  it("lists the company's matching experts best first, with every reason", async () => {
    const reply = await call(`/api/gigs/${gigId}/matches`, { token: company });

    expect(reply.status).toBe(200);
    const items = reply.json.items as Array<Match & { expert_id: string; name: string }>;
    const scores = items.map((m) => m.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const ours = items.filter((m) => m.expert_id === full || m.expert_id === half);
    expect(ours.map((m) => m.expert_id)).toEqual([full, half]);
    expect(ours[0]).toMatchObject({
      name: `Full ${tag}`,
      required_covered: 2,
      required_total: 2,
      available: true,
      rate_fit: "inside",
      already_offered: false,
    });
    expect(ours[1]).toMatchObject({ required_covered: 1, rate_fit: "above" });
    expect(ours[0]!.reasons[0]).toEqual({
      code: "required-skills-all",
      text: `Has every required skill: ${SKILL_A}, ${SKILL_B}`,
    });
    expect(ours[0]!.reasons.map((r) => r.code)).toContain("rate-inside");
  });

  it("writes the reasons in the caller's language", async () => {
    const reply = await call(`/api/gigs/${gigId}/matches`, {
      token: company,
      headers: { "Accept-Language": "fi" },
    });

    expect(reply.status).toBe(200);
    const ours = (reply.json.items as Array<Match & { expert_id: string }>).find(
      (m) => m.expert_id === full,
    );
    expect(ours!.reasons[0]).toEqual({
      code: "required-skills-all",
      text: `Kaikki vaaditut taidot: ${SKILL_A}, ${SKILL_B}`,
    });
  });

  it("never lists another partner's experts, and has none on a closed gig", async () => {
    const reply = await call(`/api/gigs/${gigId}/matches`, { token: freelancer });
    expect(reply.status).toBe(200);
    const ids = (reply.json.items as Array<{ expert_id: string }>).map((m) => m.expert_id);
    expect(ids).not.toContain(full);
    expect(ids).not.toContain(half);

    const closed = await call(`/api/gigs/${closedGigId}/matches`, { token: company });
    expect(closed.status).toBe(200);
    expect(closed.json).toEqual({
      items: [],
      next_cursor: null,
      total: 0,
      total_is_estimate: false,
    });
  });

  it("is 404 for a gig that does not exist and 401 without a caller", async () => {
    expectError(await call("/api/gigs/999999999/matches", { token: company }), 404, "not-found");
    expectError(await call("/api/gigs/abc/matches", { token: company }), 404, "not-found");
    expectError(await call(`/api/gigs/${gigId}/matches`), 401, "unauthorized");
  });
});

describe("GET /api/experts/{id}/matches", () => {
  it("lists the open gigs that fit the expert, best first, without closed gigs", async () => {
    const reply = await call(`/api/experts/${full}/matches`, { token: company });

    expect(reply.status).toBe(200);
    const items = reply.json.items as Array<Match & { gig_id: number; title: string }>;
    const scores = items.map((m) => m.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const ids = items.map((m) => m.gig_id);
    expect(ids).toContain(gigId);
    expect(ids).not.toContain(closedGigId);
    expect(items.find((m) => m.gig_id === gigId)).toMatchObject({
      title: `Match gig ${tag}`,
      score: 100,
      required_covered: 2,
      reasons: expect.arrayContaining([{ code: "rate-inside", text: expect.any(String) }]),
    });
  });

  it("is 404 for another partner's expert and for one that does not exist", async () => {
    expectError(
      await call(`/api/experts/${full}/matches`, { token: freelancer }),
      404,
      "not-found",
    );
    expectError(
      await call("/api/experts/no-such-expert/matches", { token: company }),
      404,
      "not-found",
    );
  });
});
