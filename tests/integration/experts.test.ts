import { CV_CHUNK_BYTES, writeCvChunks } from "~/db/cv-chunks.server";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import {
  createExpert,
  deleteExpert,
  getExpert,
  getExpertCv,
  listExperts,
  updateExpert,
} from "~/domain/experts/experts.server";
import { loader as cvLoader } from "~/routes/dashboard+/experts.$expertId.cv";
import {
  action as deleteAction,
  loader as deleteLoader,
} from "~/routes/dashboard+/experts.$expertId.delete";
import {
  action as editAction,
  loader as editLoader,
} from "~/routes/dashboard+/experts.$expertId.edit";
import { loader as listLoader } from "~/routes/dashboard+/experts";
import { loader as freelancerCvLoader } from "~/routes/dashboard+/freelancer-information.cv";
import { action as freelancerEditAction } from "~/routes/dashboard+/freelancer-information.edit";
import { action as uploadAction } from "~/routes/dashboard+/cv-upload";
import { pdfBytes } from "../fixtures/cv/documents";
import { file, formRequest, getRequest, sessionCookieFor } from "../fixtures/cv/requests";
import { routeAnswer } from "../fixtures/matchers";
import { withAppDatabase } from "../fixtures/db";
import { makeCandidate, makeCompany, makeExpert, makeGig, makeUser } from "../fixtures/factories";

withAppDatabase();

async function setCreatedAt(candidateId: string, iso: string) {
  await getDb()
    .updateTable("candidates")
    .set({ created_at: iso })
    .where("id", "=", candidateId)
    .execute();
}

async function expertExists(id: string) {
  return Boolean(
    await getDb().selectFrom("experts").select("id").where("id", "=", id).executeTakeFirst(),
  );
}

describe(`candidacy stage (${process.env.TEST_ENGINE})`, () => {
  it("derives NONE, REVIEW and OFFERED_TO_CUSTOMER with the first offered gig and the count", async () => {
    const { companyId } = await makeCompany();
    await makeExpert(companyId, { name: "A None" });
    const review = await makeExpert(companyId, { name: "B Review" });
    const offered = await makeExpert(companyId, { name: "C Offered" });
    const onlyClosed = await makeExpert(companyId, { name: "D Closed" });

    const [g1, g2, g3, g4] = await Promise.all([
      makeGig({ title: "Later offered gig" }),
      makeGig({ title: "First offered gig" }),
      makeGig({ title: "Review gig" }),
      makeGig({ title: "Declined gig" }),
    ]);
    await makeCandidate(companyId, g3, review, "suitable-candidate");
    await makeCandidate(companyId, g4, review, "declined");

    const later = await makeCandidate(companyId, g1, offered, "waiting-customer-decision");
    const first = await makeCandidate(companyId, g2, offered, "waiting-customer-decision");
    await makeCandidate(companyId, g3, offered, "waiting-review");
    await makeCandidate(companyId, g4, offered, "declined");
    // The earlier candidacy wins even though its row was inserted later and its gig id is higher.
    await setCreatedAt(later, "2026-02-01T10:00:00.000Z");
    await setCreatedAt(first, "2026-01-01T10:00:00.000Z");

    await makeCandidate(companyId, g1, onlyClosed, "accepted");
    await makeCandidate(companyId, g2, onlyClosed, "declined");

    const list = await listExperts(companyId);
    const byName = Object.fromEntries(list.map((e) => [e.name, e.candidacy]));
    expect(byName["A None"]).toEqual({ stage: "NONE" });
    expect(byName["B Review"]).toEqual({ stage: "REVIEW" });
    expect(byName["C Offered"]).toEqual({
      stage: "OFFERED_TO_CUSTOMER",
      firstGig: { id: g2, title: "First offered gig", slug: "first-offered-gig" },
      offeredCount: 2,
    });
    // ACCEPTED and DECLINED alone are neither OFFERED nor REVIEW (spec section 4).
    expect(byName["D Closed"]).toEqual({ stage: "NONE" });
    expect(list.map((e) => e.name)).toEqual(["A None", "B Review", "C Offered", "D Closed"]);
    expect(list.find((e) => e.name === "A None")?.cv).toMatchObject({
      filename: "cv.pdf",
      mimetype: "application/pdf",
    });
  });

  it("tells what became of finished candidacies: accepted with its first gig, declined", async () => {
    const { companyId } = await makeCompany();
    await makeExpert(companyId, { name: "A Fresh" });
    const won = await makeExpert(companyId, { name: "B Won" });
    const lost = await makeExpert(companyId, { name: "C Lost" });
    const [g1, g2, g3] = await Promise.all([
      makeGig({ title: "Won later" }),
      makeGig({ title: "Won first" }),
      makeGig({ title: "Lost gig" }),
    ]);
    const later = await makeCandidate(companyId, g1, won, "accepted");
    const first = await makeCandidate(companyId, g2, won, "accepted");
    await setCreatedAt(later, "2026-02-01T10:00:00.000Z");
    await setCreatedAt(first, "2026-01-01T10:00:00.000Z");
    await makeCandidate(companyId, g3, won, "declined");
    await makeCandidate(companyId, g3, lost, "declined");

    const byName = Object.fromEntries(
      (await listExperts(companyId)).map((e) => [e.name, e.outcome]),
    );
    expect(byName["A Fresh"]).toEqual({ accepted: 0, firstAccepted: null, declined: 0 });
    expect(byName["B Won"]).toEqual({
      accepted: 2,
      firstAccepted: { id: g2, title: "Won first", slug: "won-first" },
      declined: 1,
    });
    expect(byName["C Lost"]).toEqual({ accepted: 0, firstAccepted: null, declined: 1 });
  });

  it("lists only the caller's company's experts", async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    await makeExpert(a.companyId, { name: "Ours" });
    await makeExpert(b.companyId, { name: "Theirs" });
    expect((await listExperts(a.companyId)).map((e) => e.name)).toEqual(["Ours"]);
  });
});

