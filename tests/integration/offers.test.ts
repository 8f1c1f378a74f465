import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { getDb } from "~/db/db.server";
import { isForeignKeyViolation, isUniqueViolation } from "~/db/errors.server";
import type { CandidateStage } from "~/db/schema";
import { NotFoundError } from "~/domain/shared/errors";
import { listOwnOffersOnGig } from "~/domain/gig-offers.server";
import {
  editOffer,
  getOffer,
  listContactOptions,
  listOfferableExperts,
  offerExpert,
  removeOffer,
  type Actor,
} from "~/domain/offers.server";
import { MAX_HOURLY_RATE, OfferSchema } from "~/validation/offer";
import { withAppDatabase } from "../fixtures/db";
import { makeCandidate, makeCompany, makeExpert, makeGig, makeUser } from "../fixtures/factories";

const t = withAppDatabase();

async function company(partnerType: "company" | "freelancer" = "company") {
  const c = await makeCompany({ partnerType });
  const actor: Actor = { id: c.userId, company_id: c.companyId, partner_type: partnerType };
  return { ...c, actor };
}

const input = (expertId: string, contactUserId: string, rate = 95) => ({
  expertId,
  contactUserId,
  rate,
  description: "Fits well",
});

async function expectNotFound(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(NotFoundError);
}

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const submission = parseWithZod(form, { schema: OfferSchema });
  return {
    status: submission.status,
    error: submission.status === "error" ? submission.error : undefined,
  };
}

/**
 * Runs `act` while a trigger deletes the row that a candidate's `column` refers to just before
 * the candidate is inserted or updated with the description "race": a colleague's delete landing
 * between a domain function's check and its write, made deterministic on both engines.
 */
async function withRaceTrigger(
  event: "insert" | "update",
  table: "experts" | "users",
  column: "expert_id" | "contact_user_id",
  act: () => Promise<void>,
) {
  const db = getDb();
  const when = sql.raw(`new.additional_description = 'race'`);
  const remove = sql.raw(`delete from ${table} where id = new.${column};`);
  const on = sql.raw(`before ${event} on candidates`);
  if (t.engine === "postgres") {
    await sql`create function offers_race() returns trigger language plpgsql as $$
      begin ${remove} return new; end $$`.execute(db);
    await sql`create trigger offers_race ${on} for each row when (${when})
      execute function offers_race()`.execute(db);
  } else {
    await sql`create trigger offers_race ${on} when ${when} begin ${remove} end`.execute(db);
  }
  try {
    await act();
  } finally {
    if (t.engine === "postgres") {
      await sql`drop trigger offers_race on candidates`.execute(db);
      await sql`drop function offers_race()`.execute(db);
    } else {
      await sql`drop trigger offers_race`.execute(db);
    }
  }
}

