// The experts calls of the JSON API (spec section 7), over HTTP against the production build:
// the company's experts with their CVs as base64, the experts pages' rules (company partners
// only, another company's expert is 404, deletion locked once offered), and the CV's limits at
// every layer (the edge's Content-Length check, the streamed body cap, the decoded size).
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_JSON_UPLOAD_BYTES } from "~/server/forms/request-body.server";
import { CV_MAX_BYTES, CV_TYPES } from "~/validation/expert";
import { docxBytes, pdfBytes } from "../fixtures/cv/documents";
import { call, expectError, signIn, withApiServer } from "./lib";

const api = withApiServer();

const MB = 1024 * 1024;
const TOO_BIG = "The file is too big. The maximum size is 15 MB.";
const FORMAT = "File format not supported. Use PDF, DOC, DOCX or ODT.";

type Expert = {
  id: string;
  name: string;
  sales_pitch: string | null;
  cv: { filename: string; mimetype: string; size: number; added_at: string } | null;
  skills: string[];
  available_from: string | null;
  allocation: number;
  rate_expectation: number | null;
  work_modes: string[];
  locations: string[];
  candidacy: { stage: string; first_gig: unknown; offered_count: number };
  can_delete: boolean;
};

let company: string;
let freelancer: string;
let otherCompany: string;
let origin: string;