describe(`another company's expert is not found (${process.env.TEST_ENGINE})`, () => {
  it("in the domain", async () => {
    const mine = await makeCompany();
    const other = await makeCompany();
    const theirs = await makeExpert(other.companyId, { name: "Theirs" });
    expect(await getExpert(mine.companyId, theirs)).toBeNull();
    expect(await getExpertCv(mine.companyId, theirs)).toBeNull();
    expect(await updateExpert(mine.companyId, theirs, { name: "Hijacked" })).toBe(false);
    expect(await deleteExpert(mine.companyId, theirs)).toEqual({ ok: false, code: "not-found" });
    const row = await getDb()
      .selectFrom("experts")
      .select("name")
      .where("id", "=", theirs)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe("Theirs");
  });

  it("through every route: 404 for get, edit, delete, CV and upload, nothing changes", async () => {
    const mine = await makeCompany();
    const other = await makeCompany();
    const theirs = await makeExpert(other.companyId, { name: "Theirs" });
    const cookie = await sessionCookieFor(mine.userId);
    const params = { expertId: theirs };
    const cases = [
      () =>
        editLoader({
          request: getRequest(`/dashboard/experts/${theirs}/edit`, cookie),
          params,
          context: {},
        }),
      () =>
        editAction({
          request: formRequest(`/dashboard/experts/${theirs}/edit`, cookie, { name: "Hijacked" }),
          params,
          context: {},
        }),
      () =>
        deleteLoader({
          request: getRequest(`/dashboard/experts/${theirs}/delete`, cookie),
          params,
          context: {},
        }),
      () =>
        deleteAction({
          request: formRequest(`/dashboard/experts/${theirs}/delete`, cookie, {}),
          params,
          context: {},
        }),
      () =>
        cvLoader({
          request: getRequest(`/dashboard/experts/${theirs}/cv`, cookie),
          params,
          context: {},
        }),
      () =>
        uploadAction({
          request: formRequest(
            `/dashboard/cv-upload?form=expert-edit&expertId=${theirs}`,
            cookie,
            { name: "Hijacked" },
            { "X-Upload-Progress": "1" },
          ),
          params: {},
          context: {},
        }),
    ];
    for (const run of cases)
      await expect(await routeAnswer(run() as Promise<unknown>)).toHaveStatus(404, {
        thrown: true,
      });
    // A made-up id is the same 404.
    expect(
      await routeAnswer(
        cvLoader({
          request: getRequest("/dashboard/experts/nope/cv", cookie),
          params: { expertId: "nope" },
          context: {},
        }),
      ),
    ).toMatchObject({ status: 404 });
    expect(await expertExists(theirs)).toBe(true);
    const row = await getDb()
      .selectFrom("experts")
      .select("name")
      .where("id", "=", theirs)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe("Theirs");
  });

  it("a freelancer is sent to their own tab, and a company partner away from it", async () => {
    const freelancer = await makeCompany({ partnerType: "freelancer" });
    const cookie = await sessionCookieFor(freelancer.userId);
    const result = await routeAnswer(
      listLoader({ request: getRequest("/dashboard/experts", cookie), params: {}, context: {} }),
    );
    await expect(result).toRedirectTo("/dashboard/freelancer-information");
    const company = await makeCompany();
    const companyCookie = await sessionCookieFor(company.userId);
    const other = await routeAnswer(
      freelancerCvLoader({
        request: getRequest("/dashboard/freelancer-information/cv", companyCookie),
        params: {},
        context: {},
      }),
    );
    await expect(other).toRedirectTo("/dashboard/company-and-users");
  });
});