describe(`offering experts (${process.env.TEST_ENGINE})`, () => {
  it("offers an expert as a new candidate in review, waiting review", async () => {
    const { actor, companyId, userId } = await company();
    const expertId = await makeExpert(companyId);
    const gigId = await makeGig();
    const result = await offerExpert(actor, gigId, input(expertId, userId, 120));
    expect(result.ok).toBe(true);
    const row = await getDb()
      .selectFrom("candidates")
      .selectAll()
      .where("gig_id", "=", gigId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      expert_id: expertId,
      company_id: companyId,
      status: "REVIEW",
      stage: "waiting-review",
      contact_user_id: userId,
      additional_description: "Fits well",
    });
    expect(Number(row.rate)).toBe(120);
    expect(await listOfferableExperts(actor, gigId)).toEqual([]);
    const own = await listOwnOffersOnGig(companyId, gigId);
    expect(own).toMatchObject([{ status: "REVIEW", canChange: true, rate: 120 }]);
  });

  it("refuses a gig that no longer accepts offers: not accepting proposals or past its deadline", async () => {
    const { actor, companyId, userId } = await company();
    const expertId = await makeExpert(companyId);
    for (const gigId of [
      await makeGig({ status: "won" }),
      await makeGig({ status: "offer-in-progress" }),
      await makeGig({ offerDeadlineInDays: -1 }),
    ]) {
      expect(await offerExpert(actor, gigId, input(expertId, userId))).toEqual({
        ok: false,
        code: "gig-closed",
      });
    }
    const count = await getDb()
      .selectFrom("candidates")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("expert_id", "=", expertId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it("answers another company's expert, another company's contact and a missing gig with 404", async () => {
    const { actor, companyId, userId } = await company();
    const other = await company();
    const ownExpert = await makeExpert(companyId);
    const foreignExpert = await makeExpert(other.companyId);
    const gigId = await makeGig();
    await expectNotFound(offerExpert(actor, gigId, input(foreignExpert, userId)));
    await expectNotFound(offerExpert(actor, gigId, input(ownExpert, other.userId)));
    await expectNotFound(offerExpert(actor, gigId, input("no-such-expert", userId)));
    await expectNotFound(offerExpert(actor, 987654, input(ownExpert, userId)));
    expect(await listOwnOffersOnGig(companyId, gigId)).toEqual([]);
  });

  it("two simultaneous offers of the same expert give one candidate and already-offered", async () => {
    const { actor, companyId, userId } = await company();
    const colleague = await makeUser(companyId);
    const expertId = await makeExpert(companyId);
    const gigId = await makeGig();
    const results = await Promise.all([
      offerExpert(actor, gigId, input(expertId, userId, 90)),
      offerExpert(
        { ...actor, id: colleague.userId },
        gigId,
        input(expertId, colleague.userId, 100),
      ),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, code: "already-offered" }]);
    expect(await listOwnOffersOnGig(companyId, gigId)).toHaveLength(1);
    // And offering again later is refused the same way.
    expect(await offerExpert(actor, gigId, input(expertId, userId))).toEqual({
      ok: false,
      code: "already-offered",
    });
  });

  it("recognises unique violations of both engines", async () => {
    const { companyId } = await company();
    const expertId = await makeExpert(companyId);
    const gigId = await makeGig();
    await makeCandidate(companyId, gigId, expertId);
    const error = await makeCandidate(companyId, gigId, expertId).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error("other"))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });

  it("answers an expert deleted between the check and the insert with 404, not a 500", async () => {
    const { actor, companyId, userId } = await company();
    const expertId = await makeExpert(companyId);
    const gigId = await makeGig();
    // A colleague's delete lands exactly between offerExpert's check and its insert: a trigger
    // deletes the expert just before the candidate row is written.
    await withRaceTrigger("insert", "experts", "expert_id", () =>
      expectNotFound(
        offerExpert(actor, gigId, { ...input(expertId, userId), description: "race" }),
      ),
    );
    expect(await listOwnOffersOnGig(companyId, gigId)).toEqual([]);
    const error = await makeCandidate(companyId, gigId, "no-such-expert").then(
      () => null,
      (e: unknown) => e,
    );
    expect(isForeignKeyViolation(error)).toBe(true);
    expect(isForeignKeyViolation(new Error("other"))).toBe(false);
  });

  it("lets a freelancer offer only their own expert row", async () => {
    const { actor, companyId, userId } = await company("freelancer");
    const own = await makeExpert(companyId, { userId });
    const notTheirs = await makeExpert(companyId);
    const gigId = await makeGig();
    expect(await listOfferableExperts(actor, gigId)).toEqual([
      { id: own, name: expect.any(String), hasCv: true },
    ]);
    await expectNotFound(offerExpert(actor, gigId, input(notTheirs, userId)));
    expect((await offerExpert(actor, gigId, input(own, userId))).ok).toBe(true);
    expect(await listOfferableExperts(actor, gigId)).toEqual([]);
  });

  it("refuses a freelancer's offer without a CV, and writes nothing", async () => {
    const { actor, companyId, userId } = await company("freelancer");
    const own = await makeExpert(companyId, { userId, cv: null });
    const gigId = await makeGig();
    expect(await listOfferableExperts(actor, gigId)).toEqual([
      { id: own, name: expect.any(String), hasCv: false },
    ]);
    expect(await offerExpert(actor, gigId, input(own, userId))).toEqual({
      ok: false,
      code: "cv-required",
    });
    expect(await listOfferableExperts(actor, gigId)).toHaveLength(1);
    // A company may offer an expert whose CV is still coming.
    const firm = await company();
    const noCv = await makeExpert(firm.companyId, { cv: null });
    expect((await offerExpert(firm.actor, gigId, input(noCv, firm.userId))).ok).toBe(true);
  });

  it("lists only the company's experts not yet offered, and its own users as contacts", async () => {
    const { actor, companyId, userId } = await company();
    const other = await company();
    const a = await makeExpert(companyId, { name: "A expert" });
    const b = await makeExpert(companyId, { name: "B expert" });
    await makeExpert(other.companyId, { name: "Foreign" });
    const gigId = await makeGig();
    await makeCandidate(companyId, gigId, a);
    expect(await listOfferableExperts(actor, gigId)).toEqual([
      { id: b, name: "B expert", hasCv: true },
    ]);
    const contacts = await listContactOptions(companyId);
    expect(contacts.map((c) => c.id)).toEqual([userId]);
  });
});

