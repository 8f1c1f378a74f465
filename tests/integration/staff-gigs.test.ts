import { parseWithZod } from "@conform-to/zod";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { settleGigAlerts } from "~/domain/gig-alerts.server";
import { ConflictError, NotFoundError } from "~/domain/shared/errors";
import { searchGigs } from "~/domain/gig-search/planner.server";
import { getGig } from "~/domain/gigs.server";
import { listStaffGigs } from "~/domain/pipeline.server";
import {
  closeGig,
  createGig,
  getStaffGig,
  setGigPublished,
  updateGig,
} from "~/domain/staff-gigs.server";
import * as newGigRoute from "~/routes/staff+/gigs.new";
import * as stateRoute from "~/routes/staff+/gigs.$id_.state";
import * as closeRoute from "~/routes/staff+/gigs.$id_.close";
import { getPipeline } from "~/domain/pipeline.server";
import { listAudit } from "~/domain/shared/audit.server";
import { DEFAULT_GIG_SEARCH } from "~/validation/gig-search";
import { GigFormSchema, type GigFormInput } from "~/validation/staff-gig";
import { formRequest, sessionCookieFor } from "../fixtures/cv/requests";
import { routeAnswer } from "../fixtures/matchers";
import { withAppDatabase } from "../fixtures/db";
import { makeCompany, makeStaff } from "../fixtures/factories";

withAppDatabase();
// Publishing starts the gig's instant alerts after the answer: let them end with the test,
// before its database goes away.
afterEach(() => settleGigAlerts());

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

let counter = 0;
/** A valid form as staff would post it, with a title no other test uses. */
function formFields(overrides: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  return {
    title: `Zyxwv platform engineer ${counter}`,
    description: "Build the platform.\r\n\r\nSecond paragraph.",
    duration: "6 months",
    requiredSkills: "Kotlin\r\nKubernetes\r\n\r\nKotlin",
    niceToHaveSkills: "Terraform",
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
    contactEmail: "Laura.Virtanen@Example.com",
    contactPhone: "+358 40 123 4567",
    ...overrides,
  };
}

function parsed(fields: Record<string, string>): GigFormInput {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const submission = parseWithZod(form, { schema: GigFormSchema });
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value;
}

const visibleIn = async (id: number, phrase: string) =>
  (await searchGigs({ ...DEFAULT_GIG_SEARCH, q: phrase })).items.some((gig) => gig.id === id);

const auditActions = async (id: number) =>
  (
    await getDb()
      .selectFrom("audit_events")
      .select("action")
      .where("subject_type", "=", "gig")
      .where("subject_id", "=", String(id))
      .orderBy("id")
      .execute()
  ).map((row) => row.action);

describe("the gig form's schema", () => {
  it("reads lists one per line without blanks or repeats, numbers and a lower-case e-mail", () => {
    const value = parsed(formFields());
    expect(value.requiredSkills).toEqual(["Kotlin", "Kubernetes"]);
    expect(value.description).toBe("Build the platform.\n\nSecond paragraph.");
    expect(value).toMatchObject({
      rateMin: 80,
      rateMax: 110,
      contactEmail: "laura.virtanen@example.com",
    });
  });

  it("refuses a reversed rate range, deadlines in the wrong order, bad dates and empty skills", () => {
    const fields = formFields({
      rateMin: "120",
      rateMax: "90",
      customerOfferDeadline: "2030-01-01",
      startDate: "2030-02-30",
      requiredSkills: " \r\n ",
      allocation: "150",
    });
    const result = GigFormSchema.safeParse({
      ...fields,
      rateMin: 120,
      rateMax: 90,
      minExperienceYears: 5,
      allocation: 150,
    });
    expect(result.success).toBe(false);
    const errors = result.success ? {} : result.error.flatten().fieldErrors;
    expect(errors).toMatchObject({
      rateMax: ["staffGigs.validation.rateOrder"],
      customerOfferDeadline: ["staffGigs.validation.deadlineOrder"],
      startDate: ["staffGigs.validation.date"],
      requiredSkills: ["validation.required"],
      allocation: ["staffGigs.validation.range:1-100"],
    });
  });
});