describe(`CV download (${process.env.TEST_ENGINE})`, () => {
  it("sends the stored bytes as an attachment with safe headers", async () => {
    const { companyId, userId } = await makeCompany();
    const expertId = await makeExpert(companyId);
    await getDb()
      .updateTable("experts")
      .set({ cv_filename: 'Äijä "Ö" cv.pdf', cv_size: pdfBytes().length })
      .where("id", "=", expertId)
      .execute();
    await writeCvChunks(getDb(), expertId, pdfBytes());
    const cookie = await sessionCookieFor(userId);
    const result = await routeAnswer(
      cvLoader({
        request: getRequest(`/dashboard/experts/${expertId}/cv`, cookie),
        params: { expertId },
        context: {},
      }),
    );
    const response = result.response!;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Aija _O_ cv.pdf"; filename*=UTF-8''%C3%84ij%C3%A4%20%22%C3%96%22%20cv.pdf`,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(pdfBytes())).toBe(true);
  });
});

describe(`a CV stored in chunks (${process.env.TEST_ENGINE})`, () => {
  const chunkCount = (expertId: string) =>
    getDb()
      .selectFrom("expert_cv_chunks")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("expert_id", "=", expertId)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  const cvOf = (bytes: Buffer, filename: string) => ({
    data: bytes,
    filename,
    mimetype: "application/pdf",
    size: bytes.length,
  });

  it("comes back byte for byte; a new CV replaces every chunk; deleting the expert removes them", async () => {
    const { companyId } = await makeCompany();
    // Over two chunks, and a view into a larger buffer as the upload's buffer can be.
    const backing = Buffer.alloc(CV_CHUNK_BYTES * 2 + 1000);
    for (let i = 0; i < backing.length; i++) backing[i] = (i * 7) % 256;
    const large = backing.subarray(500, CV_CHUNK_BYTES * 2 + 700);
    const expertId = await createExpert(companyId, { name: "Chunked", cv: cvOf(large, "big.pdf") });
    expect(await chunkCount(expertId)).toBe(3);
    const stored = await getExpertCv(companyId, expertId);
    expect(stored?.filename).toBe("big.pdf");
    expect(stored!.data.equals(large)).toBe(true);

    const small = Buffer.from("%PDF-1.4\nsmaller\n");
    expect(
      await updateExpert(companyId, expertId, { name: "Chunked", cv: cvOf(small, "small.pdf") }),
    ).toBe(true);
    expect(await chunkCount(expertId)).toBe(1);
    expect((await getExpertCv(companyId, expertId))!.data.equals(small)).toBe(true);

    // An edit without a CV keeps it.
    expect(await updateExpert(companyId, expertId, { name: "Renamed" })).toBe(true);
    expect((await getExpertCv(companyId, expertId))!.data.equals(small)).toBe(true);

    expect(await deleteExpert(companyId, expertId)).toEqual({ ok: true, withdrawn: 0 });
    expect(await chunkCount(expertId)).toBe(0);
  });
});