describe(`hourly rate validation (${process.env.TEST_ENGINE})`, () => {
  const base = { expertId: "e", contactUserId: "u" };
  it.each(["0", "-5", "-1.5", "1e400", "abc", "12e"])(
    "refuses %s as not a positive number, with that one message",
    (rate) => {
      const result = parse({ ...base, rate });
      expect(result.status).toBe("error");
      expect(result.error?.rate).toEqual(["offers.validation.ratePositive"]);
    },
  );
  it.each(["1.5", "12.5", "99.99"])("refuses %s: rates are whole euros", (rate) => {
    const result = parse({ ...base, rate });
    expect(result.error?.rate).toEqual(["offers.validation.rateWholeEuros"]);
  });
  it("refuses rates above the realistic bound", () => {
    for (const rate of [String(MAX_HOURLY_RATE + 1), "9999", "1e3", "600.5"]) {
      const result = parse({ ...base, rate });
      expect(result.error?.rate).toEqual(["offers.validation.rateRealistic"]);
    }
  });
  it("accepts whole euros from 1 to the bound", () => {
    for (const rate of ["1", "95", String(MAX_HOURLY_RATE)]) {
      expect(parse({ ...base, rate }).status).toBe("success");
    }
  });
  it("requires a rate, an expert and a contact person", () => {
    const result = parse({});
    expect(Object.keys(result.error ?? {}).sort()).toEqual(["contactUserId", "expertId", "rate"]);
  });
});

