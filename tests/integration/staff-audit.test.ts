import { parseWithZod } from "@conform-to/zod";
import { Secret, TOTP } from "otpauth";
import { afterAll, describe, expect, it, vi } from "vitest";
import { finishSignIn } from "~/auth/finish-sign-in.server";
import { getDb } from "~/db/db.server";
import { answerConsent } from "~/domain/expert-consent.server";
import { consentTokenFor } from "~/domain/expert-consent-token.server";
import type { Staff } from "~/domain/shared/actor";
import { AUDIT_ACTIONS } from "~/domain/shared/audit-actions";
import { deleteMyAccount } from "~/domain/identity/account.server";
import { deleteCompanyUser } from "~/domain/company/company-users.server";
import { changePartnerType, setPartnerUserDisabled } from "~/domain/company/partners.server";
import { setCompanyDisabled } from "~/domain/company/company-disable.server";
import { resetStaffSecondFactor } from "~/domain/identity/staff-admin.server";
import { getExpertCvForStaff, moveCandidate } from "~/domain/pipeline.server";
import {
  answerGigQuestion,
  rewordGigQuestion,
  setGigQuestionHidden,
} from "~/domain/gig-question-answers.server";
import { askGigQuestion } from "~/domain/gig-questions.server";
import {
  confirmEnrolment,
  createEnrolmentLink,
  mailEnrolmentLink,
  openEnrolment,
  verifySecondFactor,
} from "~/domain/identity/second-factor.server";
import { applyStaffEmails, revokeStaff } from "~/domain/identity/staff-access.server";
import { closeGig, createGig, setGigPublished, updateGig } from "~/domain/staff-gigs.server";
import {
  createPost,
  deletePost,
  setPostPublished,
  updatePost,
  type StaffPostInput,
} from "~/domain/content/staff-posts.server";
import { exportSubscribers, unsubscribeByStaff } from "~/domain/newsletter/subscribers.server";
import { sweepCvRetention } from "~/domain/experts/cv-retention.server";
import { keepCv } from "~/domain/experts/cv-retention-views.server";
import * as companyUserDeleteRoute from "~/routes/dashboard+/company-and-users.users.$userId.delete";
import * as accountDeleteRoute from "~/routes/dashboard+/my-details.delete";
import * as cvRoute from "~/routes/staff+/gigs.$id_.candidates.$candidateId.cv";
import * as subscribersRoute from "~/routes/staff+/subscribers";
import * as csvRoute from "~/routes/staff+/subscribers[.]csv";
import { PEER_ADDRESS_HEADER } from "~/utils/client-address.server";
import { GigFormSchema } from "~/validation/staff-gig";
import { closeAppSmtp } from "../fixtures/app-mail";
import { formRequest, getRequest, sessionCookieFor } from "../fixtures/cv/requests";
import { routeAnswer } from "../fixtures/matchers";
import { withAppDatabase } from "../fixtures/db";
import {
  makeCandidate,
  makeCompany,
  makeExpert,
  makeGig,
  makeNewsletterSubscription,
  makeStaff,
  makeUser,
} from "../fixtures/factories";

const smtp = await vi.hoisted(async () => (await import("../fixtures/app-mail")).useAppSmtp());

withAppDatabase();
afterAll(async () => {
  await closeAppSmtp(smtp);
});

/** The client address the edge saw; each test's own, so no test reads another's rows. */
const withAddress = (request: Request, ip: string) => {
  request.headers.set(PEER_ADDRESS_HEADER, ip);
  return request;
};

/** A staff session past its second step, as after a full sign-in. */
async function staffCookie(userId: string) {
  const cookie = await sessionCookieFor(userId);
  await getDb()
    .updateTable("sessions")
    .set({ second_factor_at: new Date().toISOString() })
    .where("user_id", "=", userId)
    .execute();
  return cookie;
}

const auditRows = (where: { subjectId?: string; actor?: string }) => {
  let query = getDb()
    .selectFrom("audit_events")
    .select(["action", "actor_user_id", "subject_type", "subject_id", "company_id", "ip"])
    .orderBy("id");
  if (where.subjectId) query = query.where("subject_id", "=", where.subjectId);
  if (where.actor) query = query.where("actor_user_id", "=", where.actor);
  return query.execute();
};

