// What an expert offers (issue 36): saved and read through the domain and the dialogs' actions on
// this engine, normalised against the gigs' vocabulary, and loaded as match profiles for scoring.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { clearGigSearchOptions } from "~/domain/gig-search/options.server";
import { saveExpertForm } from "~/domain/experts/expert-forms.server";
import { loadExpertMatchProfiles } from "~/domain/experts/expert-profile.server";
import {
  createExpert,
  deleteExpert,
  getExpert,
  getFreelancerProfile,
  listExpertsPage,
  updateExpert,
} from "~/domain/experts/experts.server";
import { profileVocabulary, profileSuggestions } from "~/domain/expert-vocabulary.server";
import { action as editAction } from "~/routes/dashboard+/experts.$expertId.edit";
import { loader as editLoader } from "~/routes/dashboard+/experts.$expertId.edit";
import { action as newAction } from "~/routes/dashboard+/experts.new";
import { action as freelancerEditAction } from "~/routes/dashboard+/freelancer-information.edit";
import { loader as freelancerLoader } from "~/routes/dashboard+/freelancer-information";
import { pdfBytes } from "../fixtures/cv/documents";
import { file, getRequest, sessionCookieFor } from "../fixtures/cv/requests";
import { routeAnswer } from "../fixtures/matchers";
import { withAppDatabase } from "../fixtures/db";
import { makeCompany, makeExpert, makeGig } from "../fixtures/factories";

withAppDatabase();

const BASE = "http://localhost:3000";
const ENGINE = process.env.TEST_ENGINE;

/** A form post with repeated names, as ticked boxes and the typed field send them. */
function formPost(path: string, cookie: string, entries: Array<[string, string | File]>) {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  return new Request(BASE + path, { method: "POST", body, headers: { Cookie: cookie } });
}

/** Gigs that make "Java 17+", "Spring Boot", "Node.js" and Helsinki the vocabulary's. */
async function gigVocabulary() {
  const gigId = await makeGig();
  await getDb()
    .updateTable("gigs")
    .set({
      required_skills: JSON.stringify(["Java 17+", "Spring Boot"]),
      nice_to_have_skills: JSON.stringify(["Node.js"]),
      locations: JSON.stringify(["Helsinki", "Remote"]),
    })
    .where("id", "=", gigId)
    .execute();
  clearGigSearchOptions();
}

const cv = () => {
  const data = pdfBytes("profile");
  return { data, filename: "cv.pdf", mimetype: "application/pdf", size: data.length };
};

async function skillRows(expertId: string) {
  return getDb()
    .selectFrom("expert_skills")
    .select(["skill_key", "label", "position"])
    .where("expert_id", "=", expertId)
    .orderBy("position")
    .execute();
}

