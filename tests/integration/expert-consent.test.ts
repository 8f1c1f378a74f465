import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import type { CandidateStage } from "~/db/schema";
import {
  answerConsent,
  CONSENT_LINK_DAYS,
  ConsentRequiredError,
  findConsentLink,
} from "~/domain/expert-consent.server";
import { sweepConsentRequests } from "~/domain/expert-consent-mail.server";
import { consentTokenFor } from "~/domain/expert-consent-token.server";
import { listOwnOffersOnGig } from "~/domain/gig-offers.server";
import { listMyGigs } from "~/domain/my-gigs.server";
import { RETRY_AFTER_MS } from "~/domain/newsletter/notifications.server";
import { listOfferableExperts, offerExpert, removeOffer, type Actor } from "~/domain/offers.server";
import { getPipeline, moveCandidate } from "~/domain/pipeline.server";
import { createGig, getStaffGig } from "~/domain/staff-gigs.server";
import { NO_CLIENT } from "~/domain/shared/actor";
import * as answerRoute from "~/routes/_public+/representation.$answer";
import * as pipelineRoute from "~/routes/staff+/gigs.$id";
import { closeAppSmtp, resetAppSmtp } from "../fixtures/app-mail";
import { formRequest, sessionCookieFor } from "../fixtures/cv/requests";
import { withAppDatabase } from "../fixtures/db";
import { makeCompany, makeExpert, makeGig, makeStaff } from "../fixtures/factories";
import { flashedToasts, routeAnswer, type RouteAnswer } from "../fixtures/matchers";

const smtp = await vi.hoisted(async () => (await import("../fixtures/app-mail")).useAppSmtp());

withAppDatabase();
afterAll(async () => {
  await closeAppSmtp(smtp);
});
beforeEach(async () => {
  resetAppSmtp(smtp);
  await getDb().deleteFrom("mail_ledger").execute();
});

const engine = process.env.TEST_ENGINE;
const DAY_MS = 86_400_000;

/** A company (its owner offers, in `locale`), an expert with `email`, and an open gig. */
async function setUp({
  email = "eila.expert@example.com" as string | null,
  locale = "en",
  requiresConsent = false,
  partnerType = "company" as "company" | "freelancer",
} = {}) {
  const company = await makeCompany({ partnerType, name: "Acme Consulting" });
  await getDb()
    .updateTable("users")
    .set({ locale, name: "Paula Partner" })
    .where("id", "=", company.userId)
    .execute();
  const expertId = await makeExpert(company.companyId, {
    name: "Eila Expert",
    userId: partnerType === "freelancer" ? company.userId : undefined,
  });
  await getDb().updateTable("experts").set({ email }).where("id", "=", expertId).execute();
  const gigId = await makeGig({ title: "Data platform lead" });
  if (requiresConsent)
    await getDb()
      .updateTable("gigs")
      .set({ requires_consent: 1 })
      .where("id", "=", gigId)
      .execute();
  const actor: Actor = {
    id: company.userId,
    company_id: company.companyId,
    partner_type: partnerType,
  };
  return { company, actor, expertId, gigId };
}

async function offer(setup: Awaited<ReturnType<typeof setUp>>, rate = 95) {
  const result = await offerExpert(setup.actor, setup.gigId, {
    expertId: setup.expertId,
    contactUserId: setup.company.userId,
    rate,
    description: "",
  });
  if (!result.ok) throw new Error(result.code);
  return result.candidateId;
}

const candidate = (id: string) =>
  getDb()
    .selectFrom("candidates")
    .select(["status", "stage", "consent", "consent_at", "decline_reason"])
    .where("id", "=", id)
    .executeTakeFirst();

const consentRows = () =>
  getDb().selectFrom("mail_ledger").selectAll().where("kind", "=", "consent:request").execute();

const mailsTo = (address: string) => smtp.messages.filter((m) => m.envelopeTo.includes(address));

/** The token of a mail's link to /representation/<answer>. */
function tokenIn(mail: { links: string[] }, answer: "agree" | "decline") {
  const link = mail.links.find((l) => new URL(l).pathname === `/representation/${answer}`);
  if (!link) throw new Error(`no ${answer} link in ${mail.links.join(", ")}`);
  return new URL(link).searchParams.get("token")!;
}