describe(`deleting an expert (${process.env.TEST_ENGINE})`, () => {
  it("is refused while any candidacy is OFFERED or ACCEPTED", async () => {
    const { companyId } = await makeCompany();
    for (const stage of ["waiting-customer-decision", "accepted"] as const) {
      const expertId = await makeExpert(companyId);
      const review = await makeCandidate(companyId, await makeGig(), expertId, "waiting-review");
      await makeCandidate(companyId, await makeGig(), expertId, stage);
      expect(await deleteExpert(companyId, expertId)).toEqual({ ok: false, code: "offered" });
      expect(await expertExists(expertId)).toBe(true);
      // Nothing was withdrawn either.
      expect(
        await getDb()
          .selectFrom("candidates")
          .select("id")
          .where("id", "=", review)
          .executeTakeFirst(),
      ).toBeTruthy();
    }
  });

  it("withdraws REVIEW candidacies and removes declined history with the expert", async () => {
    const { companyId } = await makeCompany();
    const expertId = await makeExpert(companyId);
    await makeCandidate(companyId, await makeGig(), expertId, "waiting-review");
    await makeCandidate(companyId, await makeGig(), expertId, "ready-to-offer");
    await makeCandidate(companyId, await makeGig(), expertId, "declined");
    expect(await deleteExpert(companyId, expertId)).toEqual({ ok: true, withdrawn: 2 });
    expect(await expertExists(expertId)).toBe(false);
    const left = await getDb()
      .selectFrom("candidates")
      .select("id")
      .where("expert_id", "=", expertId)
      .execute();
    expect(left).toEqual([]);
  });

  it("a locked expert's dialog is no dialog: back to the list with the reason, also accepted-only ones", async () => {
    const { companyId, userId } = await makeCompany();
    const cookie = await sessionCookieFor(userId);
    const openDialog = (expertId: string) =>
      routeAnswer(
        deleteLoader({
          request: getRequest(`/dashboard/experts/${expertId}/delete`, cookie),
          params: { expertId },
          context: {},
        }),
      );
    const refused = async (expertId: string) => {
      const answer = await openDialog(expertId);
      await expect(answer).toRedirectTo("/dashboard/experts");
      await expect(answer).toHaveToast({
        type: "error",
        title: "Failed to delete the expert",
        text: "The expert has been offered to a customer or advanced past evaluation and cannot be deleted.",
      });
    };
    const dialogOf = async (expertId: string) =>
      ((await openDialog(expertId)).data as { expert: { inReview: boolean } }).expert;
    // Stage NONE (spec section 4), yet advanced past evaluation: the domain refuses to delete.
    const accepted = await makeExpert(companyId);
    await makeCandidate(companyId, await makeGig(), accepted, "accepted");
    expect(await deleteExpert(companyId, accepted)).toEqual({ ok: false, code: "offered" });
    await refused(accepted);
    // Stage REVIEW, also accepted elsewhere: locked, no "withdrawn" promise.
    const mixed = await makeExpert(companyId);
    await makeCandidate(companyId, await makeGig(), mixed, "waiting-review");
    await makeCandidate(companyId, await makeGig(), mixed, "accepted");
    await refused(mixed);
    const offered = await makeExpert(companyId);
    await makeCandidate(companyId, await makeGig(), offered, "waiting-customer-decision");
    await refused(offered);
    const review = await makeExpert(companyId);
    await makeCandidate(companyId, await makeGig(), review, "waiting-review");
    await makeCandidate(companyId, await makeGig(), review, "declined");
    expect(await dialogOf(review)).toMatchObject({ inReview: true });
    expect(await dialogOf(await makeExpert(companyId))).toMatchObject({ inReview: false });
  });

  it("through the route: success toast, refusal toast with the reason", async () => {
    const { companyId, userId } = await makeCompany();
    const cookie = await sessionCookieFor(userId);
    const fresh = await makeExpert(companyId);
    const offered = await makeExpert(companyId);
    await makeCandidate(companyId, await makeGig(), offered, "waiting-customer-decision");
    const del = (expertId: string) =>
      routeAnswer(
        deleteAction({
          request: formRequest(`/dashboard/experts/${expertId}/delete`, cookie, {}),
          params: { expertId },
          context: {},
        }),
      );
    const deleted = await del(fresh);
    await expect(deleted).toRedirectTo("/dashboard/experts");
    await expect(deleted).toHaveToast({ type: "success", text: "Expert deleted" });
    expect(await expertExists(fresh)).toBe(false);
    const refused = await del(offered);
    await expect(refused).toRedirectTo("/dashboard/experts");
    await expect(refused).toHaveToast({
      type: "error",
      title: "Failed to delete the expert",
      text: "The expert has been offered to a customer or advanced past evaluation and cannot be deleted.",
    });
    expect(await expertExists(offered)).toBe(true);
    // Deleting again is a 404, not a 500.
    expect(await del(fresh)).toMatchObject({ status: 404 });
  });

  it("two deletes at once: one succeeds, the other finds nothing", async () => {
    const { companyId } = await makeCompany();
    const expertId = await makeExpert(companyId);
    await makeCandidate(companyId, await makeGig(), expertId, "waiting-review");
    const results = await Promise.all([
      deleteExpert(companyId, expertId),
      deleteExpert(companyId, expertId),
    ]);
    expect(results).toContainEqual({ ok: true, withdrawn: 1 });
    expect(results).toContainEqual({ ok: false, code: "not-found" });
  });

  it("a delete racing an offer: either refused or the candidacy goes with the expert", async () => {
    const { companyId } = await makeCompany();
    // Both start orders; candidates cascade with their expert, so what counts is whether the
    // staff update found its row (it ran first) and whether the delete still went ahead.
    for (const offerFirst of [false, true]) {
      const expertId = await makeExpert(companyId);
      const candidateId = await makeCandidate(
        companyId,
        await makeGig(),
        expertId,
        "ready-to-offer",
      );
      const startOffer = () =>
        getDb()
          .updateTable("candidates")
          .set({ status: "OFFERED", stage: "waiting-customer-decision" })
          .where("id", "=", candidateId)
          .executeTakeFirst();
      let offer: ReturnType<typeof startOffer>;
      let deletion: ReturnType<typeof deleteExpert>;
      if (offerFirst) {
        offer = startOffer();
        deletion = deleteExpert(companyId, expertId);
      } else {
        deletion = deleteExpert(companyId, expertId);
        offer = startOffer();
      }
      const [result, updated] = await Promise.all([deletion, offer]);
      const offeredBeforeDelete = Number(updated.numUpdatedRows) === 1;
      // Never an expert deleted after one of its candidacies became OFFERED.
      expect(result).toEqual(
        offeredBeforeDelete ? { ok: false, code: "offered" } : { ok: true, withdrawn: 1 },
      );
      expect(await expertExists(expertId)).toBe(offeredBeforeDelete);
    }
  });
});

