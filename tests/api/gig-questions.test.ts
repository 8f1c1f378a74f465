// The questions calls of the JSON API (issue 37, decision 049), over HTTP against the production
// build: a partner asks on a published gig that takes offers, reads the answered questions and
// their company's own waiting ones, and never another company's or the asker.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { addUnregisteredAccount, call, expectError, signIn, withApiServer } from "./lib";

const api = withApiServer();

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function addGig(title: string, options: { deadline?: number; published?: boolean } = {}) {
  const now = new Date().toISOString();
  const row = await api.db
    .insertInto("gigs")
    .values({
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      title,
      description: "Description",
      duration: "6 months",
      required_skills: "[]",
      nice_to_have_skills: "[]",
      onsite: "remote",
      rate_min: 80,
      rate_max: 110,
      start_date: day(30),
      customer_offer_deadline: day(20),
      offer_deadline: day(options.deadline ?? 10),
      language: "en",
      allocation: 100,
      status: "accepting-proposals",
      contact_name: "Contact",
      contact_email: "contact@example.com",
      contact_phone: "+358 40 000 0000",
      published: options.published === false ? 0 : 1,
      first_published_at: options.published === false ? null : now,
      published_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const questionCount = async (gigId: number) =>
  (await api.db.selectFrom("gig_questions").select("id").where("gig_id", "=", gigId).execute())
    .length;

let company: string;
let colleague: string;
let freelancer: string;
let gigId: number;

beforeAll(async () => {
  company = (await signIn("company@example.com")).jwt;
  colleague = (await signIn("matti.example@example.com")).jwt;
  freelancer = (await signIn("freelancer@example.com")).jwt;
  gigId = await addGig(`Questions API gig ${randomUUID().slice(0, 8)}`);
});

describe("questions on a gig", () => {
  it("are asked with { text }: 201 with the question, which only the asking company lists until answered", async () => {
    const asked = await call(`/api/gigs/${gigId}/questions`, {
      token: company,
      json: { text: "  Is the customer on Azure?\r\nOr AWS?  " },
    });
    expect(asked.status).toBe(201);
    expect(asked.json).toEqual({
      id: expect.any(Number),
      question: "Is the customer on Azure?\nOr AWS?",
      answer: null,
      status: "waiting",
      own: true,
      asked_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      answered_at: null,
    });

    const mine = await call(`/api/gigs/${gigId}/questions`, { token: colleague });
    expect(mine.status).toBe(200);
    expect(mine.json).toEqual({
      items: [asked.json],
      next_cursor: null,
      total: 1,
      total_is_estimate: false,
    });
    const theirs = await call(`/api/gigs/${gigId}/questions`, { token: freelancer });
    expect(theirs.json).toMatchObject({ items: [], next_cursor: null, total: 0 });

    // Staff answer it (in the back office); then every caller lists it, without the asker.
    await api.db
      .updateTable("gig_questions")
      .set({ answer: "Azure.", answered_at: new Date().toISOString() })
      .where("id", "=", asked.json.id)
      .execute();
    const answered = await call(`/api/gigs/${gigId}/questions`, { token: freelancer });
    expect(answered.json.items).toEqual([
      {
        ...asked.json,
        answer: "Azure.",
        status: "answered",
        own: false,
        answered_at: expect.any(String),
      },
    ]);
    expect(JSON.stringify(answered.json)).not.toMatch(/company@example\.com|user_id|company/);
  });

  it("answer 400 with field details, 404 for an unknown or unpublished gig, 409 for a closed one", async () => {
    for (const json of [
      {},
      { text: "   " },
      { text: "Why" },
      { text: "x".repeat(1001) },
      { text: 5 },
    ]) {
      const reply = await call(`/api/gigs/${gigId}/questions`, { token: freelancer, json });
      expectError(reply, 400, "validation-failed");
      expect(Object.keys(reply.json.error.details)).toEqual(["text"]);
    }
    const empty = await call(`/api/gigs/${gigId}/questions`, {
      token: freelancer,
      json: { text: "" },
      headers: { "Accept-Language": "fi" },
    });
    expect(empty.json.error.details.text).toEqual(["Kirjoita kysymyksesi"]);

    const draft = await addGig(`Draft questions gig ${randomUUID().slice(0, 8)}`, {
      published: false,
    });
    for (const path of [
      "/api/gigs/2000000000/questions",
      `/api/gigs/${draft}/questions`,
      "/api/gigs/x/questions",
    ]) {
      expectError(await call(path, { token: freelancer }), 404, "not-found");
      expectError(
        await call(path, { token: freelancer, json: { text: "Is it still open?" } }),
        404,
        "not-found",
      );
    }

    const closed = await addGig(`Closed questions gig ${randomUUID().slice(0, 8)}`, {
      deadline: -2,
    });
    const refused = await call(`/api/gigs/${closed}/questions`, {
      token: freelancer,
      json: { text: "Is it still open?" },
    });
    expectError(refused, 409, "gig-closed");
    expect(await questionCount(closed)).toBe(0);
    expect(await questionCount(draft)).toBe(0);
  });

  it("need a caller (401), a registered partner to ask (403) and a JSON body (415)", async () => {
    expectError(await call(`/api/gigs/${gigId}/questions`), 401, "unauthorized");
    expectError(
      await call(`/api/gigs/${gigId}/questions`, { json: { text: "Anonymous question?" } }),
      401,
      "unauthorized",
    );
    const email = `questions-unregistered-${randomUUID().slice(0, 8)}@example.com`;
    await addUnregisteredAccount(api.db, randomUUID(), email);
    const { jwt } = await signIn(email);
    // An account that has not finished registration reads the answered ones, and asks nothing.
    expect((await call(`/api/gigs/${gigId}/questions`, { token: jwt })).status).toBe(200);
    expectError(
      await call(`/api/gigs/${gigId}/questions`, { token: jwt, json: { text: "May I ask?" } }),
      403,
      "not-registered",
    );
    const form = await call(`/api/gigs/${gigId}/questions`, {
      token: freelancer,
      body: "text=A+form+post",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
  });

  it("are limited to 10 an hour per user: 429 after, and nothing written", async () => {
    const gig = await addGig(`Busy questions gig ${randomUUID().slice(0, 8)}`);
    for (let i = 0; i < 10; i++) {
      const reply = await call(`/api/gigs/${gig}/questions`, {
        token: colleague,
        json: { text: `Question number ${i + 1}?` },
      });
      expect(reply.status).toBe(201);
    }
    const refused = await call(`/api/gigs/${gig}/questions`, {
      token: colleague,
      json: { text: "One question too many?" },
    });
    expectError(refused, 429, "too-many-requests");
    expect(refused.json.error.message).toMatch(/Try again in an hour/);
    expect(await questionCount(gig)).toBe(10);
    // Another user of the same company still has their own budget.
    const other = await call(`/api/gigs/${gig}/questions`, {
      token: company,
      json: { text: "Mine is not one too many?" },
    });
    expect(other.status).toBe(201);
  });
});

describe("the OpenAPI document", () => {
  it("describes both calls with their bodies, answers and the GigQuestion schema", async () => {
    const doc = (await call("/api/openapi.json")).json;
    const item = doc.paths["/api/gigs/{id}/questions"];
    expect(item.get.operationId).toBe("listGigQuestions");
    expect(item.post.operationId).toBe("askGigQuestion");
    expect(item.post.requestBody.content["application/json"].schema).toMatchObject({
      properties: { text: { type: "string", minLength: 5, maxLength: 1000 } },
      required: ["text"],
    });
    expect(item.post.responses["201"].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/GigQuestion",
    });
    expect(Object.keys(item.post.responses).sort()).toEqual(
      // 405, 413, 415, 422 and 503 by the rules every call of its kind follows (decision 052).
      ["201", "400", "401", "403", "404", "405", "409", "413", "415", "422", "429", "503"].sort(),
    );
    expect(item.get.responses["200"].content["application/json"].schema.properties.items).toEqual({
      type: "array",
      items: { $ref: "#/components/schemas/GigQuestion" },
    });
    const schema = doc.components.schemas.GigQuestion;
    expect(Object.keys(schema.properties).sort()).toEqual(
      ["answer", "answered_at", "asked_at", "id", "own", "question", "status"].sort(),
    );
    expect(schema.properties.status.enum).toEqual(["waiting", "answered"]);
  });
});
