import { Migrator, sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { migrateToLatest, migrationProvider } from "~/db/migrate.server";
import { getExpert, updateExpert } from "~/domain/experts/experts.server";
import { offerExpert, removeOffer, type Actor } from "~/domain/offers.server";
import { getPipeline, moveCandidate } from "~/domain/pipeline.server";
import { ConflictError } from "~/domain/shared/errors";
import { personKey } from "~/domain/shared/person-key";
import * as editRoute from "~/routes/dashboard+/experts.$expertId.edit";
import * as newRoute from "~/routes/dashboard+/experts.new";
import { pdfBytes } from "../fixtures/cv/documents";
import { file, formRequest, getRequest, sessionCookieFor } from "../fixtures/cv/requests";
import { routeAnswer } from "../fixtures/matchers";
import { createTestDb, withAppDatabase } from "../fixtures/db";
import { makeCandidate, makeCompany, makeExpert, makeGig, makeStaff } from "../fixtures/factories";

/*
 * One person, one proposal per gig (issue 37, decision 047): a person is recognised by e-mail,
 * else phone, across partners; the first active proposal stands, on both engines and under races.
 */

const t = withAppDatabase();

let serial = 0;
const uniqueEmail = () => `Person.${Date.now().toString(36)}.${++serial}@Example.com`;

async function partner(partnerType: "company" | "freelancer" = "company") {
  const c = await makeCompany({ partnerType });
  const actor: Actor = { id: c.userId, company_id: c.companyId, partner_type: partnerType };
  return { ...c, actor };
}

const offerOf = (expertId: string, contactUserId: string) => ({
  expertId,
  contactUserId,
  rate: 95,
  description: "",
});

async function candidatesOn(gigId: number) {
  return getDb()
    .selectFrom("candidates")
    .select(["id", "company_id", "expert_id", "person_key", "status"])
    .where("gig_id", "=", gigId)
    .orderBy("created_at")
    .execute();
}

/** Two partners, each with an expert row of the same person, as the partners typed them. */
async function samePersonTwice(first: { email?: string; phone?: string }, second = first) {
  const a = await partner();
  const b = await partner();
  const expertA = await makeExpert(a.companyId, first);
  const expertB = await makeExpert(b.companyId, second);
  return { a, b, expertA, expertB };
}

describe(`one person, one proposal per gig (${process.env.TEST_ENGINE})`, () => {
  it("refuses another partner's offer of the same e-mail, however it is spelled, and writes nothing", async () => {
    const email = uniqueEmail();
    const { a, b, expertA, expertB } = await samePersonTwice(
      { email },
      { email: `  ${email.toUpperCase()} ` },
    );
    const gigId = await makeGig();
    expect(await offerExpert(a.actor, gigId, offerOf(expertA, a.userId))).toMatchObject({
      ok: true,
    });
    expect(await offerExpert(b.actor, gigId, offerOf(expertB, b.userId))).toEqual({
      ok: false,
      code: "already-proposed-by-another-partner",
    });
    const rows = await candidatesOn(gigId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      company_id: a.companyId,
      person_key: `email:${email.toLowerCase()}`,
    });
  });

  it("recognises a phone when there is no e-mail: 040… and +358 40… are one person", async () => {
    const { a, b, expertA, expertB } = await samePersonTwice(
      { phone: "040 765 4321" },
      { phone: "+358 (0)40-765 4321" },
    );
    const gigId = await makeGig();
    expect((await offerExpert(a.actor, gigId, offerOf(expertA, a.userId))).ok).toBe(true);
    expect(await offerExpert(b.actor, gigId, offerOf(expertB, b.userId))).toEqual({
      ok: false,
      code: "already-proposed-by-another-partner",
    });
    expect((await candidatesOn(gigId))[0]?.person_key).toBe("phone:+358407654321");
  });

  it("goes by the e-mail before the phone, and leaves experts without either unrecognised", async () => {
    const email = uniqueEmail();
    // Same phone, different e-mails: two people (the e-mail decides when there is one).
    const shared = await samePersonTwice(
      { email, phone: "040 111 2222" },
      { email: uniqueEmail(), phone: "040 111 2222" },
    );
    const unknown = await samePersonTwice({}, {});
    const gigId = await makeGig();
    for (const { a, b, expertA, expertB } of [shared, unknown]) {
      expect((await offerExpert(a.actor, gigId, offerOf(expertA, a.userId))).ok).toBe(true);
      expect((await offerExpert(b.actor, gigId, offerOf(expertB, b.userId))).ok).toBe(true);
    }
    const keys = (await candidatesOn(gigId)).map((row) => row.person_key);
    expect(keys.filter((key) => key === null)).toHaveLength(2);
  });

  it("blocks only on the same gig: the person may be proposed by another partner elsewhere", async () => {
    const { a, b, expertA, expertB } = await samePersonTwice({ email: uniqueEmail() });
    const [one, two] = [await makeGig(), await makeGig()];
    expect((await offerExpert(a.actor, one, offerOf(expertA, a.userId))).ok).toBe(true);
    expect((await offerExpert(b.actor, two, offerOf(expertB, b.userId))).ok).toBe(true);
  });

  it("treats a company's second row of the same person as already offered, not as another partner", async () => {
    const a = await partner();
    const email = uniqueEmail();
    const first = await makeExpert(a.companyId, { email });
    const duplicate = await makeExpert(a.companyId, { email: email.toLowerCase() });
    const gigId = await makeGig();
    expect((await offerExpert(a.actor, gigId, offerOf(first, a.userId))).ok).toBe(true);
    expect(await offerExpert(a.actor, gigId, offerOf(duplicate, a.userId))).toEqual({
      ok: false,
      code: "already-offered",
    });
  });

  it("recognises a freelancer by their account's e-mail, whoever offers first", async () => {
    const freelancer = await partner("freelancer");
    const own = await makeExpert(freelancer.companyId, { userId: freelancer.userId });
    const agency = await partner();
    const represented = await makeExpert(agency.companyId, {
      email: freelancer.email.toUpperCase(),
    });
    const [first, second] = [await makeGig(), await makeGig()];
    expect((await offerExpert(freelancer.actor, first, offerOf(own, freelancer.userId))).ok).toBe(
      true,
    );
    expect(await offerExpert(agency.actor, first, offerOf(represented, agency.userId))).toEqual({
      ok: false,
      code: "already-proposed-by-another-partner",
    });
    expect((await offerExpert(agency.actor, second, offerOf(represented, agency.userId))).ok).toBe(
      true,
    );
    expect(await offerExpert(freelancer.actor, second, offerOf(own, freelancer.userId))).toEqual({
      ok: false,
      code: "already-proposed-by-another-partner",
    });
  });

  it("lets a withdrawn or a declined proposal no longer block", async () => {
    const email = uniqueEmail();
    const { a, b, expertA, expertB } = await samePersonTwice({ email });
    const withdrawnGig = await makeGig();
    const first = await offerExpert(a.actor, withdrawnGig, offerOf(expertA, a.userId));
    if (!first.ok) throw new Error("the first offer was refused");
    expect((await removeOffer(a.actor, first.candidateId)).ok).toBe(true);
    expect((await offerExpert(b.actor, withdrawnGig, offerOf(expertB, b.userId))).ok).toBe(true);

    const declinedGig = await makeGig();
    await makeCandidate(a.companyId, declinedGig, expertA, "declined", {
      personKey: personKey({ email }),
    });
    expect((await offerExpert(b.actor, declinedGig, offerOf(expertB, b.userId))).ok).toBe(true);
    // Still the first active proposal that stands: a third partner is refused.
    const c = await partner();
    const expertC = await makeExpert(c.companyId, { email });
    expect(await offerExpert(c.actor, declinedGig, offerOf(expertC, c.userId))).toEqual({
      ok: false,
      code: "already-proposed-by-another-partner",
    });
  });

  it("gives one candidate and refusals when several partners offer the same person at once", async () => {
    const email = uniqueEmail();
    const partners = await Promise.all([1, 2, 3, 4, 5].map(() => partner()));
    const experts = await Promise.all(partners.map((p) => makeExpert(p.companyId, { email })));
    const gigId = await makeGig();
    const results = await Promise.all(
      partners.map((p, i) => offerExpert(p.actor, gigId, offerOf(experts[i]!, p.userId))),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array(4).fill({ ok: false, code: "already-proposed-by-another-partner" }),
    );
    expect(await candidatesOn(gigId)).toHaveLength(1);
  });

  it("holds through the index when a proposal lands between the check and the insert", async () => {
    const email = uniqueEmail();
    const { a, b, expertA, expertB } = await samePersonTwice({ email });
    const gigId = await makeGig();
    // A trigger inserts partner A's proposal just before partner B's row goes in: the moment a
    // concurrent transaction on another connection (or process) would have committed it.
    await withTriggerBefore(
      `insert into candidates (id, gig_id, expert_id, company_id, status, stage, rate,
        person_key, created_at, updated_at)
       values ('race-${serial}', new.gig_id, '${expertA}', '${a.companyId}', 'REVIEW',
        'waiting-review', 90, new.person_key, new.created_at, new.created_at);`,
      async () => {
        expect(await offerExpert(b.actor, gigId, offerOf(expertB, b.userId))).toEqual({
          ok: false,
          code: "already-proposed-by-another-partner",
        });
      },
    );
    expect((await candidatesOn(gigId)).map((row) => row.company_id)).toEqual([]);
  });
});