const args = (request: Request, answer: string) => ({
  request,
  params: { answer },
  context: {},
});
const page = (answer: string, token: string) =>
  `http://localhost:3000/representation/${answer}?token=${encodeURIComponent(token)}`;
const post = (url: string, fields: Record<string, string>) =>
  new Request(url, { method: "POST", body: new URLSearchParams(fields) });

async function asData<T>(value: unknown): Promise<RouteAnswer & { data: T }> {
  const answer = await routeAnswer(value);
  expect(answer.response).toBeUndefined();
  return answer as RouteAnswer & { data: T };
}

describe(`asking the expert's consent (${engine})`, () => {
  it("mails an expert with an address once, in the offering user's language, with both links", async () => {
    const setup = await setUp({ locale: "fi" });
    const id = await offer(setup, 104);
    expect(await candidate(id)).toMatchObject({ consent: "waiting", consent_at: null });
    const [mail, ...more] = mailsTo("eila.expert@example.com");
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Acme Consulting ehdottaa sinua keikkaan "Data platform lead"');
    expect(mail!.text).toContain("104 €/h");
    expect(mail!.text).toContain("Paula Partner <");
    expect(tokenIn(mail!, "agree")).toBe(consentTokenFor(id));
    expect(tokenIn(mail!, "decline")).toBe(consentTokenFor(id));
    expect(mail!.links.some((l) => new URL(l).searchParams.get("lng") === "fi")).toBe(true);
    expect(await consentRows()).toMatchObject([{ recipient_key: id, state: "sent", attempts: 1 }]);
    // The ledger row is the claim: a second offer of the expert is refused, and no sweep sends
    // the mail again.
    const again = await offerExpert(setup.actor, setup.gigId, {
      expertId: setup.expertId,
      contactUserId: setup.company.userId,
      rate: 95,
      description: "",
    });
    expect(again).toEqual({ ok: false, code: "already-offered" });
    await sweepConsentRequests(new Date(Date.now() + RETRY_AFTER_MS * 10));
    expect(mailsTo("eila.expert@example.com")).toHaveLength(1);
  });

  it("asks nobody without an address, and takes a freelancer's own offer as consent", async () => {
    const noEmail = await setUp({ email: null });
    const silent = await offer(noEmail);
    expect(await candidate(silent)).toMatchObject({ consent: "not-asked", consent_at: null });

    const freelancer = await setUp({ partnerType: "freelancer", email: "me@example.com" });
    const self = await offer(freelancer);
    const row = await candidate(self);
    expect(row).toMatchObject({ consent: "agreed" });
    expect(row!.consent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(smtp.messages).toEqual([]);
    expect(await consentRows()).toEqual([]);
  });

  it("sends a failed request again in the sweep, and drops it when the offer is withdrawn", async () => {
    smtp.refuse(true);
    const setup = await setUp({ email: "retry.expert@example.com" });
    const id = await offer(setup);
    expect(await consentRows()).toMatchObject([{ recipient_key: id, state: "failed" }]);
    smtp.refuse(false);
    expect(await sweepConsentRequests(new Date(Date.now() + RETRY_AFTER_MS + 1000))).toEqual({
      sent: 1,
      failed: 0,
      skipped: 0,
    });
    expect(mailsTo("retry.expert@example.com")).toHaveLength(1);

    smtp.refuse(true);
    const other = await setUp({ email: "gone.expert@example.com" });
    const withdrawn = await offer(other);
    smtp.refuse(false);
    expect((await removeOffer(other.actor, withdrawn)).ok).toBe(true);
    expect(await sweepConsentRequests(new Date(Date.now() + RETRY_AFTER_MS + 1000))).toEqual({
      sent: 0,
      failed: 0,
      skipped: 1,
    });
    expect(mailsTo("gone.expert@example.com")).toEqual([]);
  });
});

describe(`the expert's answer (${engine})`, () => {
  it("records an agreement with its time, once: the other link then shows the answer", async () => {
    const setup = await setUp();
    const id = await offer(setup);
    const token = tokenIn(mailsTo("eila.expert@example.com")[0]!, "agree");
    const now = new Date();
    const answered = await answerConsent(token, "agree", { ip: "192.0.2.7" }, now);
    expect(answered).toEqual({
      state: "answered",
      consent: "agreed",
      at: now.toISOString(),
      company: "Acme Consulting",
    });
    expect(await candidate(id)).toMatchObject({
      consent: "agreed",
      consent_at: now.toISOString(),
      stage: "waiting-review",
    });
    // Single use: the decline link of the same mail changes nothing.
    expect(await answerConsent(token, "decline", NO_CLIENT)).toMatchObject({
      state: "answered",
      consent: "agreed",
    });
    expect(await candidate(id)).toMatchObject({ consent: "agreed", stage: "waiting-review" });
    const audit = await getDb()
      .selectFrom("audit_events")
      .select(["action", "ip", "actor_user_id"])
      .where("subject_id", "=", id)
      .execute();
    expect(audit).toEqual([
      { action: "candidate.consent-agreed", ip: "192.0.2.7", actor_user_id: null },
    ]);
    expect((await listOwnOffersOnGig(setup.company.companyId, setup.gigId))[0]).toMatchObject({
      consent: "agreed",
      consentAt: now.toISOString(),
    });
  });

  it("withdraws the proposal on a decline, tells the contact person, and lets the expert be offered again", async () => {
    const setup = await setUp();
    const id = await offer(setup);
    const token = tokenIn(mailsTo("eila.expert@example.com")[0]!, "decline");
    expect(await answerConsent(token, "decline", NO_CLIENT)).toMatchObject({
      state: "answered",
      consent: "declined",
    });
    expect(await candidate(id)).toMatchObject({
      status: "DECLINED",
      stage: "declined",
      consent: "declined",
      decline_reason: null,
    });
    const [notice, ...more] = mailsTo(setup.company.email);
    expect(more).toEqual([]);
    expect(notice!.text).toContain(
      "Eila Expert did not agree to be represented for this gig, so the offer was withdrawn.",
    );
    const [gig] = await listMyGigs(setup.company.companyId);
    expect(gig!.pending).toBe(false);
    expect(gig!.candidates).toMatchObject([{ id, consent: "declined", status: "DECLINED" }]);

    // The same person can be proposed again: the new offer replaces the declined one and asks.
    expect((await listOfferableExperts(setup.actor, setup.gigId)).map((e) => e.id)).toEqual([
      setup.expertId,
    ]);
    const again = await offer(setup);
    expect(await candidate(id)).toBeUndefined();
    expect(await candidate(again)).toMatchObject({ consent: "waiting", stage: "waiting-review" });
    expect(mailsTo("eila.expert@example.com")).toHaveLength(2);
  });

  it("mails no partner whose offer-stage switch is off", async () => {
    const setup = await setUp();
    await getDb()
      .updateTable("users")
      .set({ notify_offer_stage: 0 })
      .where("id", "=", setup.company.userId)
      .execute();
    const id = await offer(setup);
    await answerConsent(consentTokenFor(id), "decline", NO_CLIENT);
    expect(await candidate(id)).toMatchObject({ consent: "declined" });
    expect(mailsTo(setup.company.email)).toEqual([]);
  });

  it("takes one of two answers given at the same moment", async () => {
    const setup = await setUp();
    const id = await offer(setup);
    const token = consentTokenFor(id);
    const answers = await Promise.all([
      answerConsent(token, "agree", NO_CLIENT),
      answerConsent(token, "decline", NO_CLIENT),
    ]);
    const row = await candidate(id);
    expect(["agreed", "declined"]).toContain(row!.consent);
    // Both pages show the answer that was recorded.
    for (const answer of answers) expect(answer).toMatchObject({ consent: row!.consent });
    const audits = await getDb()
      .selectFrom("audit_events")
      .select("action")
      .where("subject_id", "=", id)
      .execute();
    expect(audits).toHaveLength(1);
  });

  it("refuses forged, tampered, expired and withdrawn links without changing anything", async () => {
    const setup = await setUp();
    const id = await offer(setup);
    const token = consentTokenFor(id);
    const [candidateId, signature] = token.split(".") as [string, string];
    const tampered = `${candidateId}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    for (const forged of [
      "",
      "not-a-token",
      `${candidateId}.${"A".repeat(43)}`,
      tampered,
      `${"x".repeat(22)}.${signature}`,
      `${token}.extra`,
      token.repeat(3),
    ]) {
      expect(await findConsentLink(forged)).toEqual({ state: "invalid" });
      expect(await answerConsent(forged, "agree", NO_CLIENT)).toEqual({ state: "invalid" });
    }
    const later = new Date(Date.now() + (CONSENT_LINK_DAYS + 1) * DAY_MS);
    expect(await answerConsent(token, "agree", NO_CLIENT, later)).toEqual({
      state: "expired",
      days: CONSENT_LINK_DAYS,
    });
    expect(await candidate(id)).toMatchObject({ consent: "waiting", consent_at: null });

    expect((await removeOffer(setup.actor, id)).ok).toBe(true);
    expect(await findConsentLink(token)).toEqual({ state: "closed" });
    expect(await answerConsent(token, "decline", NO_CLIENT)).toEqual({ state: "closed" });
  });

  it("answers on the link's page: a GET asks, the POST records and comes back to the answer", async () => {
    const setup = await setUp();
    const id = await offer(setup);
    const token = consentTokenFor(id);
    const shown = await asData<{ link: { state: string; company: string }; token: string }>(
      answerRoute.loader(args(new Request(page("agree", token)), "agree")),
    );
    expect(shown.status).toBe(200);
    expect(shown.data).toMatchObject({
      token,
      link: { state: "open", company: "Acme Consulting" },
    });
    // Opening the link (a mail scanner does) answers nothing.
    expect(await candidate(id)).toMatchObject({ consent: "waiting" });

    const done = await routeAnswer(
      answerRoute.action(args(post(page("agree", token), { token }), "agree")),
    );
    expect(done.status).toBe(302);
    expect(done.location).toMatch(/^\/representation\/agree\?token=.+&lng=en$/);
    expect(await flashedToasts(done)).toMatchObject([
      { type: "success", text: "Thank you: you agreed to be proposed" },
    ]);
    expect(await candidate(id)).toMatchObject({ consent: "agreed" });

    const answered = await asData<{ link: { state: string } }>(
      answerRoute.loader(args(new Request(page("decline", token)), "decline")),
    );
    expect(answered.data.link).toMatchObject({ state: "answered", consent: "agreed" });
  });

  it("gives a page, not an error, for a forged or expired link, a missing token and an unknown answer", async () => {
    const forged = await asData<{ link: { state: string } }>(
      answerRoute.loader(args(new Request(page("agree", "nope.nope")), "agree")),
    );
    expect(forged.status).toBe(404);
    expect(forged.data.link).toEqual({ state: "invalid" });
    const posted = await asData<{ link: { state: string } }>(
      answerRoute.action(args(post(page("decline", "x"), { token: "x".repeat(300) }), "decline")),
    );
    expect(posted.status).toBe(404);
    const empty = await asData<{ link: { state: string } }>(
      answerRoute.action(args(post("http://localhost:3000/representation/agree", {}), "agree")),
    );
    expect(empty.status).toBe(404);
    const unknown = await routeAnswer(
      answerRoute.loader(args(new Request(page("maybe", "x")), "maybe")),
    );
    expect(unknown).toMatchObject({ status: 404, thrown: true });

    const setup = await setUp();
    const id = await offer(setup);
    await getDb()
      .updateTable("candidates")
      .set({ created_at: new Date(Date.now() - (CONSENT_LINK_DAYS + 1) * DAY_MS).toISOString() })
      .where("id", "=", id)
      .execute();
    const expired = await asData<{ link: { state: string } }>(
      answerRoute.loader(args(new Request(page("agree", consentTokenFor(id))), "agree")),
    );
    expect(expired.status).toBe(410);
    expect(expired.data.link).toMatchObject({ state: "expired" });
  });
});

describe(`staff and the gig's consent setting (${engine})`, () => {
  const toCustomer = { from: "waiting-review", to: "waiting-customer-decision" } as const;

  async function moveError(
    gigId: number,
    id: string,
    move: { from: CandidateStage; to: CandidateStage },
  ) {
    const staff = await makeStaff();
    return moveCandidate(staff, gigId, id, move).then(
      () => null,
      (error: unknown) => error,
    );
  }

  it("keeps a candidate without consent from the customer on a gig that requires it", async () => {
    const setup = await setUp({ requiresConsent: true });
    const id = await offer(setup);
    const error = await moveError(setup.gigId, id, toCustomer);
    expect(error).toBeInstanceOf(ConsentRequiredError);
    expect(error).toMatchObject({ code: "consent-required", consent: "waiting" });
    expect(await candidate(id)).toMatchObject({ stage: "waiting-review" });
    // Moves short of the customer are the staff's as before.
    expect(await moveError(setup.gigId, id, { from: "waiting-review", to: "ready-to-offer" })).toBe(
      null,
    );
    expect(
      await moveError(setup.gigId, id, { from: "ready-to-offer", to: "accepted" }),
    ).toBeInstanceOf(ConsentRequiredError);

    await answerConsent(consentTokenFor(id), "agree", NO_CLIENT);
    expect(
      await moveError(setup.gigId, id, { from: "ready-to-offer", to: "waiting-customer-decision" }),
    ).toBe(null);
    expect(await candidate(id)).toMatchObject({ status: "OFFERED" });
  });

  it("says so on the pipeline page, for an expert who could not be asked too", async () => {
    const setup = await setUp({ requiresConsent: true, email: null });
    const id = await offer(setup);
    const staff = await makeStaff();
    const cookie = await sessionCookieFor(staff.id);
    await getDb()
      .updateTable("sessions")
      .set({ second_factor_at: new Date().toISOString() })
      .where("user_id", "=", staff.id)
      .execute();
    const answer = await routeAnswer(
      pipelineRoute.action({
        request: formRequest(`/staff/gigs/${setup.gigId}`, cookie, {
          candidateId: id,
          ...toCustomer,
        }),
        params: { id: String(setup.gigId) },
        context: {},
      }),
    );
    expect(answer.location).toBe(`/staff/gigs/${setup.gigId}`);
    const [toast] = await flashedToasts(answer);
    expect(toast).toMatchObject({ type: "error", title: "The candidate was not moved" });
    expect(toast!.text).toMatch(
      /^This gig needs the expert's consent .* the partner gave no e-mail address/,
    );
    expect(await candidate(id)).toMatchObject({ stage: "waiting-review" });
    const pipeline = await getPipeline(setup.gigId);
    expect(pipeline.gig.requires_consent).toBe(true);
    expect(pipeline.candidates).toMatchObject([{ id, consent: "not-asked", selfOffered: false }]);
  });

  it("lets a gig that does not require consent go ahead, and never moves a declined expert", async () => {
    const setup = await setUp();
    const id = await offer(setup);
    expect(await moveError(setup.gigId, id, toCustomer)).toBe(null);

    const other = await setUp({ email: "declines@example.com" });
    const declined = await offer(other);
    await answerConsent(consentTokenFor(declined), "decline", NO_CLIENT);
    expect(
      await moveError(other.gigId, declined, { from: "declined", to: "waiting-review" }),
    ).toMatchObject({ code: "expert-declined" });
    expect(await candidate(declined)).toMatchObject({ stage: "declined", consent: "declined" });
  });

  it("starts a gig with the requirement when the form's box is ticked, and keeps it on edit", async () => {
    const staff = await makeStaff();
    const base = {
      title: "Consent gig",
      description: "Text",
      duration: "3 months",
      requiredSkills: ["Go"],
      niceToHaveSkills: [],
      locations: [],
      onsite: "remote" as const,
      minExperienceYears: 2,
      rateMin: 80,
      rateMax: 100,
      startDate: "2030-03-01",
      offerDeadline: "2030-02-01",
      customerOfferDeadline: "2030-02-03",
      language: "English",
      allocation: 100,
      status: "accepting-proposals" as const,
      contactName: "Contact",
      contactEmail: "contact@example.com",
      contactPhone: "+358 40 000 0000",
    };
    const required = await createGig(staff, { ...base, requiresConsent: "on" });
    const optional = await createGig(staff, { ...base, requiresConsent: undefined });
    expect((await getStaffGig(required)).form.requiresConsent).toBe("on");
    expect((await getStaffGig(optional)).form.requiresConsent).toBeUndefined();
  });
});
