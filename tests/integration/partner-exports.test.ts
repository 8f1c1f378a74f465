import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { companyOfferBatches } from "~/domain/offer-export.server";
import * as apiMyGigsRoute from "~/routes/api+/my-gigs";
import * as exportRoute from "~/routes/api+/users.current_.export";
import * as csvRoute from "~/routes/dashboard+/my-gigs[.]csv";
import { hashToken, newId } from "~/utils/ids.server";
import { sessionCookieFor } from "../fixtures/cv/requests";
import { withAppDatabase } from "../fixtures/db";
import {
  makeCandidate,
  makeCompany,
  makeExpert,
  makeGig,
  makeStaff,
  makeUser,
} from "../fixtures/factories";

withAppDatabase();

/** RFC 4180 as csv-stringify writes it: quoted fields may hold commas, quotes ("") and CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (quoted) {
      field += ch;
    } else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else {
      field += ch;
    }
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

async function callLoader(
  route: { loader: (args: never) => unknown },
  path: string,
  headers: Record<string, string>,
): Promise<Response> {
  const request = new Request(`http://localhost:3000${path}`, { headers });
  const answer = await (route.loader as (args: unknown) => Promise<Response>)({
    request,
    params: {},
    context: {},
  });
  return answer;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The CSV's text, after checking it starts with a UTF-8 byte-order mark (Excel reads ä by it). */
async function csvText(response: Response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder().decode(bytes);
}