/**
 * Runs `act` while a trigger runs `statement` before each candidate insert by a company other
 * than the one the statement inserts for (so the trigger does not fire for its own insert).
 */
async function withTriggerBefore(statement: string, act: () => Promise<void>) {
  const db = getDb();
  const body = sql.raw(statement);
  const when = sql.raw(`new.id not like 'race-%'`);
  if (t.engine === "postgres") {
    await sql`create function person_race() returns trigger language plpgsql as $$
      begin ${body} return new; end $$`.execute(db);
    await sql`create trigger person_race before insert on candidates for each row
      when (${when}) execute function person_race()`.execute(db);
  } else {
    await sql`create trigger person_race before insert on candidates when ${when}
      begin ${body} end`.execute(db);
  }
  try {
    await act();
  } finally {
    if (t.engine === "postgres") {
      await sql`drop trigger person_race on candidates`.execute(db);
      await sql`drop function person_race()`.execute(db);
    } else {
      await sql`drop trigger person_race`.execute(db);
    }
  }
}

describe(`an expert's e-mail and phone (${process.env.TEST_ENGINE})`, () => {
  it("saves them as entered and gives the expert's candidacies the new key", async () => {
    const a = await partner();
    const expertId = await makeExpert(a.companyId, { name: "Kaisa" });
    const [open, declined] = [await makeGig(), await makeGig()];
    expect((await offerExpert(a.actor, open, offerOf(expertId, a.userId))).ok).toBe(true);
    await makeCandidate(a.companyId, declined, expertId, "declined");
    const email = uniqueEmail();
    expect(
      await updateExpert(a.companyId, expertId, { name: "Kaisa", email, phone: "040 1" }),
    ).toBe(true);
    expect(await getExpert(a.companyId, expertId)).toMatchObject({ email, phone: "040 1" });
    const keys = await getDb()
      .selectFrom("candidates")
      .select("person_key")
      .where("expert_id", "=", expertId)
      .execute();
    expect(keys.map((row) => row.person_key)).toEqual(
      Array(2).fill(`email:${email.toLowerCase()}`),
    );
    // Removing both leaves the person unrecognised; leaving them out keeps them.
    await updateExpert(a.companyId, expertId, { name: "Kaisa", email: null, phone: null });
    expect((await candidatesOn(open))[0]?.person_key).toBeNull();
    await updateExpert(a.companyId, expertId, { name: "Kaisa", phone: "0501234567" });
    await updateExpert(a.companyId, expertId, { name: "Kaisa B" });
    expect(await getExpert(a.companyId, expertId)).toMatchObject({
      name: "Kaisa B",
      email: null,
      phone: "0501234567",
    });
    expect((await candidatesOn(open))[0]?.person_key).toBe("phone:+358501234567");
  });

  it("refuses an edit that would make the expert a person another partner proposed first", async () => {
    const email = uniqueEmail();
    const a = await partner();
    const b = await partner();
    const first = await makeExpert(a.companyId, { email });
    const later = await makeExpert(b.companyId, { name: "Before" });
    const gigId = await makeGig();
    expect((await offerExpert(a.actor, gigId, offerOf(first, a.userId))).ok).toBe(true);
    expect((await offerExpert(b.actor, gigId, offerOf(later, b.userId))).ok).toBe(true);
    const refused = await updateExpert(b.companyId, later, { name: "After", email }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ConflictError);
    expect(refused).toMatchObject({ code: "already-proposed-by-another-partner" });
    // Nothing of the edit was written.
    expect(await getExpert(b.companyId, later)).toMatchObject({ name: "Before", email: null });
    // Once A's proposal is declined, the edit goes through.
    const [held] = await candidatesOn(gigId);
    await moveCandidate(await makeStaff(), gigId, held!.id, {
      from: "waiting-review",
      to: "declined",
      reason: "OTHER",
    });
    expect(await updateExpert(b.companyId, later, { name: "After", email })).toBe(true);
  });

  it("refuses a staff move that brings back a declined proposal of a person proposed since", async () => {
    const email = uniqueEmail();
    const { a, b, expertA, expertB } = await samePersonTwice({ email });
    const gigId = await makeGig();
    const declined = await makeCandidate(a.companyId, gigId, expertA, "declined", {
      personKey: personKey({ email }),
    });
    expect((await offerExpert(b.actor, gigId, offerOf(expertB, b.userId))).ok).toBe(true);
    const staff = await makeStaff();
    const refused = await moveCandidate(staff, gigId, declined, {
      from: "declined",
      to: "waiting-review",
    }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "already-proposed-by-another-partner" });
    expect((await candidatesOn(gigId)).find((row) => row.id === declined)?.status).toBe("DECLINED");
  });
});

