// Questions on a gig (issue 37, decision 049): asking, answering, rewording and hiding, who sees
// what, and the answer mail through the notifications' ledger, on both engines.
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createUserSession } from "~/auth/session.server";
import { getDb } from "~/db/db.server";
import {
  answerGigQuestion,
  countWaitingGigQuestions,
  listStaffGigQuestions,
  rewordGigQuestion,
  setGigQuestionHidden,
} from "~/domain/gig-question-answers.server";
import { askGigQuestion, listGigQuestions } from "~/domain/gig-questions.server";
import {
  getNotificationSettings,
  updateNotificationSettings,
} from "~/domain/newsletter/notifications.server";
import { ConflictError, NotFoundError } from "~/domain/shared/errors";
import { RATE_LIMITS } from "~/domain/shared/rate-limit.server";
import * as gigPage from "~/routes/_public+/gigs.$id.$slug";
import * as askDialog from "~/routes/_public+/gigs.$id.$slug.ask";
import * as staffQuestions from "~/routes/staff+/gigs.$id_.questions";
import { nowIso } from "~/utils/ids.server";
import { closeAppSmtp, resetAppSmtp } from "../fixtures/app-mail";
import { withAppDatabase } from "../fixtures/db";
import {
  makeCandidate,
  makeCompany,
  makeExpert,
  makeGig,
  makeStaff,
  makeUser,
} from "../fixtures/factories";
import { routeAnswer } from "../fixtures/matchers";

const smtp = await vi.hoisted(async () => (await import("../fixtures/app-mail")).useAppSmtp());

withAppDatabase();
afterAll(async () => {
  await closeAppSmtp(smtp);
});
beforeEach(async () => {
  resetAppSmtp(smtp);
  await getDb().deleteFrom("mail_ledger").execute();
  await getDb().deleteFrom("rate_limits").execute();
});

type Asker = { id: string; company_id: string; email: string };

async function partner(): Promise<Asker> {
  const { companyId, userId, email } = await makeCompany();
  return { id: userId, company_id: companyId, email };
}

async function ask(asker: Asker, gigId: number, text = "Is remote work possible on Fridays?") {
  const asked = await askGigQuestion(asker, gigId, text);
  if (!asked.ok) throw new Error(asked.code);
  return asked.question;
}

const mailsTo = (email: string) =>
  smtp.messages.filter((m) => m.envelopeTo.includes(email.toLowerCase()));

const questionRows = (gigId: number) =>
  getDb().selectFrom("gig_questions").selectAll().where("gig_id", "=", gigId).execute();

const auditOf = (questionId: number) =>
  getDb()
    .selectFrom("audit_events")
    .selectAll()
    .where("subject_type", "=", "gig-question")
    .where("subject_id", "=", String(questionId))
    .orderBy("id")
    .execute();