describe(`an expert's profile in the domain (${ENGINE})`, () => {
  it("defaults to nothing said, available now at 100 %", async () => {
    const { companyId } = await makeCompany();
    const expertId = await makeExpert(companyId);
    expect((await getExpert(companyId, expertId))?.profile).toEqual({
      skills: [],
      availableFrom: null,
      allocation: 100,
      rateExpectation: null,
      workModes: [],
      locations: [],
    });
  });

  it("saves every field, reads it back in the expert's order, and keeps what an edit leaves out", async () => {
    const { companyId } = await makeCompany();
    const id = await createExpert(companyId, {
      name: "Profiled",
      cv: cv(),
      profile: {
        skills: [
          { key: "typescript", label: "TypeScript" },
          { key: "react", label: "React" },
          { key: "aws", label: "AWS" },
        ],
        availableFrom: "2027-03-01",
        allocation: 80,
        rateExpectation: 95,
        workModes: ["remote", "hybrid"],
        locations: ["Helsinki", "Remote"],
      },
    });
    const expected = {
      skills: [
        { key: "typescript", label: "TypeScript" },
        { key: "react", label: "React" },
        { key: "aws", label: "AWS" },
      ],
      availableFrom: "2027-03-01",
      allocation: 80,
      rateExpectation: 95,
      workModes: ["remote", "hybrid"],
      locations: ["Helsinki", "Remote"],
    };
    expect((await getExpert(companyId, id))?.profile).toEqual(expected);
    const page = await listExpertsPage(companyId);
    expect(page.items.find((e) => e.id === id)?.profile).toEqual(expected);

    // An edit that names only some fields (the API's PUT) changes only those.
    expect(
      await updateExpert(companyId, id, {
        name: "Profiled",
        profile: { skills: [{ key: "go", label: "Go" }], rateExpectation: null },
      }),
    ).toBe(true);
    expect((await getExpert(companyId, id))?.profile).toEqual({
      ...expected,
      skills: [{ key: "go", label: "Go" }],
      rateExpectation: null,
    });
    expect(await skillRows(id)).toEqual([{ skill_key: "go", label: "Go", position: 0 }]);

    // The skills go with the expert.
    expect(await deleteExpert(companyId, id)).toMatchObject({ ok: true });
    expect(await skillRows(id)).toEqual([]);
  });

  it("refuses an allocation or rate the schema would never let through", async () => {
    const { companyId } = await makeCompany();
    const expertId = await makeExpert(companyId);
    await expect(
      updateExpert(companyId, expertId, { name: "X", profile: { allocation: 5 } }),
    ).rejects.toThrow();
    await expect(
      updateExpert(companyId, expertId, { name: "X", profile: { rateExpectation: 0 } }),
    ).rejects.toThrow();
    expect((await getExpert(companyId, expertId))?.profile.allocation).toBe(100);
  });

  it("normalises typed skills and places against the gigs' vocabulary and the capabilities", async () => {
    await gigVocabulary();
    const { companyId, userId } = await makeCompany();
    const expertId = await makeExpert(companyId);
    const saved = await saveExpertForm(
      { id: userId, company_id: companyId } as Parameters<typeof saveExpertForm>[0],
      { kind: "expert-edit", expertId },
      {
        name: "Vocabulary",
        profile: {
          skills: ["java 21", "spring  boot", "NodeJS", "Java 17+", "software development", "Zig"],
          locations: ["helsinki", "Pori"],
        },
      },
      await profileVocabulary(),
    );
    expect(saved).toBe("saved");
    const profile = (await getExpert(companyId, expertId))!.profile;
    expect(profile.skills).toEqual([
      { key: "java", label: "Java 21" },
      { key: "spring boot", label: "Spring Boot" },
      { key: "node", label: "Node.js" },
      { key: "software development", label: "Software development" },
      { key: "zig", label: "Zig" },
    ]);
    expect(profile.locations).toEqual(["Helsinki", "Pori"]);
    // The form's suggestions: the gigs' skills and the capabilities in the reader's language.
    const suggestions = await profileSuggestions("fi");
    expect(suggestions.skills).toEqual(
      expect.arrayContaining(["Java 17+", "Node.js", "Ohjelmistokehitys"]),
    );
    expect(suggestions.skills).not.toContain("Software development");
    expect(suggestions.locations).toEqual(expect.arrayContaining(["Helsinki", "Remote"]));
  });
});