describe(`editing (${process.env.TEST_ENGINE})`, () => {
  it("keeps the old CV when no file is given and replaces it when one is", async () => {
    const { companyId, userId } = await makeCompany();
    const cookie = await sessionCookieFor(userId);
    const expertId = await makeExpert(companyId, { name: "Before" });
    const edit = (fields: Record<string, string | File>) =>
      routeAnswer(
        editAction({
          request: formRequest(`/dashboard/experts/${expertId}/edit`, cookie, fields),
          params: { expertId },
          context: {},
        }),
      );
    expect(await edit({ name: "After", salesPitch: "New pitch" })).toMatchObject({ status: 302 });
    let row = await getDb()
      .selectFrom("experts")
      .selectAll()
      .where("id", "=", expertId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: "After",
      sales_pitch: "New pitch",
      cv_filename: "cv.pdf",
      cv_size: 15,
    });
    await expect(edit({ name: "After", cv: file(pdfBytes("new"), "new.pdf") })).toHaveStatus(302);
    row = await getDb()
      .selectFrom("experts")
      .selectAll()
      .where("id", "=", expertId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      cv_filename: "new.pdf",
      cv_size: pdfBytes("new").length,
      sales_pitch: null,
    });
  });

  it("validates name and lengths with the shared schema", async () => {
    const { companyId, userId } = await makeCompany();
    const cookie = await sessionCookieFor(userId);
    const expertId = await makeExpert(companyId);
    const result = await routeAnswer(
      editAction({
        request: formRequest(`/dashboard/experts/${expertId}/edit`, cookie, {
          name: " ",
          salesPitch: "x".repeat(2001),
        }),
        params: { expertId },
        context: {},
      }),
    );
    expect(result.status).toBe(400);
    expect(result.data.result.error).toMatchObject({
      name: ["validation.required"],
      salesPitch: ["validation.tooLong:2000"],
    });
  });

  it("counts a line break as one character, as the counter and maxlength do", async () => {
    const { companyId, userId } = await makeCompany();
    const cookie = await sessionCookieFor(userId);
    const expertId = await makeExpert(companyId);
    // 2000 characters in the browser; a form post sends each line break as CRLF.
    const pitch = "Line of text\n".repeat(142) + "x".repeat(2000 - 13 * 142);
    expect(pitch.length).toBe(2000);
    const result = await routeAnswer(
      editAction({
        request: formRequest(`/dashboard/experts/${expertId}/edit`, cookie, {
          name: "Multi Line",
          salesPitch: pitch.replace(/\n/g, "\r\n"),
        }),
        params: { expertId },
        context: {},
      }),
    );
    expect(result.status).toBe(302);
    const row = await getDb()
      .selectFrom("experts")
      .select("sales_pitch")
      .where("id", "=", expertId)
      .executeTakeFirstOrThrow();
    expect(row.sales_pitch).toBe(pitch);
  });

  it("all users of a company have equal rights", async () => {
    const { companyId } = await makeCompany();
    const colleague = await makeUser(companyId);
    const expertId = await makeExpert(companyId);
    const cookie = await sessionCookieFor(colleague.userId);
    const result = await routeAnswer(
      editAction({
        request: formRequest(`/dashboard/experts/${expertId}/edit`, cookie, {
          name: "By colleague",
        }),
        params: { expertId },
        context: {},
      }),
    );
    expect(result.status).toBe(302);
  });
});