describe("gigs in the back office", () => {
  it("creates a gig unpublished: staff see it, the public site and its search do not", async () => {
    const staff = await makeStaff();
    const input = parsed(formFields());
    const id = await createGig(staff, input);
    expect(await getGig(id)).toBeNull();
    expect(await visibleIn(id, "Zyxwv")).toBe(false);
    const gig = await getStaffGig(id);
    expect(gig).toMatchObject({ published: false, firstPublishedAt: null });
    expect(gig.form).toEqual(input);
    const listed = await listStaffGigs({
      q: input.title,
      status: "all",
      visibility: "unpublished",
      page: 1,
    });
    expect(listed.gigs.map((g) => g.id)).toEqual([id]);
    // The public search's matching: a skill's prefix finds the draft for staff.
    const bySkill = await listStaffGigs({
      q: "zyxwv kubernet",
      status: "accepting-proposals",
      visibility: "all",
      page: 1,
    });
    expect(bySkill.gigs.map((g) => g.id)).toContain(id);
    expect(await auditActions(id)).toEqual(["gig.created"]);
  });

  it("lets the slug follow the title until the first publication and fixes it afterwards", async () => {
    const staff = await makeStaff();
    const id = await createGig(staff, parsed(formFields({ title: "Draft title" })));
    await updateGig(staff, id, parsed(formFields({ title: "Better draft title" })));
    expect((await getStaffGig(id)).slug).toBe("better-draft-title");

    await setGigPublished(staff, id, true);
    const published = await getGig(id);
    expect(published).toMatchObject({ slug: "better-draft-title" });
    expect(await visibleIn(id, "better draft")).toBe(true);

    await updateGig(staff, id, parsed(formFields({ title: "Renamed after publishing" })));
    const renamed = await getGig(id);
    expect(renamed).toMatchObject({
      title: "Renamed after publishing",
      slug: "better-draft-title",
    });
    const audit = await getDb()
      .selectFrom("audit_events")
      .select("data")
      .where("action", "=", "gig.updated")
      .where("subject_id", "=", String(id))
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    // Only what changed is recorded.
    expect(JSON.parse(audit.data!)).toEqual({
      before: { title: "Better draft title" },
      after: { title: "Renamed after publishing" },
    });
  });

  it("unpublishes and republishes, keeping the first publication time; a repeat is a conflict", async () => {
    const staff = await makeStaff();
    const id = await createGig(staff, parsed(formFields()));
    await setGigPublished(staff, id, true);
    const first = await getDb()
      .selectFrom("gigs")
      .select(["published_at", "first_published_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(first.first_published_at).toBe(first.published_at);
    await expect(setGigPublished(staff, id, true)).rejects.toBeInstanceOf(ConflictError);

    await setGigPublished(staff, id, false);
    expect(await getGig(id)).toBeNull();
    expect(await visibleIn(id, "Zyxwv")).toBe(false);
    await setGigPublished(staff, id, true);
    const again = await getDb()
      .selectFrom("gigs")
      .select(["published_at", "first_published_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(again).toEqual(first);
    expect(await auditActions(id)).toEqual([
      "gig.created",
      "gig.published",
      "gig.unpublished",
      "gig.published",
    ]);
  });

  it("closes a gig with its outcome; unknown gigs are not found", async () => {
    const staff = await makeStaff();
    const id = await createGig(staff, parsed(formFields()));
    await closeGig(staff, id, "won");
    expect((await getStaffGig(id)).form.status).toBe("won");
    await expect(closeGig(staff, id, "won")).rejects.toBeInstanceOf(ConflictError);
    await expect(getStaffGig(999_999)).rejects.toBeInstanceOf(NotFoundError);
    await expect(updateGig(staff, 999_999, parsed(formFields()))).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(setGigPublished(staff, 999_999, true)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("the gig routes", () => {
  it("answer bad input with 400 and its field errors, writing nothing", async () => {
    const staff = await makeStaff();
    const cookie = await staffCookie(staff.id);
    const before = await getDb()
      .selectFrom("gigs")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    const request = formRequest(
      "/staff/gigs/new",
      cookie,
      formFields({ rateMin: "abc", title: "" }),
    );
    const reply = await routeAnswer(newGigRoute.action({ request, params: {}, context: {} }));
    expect(reply.status).toBe(400);
    expect(reply.data.result.error).toMatchObject({
      title: ["validation.required"],
      rateMin: ["offers.validation.ratePositive"],
    });
    const after = await getDb()
      .selectFrom("gigs")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("create a gig and publish it for staff, and refuse a partner with 403", async () => {
    const staff = await makeStaff();
    const cookie = await staffCookie(staff.id);
    const created = await routeAnswer(
      newGigRoute.action({
        request: formRequest("/staff/gigs/new", cookie, formFields()),
        params: {},
        context: {},
      }),
    );
    expect(created.status).toBe(302);
    const id = Number(/\/staff\/gigs\/(\d+)$/.exec(created.location ?? "")?.[1]);
    expect((await getStaffGig(id)).published).toBe(false);

    const partner = await makeCompany();
    const refused = await routeAnswer(
      stateRoute.action({
        request: formRequest(`/staff/gigs/${id}/state`, await sessionCookieFor(partner.userId), {
          intent: "publish",
        }),
        params: { id: String(id) },
        context: {},
      }),
    );
    expect(refused.status).toBe(403);
    expect((await getStaffGig(id)).published).toBe(false);

    const published = await routeAnswer(
      stateRoute.action({
        request: formRequest(`/staff/gigs/${id}/state`, cookie, { intent: "publish" }),
        params: { id: String(id) },
        context: {},
      }),
    );
    await expect(published).toRedirectTo(`/staff/gigs/${id}`);
    expect((await getStaffGig(id)).published).toBe(true);
  });

  it("close a gig only after the question, then say when and how it was closed", async () => {
    const staff = await makeStaff();
    const cookie = await staffCookie(staff.id);
    const gig = { id: await createGig(staff, parsed(formFields())) };
    const params = { id: String(gig.id) };
    const url = `http://localhost/staff/gigs/${gig.id}/close?outcome=won`;
    const asked = await routeAnswer(
      closeRoute.loader({
        request: new Request(url, { headers: { Cookie: cookie } }),
        params,
        context: {},
      }),
    );
    expect(asked.status).toBe(200);
    expect(asked.data).toMatchObject({ outcome: "won", outcomes: ["won", "lost", "resolved"] });
    expect((await getPipeline(gig.id)).gig).toMatchObject({ closedAt: null });

    const closed = await routeAnswer(
      closeRoute.action({
        request: formRequest(`/staff/gigs/${gig.id}/close`, cookie, {
          intent: "close",
          outcome: "won",
        }),
        params,
        context: {},
      }),
    );
    await expect(closed).toRedirectTo(`/staff/gigs/${gig.id}`);
    const after = (await getPipeline(gig.id)).gig;
    expect(after.status).toBe("won");
    expect(Date.now() - Date.parse(after.closedAt!)).toBeLessThan(60_000);
    // The audit log names the gig by its title, not only its id.
    const log = await listAudit({ subject: String(gig.id), page: 1 });
    expect(log.entries[0]).toMatchObject({ action: "gig.closed", subject_name: after.title });

    // Changing the outcome offers the others only.
    const again = await routeAnswer(
      closeRoute.loader({
        request: new Request(url, { headers: { Cookie: cookie } }),
        params,
        context: {},
      }),
    );
    expect(again.data).toMatchObject({ outcome: "lost", outcomes: ["lost", "resolved"] });
  });
});