describe(`the expert dialog (${ENGINE})`, () => {
  it("creates an expert with ticked and typed skills, modes and places", async () => {
    await gigVocabulary();
    const { companyId, userId } = await makeCompany();
    const cookie = await sessionCookieFor(userId);
    const answer = await routeAnswer(
      newAction({
        request: formPost("/dashboard/experts/new", cookie, [
          ["name", "Dialog Expert"],
          ["salesPitch", ""],
          ["skills", "spring boot, java"],
          ["availableFrom", "2027-01-04"],
          ["allocation", "60"],
          ["rateExpectation", "90"],
          ["workModes", "hybrid"],
          ["workModes", "remote"],
          ["locations", "helsinki"],
          ["cv", file(pdfBytes("dialog"), "cv.pdf")],
        ]),
        params: {},
        context: {},
      }),
    );
    expect(answer.status).toBe(302);
    const { id } = await getDb()
      .selectFrom("experts")
      .select("id")
      .where("company_id", "=", companyId)
      .where("name", "=", "Dialog Expert")
      .executeTakeFirstOrThrow();
    expect((await getExpert(companyId, id))?.profile).toEqual({
      skills: [
        { key: "spring boot", label: "Spring Boot" },
        { key: "java", label: "Java" },
      ],
      availableFrom: "2027-01-04",
      allocation: 60,
      rateExpectation: 90,
      workModes: ["remote", "hybrid"],
      locations: ["Helsinki"],
    });
  });

  it("shows the saved profile, unticking removes, and nothing ticked clears", async () => {
    const { companyId, userId } = await makeCompany();
    const cookie = await sessionCookieFor(userId);
    const expertId = await makeExpert(companyId, { name: "Editable" });
    const edit = (entries: Array<[string, string]>) =>
      routeAnswer(
        editAction({
          request: formPost(`/dashboard/experts/${expertId}/edit`, cookie, [
            ["name", "Editable"],
            ...entries,
          ]),
          params: { expertId },
          context: {},
        }),
      );
    expect(
      await edit([
        ["skills", "Rust, Go, Kafka"],
        ["allocation", "50"],
        ["workModes", "onsite"],
        ["locations", "Oulu"],
      ]),
    ).toMatchObject({ status: 302 });

    const loaded = await routeAnswer(
      editLoader({
        request: getRequest(`/dashboard/experts/${expertId}/edit`, cookie),
        params: { expertId },
        context: {},
      }),
    );
    expect(loaded.data.expert.profile).toEqual({
      skills: ["Rust", "Go", "Kafka"],
      availableFrom: "",
      allocation: "50",
      rateExpectation: "",
      workModes: ["onsite"],
      locations: ["Oulu"],
    });

    // Go unticked (not sent), the typed field empty, the other fields as shown.
    expect(
      await edit([
        ["skills", "Rust"],
        ["skills", "Kafka"],
        ["skills", ""],
        ["allocation", "50"],
        ["locations", ""],
      ]),
    ).toMatchObject({ status: 302 });
    expect((await getExpert(companyId, expertId))?.profile).toMatchObject({
      skills: [
        { key: "rust", label: "Rust" },
        { key: "kafka", label: "Kafka" },
      ],
      allocation: 50,
      workModes: [],
      locations: [],
    });
  });

  it("answers 400 with the fields' messages and changes nothing", async () => {
    const { companyId, userId } = await makeCompany();
    const cookie = await sessionCookieFor(userId);
    const expertId = await makeExpert(companyId, { name: "Invalid" });
    await expect(
      editAction({
        request: formPost(`/dashboard/experts/${expertId}/edit`, cookie, [
          ["name", "Invalid"],
          ["skills", Array.from({ length: 31 }, (_, i) => `Skill ${i}`).join(", ")],
          ["availableFrom", "2027-13-01"],
          ["allocation", "120"],
          ["rateExpectation", "-5"],
          ["workModes", "office"],
        ]),
        params: { expertId },
        context: {},
      }),
    ).toHaveFieldErrors({
      skills: ["experts.validation.tooManySkills:30"],
      availableFrom: ["experts.validation.date"],
      allocation: ["experts.validation.allocation:10-100"],
      rateExpectation: ["offers.validation.ratePositive"],
      workModes: ["experts.validation.workMode"],
    });
    expect(await skillRows(expertId)).toEqual([]);
  });

  it("never saves another company's expert", async () => {
    const { companyId } = await makeCompany();
    const other = await makeCompany();
    const expertId = await makeExpert(companyId, { name: "Not Theirs" });
    const answer = await routeAnswer(
      editAction({
        request: formPost(
          `/dashboard/experts/${expertId}/edit`,
          await sessionCookieFor(other.userId),
          [
            ["name", "Taken"],
            ["skills", "Stolen"],
          ],
        ),
        params: { expertId },
        context: {},
      }),
    );
    expect(answer.status).toBe(404);
    expect(await skillRows(expertId)).toEqual([]);
    expect(
      await updateExpert(other.companyId, expertId, {
        name: "Taken",
        profile: { skills: [{ key: "x", label: "X" }] },
      }),
    ).toBe(false);
    expect(await skillRows(expertId)).toEqual([]);
  });
});