describe(`freelancer profile (${process.env.TEST_ENGINE})`, () => {
  async function freelancerWithProfile(withCv: boolean) {
    const { companyId, userId } = await makeCompany({ partnerType: "freelancer" });
    const expertId = await makeExpert(companyId, { userId, name: "Free Lancer" });
    if (!withCv)
      await getDb()
        .updateTable("experts")
        .set({
          cv_filename: null,
          cv_mimetype: null,
          cv_size: null,
          cv_added_at: null,
        })
        .where("id", "=", expertId)
        .execute();
    return { companyId, userId, expertId, cookie: await sessionCookieFor(userId) };
  }

  const save = (cookie: string, fields: Record<string, string | File>) =>
    routeAnswer(
      freelancerEditAction({
        request: formRequest("/dashboard/freelancer-information/edit", cookie, fields),
        params: {},
        context: {},
      }),
    );

  it("requires a CV with the 'your CV' wording while none is stored", async () => {
    const { cookie } = await freelancerWithProfile(false);
    await expect(save(cookie, { role: "Designer", salesPitch: "Hi" })).toHaveFieldErrors({
      cv: ["experts.validation.cvRequiredSelf"],
    });
  });

  it("saves role and pitch and keeps the CV; a bad file stores nothing", async () => {
    const { cookie, expertId } = await freelancerWithProfile(true);
    await expect(await save(cookie, { role: "Designer", salesPitch: "Hi" })).toRedirectTo(
      "/dashboard/freelancer-information",
    );
    const bad = await save(cookie, { role: "Other", cv: file(Buffer.from("MZ"), "me.pdf") });
    expect(bad.status).toBe(400);
    const row = await getDb()
      .selectFrom("experts")
      .selectAll()
      .where("id", "=", expertId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: "Designer", sales_pitch: "Hi", cv_filename: "cv.pdf" });
  });

  it("downloads only the freelancer's own CV", async () => {
    const { cookie } = await freelancerWithProfile(true);
    const result = await routeAnswer(
      freelancerCvLoader({
        request: getRequest("/dashboard/freelancer-information/cv", cookie),
        params: {},
        context: {},
      }),
    );
    expect(result.status).toBe(200);
    expect(result.response!.headers.get("Content-Disposition")).toContain("attachment");
  });
});