async function candidateWithCv() {
  const company = await makeCompany();
  const expertId = await makeExpert(company.companyId, { name: "Cecilia CV" });
  const gigId = await makeGig({ title: "Audited gig" });
  const candidateId = await makeCandidate(company.companyId, gigId, expertId, "waiting-review", {
    contactUserId: company.userId,
  });
  return { company, gigId, candidateId };
}

describe(`the audit trail records the client's address (${process.env.TEST_ENGINE})`, () => {
  it("records who downloaded the subscriber list, and from where", async () => {
    const staff = await makeStaff();
    await makeNewsletterSubscription("listed@example.com");
    const cookie = await staffCookie(staff.id);
    const answer = await csvRoute.loader({
      request: withAddress(getRequest("/staff/subscribers.csv", cookie), "198.51.100.7"),
      params: {},
      context: {},
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("listed@example.com");
    expect(await auditRows({ actor: staff.id })).toEqual([
      {
        action: "subscriber.exported",
        actor_user_id: staff.id,
        subject_type: "newsletter",
        subject_id: "subscribers.csv",
        company_id: null,
        ip: "198.51.100.7",
      },
    ]);
  });

  it("records each staff download of a candidate's CV, and no entry for a CV not found", async () => {
    const staff = await makeStaff();
    const { company, gigId, candidateId } = await candidateWithCv();
    const cookie = await staffCookie(staff.id);
    const download = (path: string) =>
      routeAnswer(
        cvRoute.loader({
          request: withAddress(getRequest(path, cookie), "2001:db8::42"),
          params: { id: String(path.split("/")[3]), candidateId: path.split("/")[5] },
          context: {},
        }),
      );
    expect((await download(`/staff/gigs/${gigId}/candidates/${candidateId}/cv`)).status).toBe(200);
    expect((await download(`/staff/gigs/${gigId + 1}/candidates/${candidateId}/cv`)).status).toBe(
      404,
    );
    expect(await auditRows({ actor: staff.id })).toEqual([
      {
        action: "candidate.cv-downloaded",
        actor_user_id: staff.id,
        subject_type: "candidate",
        subject_id: candidateId,
        company_id: company.companyId,
        ip: "2001:db8::42",
      },
    ]);
  });

  it("takes a staff member's address from the request (TRUSTED_PROXIES decides it)", async () => {
    const staff = await makeStaff();
    await makeNewsletterSubscription("leaving@example.com");
    const { id } = await getDb()
      .selectFrom("newsletter_subscriptions")
      .select("id")
      .where("email", "=", "leaving@example.com")
      .executeTakeFirstOrThrow();
    const request = formRequest("/staff/subscribers", await staffCookie(staff.id), {
      subscriptionId: id,
    });
    const answer = await routeAnswer(
      subscribersRoute.action({
        request: withAddress(request, "203.0.113.20"),
        params: {},
        context: {},
      }),
    );
    expect(answer.status).toBe(302);
    expect(await auditRows({ subjectId: id })).toMatchObject([
      { action: "subscriber.unsubscribed", ip: "203.0.113.20" },
    ]);
  });

  it("takes a partner's address from the request when they delete a user or their account", async () => {
    const company = await makeCompany();
    const other = await makeUser(company.companyId);
    const ownerCookie = await sessionCookieFor(company.userId);
    const removed = await routeAnswer(
      companyUserDeleteRoute.action({
        request: withAddress(
          formRequest(`/dashboard/company-and-users/users/${other.userId}/delete`, ownerCookie, {}),
          "203.0.113.21",
        ),
        params: { userId: other.userId },
        context: {},
      }),
    );
    expect(removed.status).toBe(302);
    const leaving = await routeAnswer(
      accountDeleteRoute.action({
        request: withAddress(
          formRequest("/dashboard/my-details/delete", ownerCookie, {
            confirmEmail: company.email,
            expectCompanyDeletion: "true",
          }),
          "203.0.113.22",
        ),
        params: {},
        context: {},
      }),
    );
    expect(leaving.status).toBe(302);
    expect(await auditRows({ subjectId: other.userId })).toMatchObject([
      { action: "user.deleted", ip: "203.0.113.21" },
    ]);
    expect(await auditRows({ subjectId: company.userId })).toMatchObject([
      { action: "account.deleted-with-company", ip: "203.0.113.22" },
    ]);
  });

  it("every audited action records the address its actor came from", async () => {
    const ip = "192.0.2.77";
    const staff: Staff = { ...(await makeStaff()), ip };
    const before = Number(
      (
        await getDb()
          .selectFrom("audit_events")
          .select((eb) => eb.fn.max("id").as("last"))
          .executeTakeFirstOrThrow()
      ).last ?? 0,
    );

    // Gigs.
    const form = new FormData();
    for (const [name, value] of Object.entries(gigFields)) form.append(name, value);
    const gig = parseWithZod(form, { schema: GigFormSchema });
    if (gig.status !== "success") throw new Error(JSON.stringify(gig.error));
    const gigId = await createGig(staff, gig.value);
    await updateGig(staff, gigId, { ...gig.value, title: "Audited gig, renamed" });
    await setGigPublished(staff, gigId, true);
    await setGigPublished(staff, gigId, false);
    await closeGig(staff, gigId, "won");

    // Posts.
    const post = await createPost(staff, postInput);
    await updatePost(staff, post.id, { ...postInput, lead: "Another lead." });
    await setPostPublished(staff, post.id, true);
    await setPostPublished(staff, post.id, false);
    await deletePost(staff, post.id);

    // Candidates, partners, subscribers.
    const { company, gigId: pipelineGig, candidateId } = await candidateWithCv();
    await moveCandidate(staff, pipelineGig, candidateId, {
      from: "waiting-review",
      to: "waiting-customer-decision",
    });
    await moveCandidate(staff, pipelineGig, candidateId, {
      from: "waiting-customer-decision",
      to: "declined",
      reason: "INSUFFICIENT_SKILLS",
      feedback: "",
    });
    expect(await getExpertCvForStaff(staff, pipelineGig, candidateId)).not.toBeNull();
    // The expert's answers to a consent mail: no signed-in actor, the client is theirs.
    for (const answer of ["agree", "decline"] as const) {
      const asked = (await candidateWithCv()).candidateId;
      await getDb()
        .updateTable("candidates")
        .set({ consent: "waiting" })
        .where("id", "=", asked)
        .execute();
      await answerConsent(consentTokenFor(asked), answer, { ip });
    }
    await setPartnerUserDisabled(staff, company.companyId, company.userId, true);
    await setPartnerUserDisabled(staff, company.companyId, company.userId, false);
    const solo = await makeCompany();
    await changePartnerType(staff, solo.companyId, "freelancer");
    await setCompanyDisabled(staff, solo.companyId, true);
    await setCompanyDisabled(staff, solo.companyId, false);
    await makeNewsletterSubscription("audited-reader@example.com");
    const subscription = await getDb()
      .selectFrom("newsletter_subscriptions")
      .select("id")
      .where("email", "=", "audited-reader@example.com")
      .executeTakeFirstOrThrow();
    await unsubscribeByStaff(staff, subscription.id);
    await (await exportSubscribers(staff)).cancel();

    // Questions on a gig.
    const asking = await makeCompany();
    const questionGig = await makeGig();
    const asked = await askGigQuestion(
      { id: asking.userId, company_id: asking.companyId },
      questionGig,
      "Is the gig remote?",
    );
    if (!asked.ok) throw new Error(asked.code);
    await answerGigQuestion(staff, questionGig, asked.question.id, "Yes.");
    await answerGigQuestion(staff, questionGig, asked.question.id, "Yes, fully remote.");
    await rewordGigQuestion(staff, questionGig, asked.question.id, "Is it remote?");
    await setGigQuestionHidden(staff, questionGig, asked.question.id, true);
    await setGigQuestionHidden(staff, questionGig, asked.question.id, false);

    // Staff rights and the second step (the sign-in that found a listed address is the client).
    const listed = await makeUser(null);
    await getDb()
      .updateTable("users")
      .set({ email_verified_at: new Date().toISOString() })
      .where("id", "=", listed.userId)
      .execute();
    expect(await applyStaffEmails([listed.email], undefined, { ip })).toEqual([listed.email]);
    const signIn = new Request("http://localhost/sign-in", {
      headers: { [PEER_ADDRESS_HEADER]: ip },
    });
    await finishSignIn(signIn, listed.userId);
    const enrolling = { id: listed.userId, email: listed.email, name: null, locale: "en", ip };
    expect(await mailEnrolmentLink(enrolling)).toBe("sent");
    const token = new URL(await createEnrolmentLink(listed.userId)).searchParams.get("token")!;
    const opened = await openEnrolment(enrolling, token);
    const totp = new TOTP({ secret: Secret.fromBase32(opened!.secret) });
    const enrolled = await confirmEnrolment(enrolling, token, totp.generate());
    if (enrolled.result !== "ok") throw new Error(enrolled.result);
    const nextStep = totp.generate({ timestamp: Date.now() + 30_000 });
    expect(await verifySecondFactor(enrolling, nextStep)).toBe("ok");
    expect(await verifySecondFactor(enrolling, enrolled.recoveryCodes[0]!)).toBe("ok");
    for (let i = 0; i < 5; i++) await verifySecondFactor(enrolling, "000000");
    await resetStaffSecondFactor(staff, listed.userId);
    await revokeStaff(listed.email, staff.id, { ip });

    // CV retention: a partner keeps a CV; the sweep, which acts for no client, deletes another.
    const keeper = await makeCompany();
    const keptExpert = await makeExpert(keeper.companyId);
    const partner = { id: keeper.userId, company_id: keeper.companyId, ip };
    await keepCv({ ...partner, partner_type: "company" }, { expertId: keptExpert }, 24);
    const dormant = await makeExpert(keeper.companyId);
    await getDb()
      .updateTable("experts")
      .set({ cv_added_at: "2020-01-01T00:00:00.000Z" })
      .where("id", "=", dormant)
      .execute();
    await sweepCvRetention({ months: 24 });
    await sweepCvRetention({ now: new Date(Date.now() + 31 * 86_400_000), months: 24 });

    // Partners' own account changes.
    const team = await makeCompany();
    const colleague = await makeUser(team.companyId);
    const owner = { id: team.userId, company_id: team.companyId, name: null, email: team.email };
    await deleteCompanyUser({ ...owner, ip }, colleague.userId);
    const pair = await makeCompany();
    await makeUser(pair.companyId);
    await deleteMyAccount(
      { id: pair.userId, company_id: pair.companyId, ip },
      { expectCompanyDeletion: false },
    );
    await deleteMyAccount(
      { id: team.userId, company_id: team.companyId, ip },
      { expectCompanyDeletion: true },
    );

    const written = await getDb()
      .selectFrom("audit_events")
      .select(["action", "ip"])
      .where("id", ">", before)
      .execute();
    expect(
      written.filter((row) => row.ip !== (row.action === "expert.cv-deleted" ? null : ip)),
    ).toEqual([]);
    // A new audited action needs a case above, so that its address is checked too.
    expect(new Set(written.map((row) => row.action))).toEqual(new Set(AUDIT_ACTIONS));
  });
});

const gigFields: Record<string, string> = {
  title: "Audited gig",
  description: "Build the platform.",
  duration: "6 months",
  requiredSkills: "Kotlin",
  niceToHaveSkills: "",
  locations: "Tampere",
  onsite: "hybrid",
  minExperienceYears: "5",
  rateMin: "80",
  rateMax: "110",
  startDate: "2030-03-04",
  offerDeadline: "2030-02-01",
  customerOfferDeadline: "2030-02-04",
  language: "English",
  allocation: "100",
  status: "accepting-proposals",
  contactName: "Laura Virtanen",
  contactEmail: "laura.virtanen@example.com",
  contactPhone: "+358 40 123 4567",
};

const postInput: StaffPostInput = {
  locale: "en",
  title: "Audited post",
  category: "news",
  lead: "A lead paragraph.",
  body: "Some text.",
};