describe(`editing and removing offers (${process.env.TEST_ENGINE})`, () => {
  async function offered(stage: CandidateStage = "waiting-review") {
    const c = await company();
    const expertId = await makeExpert(c.companyId);
    const gigId = await makeGig();
    const candidateId = await makeCandidate(c.companyId, gigId, expertId, stage);
    return { ...c, gigId, expertId, candidateId };
  }

  it("edits rate, description and contact person while in review", async () => {
    const { actor, companyId, candidateId } = await offered("suitable-candidate");
    const colleague = await makeUser(companyId);
    const result = await editOffer(actor, candidateId, {
      rate: 130,
      description: "Updated",
      contactUserId: colleague.userId,
    });
    expect(result.ok).toBe(true);
    const offer = await getOffer(actor, candidateId);
    expect(offer).toMatchObject({
      rate: 130,
      description: "Updated",
      contactUserId: colleague.userId,
      stage: "suitable-candidate",
      canChange: true,
    });
  });

  it.each(["waiting-customer-decision", "accepted", "declined"] as const)(
    "refuses to edit or remove once %s (beyond evaluation)",
    async (stage) => {
      const { actor, userId, candidateId } = await offered(stage);
      const before = await getOffer(actor, candidateId);
      expect(before.canChange).toBe(false);
      expect(
        await editOffer(actor, candidateId, { rate: 99, description: "", contactUserId: userId }),
      ).toEqual({ ok: false, code: "locked" });
      expect(await removeOffer(actor, candidateId)).toEqual({ ok: false, code: "locked" });
      const after = await getOffer(actor, candidateId);
      expect(after.rate).toBe(before.rate);
    },
  );

  it("removes an offer in review", async () => {
    const { actor, companyId, gigId, candidateId } = await offered("ready-to-offer");
    expect(await removeOffer(actor, candidateId)).toEqual({ ok: true, candidateId });
    expect(await listOwnOffersOnGig(companyId, gigId)).toEqual([]);
  });

  it("answers another company's candidate and a foreign contact with 404", async () => {
    const mine = await offered();
    const theirs = await offered();
    await expectNotFound(getOffer(mine.actor, theirs.candidateId));
    await expectNotFound(
      editOffer(mine.actor, theirs.candidateId, {
        rate: 1,
        description: "",
        contactUserId: mine.userId,
      }),
    );
    await expectNotFound(removeOffer(mine.actor, theirs.candidateId));
    await expectNotFound(
      editOffer(mine.actor, mine.candidateId, {
        rate: 1,
        description: "",
        contactUserId: theirs.userId,
      }),
    );
    // The other company's offer is untouched.
    expect((await getOffer(theirs.actor, theirs.candidateId)).rate).toBe(95);
  });

  it("answers a contact person deleted between the check and the update with 404", async () => {
    const { actor, companyId, candidateId } = await offered();
    const colleague = await makeUser(companyId);
    await withRaceTrigger("update", "users", "contact_user_id", () =>
      expectNotFound(
        editOffer(actor, candidateId, {
          rate: 120,
          description: "race",
          contactUserId: colleague.userId,
        }),
      ),
    );
    expect(await getOffer(actor, candidateId)).toMatchObject({ rate: 95, description: "" });
  });

  it("answers an offer looked up under another gig with 404", async () => {
    const { actor, candidateId, gigId } = await offered();
    expect((await getOffer(actor, candidateId, gigId)).id).toBe(candidateId);
    await expectNotFound(getOffer(actor, candidateId, gigId + 1000));
  });
});

describe("offer wording", () => {
  it("calls a gig a keikka in Finnish, as the gig pages and the My gigs tab do", async () => {
    const { default: fi } = await import("~/i18n/locales/offers.fi");
    const { default: base } = await import("~/i18n/locales/fi");
    expect(base.dashboard.tabs["my-gigs"]).toMatch(/keikat/i);
    const texts = JSON.stringify(fi);
    expect(texts).not.toMatch(/toimeksian/i);
    expect(fi.myGigs.browseGigs).toBe(base.home.browseGigs);
    expect(fi.errors.gigClosed).toMatch(/keikka/);
  });

  it("uses the specification's toasts and rate messages verbatim in English", async () => {
    const { default: en } = await import("~/i18n/locales/offers.en");
    expect(en.toast).toMatchObject({
      offered: "Expert offered",
      edited: "Offer edited",
      removed: "Offer removed",
      offerFailed: "Failed to offer expert",
      offeringFailed: "Offering failed",
      editFailed: "Failed to edit offer",
      removeFailed: "Failed to remove offer",
    });
    expect(en.validation).toEqual({
      ratePositive: "Hourly rate must be a positive number",
      rateWholeEuros: "Hourly rate must be in whole euros, without cents",
      rateRealistic: "Hourly rate needs to be realistic",
    });
  });
});