describe(`the expert dialog's e-mail and phone (${process.env.TEST_ENGINE})`, () => {
  it("adds and edits them, checks them as the registration does, and empties them", async () => {
    const a = await partner();
    const cookie = await sessionCookieFor(a.userId);
    const created = await routeAnswer(
      newRoute.action({
        request: formRequest("/dashboard/experts/new", cookie, {
          name: "Dialog Expert",
          email: " Dialog.Expert@Example.com ",
          phone: "040 222 3333",
          cv: file(pdfBytes("cv"), "cv.pdf"),
        }),
        params: {},
        context: {},
      }),
    );
    expect(created.status).toBe(302);
    const { id } = await getDb()
      .selectFrom("experts")
      .select("id")
      .where("company_id", "=", a.companyId)
      .executeTakeFirstOrThrow();
    expect(await getExpert(a.companyId, id)).toMatchObject({
      email: "dialog.expert@example.com",
      phone: "040 222 3333",
    });
    const path = `/dashboard/experts/${id}/edit`;
    const loaded = await routeAnswer(
      editRoute.loader({
        request: getRequest(path, cookie),
        params: { expertId: id },
        context: {},
      }),
    );
    expect(loaded.data.expert).toMatchObject({
      email: "dialog.expert@example.com",
      phone: "040 222 3333",
    });
    const edit = (fields: Record<string, string>) =>
      routeAnswer(
        editRoute.action({
          request: formRequest(path, cookie, { name: "Dialog Expert", ...fields }),
          params: { expertId: id },
          context: {},
        }),
      );
    const invalid = await edit({ email: "not an address", phone: "12ab" });
    expect(invalid.status).toBe(400);
    expect(invalid.data.result.error).toMatchObject({
      email: ["validation.emailInvalid"],
      phone: ["validation.phoneInvalid"],
    });
    expect(await edit({ email: "", phone: "" })).toMatchObject({ status: 302 });
    expect(await getExpert(a.companyId, id)).toMatchObject({ email: null, phone: null });
  });

  it("shows a refused edit as the form's message and keeps what was stored", async () => {
    const email = uniqueEmail();
    const a = await partner();
    const b = await partner();
    const first = await makeExpert(a.companyId, { email });
    const later = await makeExpert(b.companyId, { name: "Later" });
    const gigId = await makeGig();
    expect((await offerExpert(a.actor, gigId, offerOf(first, a.userId))).ok).toBe(true);
    expect((await offerExpert(b.actor, gigId, offerOf(later, b.userId))).ok).toBe(true);
    const refused = await routeAnswer(
      editRoute.action({
        request: formRequest(`/dashboard/experts/${later}/edit`, await sessionCookieFor(b.userId), {
          name: "Later",
          email,
        }),
        params: { expertId: later },
        context: {},
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.result.error[""]).toEqual(["experts.errors.proposedByAnotherPartner"]);
    expect(await getExpert(b.companyId, later)).toMatchObject({ email: null });
  });
});

describe(`the staff's candidate card (${process.env.TEST_ENGINE})`, () => {
  it("lists the person's proposals by other partners on any gig, with dates, newest first", async () => {
    const email = uniqueEmail();
    const key = personKey({ email });
    const a = await makeCompany({ name: "Alpha Partners Oy" });
    const b = await makeCompany({ name: "Beta Consulting Oy" });
    const expertA = await makeExpert(a.companyId, { email });
    const sameCompanyElsewhere = await makeGig({ title: "Own earlier gig" });
    const earlier = await makeGig({ title: "Earlier gig" });
    const here = await makeGig({ title: "This gig" });
    await makeCandidate(a.companyId, sameCompanyElsewhere, expertA, "waiting-review", {
      personKey: key,
      createdAt: "2026-01-05T10:00:00.000Z",
    });
    const expertB = await makeExpert(b.companyId, { email });
    await makeCandidate(b.companyId, earlier, expertB, "declined", {
      personKey: key,
      createdAt: "2026-03-01T09:00:00.000Z",
    });
    await makeCandidate(b.companyId, here, expertB, "declined", {
      personKey: key,
      createdAt: "2026-06-01T09:00:00.000Z",
    });
    const card = await makeCandidate(a.companyId, here, expertA, "waiting-review", {
      personKey: key,
    });
    const unknown = await makeCandidate(a.companyId, here, await makeExpert(a.companyId));

    const { candidates } = await getPipeline(here);
    expect(candidates.find((c) => c.id === card)?.proposedByOthers).toEqual([
      {
        gigId: here,
        gigTitle: "This gig",
        companyName: "Beta Consulting Oy",
        stage: "declined",
        proposedAt: "2026-06-01T09:00:00.000Z",
      },
      {
        gigId: earlier,
        gigTitle: "Earlier gig",
        companyName: "Beta Consulting Oy",
        stage: "declined",
        proposedAt: "2026-03-01T09:00:00.000Z",
      },
    ]);
    expect(candidates.find((c) => c.id === unknown)?.proposedByOthers).toEqual([]);
  });
});

describe(`migration 0024 (${process.env.TEST_ENGINE})`, () => {
  it("keys the candidacies made before it by e-mail, the first active one of a person only", async () => {
    const old = await createTestDb();
    try {
      const migrator = new Migrator({ db: old.db, provider: migrationProvider });
      expect((await migrator.migrateTo("0023_expert_contacts")).error).toBeUndefined();
      const db = old.db as unknown as Kysely<any>;
      const now = (minute: number) => `2026-01-01T10:${String(minute).padStart(2, "0")}:00.000Z`;
      await db
        .insertInto("companies")
        .values(
          ["c-free", "c-one", "c-two"].map((id) => ({
            id,
            name: id,
            partner_type: id === "c-free" ? "freelancer" : "company",
            created_at: now(0),
            updated_at: now(0),
          })),
        )
        .execute();
      await db
        .insertInto("users")
        .values({
          id: "u-free",
          email: "Free.Lancer@example.com",
          role: "partner",
          company_id: "c-free",
          created_at: now(0),
          updated_at: now(0),
        })
        .execute();
      const experts = [
        { id: "e-free", company_id: "c-free", user_id: "u-free", email: null },
        { id: "e-one", company_id: "c-one", user_id: null, email: " FREE.lancer@example.com" },
        { id: "e-two", company_id: "c-two", user_id: null, email: null },
      ];
      await db
        .insertInto("experts")
        .values(experts.map((e) => ({ ...e, name: e.id, created_at: now(0), updated_at: now(0) })))
        .execute();
      const gigId = Number(
        (
          await db
            .insertInto("gigs")
            .values({
              slug: "g",
              title: "G",
              description: "D",
              duration: "1",
              onsite: "remote",
              rate_min: 80,
              rate_max: 100,
              start_date: "2030-01-01",
              customer_offer_deadline: "2030-01-01",
              offer_deadline: "2030-01-01",
              language: "en",
              allocation: 100,
              status: "accepting-proposals",
              contact_name: "C",
              contact_email: "c@example.com",
              contact_phone: "+358 40 000 0000",
              published_at: now(0),
              created_at: now(0),
              updated_at: now(0),
            })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id,
      );
      const candidate = (id: string, expert: string, company: string, minute: number) => ({
        id,
        gig_id: gigId,
        expert_id: expert,
        company_id: company,
        status: "REVIEW",
        stage: "waiting-review",
        rate: 90,
        created_at: now(minute),
        updated_at: now(minute),
      });
      await db
        .insertInto("candidates")
        .values([
          candidate("k-free", "e-free", "c-free", 1),
          // The same person by a company, later: before 0024 nothing refused it.
          candidate("k-one", "e-one", "c-one", 2),
          candidate("k-two", "e-two", "c-two", 3),
        ])
        .execute();

      expect(await migrateToLatest(old.db)).toContain("0024_person_identity_and_caps");
      const keys = await old.db
        .selectFrom("candidates")
        .select(["id", "person_key"])
        .orderBy("id")
        .execute();
      expect(keys).toEqual([
        { id: "k-free", person_key: "email:free.lancer@example.com" },
        { id: "k-one", person_key: null },
        { id: "k-two", person_key: null },
      ]);
      const gig = await old.db
        .selectFrom("gigs")
        .select("submission_cap")
        .where("id", "=", gigId)
        .executeTakeFirstOrThrow();
      expect(gig.submission_cap).toBeNull();
      await expect(
        old.db.updateTable("gigs").set({ submission_cap: 0 }).where("id", "=", gigId).execute(),
      ).rejects.toThrow();

      expect((await migrator.migrateTo("0023_expert_contacts")).error).toBeUndefined();
      const tables = await old.db.introspection.getTables();
      expect(
        tables.find((table) => table.name === "candidates")!.columns.map((c) => c.name),
      ).not.toContain("person_key");
      expect(await migrateToLatest(old.db)).toContain("0024_person_identity_and_caps");
    } finally {
      await old.destroy();
    }
  });
});