describe(`the freelancer's own profile (${ENGINE})`, () => {
  it("saves and shows the same fields", async () => {
    const { companyId, userId } = await makeCompany({ partnerType: "freelancer" });
    await makeExpert(companyId, { userId, name: "Free Lancer" });
    const cookie = await sessionCookieFor(userId);
    await expect(
      freelancerEditAction({
        request: formPost("/dashboard/freelancer-information/edit", cookie, [
          ["role", "Designer"],
          ["skills", "Figma"],
          ["skills", "User research"],
          ["availableFrom", "2027-05-03"],
          ["allocation", "40"],
          ["rateExpectation", "85"],
          ["workModes", "remote"],
          ["locations", "Turku"],
        ]),
        params: {},
        context: {},
      }),
    ).toRedirectTo("/dashboard/freelancer-information");
    expect((await getFreelancerProfile(companyId, userId))?.profile).toEqual({
      skills: [
        { key: "figma", label: "Figma" },
        { key: "user research", label: "User research" },
      ],
      availableFrom: "2027-05-03",
      allocation: 40,
      rateExpectation: 85,
      workModes: ["remote"],
      locations: ["Turku"],
    });
    const page = await routeAnswer(
      freelancerLoader({
        request: getRequest("/dashboard/freelancer-information", cookie),
        params: {},
        context: {},
      }),
    );
    expect(page.data.profile).toMatchObject({
      skills: ["Figma", "User research"],
      allocation: 40,
      rateExpectation: 85,
      workModes: ["remote"],
      locations: ["Turku"],
    });
    expect(page.data.profile.availableFrom).toMatch(/2027/);
  });
});

describe(`match profiles (${ENGINE})`, () => {
  it("loads a company's experts or some of them in one query, skills as keys, never another company's", async () => {
    const { companyId } = await makeCompany();
    const other = await makeCompany();
    const a = await createExpert(companyId, {
      name: "A Matched",
      cv: cv(),
      profile: {
        skills: [
          { key: "java", label: "Java 21" },
          { key: "kafka", label: "Kafka" },
        ],
        availableFrom: "2027-02-01",
        allocation: 60,
        rateExpectation: 100,
        workModes: ["hybrid"],
        locations: ["Helsinki"],
      },
    });
    const b = await makeExpert(companyId, { name: "B Blank" });
    const foreign = await makeExpert(other.companyId, { name: "C Foreign" });

    const all = await loadExpertMatchProfiles({ companyId });
    expect(all).toEqual([
      {
        id: a,
        name: "A Matched",
        profile: {
          skills: ["java", "kafka"],
          availableFrom: "2027-02-01",
          allocation: 60,
          rateExpectation: 100,
          workModes: ["hybrid"],
          locations: ["Helsinki"],
        },
      },
      {
        id: b,
        name: "B Blank",
        profile: {
          skills: [],
          availableFrom: null,
          allocation: 100,
          rateExpectation: null,
          workModes: [],
          locations: [],
        },
      },
    ]);
    expect(
      (await loadExpertMatchProfiles({ companyId, expertIds: [b, foreign] })).map((e) => e.id),
    ).toEqual([b]);
    expect(await loadExpertMatchProfiles({ companyId, expertIds: [] })).toEqual([]);
  });
});