/** A second company with one user, added through the database (the demo data has one company). */
async function addOtherCompany() {
  const now = new Date().toISOString();
  const companyId = `api-experts-${randomUUID()}`;
  const { password_hash } = await api.db
    .selectFrom("users")
    .select("password_hash")
    .where("email", "=", "company@example.com")
    .executeTakeFirstOrThrow();
  await api.db
    .insertInto("companies")
    .values({
      id: companyId,
      name: "Other Experts Oy",
      website: "https://other.example.com",
      partner_type: "company",
      country_code: "FI",
      business_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await api.db
    .insertInto("users")
    .values({
      id: randomUUID(),
      email: "experts-api-other@example.com",
      name: "Other Company User",
      phone_number: "+358 40 000 0001",
      job_title: "Manager",
      password_hash,
      email_verified_at: now,
      disabled_at: null,
      role: "partner",
      company_id: companyId,
      is_contact_person: 1,
      terms_accepted_at: now,
      terms_version: "2023-06-01",
      registered_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return (await signIn("experts-api-other@example.com")).jwt;
}

/** The server's origin, as `call` reaches it (for the streamed bodies `call` does not send). */
async function serverOrigin() {
  const spy = vi.spyOn(globalThis, "fetch");
  try {
    await call("/healthz");
    return new URL(String(spy.mock.calls[0]![0])).origin;
  } finally {
    spy.mockRestore();
  }
}

beforeAll(async () => {
  company = (await signIn("company@example.com")).jwt;
  freelancer = (await signIn("freelancer@example.com")).jwt;
  otherCompany = await addOtherCompany();
  origin = await serverOrigin();
});

function cvBody(bytes: Buffer, filename = "cv.pdf", mimetype = "application/pdf") {
  return { data: bytes.toString("base64"), filename, mimetype };
}

async function create(token: string, fields: Record<string, unknown>) {
  return call("/api/experts", { token, json: fields });
}

async function createExpert(token = company, name = "Api Expert") {
  const reply = await create(token, {
    name,
    sales_pitch: "Ten years of TypeScript.",
    cv: cvBody(pdfBytes(name)),
  });
  expect(reply.status).toBe(201);
  return reply.json as Expert;
}

/** The CV's bytes as a client downloads them (`call` reads bodies as text). */
async function download(expertId: string) {
  const response = await fetch(`${origin}/api/experts/${expertId}/cv`, {
    headers: { Authorization: `Bearer ${company}` },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function list(token = company) {
  const reply = await call("/api/experts?limit=100", { token });
  expect(reply.status).toBe(200);
  return reply.json.items as Expert[];
}

describe("the company's experts", () => {
  it("answers a page at a time by cursor in one order, never more than 100 experts", async () => {
    const page = async (query: string) => {
      const reply = await call(`/api/experts${query}`, { token: company });
      expect(reply.status).toBe(200);
      return reply.json as {
        items: Expert[];
        next_cursor: string | null;
        total: number;
        total_is_estimate: boolean;
      };
    };
    const all = await page("?limit=100");
    expect(all).toMatchObject({
      total: all.items.length,
      next_cursor: null,
      total_is_estimate: false,
    });
    expect(all.total).toBeGreaterThan(2);
    const first = await page("?limit=2");
    expect(first.items).toEqual(all.items.slice(0, 2));
    const second = await page(`?limit=2&cursor=${first.next_cursor}`);
    expect(second.items).toEqual(all.items.slice(2, 4));
    const tooMany = await call("/api/experts?limit=101", { token: company });
    expectError(tooMany, 400, "invalid-query");
    expect(Object.keys(tooMany.json.error.details)).toEqual(["limit"]);
    expectError(await call("/api/experts?page=2", { token: company }), 400, "invalid-query");
  });

  it("lists the experts with their CV and candidacy stage", async () => {
    const items = await list();
    expect(items.length).toBeGreaterThan(0);
    for (const expert of items)
      expect(Object.keys(expert).sort()).toEqual(
        [
          "can_delete",
          "candidacy",
          "cv",
          "id",
          "name",
          "email",
          "phone",
          "role",
          "sales_pitch",
          "skills",
          "available_from",
          "allocation",
          "rate_expectation",
          "work_modes",
          "locations",
        ].sort(),
      );
    const offered = items.find((e) => e.candidacy.stage === "OFFERED_TO_CUSTOMER");
    expect(offered?.candidacy).toEqual({
      stage: "OFFERED_TO_CUSTOMER",
      first_gig: { id: expect.any(Number), title: expect.any(String), slug: expect.any(String) },
      offered_count: expect.any(Number),
    });
    expect(items.find((e) => e.cv)?.cv).toEqual({
      filename: expect.any(String),
      mimetype: expect.any(String),
      size: expect.any(Number),
      added_at: expect.any(String),
    });
    // The list holds no CV bytes, only what describes them.
    expect(JSON.stringify(items)).not.toContain("JVBERi0");
  });

  it("creates an expert with a base64 CV, stores the type read from the bytes, reads it back", async () => {
    const bytes = pdfBytes("Created through the API");
    const reply = await create(company, {
      name: "  Aino Api  ",
      sales_pitch: "Line one\r\nline two",
      cv: { data: bytes.toString("base64"), filename: "Aino CV.pdf", mimetype: "text/plain" },
    });
    expect(reply.status).toBe(201);
    const created = reply.json as Expert;
    expect(reply.headers.get("Location")).toBe(`/api/experts/${created.id}`);
    expect(created).toMatchObject({
      name: "Aino Api",
      sales_pitch: "Line one\nline two",
      cv: { filename: "Aino CV.pdf", mimetype: CV_TYPES.pdf, size: bytes.length },
      candidacy: { stage: "NONE", first_gig: null, offered_count: 0 },
      can_delete: true,
    });
    const read = await call(`/api/experts/${created.id}`, { token: company });
    expect(read.json).toEqual(created);
    expect((await list()).map((e) => e.id)).toContain(created.id);
  });

  it("takes a data URL and line-wrapped base64 as well", async () => {
    const bytes = pdfBytes("Wrapped");
    const wrapped = bytes.toString("base64").replace(/(.{76})/g, "$1\r\n");
    const reply = await create(company, {
      name: "Wrapped Base64",
      cv: { data: `data:application/pdf;base64,${wrapped}`, filename: "cv.pdf" },
    });
    expect(reply.status).toBe(201);
    expect(await download(reply.json.id)).toEqual(bytes);
  });

  it("edits name and pitch keeping the CV, then replaces the CV", async () => {
    const expert = await createExpert(company, "Edit Me");
    const kept = await call(`/api/experts/${expert.id}`, {
      method: "PUT",
      token: company,
      json: { name: "Edited Name", sales_pitch: "New pitch" },
    });
    expect(kept.status).toBe(200);
    expect(kept.json).toMatchObject({
      name: "Edited Name",
      sales_pitch: "New pitch",
      cv: expert.cv,
    });

    const docx = docxBytes();
    const replaced = await call(`/api/experts/${expert.id}`, {
      method: "PUT",
      token: company,
      json: { name: "Edited Name", cv: cvBody(docx, "new.docx", "application/msword") },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.json).toMatchObject({
      sales_pitch: null,
      cv: { filename: "new.docx", mimetype: CV_TYPES.docx, size: docx.length },
    });
    expect(await download(expert.id)).toEqual(docx);
  });

  it("downloads the CV with its type and filename", async () => {
    const bytes = pdfBytes("Download me");
    const reply = await create(company, {
      name: "Download Expert",
      cv: cvBody(bytes, "Ääkkönen CV.pdf"),
    });
    const response = await fetch(`${origin}/api/experts/${reply.json.id}/cv`, {
      headers: { Authorization: `Bearer ${company}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Aakkonen CV.pdf"; filename*=UTF-8''${encodeURIComponent("Ääkkönen CV.pdf")}`,
    );
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  });

  it("deletes an expert, which is then gone", async () => {
    const expert = await createExpert(company, "Delete Me");
    const deleted = await call(`/api/experts/${expert.id}`, { method: "DELETE", token: company });
    expect([deleted.status, deleted.json]).toEqual([
      200,
      { id: expert.id, deleted: true, withdrawn: 0 },
    ]);
    expectError(await call(`/api/experts/${expert.id}`, { token: company }), 404, "not-found");
    expectError(await call(`/api/experts/${expert.id}/cv`, { token: company }), 404, "not-found");
    expectError(
      await call(`/api/experts/${expert.id}`, { method: "DELETE", token: company }),
      404,
      "not-found",
    );
  });

  it("deletes an expert in review and withdraws its offers", async () => {
    const inReview = (await list()).find((e) => e.can_delete && e.candidacy.stage === "REVIEW");
    expect(inReview).toBeDefined();
    const reviewing = await api.db
      .selectFrom("candidates")
      .select("id")
      .where("expert_id", "=", inReview!.id)
      .where("status", "=", "REVIEW")
      .execute();
    const deleted = await call(`/api/experts/${inReview!.id}`, {
      method: "DELETE",
      token: company,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.json.withdrawn).toBe(reviewing.length);
    const left = await api.db
      .selectFrom("candidates")
      .select("id")
      .where("expert_id", "=", inReview!.id)
      .execute();
    expect(left).toEqual([]);
  });

  it("refuses to delete an expert offered to a customer (409 offered) and keeps it", async () => {
    const locked = (await list()).filter((e) => !e.can_delete);
    expect(locked.length).toBeGreaterThan(0);
    for (const expert of locked) {
      const reply = await call(`/api/experts/${expert.id}`, { method: "DELETE", token: company });
      expectError(reply, 409, "offered");
      expect(reply.json.error.message).toBe(
        "The expert has been offered to a customer or advanced past evaluation and cannot be deleted.",
      );
      expect((await call(`/api/experts/${expert.id}`, { token: company })).status).toBe(200);
    }
  });
});

describe("what an expert offers", () => {
  it("lists the demo experts with their skills, availability and rate", async () => {
    // Some of them may have been deleted above; those left all have a profile.
    const demo = (await list()).filter((e) => e.cv?.filename.endsWith("-cv.pdf"));
    expect(demo.length).toBeGreaterThanOrEqual(4);
    for (const expert of demo) {
      expect(expert.skills.length).toBeGreaterThanOrEqual(5);
      expect(expert.rate_expectation).toEqual(expect.any(Number));
      expect(expert.work_modes.length).toBeGreaterThan(0);
      expect(expert.locations.length).toBeGreaterThan(0);
      expect(expert.available_from ?? "now").toMatch(/^(now|\d{4}-\d{2}-\d{2})$/);
    }
  });

  it("creates an expert with a profile in the gigs' spelling, and reads it back", async () => {
    const reply = await create(company, {
      name: "Profiled Api",
      cv: cvBody(pdfBytes("profiled")),
      skills: ["java", "spring  boot", "Kafka, typescript", "JAVA 21", "Zig"],
      available_from: "2027-01-04",
      allocation: 60,
      rate_expectation: 95,
      work_modes: ["remote", "onsite", "remote"],
      locations: ["helsinki", "Pori"],
    });
    expect(reply.status).toBe(201);
    const created = reply.json as Expert;
    expect(created).toMatchObject({
      skills: ["Java", "Spring Boot", "Kafka", "TypeScript", "Zig"],
      available_from: "2027-01-04",
      allocation: 60,
      rate_expectation: 95,
      work_modes: ["onsite", "remote"],
      locations: ["Helsinki", "Pori"],
    });
    expect((await call(`/api/experts/${created.id}`, { token: company })).json).toEqual(created);
  });

  it("gives an expert created without a profile the defaults", async () => {
    expect(await createExpert(company, "Plain Api")).toMatchObject({
      skills: [],
      available_from: null,
      allocation: 100,
      rate_expectation: null,
      work_modes: [],
      locations: [],
    });
  });

  it("edits only the profile fields a PUT names; null clears availability and rate", async () => {
    const created = (
      await create(company, {
        name: "Edited Profile",
        cv: cvBody(pdfBytes("edited")),
        skills: ["Rust"],
        available_from: "2027-02-01",
        allocation: 50,
        rate_expectation: 80,
        work_modes: ["hybrid"],
        locations: ["Turku"],
      })
    ).json as Expert;
    const kept = await call(`/api/experts/${created.id}`, {
      method: "PUT",
      token: company,
      json: { name: "Edited Profile" },
    });
    expect(kept.json).toMatchObject({
      skills: ["Rust"],
      available_from: "2027-02-01",
      allocation: 50,
      rate_expectation: 80,
      work_modes: ["hybrid"],
      locations: ["Turku"],
    });
    const changed = await call(`/api/experts/${created.id}`, {
      method: "PUT",
      token: company,
      json: {
        name: "Edited Profile",
        skills: ["Go", "Kubernetes"],
        available_from: null,
        rate_expectation: null,
        work_modes: [],
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({
      skills: ["Go", "Kubernetes"],
      available_from: null,
      allocation: 50,
      rate_expectation: null,
      work_modes: [],
      locations: ["Turku"],
    });
  });

  it("400 with the form's messages, in the caller's language, and nothing saved", async () => {
    const expert = await createExpert(company, "Refuses Bad Profile");
    const reply = await call(`/api/experts/${expert.id}`, {
      method: "PUT",
      token: company,
      headers: { "Accept-Language": "fi" },
      json: {
        name: "Refuses Bad Profile",
        skills: Array.from({ length: 31 }, (_, i) => `Skill ${i}`),
        available_from: "2027-02-30",
        allocation: 5,
        rate_expectation: 12.5,
        work_modes: ["office"],
        locations: [42],
      },
    });
    expectError(reply, 400, "validation-failed");
    expect(reply.json.error.details).toEqual({
      skills: ["Enintään 30 taitoa"],
      available_from: ["Anna päivämäärä muodossa VVVV-KK-PP"],
      allocation: ["Anna prosentti kokonaislukuna, 10-100"],
      rate_expectation: [expect.any(String)],
      work_modes: ["Valitse työskentelytavat listalta"],
      locations: ["Anna luettelo tekstejä"],
    });
    expect((await call(`/api/experts/${expert.id}`, { token: company })).json).toEqual(expert);
  });
});

describe("who may", () => {
  it("401 without a token", async () => {
    expectError(await call("/api/experts"), 401, "unauthorized");
    expectError(
      await call("/api/experts", { json: { name: "Anonymous", cv: cvBody(pdfBytes()) } }),
      401,
      "unauthorized",
    );
    const [first] = await list();
    expectError(await call(`/api/experts/${first!.id}`), 401, "unauthorized");
    expectError(await call(`/api/experts/${first!.id}/cv`), 401, "unauthorized");
  });

  it("403 for a freelancer, whose profile is not an expert of a company", async () => {
    const [first] = await list();
    expectError(await call("/api/experts", { token: freelancer }), 403, "company-partner-required");
    const before = await api.db.selectFrom("experts").select("id").execute();
    expectError(
      await create(freelancer, { name: "Not Allowed", cv: cvBody(pdfBytes()) }),
      403,
      "company-partner-required",
    );
    expect(await api.db.selectFrom("experts").select("id").execute()).toHaveLength(before.length);
    for (const method of ["GET", "DELETE"])
      expectError(
        await call(`/api/experts/${first!.id}`, { method, token: freelancer }),
        403,
        "company-partner-required",
      );
    expectError(
      await call(`/api/experts/${first!.id}/cv`, { token: freelancer }),
      403,
      "company-partner-required",
    );
  });

  it("404 for another company's expert, never shown, edited or deleted", async () => {
    const mine = await createExpert(company, "Only Ours");
    const theirs = await createExpert(otherCompany, "Only Theirs");
    expect((await list(otherCompany)).map((e) => e.id)).toEqual([theirs.id]);
    expect((await list()).map((e) => e.id)).not.toContain(theirs.id);
    const attempts = [
      call(`/api/experts/${mine.id}`, { token: otherCompany }),
      call(`/api/experts/${mine.id}/cv`, { token: otherCompany }),
      call(`/api/experts/${mine.id}`, {
        method: "PUT",
        token: otherCompany,
        json: { name: "Taken Over" },
      }),
      call(`/api/experts/${mine.id}`, { method: "DELETE", token: otherCompany }),
      call(`/api/experts/${theirs.id}`, { method: "DELETE", token: company }),
    ];
    for (const reply of await Promise.all(attempts)) {
      expectError(reply, 404, "not-found");
      expect(reply.text).not.toContain("Only Ours");
    }
    expect((await call(`/api/experts/${mine.id}`, { token: company })).json).toEqual(mine);
    expect((await call(`/api/experts/${theirs.id}`, { token: otherCompany })).json).toEqual(theirs);
  });
});

describe("the CV's rules", () => {
  it("400 with the form's messages: no CV, bad base64, a type the bytes do not have", async () => {
    const before = await list();
    const missing = await create(company, { name: "No CV" });
    expectError(missing, 400, "validation-failed");
    expect(missing.json.error.details).toEqual({ cv: ["Uploading expert CV is required"] });

    const badBase64 = await create(company, {
      name: "Bad Base64",
      cv: { data: "not base64!", filename: "cv.pdf", mimetype: "application/pdf" },
    });
    expectError(badBase64, 400, "validation-failed");
    expect(badBase64.json.error.details).toEqual({ cv: ["The CV's data is not valid base64."] });

    const mismatch = await create(company, { name: "Mismatch", cv: cvBody(pdfBytes(), "cv.docx") });
    expectError(mismatch, 400, "validation-failed");
    expect(mismatch.json.error.details).toEqual({ cv: [FORMAT] });

    const text = await create(company, {
      name: "Text",
      cv: cvBody(Buffer.from("just text"), "cv.pdf"),
    });
    expect(text.json.error.details).toEqual({ cv: [FORMAT] });

    const fields = await create(company, { name: "", sales_pitch: "x".repeat(2001) });
    expect(Object.keys(fields.json.error.details).sort()).toEqual(["cv", "name", "sales_pitch"]);
    expect((await list()).length).toBe(before.length);
  });

  it("keeps the stored CV when an edit's CV is refused", async () => {
    const expert = await createExpert(company, "Keeps Its CV");
    const reply = await call(`/api/experts/${expert.id}`, {
      method: "PUT",
      token: company,
      json: { name: "Renamed", cv: cvBody(pdfBytes(), "cv.odt") },
    });
    expectError(reply, 400, "validation-failed");
    expect(reply.json.error.details).toEqual({ cv: [FORMAT] });
    expect((await call(`/api/experts/${expert.id}`, { token: company })).json).toEqual(expert);
  });

  it("takes a CV of exactly 15 MB", async () => {
    const bytes = Buffer.concat([pdfBytes(), Buffer.alloc(CV_MAX_BYTES - pdfBytes().length)]);
    const reply = await create(company, { name: "Exactly 15 MB", cv: cvBody(bytes) });
    expect(reply.status).toBe(201);
    expect(reply.json.cv.size).toBe(CV_MAX_BYTES);
    await call(`/api/experts/${reply.json.id}`, { method: "DELETE", token: company });
  });

  it("413 with the form's message for a CV just over 15 MB in a body under the cap", async () => {
    const before = await list();
    const bytes = Buffer.concat([pdfBytes(), Buffer.alloc(CV_MAX_BYTES + 1024)]);
    const body = JSON.stringify({ name: "Just Too Big", cv: cvBody(bytes) });
    expect(body.length).toBeLessThan(MAX_JSON_UPLOAD_BYTES);
    const reply = await call("/api/experts", {
      token: company,
      body,
      headers: { "Content-Type": "application/json" },
    });
    expectError(reply, 413, "payload-too-large");
    expect(reply.json.error.message).toBe(TOO_BIG);
    expect(reply.json.error.details).toEqual({ cv: [TOO_BIG] });

    const [first] = before;
    const edit = await call(`/api/experts/${first!.id}`, {
      method: "PUT",
      token: company,
      body: JSON.stringify({ name: first!.name, cv: cvBody(bytes) }),
      headers: { "Content-Type": "application/json" },
    });
    expectError(edit, 413, "payload-too-large");
    expect((await list()).length).toBe(before.length);
  });

  it("413 for a 16 MB CV, refused at the edge from its Content-Length", async () => {
    const bytes = Buffer.concat([pdfBytes(), Buffer.alloc(16 * MB)]);
    const reply = await create(company, { name: "Sixteen MB", cv: cvBody(bytes) });
    expectError(reply, 413, "payload-too-large");
  });

  it("413 for a chunked body over the cap, which the client reads instead of a reset", async () => {
    const before = await list();
    const head = new TextEncoder().encode('{"name":"Chunked","cv":{"filename":"cv.pdf","data":"');
    const chunk = new Uint8Array(256 * 1024).fill(65);
    const total = MAX_JSON_UPLOAD_BYTES + 2 * MB;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) {
          controller.enqueue(head);
          sent += head.length;
        } else if (sent < total) {
          controller.enqueue(chunk);
          sent += chunk.length;
        } else controller.close();
      },
    });
    const response = await fetch(`${origin}/api/experts`, {
      method: "POST",
      headers: { Authorization: `Bearer ${company}`, "Content-Type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    const text = await response.text();
    expectError(
      { status: response.status, headers: response.headers, text, json: JSON.parse(text) },
      413,
      "payload-too-large",
    );
    expect((await list()).length).toBe(before.length);
  });

  it("keeps the 1 MB cap for JSON elsewhere in the API", async () => {
    const reply = await call("/api/gigsletter/subscriptions", {
      body: JSON.stringify({ email: `${"a".repeat(2 * MB)}@example.com` }),
      headers: { "Content-Type": "application/json" },
    });
    expectError(reply, 413, "payload-too-large");
  });
});