describe(`offers CSV (${process.env.TEST_ENGINE})`, () => {
  it("lists the company's offers, one row each, newest first, formulas made safe", async () => {
    const c = await makeCompany();
    const other = await makeCompany();
    const gig = await makeGig({ title: '=HYPERLINK("http://evil.example","Click")' });
    const plain = await makeGig({ title: "Data platform, phase 2" });
    const ann = await makeExpert(c.companyId, { name: "+Ann Plus" });
    const bob = await makeExpert(c.companyId, { name: "@Bob" });
    const cid = await makeExpert(c.companyId, { name: 'Cid "Quote" Doe' });
    await makeCandidate(c.companyId, gig, ann, "waiting-review", {
      createdAt: "2026-01-05T08:00:00.000Z",
      rate: 101,
    });
    await makeCandidate(c.companyId, plain, bob, "declined", {
      createdAt: "2026-02-05T08:00:00.000Z",
      declineReason: "GIG_LOST",
      feedback: "-1 for the rate",
      rate: 102,
    });
    await makeCandidate(c.companyId, plain, cid, "accepted", {
      createdAt: "2026-03-05T08:00:00.000Z",
      contactUserId: c.userId,
      rate: 103,
    });
    const theirs = await makeExpert(other.companyId, { name: "Other Company Expert" });
    await makeCandidate(other.companyId, plain, theirs, "accepted");
    const cookie = await sessionCookieFor(c.userId);

    const response = await callLoader(csvRoute, "/dashboard/my-gigs.csv", { Cookie: cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="offers-${today()}.csv"`,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await csvText(response);
    expect(text).not.toContain("Other Company Expert");
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      "Gig ID",
      "Gig",
      "Expert offer deadline",
      "Expert",
      "Rate (€/h)",
      "Stage",
      "Offered on",
      "Last change",
      "Decline reason",
      "Feedback",
      "Contact person",
      "Expert's consent",
      "Consent answered on",
    ]);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r[3])).toEqual(['Cid "Quote" Doe', "'@Bob", "'+Ann Plus"]);
    expect(rows[0]).toEqual([
      String(plain),
      "Data platform, phase 2",
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      'Cid "Quote" Doe',
      "103",
      "Accepted",
      "2026-03-05",
      "2026-03-05",
      "",
      "",
      "Test User",
      "Consent not asked (no e-mail)",
      "",
    ]);
    expect(rows[1]).toMatchObject({
      4: "102",
      5: "Declined",
      8: "The gig was lost",
      9: "'-1 for the rate",
    });
    expect(rows[2]![1]).toBe('\'=HYPERLINK("http://evil.example","Click")');
    expect(rows[2]![5]).toBe("Waiting review");
  });

  it("writes headers and words in the reader's language, and the API's CSV alike", async () => {
    const c = await makeCompany();
    const gig = await makeGig();
    await makeCandidate(c.companyId, gig, await makeExpert(c.companyId), "declined", {
      declineReason: "INSUFFICIENT_SKILLS",
    });
    const agreed = await makeCandidate(c.companyId, await makeGig(), await makeExpert(c.companyId));
    await getDb()
      .updateTable("candidates")
      .set({ consent: "agreed", consent_at: "2026-03-06T21:30:00.000Z" })
      .where("id", "=", agreed)
      .execute();
    const cookie = await sessionCookieFor(c.userId);
    const page = await callLoader(csvRoute, "/dashboard/my-gigs.csv", {
      Cookie: cookie,
      "Accept-Language": "fi",
    });
    expect(page.headers.get("Content-Disposition")).toBe(
      `attachment; filename="tarjoukset-${today()}.csv"`,
    );
    const pageText = await csvText(page);
    const [header] = parseCsv(pageText);
    expect(header!.slice(0, 4)).toEqual([
      "Keikan tunnus",
      "Keikka",
      "Asiantuntijatarjousten määräaika",
      "Asiantuntija",
    ]);
    const [, consented, declined] = parseCsv(pageText);
    expect(declined![5]).toBe("Hylätty");
    expect(declined![8]).toBe("Riittämättömät taidot");
    // The expert's consent in words, and the Helsinki day it was given (23:30 there).
    expect(consented!.slice(-2)).toEqual([expect.stringMatching(/./), "2026-03-06"]);
    expect(consented!.slice(-2)[0]).not.toBe(declined!.slice(-2)[0]);

    const api = await callLoader(apiMyGigsRoute, "/api/my-gigs", {
      Cookie: cookie,
      Accept: "text/csv",
      "Accept-Language": "fi",
    });
    expect(api.status).toBe(200);
    expect(api.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(api.headers.get("Vary")).toBe("Accept");
    expect(await csvText(api)).toBe(pageText);

    const json = await callLoader(apiMyGigsRoute, "/api/my-gigs", {
      Cookie: cookie,
      Accept: "text/csv;q=0.5, application/json",
    });
    expect(json.headers.get("Content-Type")).toContain("application/json");
    expect(json.headers.get("Vary")).toBe("Accept");
    expect(((await json.json()) as { total: number }).total).toBe(2);
  });

  it("reads a long list in batches by key, each offer once, ties on the time included", async () => {
    const c = await makeCompany();
    const gigs = [await makeGig(), await makeGig()];
    const now = new Date().toISOString();
    const experts = Array.from({ length: 520 }, (_, i) => ({
      id: newId(),
      company_id: c.companyId,
      name: `Bulk ${i}`,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < experts.length; i += 100)
      await getDb()
        .insertInto("experts")
        .values(experts.slice(i, i + 100))
        .execute();
    const offers = gigs.flatMap((gigId) =>
      experts.map((e) => ({
        id: newId(),
        gig_id: gigId,
        expert_id: e.id,
        company_id: c.companyId,
        status: "REVIEW" as const,
        stage: "waiting-review" as const,
        rate: 90,
        additional_description: null,
        contact_user_id: null,
        decline_reason: null,
        feedback: null,
        // One instant for all: the batches' key must go on by id.
        created_at: "2026-05-01T08:00:00.000Z",
        updated_at: now,
      })),
    );
    for (let i = 0; i < offers.length; i += 100)
      await getDb()
        .insertInto("candidates")
        .values(offers.slice(i, i + 100))
        .execute();
    const sizes: number[] = [];
    const seen: string[] = [];
    for await (const batch of companyOfferBatches(c.companyId)) {
      sizes.push(batch.length);
      seen.push(...batch.map((o) => o.id));
    }
    expect(sizes).toEqual([1000, 40]);
    expect(new Set(seen).size).toBe(1040);
    expect([...seen].sort()).toEqual(offers.map((o) => o.id).sort());
  });
});

describe(`my data export (${process.env.TEST_ENGINE})`, () => {
  it("gives the user's own data and the company's experts and offers, no secrets", async () => {
    const passwordHash = "scrypt$secret-salt$secret-hash-value";
    const c = await makeCompany({ owner: { passwordHash, name: "Olli Owner" } });
    const other = await makeCompany();
    const db = getDb();
    const now = new Date().toISOString();
    const later = new Date(Date.now() + 86_400_000).toISOString();
    await db
      .insertInto("identities")
      .values({
        id: newId(),
        user_id: c.userId,
        provider: "google",
        subject: "google-subject-1",
        email: c.email,
        created_at: now,
      })
      .execute();
    await db
      .insertInto("one_time_tokens")
      .values({
        id: newId(),
        token_hash: hashToken("one-time-secret"),
        purpose: "reset-password",
        user_id: c.userId,
        data: null,
        expires_at: later,
        used_at: null,
        created_at: now,
      })
      .execute();
    await db
      .insertInto("registration_drafts")
      .values({
        user_id: c.userId,
        data: JSON.stringify({ partnerType: "company", inviteToken: "draft-invite-secret" }),
        updated_at: now,
      })
      .execute();
    await db
      .insertInto("newsletter_subscriptions")
      .values({
        id: newId(),
        email: c.email,
        locale: "fi",
        unsubscribe_token_hash: hashToken("unsubscribe-secret"),
        subscribed_at: now,
        unsubscribed_at: null,
        retired_token_hash: null,
        retired_token_until: null,
      })
      .execute();
    await db
      .insertInto("invites")
      .values({
        id: newId(),
        company_id: c.companyId,
        email: "invitee@example.com",
        message: null,
        token_hash: hashToken("invite-secret"),
        invited_by_user_id: c.userId,
        sent_at: now,
        expires_at: later,
        consumed_at: null,
        deleted_at: null,
        created_at: now,
      })
      .execute();
    const staff = await makeStaff();
    await db
      .insertInto("audit_events")
      .values([
        {
          at: now,
          actor_user_id: staff.id,
          company_id: c.companyId,
          action: "user.disabled",
          subject_type: "user",
          subject_id: c.userId,
          data: null,
          ip: "203.0.113.77",
        },
        {
          at: now,
          actor_user_id: staff.id,
          company_id: other.companyId,
          action: "user.disabled",
          subject_type: "user",
          subject_id: other.userId,
          data: null,
          ip: "203.0.113.78",
        },
      ])
      .execute();
    const expert = await makeExpert(c.companyId, { name: "Eeva Expert", cvFilename: "eeva.pdf" });
    await makeExpert(c.companyId, { name: "No Cv", cv: null });
    const gig = await makeGig({ title: "Export gig" });
    const offer = await makeCandidate(c.companyId, gig, expert, "declined", {
      declineReason: "GIG_CANCELLED",
      feedback: "Cancelled by the customer",
      contactUserId: c.userId,
    });
    const colleague = await makeUser(c.companyId, { name: "Colleague Person" });
    const question = (userId: string, text: string) => ({
      gig_id: gig,
      company_id: c.companyId,
      user_id: userId,
      text,
      public_text: null,
      answer: null,
      answered_at: null,
      answered_by: null,
      hidden_at: null,
      asked_at: now,
      updated_at: now,
    });
    await db
      .insertInto("gig_questions")
      .values([
        question(c.userId, "Is remote work possible?"),
        question(colleague.userId, "A colleague's question"),
      ])
      .execute();
    await makeCandidate(
      other.companyId,
      gig,
      await makeExpert(other.companyId, { name: "Not Mine" }),
    );

    const cookie = await sessionCookieFor(c.userId);
    const sessionHash = (
      await db
        .selectFrom("sessions")
        .select("id")
        .where("user_id", "=", c.userId)
        .executeTakeFirstOrThrow()
    ).id;
    const response = await callLoader(exportRoute, "/api/users/current/export", { Cookie: cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="gigpartners-my-data-${today()}.json"`,
    );
    const text = await response.text();
    const data = JSON.parse(text);

    expect(data).toMatchObject({ format: "gigpartners-data-export", version: 1 });
    expect(data.account).toMatchObject({
      id: c.userId,
      email: c.email,
      name: "Olli Owner",
      password_set: true,
      is_contact_person: true,
      role: "partner",
    });
    expect(data.sign_in_methods).toEqual([
      { provider: "google", subject: "google-subject-1", email: c.email, created_at: now },
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({ current: true });
    expect(Object.keys(data.sessions[0]).sort()).toEqual(
      ["created_at", "current", "expires_at", "ip", "last_seen_at", "user_agent"].sort(),
    );
    expect(data.one_time_links).toEqual([
      { purpose: "reset-password", created_at: now, expires_at: later, used_at: null },
    ]);
    expect(data.registration_draft).toEqual({ partnerType: "company" });
    expect(data.notification_settings).toEqual({
      offer_stage: true,
      offer_deadline: true,
      invite_accepted: true,
      gig_question_answered: true,
      cv_retention: true,
      gig_alerts: expect.any(String),
    });
    expect(data.newsletter_subscriptions).toEqual([
      expect.objectContaining({ email: c.email, language: "fi", unsubscribed_at: null }),
    ]);
    expect(data.invites_sent).toEqual([
      expect.objectContaining({ email: "invitee@example.com", consumed_at: null }),
    ]);
    // A log entry about the user says what and when, not which staff member or from where.
    expect(data.log_entries).toEqual([
      {
        at: now,
        action: "user.disabled",
        subject_type: "user",
        subject_id: c.userId,
        by_you: false,
        ip: null,
      },
    ]);
    // Only the user's own questions: a colleague's is the colleague's.
    expect(data.questions_asked).toEqual([
      {
        gig_id: gig,
        gig_title: "Export gig",
        text: "Is remote work possible?",
        public_text: null,
        answer: null,
        answered_at: null,
        hidden: false,
        asked_at: now,
      },
    ]);
    expect(data.company).toMatchObject({ id: c.companyId, partner_type: "company" });
    expect(data.company.experts.map((e: { name: string }) => e.name).sort()).toEqual([
      "Eeva Expert",
      "No Cv",
    ]);
    const eeva = data.company.experts.find((e: { id: string }) => e.id === expert);
    expect(eeva.cv).toEqual({
      filename: "eeva.pdf",
      mimetype: "application/pdf",
      size: expect.any(Number),
      added_at: expect.any(String),
      kept_at: null,
      download_url: `http://localhost:3000/dashboard/experts/${expert}/cv`,
    });
    expect(data.company.offers).toEqual([
      expect.objectContaining({
        id: offer,
        gig_id: gig,
        gig_title: "Export gig",
        expert_name: "Eeva Expert",
        status: "DECLINED",
        decline_reason: "GIG_CANCELLED",
        feedback: "Cancelled by the customer",
        contact_person: "Olli Owner",
      }),
    ]);

    for (const secret of [
      passwordHash,
      "secret-hash-value",
      sessionHash,
      cookie.split("=")[1]!,
      hashToken("one-time-secret"),
      hashToken("unsubscribe-secret"),
      hashToken("invite-secret"),
      "draft-invite-secret",
      "203.0.113.77",
      "203.0.113.78",
      staff.id,
      "Not Mine",
      "Colleague Person",
      colleague.email,
      "%PDF",
    ])
      expect(text, `the export shows "${secret}"`).not.toContain(secret);
  });

  it("lists a freelancer's own CV with its page, and gives staff their own data without a company", async () => {
    const f = await makeCompany({ partnerType: "freelancer" });
    const self = await makeExpert(f.companyId, { userId: f.userId, name: "Freya Freelancer" });
    const freelancer = await callLoader(exportRoute, "/api/users/current/export", {
      Cookie: await sessionCookieFor(f.userId),
    });
    const data = await freelancer.json();
    expect(data.company.partner_type).toBe("freelancer");
    expect(data.company.experts).toEqual([
      expect.objectContaining({
        id: self,
        cv: expect.objectContaining({
          download_url: "http://localhost:3000/dashboard/freelancer-information/cv",
        }),
      }),
    ]);

    const staff = await makeStaff();
    await getDb()
      .insertInto("staff_second_factors")
      .values({
        user_id: staff.id,
        secret: "TOTP-SECRET-VALUE",
        enabled_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
        last_step: null,
      })
      .execute();
    await getDb()
      .insertInto("audit_events")
      .values({
        at: new Date().toISOString(),
        actor_user_id: staff.id,
        company_id: null,
        action: "staff.signed-in",
        subject_type: "user",
        subject_id: staff.id,
        data: null,
        ip: "198.51.100.9",
      })
      .execute();
    const cookie = await sessionCookieFor(staff.id);
    // A staff session counts once its second step is passed.
    await getDb()
      .updateTable("sessions")
      .set({ second_factor_at: new Date().toISOString() })
      .where("user_id", "=", staff.id)
      .execute();
    const response = await callLoader(exportRoute, "/api/users/current/export", { Cookie: cookie });
    const text = await response.text();
    const own = JSON.parse(text);
    expect(own.account.role).toBe("staff");
    expect(own.company).toBeNull();
    expect(own.second_factor).toEqual({ enabled_at: expect.any(String), recovery_codes_left: 0 });
    expect(own.log_entries).toEqual([
      expect.objectContaining({ action: "staff.signed-in", by_you: true, ip: "198.51.100.9" }),
    ]);
    expect(text).not.toContain("TOTP-SECRET-VALUE");
  });

  it("answers 401 without a session", async () => {
    const response = await callLoader(exportRoute, "/api/users/current/export", {});
    expect(response.status).toBe(401);
  });
});