describe(`questions on a gig (${process.env.TEST_ENGINE})`, () => {
  it("are asked on an open gig; until answered only the asking company sees them", async () => {
    const gigId = await makeGig({ title: "Question gig" });
    const asker = await partner();
    const colleague = await makeUser(asker.company_id);
    const other = await partner();

    const question = await ask(asker, gigId, "Is remote work possible?");
    expect(question).toMatchObject({
      question: "Is remote work possible?",
      answer: null,
      answeredAt: null,
      own: true,
    });
    expect(await countWaitingGigQuestions(gigId)).toBe(1);

    expect(await listGigQuestions({ companyId: asker.company_id }, gigId)).toEqual([question]);
    // The company's other users see it too, so nobody there asks it twice.
    await expect(
      askGigQuestion({ id: colleague.userId, company_id: asker.company_id }, gigId, "Another one?"),
    ).resolves.toMatchObject({ ok: true });
    expect(await listGigQuestions({ companyId: asker.company_id }, gigId)).toHaveLength(2);
    // Another company, staff and a caller without a company see nothing of them.
    expect(await listGigQuestions({ companyId: other.company_id }, gigId)).toEqual([]);
    expect(await listGigQuestions({ companyId: null }, gigId)).toEqual([]);
  });

  it("are refused on an unknown, unpublished or closed gig, and past the hourly limit", async () => {
    const asker = await partner();
    const draft = await makeGig({ published: false });
    const past = await makeGig({ offerDeadlineInDays: -1 });
    const won = await makeGig({ status: "won" });
    await expect(askGigQuestion(asker, 2_000_000_000, "Anyone there?")).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(askGigQuestion(asker, draft, "Anyone there?")).rejects.toBeInstanceOf(
      NotFoundError,
    );
    for (const closed of [past, won])
      await expect(askGigQuestion(asker, closed, "Anyone there?")).rejects.toMatchObject({
        code: "gig-closed",
      });

    const open = await makeGig();
    const limit = RATE_LIMITS.gigQuestionsPerUser.limit;
    for (let i = 0; i < limit; i++) await ask(asker, open, `Question number ${i}?`);
    expect(await askGigQuestion(asker, open, "One too many?")).toEqual({
      ok: false,
      code: "rate-limited",
    });
    expect(await questionRows(open)).toHaveLength(limit);
    for (const gig of [draft, past, won]) expect(await questionRows(gig)).toEqual([]);
  });

  it("once answered, show to every partner without the asker, and mail the asker and the offers' contact persons once", async () => {
    const staff = await makeStaff();
    const gigId = await makeGig({ title: "Answered gig" });
    const asker = await partner();
    // Offers on the gig: two contact persons of one company, one of them twice; a declined one.
    const offering = await partner();
    const second = await makeUser(offering.company_id, { name: "Second Contact" });
    for (const contact of [offering.id, offering.id, second.userId]) {
      const expertId = await makeExpert(offering.company_id);
      await makeCandidate(offering.company_id, gigId, expertId, "waiting-review", {
        contactUserId: contact,
      });
    }
    const declined = await partner();
    await makeCandidate(
      declined.company_id,
      gigId,
      await makeExpert(declined.company_id),
      "declined",
      { contactUserId: declined.id },
    );
    // An offer on another gig, and a switch turned off.
    const elsewhere = await partner();
    await makeCandidate(
      elsewhere.company_id,
      await makeGig(),
      await makeExpert(elsewhere.company_id),
      "waiting-review",
      { contactUserId: elsewhere.id },
    );
    const quiet = await partner();
    await makeCandidate(
      quiet.company_id,
      gigId,
      await makeExpert(quiet.company_id),
      "suitable-candidate",
      { contactUserId: quiet.id },
    );
    await updateNotificationSettings(quiet.id, {
      ...(await getNotificationSettings(quiet.id)),
      "gig-question-answered": false,
    });
    // The asker reads mail in Finnish.
    await getDb().updateTable("users").set({ locale: "fi" }).where("id", "=", asker.id).execute();

    const question = await ask(asker, gigId, "Which cloud does the customer use?");
    const answered = await answerGigQuestion(staff, gigId, question.id, "Azure, in two regions.");
    expect(answered).toEqual({ firstAnswer: true, mailed: 3 });

    const recipients = smtp.messages.map((m) => m.envelopeTo[0]).sort();
    expect(recipients).toEqual([asker.email, offering.email, second.email].sort());
    const [toAsker] = mailsTo(asker.email);
    expect(toAsker!.subject).toBe('Kysymykseesi keikasta "Answered gig" on vastattu');
    expect(toAsker!.text).toContain("Azure, in two regions.");
    expect(toAsker!.text).toContain("Saat tämän viestin, koska esitit kysymyksen.");
    const [toOffer] = mailsTo(offering.email);
    expect(toOffer!.subject).toBe('A question on "Answered gig" was answered');
    expect(toOffer!.text).toContain("Which cloud does the customer use?");
    expect(toOffer!.text).toContain("contact person of an offer on this gig");
    expect(toOffer!.links).toContain(`http://localhost:3000/gigs/${gigId}/answered-gig#questions`);
    for (const mail of smtp.messages) expect(mail.text).not.toContain(asker.email);

    // Every partner sees it now, with the answer and without the asker.
    for (const viewer of [offering, elsewhere, { company_id: null }]) {
      const seen = await listGigQuestions({ companyId: viewer.company_id }, gigId);
      expect(seen).toEqual([
        {
          id: question.id,
          question: "Which cloud does the customer use?",
          answer: "Azure, in two regions.",
          askedAt: question.askedAt,
          answeredAt: expect.any(String),
          own: false,
        },
      ]);
    }
    expect((await listGigQuestions({ companyId: asker.company_id }, gigId))[0]!.own).toBe(true);
    expect(await countWaitingGigQuestions(gigId)).toBe(0);

    // A correction is shown and audited, and mails nobody again.
    resetAppSmtp(smtp);
    expect(await answerGigQuestion(staff, gigId, question.id, "Azure, in one region.")).toEqual({
      firstAnswer: false,
      mailed: 0,
    });
    expect(smtp.messages).toEqual([]);
    expect((await listGigQuestions({ companyId: null }, gigId))[0]!.answer).toBe(
      "Azure, in one region.",
    );
    const ledger = await getDb()
      .selectFrom("mail_ledger")
      .select(["recipient_key", "state"])
      .where("kind", "=", "notify:gig-question-answered")
      .execute();
    expect(ledger).toHaveLength(3);
    expect(ledger.every((row) => row.state === "sent")).toBe(true);

    const entries = await auditOf(question.id);
    expect(entries.map((e) => e.action)).toEqual([
      "gig-question.answered",
      "gig-question.answer-edited",
    ]);
    expect(entries[0]).toMatchObject({ actor_user_id: staff.id, company_id: asker.company_id });
    expect(JSON.parse(entries[1]!.data!)).toEqual({
      before: { answer: "Azure, in two regions." },
      after: { answer: "Azure, in one region." },
    });
  });

  it("of two first answers at once, one is the first: the mails go out once", async () => {
    const staff = await makeStaff();
    const gigId = await makeGig();
    const asker = await partner();
    const question = await ask(asker, gigId);
    const results = await Promise.all([
      answerGigQuestion(staff, gigId, question.id, "Yes."),
      answerGigQuestion(staff, gigId, question.id, "Yes, on Fridays."),
    ]);
    expect(results.filter((r) => r.firstAnswer)).toHaveLength(1);
    expect(mailsTo(asker.email)).toHaveLength(1);
    expect((await auditOf(question.id)).map((e) => e.action).sort()).toEqual([
      "gig-question.answer-edited",
      "gig-question.answered",
    ]);
  });

  it("take staff's public wording, and the partner's own again when it is cleared", async () => {
    const staff = await makeStaff();
    const gigId = await makeGig();
    const asker = await partner();
    const question = await ask(asker, gigId, "can u tell me the rate for seniors??");
    await rewordGigQuestion(staff, gigId, question.id, "What is the rate for senior experts?");
    expect((await listGigQuestions({ companyId: asker.company_id }, gigId))[0]!.question).toBe(
      "What is the rate for senior experts?",
    );
    const [forStaff] = (await listStaffGigQuestions(gigId)).questions;
    expect(forStaff).toMatchObject({
      text: "can u tell me the rate for seniors??",
      publicText: "What is the rate for senior experts?",
      question: "What is the rate for senior experts?",
    });
    await answerGigQuestion(staff, gigId, question.id, "Up to 110 €/h.");
    const [mail] = mailsTo(asker.email);
    expect(mail!.text).toContain("What is the rate for senior experts?");

    await rewordGigQuestion(staff, gigId, question.id, null);
    expect((await listGigQuestions({ companyId: null }, gigId))[0]!.question).toBe(
      "can u tell me the rate for seniors??",
    );
    const reworded = (await auditOf(question.id)).filter(
      (e) => e.action === "gig-question.reworded",
    );
    expect(reworded.map((e) => JSON.parse(e.data!))).toEqual([
      {
        before: { question: "can u tell me the rate for seniors??" },
        after: { question: "What is the rate for senior experts?" },
      },
      {
        before: { question: "What is the rate for senior experts?" },
        after: { question: "can u tell me the rate for seniors??" },
      },
    ]);
  });

  it("hidden, are seen by no partner, not even the asker, and cannot be answered until shown", async () => {
    const staff = await makeStaff();
    const gigId = await makeGig();
    const asker = await partner();
    const question = await ask(asker, gigId);
    expect(await setGigQuestionHidden(staff, gigId, question.id, true)).toBe(true);
    // A second click changes nothing and records nothing.
    expect(await setGigQuestionHidden(staff, gigId, question.id, true)).toBe(false);
    expect(await listGigQuestions({ companyId: asker.company_id }, gigId)).toEqual([]);
    expect(await countWaitingGigQuestions(gigId)).toBe(0);
    await expect(answerGigQuestion(staff, gigId, question.id, "No.")).rejects.toBeInstanceOf(
      ConflictError,
    );
    expect(smtp.messages).toEqual([]);
    expect((await listStaffGigQuestions(gigId)).questions[0]).toMatchObject({ hidden: true });

    expect(await setGigQuestionHidden(staff, gigId, question.id, false)).toBe(true);
    await answerGigQuestion(staff, gigId, question.id, "No.");
    expect(await listGigQuestions({ companyId: null }, gigId)).toHaveLength(1);
    expect((await auditOf(question.id)).map((e) => e.action)).toEqual([
      "gig-question.hidden",
      "gig-question.shown",
      "gig-question.answered",
    ]);
  });

  it("are listed for staff unanswered first, then answered, then hidden, with the asker", async () => {
    const staff = await makeStaff();
    const gigId = await makeGig();
    const asker = await partner();
    const first = await ask(asker, gigId, "First question?");
    const second = await ask(asker, gigId, "Second question?");
    const third = await ask(asker, gigId, "Third question?");
    await answerGigQuestion(staff, gigId, first.id, "Answered.");
    await setGigQuestionHidden(staff, gigId, second.id, true);
    const { gig, questions } = await listStaffGigQuestions(gigId);
    expect(gig.id).toBe(gigId);
    expect(questions.map((q) => q.id)).toEqual([third.id, first.id, second.id]);
    expect(questions[0]).toMatchObject({
      askerEmail: asker.email,
      companyName: expect.any(String),
    });
    await expect(listStaffGigQuestions(2_000_000_000)).rejects.toBeInstanceOf(NotFoundError);
    // Another gig's question is not this gig's to change.
    const elsewhere = await makeGig();
    await expect(
      answerGigQuestion(staff, elsewhere, third.id, "Wrong gig."),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it("stay, without their asker, when the asker's user is deleted", async () => {
    const staff = await makeStaff();
    const gigId = await makeGig();
    const asker = await partner();
    const question = await ask(asker, gigId);
    await getDb().deleteFrom("users").where("id", "=", asker.id).execute();
    await answerGigQuestion(staff, gigId, question.id, "Still answered.");
    expect(smtp.messages).toEqual([]);
    expect((await listStaffGigQuestions(gigId)).questions[0]).toMatchObject({
      askerEmail: null,
      answer: "Still answered.",
    });
  });
});

describe("the gig page and the back office's forms", () => {
  async function cookieOf(userId: string) {
    return (await createUserSession(userId, new Request("http://localhost/"), nowIso())).split(
      ";",
    )[0]!;
  }
  const post = (url: string, cookie: string, body: Record<string, string>) =>
    new Request(url, {
      method: "POST",
      body: new URLSearchParams(body),
      headers: { Cookie: cookie },
    });

  it("ask in the gig page's dialog: field errors with 400, a refusal in the form, a toast on success", async () => {
    const gigId = await makeGig({ title: "Page gig" });
    const closed = await makeGig({ title: "Closed page gig", status: "lost" });
    const asker = await partner();
    const cookie = await cookieOf(asker.id);
    const url = `http://localhost:3000/gigs/${gigId}/page-gig`;
    const params = { id: String(gigId), slug: "page-gig" };
    const send = (text: string) =>
      routeAnswer(
        askDialog.action({ request: post(`${url}/ask`, cookie, { text }), params, context: {} }),
      );

    const empty = await send("   ");
    expect(empty.status).toBe(400);
    expect(empty.data.result.error.text).toEqual(["gigQuestions.validation.required"]);
    const short = await send(" Why ");
    expect(short.data.result.error.text).toEqual(["validation.tooShort:5"]);
    const long = await send("x".repeat(1001));
    expect(long.data.result.error.text).toEqual(["validation.tooLong:1000"]);
    expect(await questionRows(gigId)).toEqual([]);

    const asked = send("Is the start date firm?\r\nOr can it move?");
    await expect(asked).toRedirectTo(`/gigs/${gigId}/page-gig#questions`);
    await expect(asked).toHaveToast({
      type: "success",
      text: "Your question was sent. You get the answer by email.",
    });
    expect((await questionRows(gigId))[0]!.text).toBe("Is the start date firm?\nOr can it move?");

    // A closed gig's dialog sends the partner back with the reason; nothing is written. Each
    // call starts only when its assertions do: a thrown redirect waiting in a list while the
    // previous one is checked would be a rejection nobody handles yet.
    const closedParams = { id: String(closed), slug: "closed-page-gig" };
    const closedUrl = `http://localhost:3000/gigs/${closed}/closed-page-gig/ask`;
    for (const call of [
      () =>
        askDialog.loader({
          request: new Request(closedUrl, { headers: { Cookie: cookie } }),
          params: closedParams,
          context: {},
        }),
      () =>
        askDialog.action({
          request: post(closedUrl, cookie, { text: "Still open?" }),
          params: closedParams,
          context: {},
        }),
    ]) {
      const answer = routeAnswer(call());
      await expect(answer).toRedirectTo(`/gigs/${closed}/closed-page-gig#questions`);
      await expect(answer).toHaveToast({
        type: "error",
        text: "This gig no longer takes offers, so it takes no questions either.",
      });
    }
    expect(await questionRows(closed)).toEqual([]);

    // The page then lists it for the asker, waiting, with the way to ask; a visitor gets neither.
    const page = await routeAnswer(
      gigPage.loader({
        request: new Request(url, { headers: { Cookie: cookie } }),
        params,
        context: {},
      }),
    );
    expect(page.data.questions).toMatchObject({
      viewer: "partner",
      ask: "open",
      questions: [{ question: "Is the start date firm?\nOr can it move?", own: true }],
    });
    const visitor = await routeAnswer(
      gigPage.loader({ request: new Request(url), params, context: {} }),
    );
    expect(visitor.data.questions).toEqual({ viewer: "visitor" });
    // A visitor's post is sent to sign in.
    const anonymous = await routeAnswer(
      askDialog.action({
        request: new Request(`${url}/ask`, {
          method: "POST",
          body: new URLSearchParams({ text: "Hello there?" }),
        }),
        params,
        context: {},
      }),
    );
    expect(anonymous.location).toMatch(/^\/sign-in/);
    expect(await questionRows(gigId)).toHaveLength(1);
  });

  it("answer, reword and hide in the back office, each with a toast", async () => {
    const staff = await makeStaff();
    const cookie = await cookieOf(staff.id);
    const gigId = await makeGig({ title: "Back office gig" });
    const asker = await partner();
    const question = await ask(asker, gigId);
    const url = `http://localhost:3000/staff/gigs/${gigId}/questions`;
    const send = (body: Record<string, string>) =>
      routeAnswer(
        staffQuestions.action({
          request: post(url, cookie, { questionId: String(question.id), ...body }),
          params: { id: String(gigId) },
          context: {},
        }),
      );

    const blank = await send({ intent: "answer", answer: "" });
    expect(blank.status).toBe(400);
    expect(blank.data).toMatchObject({ intent: "answer", questionId: String(question.id) });
    expect(blank.data.result.error.answer).toEqual(["gigQuestions.validation.answerRequired"]);
    expect((await send({ intent: "explode" })).status).toBe(400);

    const answered = send({ intent: "answer", answer: "Yes, Fridays are remote." });
    await expect(answered).toRedirectTo(`/staff/gigs/${gigId}/questions#question-${question.id}`);
    await expect(answered).toHaveToast("The answer is published and was mailed to 1 partner user.");
    await expect(send({ intent: "reword", publicText: "Are Fridays remote?" })).toHaveToast(
      "The public wording was saved.",
    );
    await expect(send({ intent: "hide" })).toHaveToast("The question is hidden from partners.");
    await expect(send({ intent: "answer", answer: "Changed." })).toHaveToast({
      type: "error",
      text: "This question is hidden. Show it to partners again before answering it.",
    });
    await expect(send({ intent: "show" })).toHaveToast("Partners see the question again.");

    const page = await routeAnswer(
      staffQuestions.loader({
        request: new Request(url, { headers: { Cookie: cookie } }),
        params: { id: String(gigId) },
        context: {},
      }),
    );
    expect(page.data.questions).toMatchObject([
      { id: question.id, question: "Are Fridays remote?", answer: "Yes, Fridays are remote." },
    ]);
    // A partner is refused the back office.
    const partnerCookie = await cookieOf(asker.id);
    const refused = await routeAnswer(
      staffQuestions.action({
        request: post(url, partnerCookie, { questionId: String(question.id), intent: "hide" }),
        params: { id: String(gigId) },
        context: {},
      }),
    );
    expect(refused.status).toBe(403);
    expect((await listGigQuestions({ companyId: null }, gigId)).length).toBe(1);
  });
});
