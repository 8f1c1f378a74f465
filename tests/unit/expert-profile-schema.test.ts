import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { ExpertProfileSchema, listItems, profileFormValues } from "~/validation/expert-profile";
import { ApiExpertEditSchema } from "~/api/experts.server";

function form(fields: Array<[string, string]>) {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return parseWithZod(data, { schema: ExpertProfileSchema });
}

describe("the expert profile schema, as a form", () => {
  it("merges ticked boxes and the typed field, split at commas and lines, each once", () => {
    const result = form([
      ["skills", "React"],
      ["skills", "TypeScript"],
      ["skills", "Java 17+, spring boot\r\nreact,  ,"],
      ["availableFrom", "2027-01-04"],
      ["allocation", "60"],
      ["rateExpectation", "95"],
      ["workModes", "remote"],
      ["workModes", "onsite"],
      ["locations", "Helsinki"],
      ["locations", "tampere, Remote"],
    ]);
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toEqual({
      skills: ["React", "TypeScript", "Java 17+", "spring boot"],
      availableFrom: "2027-01-04",
      allocation: 60,
      rateExpectation: 95,
      workModes: ["onsite", "remote"],
      locations: ["Helsinki", "tampere", "Remote"],
    });
  });

  it("reads nothing ticked and nothing typed as the defaults", () => {
    const result = form([
      ["skills", ""],
      ["availableFrom", ""],
      ["allocation", ""],
      ["rateExpectation", ""],
      ["locations", ""],
    ]);
    expect(result.status === "success" && result.value).toEqual({
      skills: [],
      availableFrom: null,
      allocation: 100,
      rateExpectation: null,
      workModes: [],
      locations: [],
    });
  });

  it.each([
    [
      "skills",
      Array.from({ length: 31 }, (_, i) => `Skill ${i}`).join(","),
      "experts.validation.tooManySkills:30",
    ],
    ["skills", "x".repeat(81), "experts.validation.itemTooLong:80"],
    [
      "locations",
      Array.from({ length: 21 }, (_, i) => `Place ${i}`).join("\n"),
      "experts.validation.tooManyLocations:20",
    ],
    ["availableFrom", "2027-02-30", "experts.validation.date"],
    ["availableFrom", "2027-13-01", "experts.validation.date"],
    ["availableFrom", "4.1.2027", "experts.validation.date"],
    ["availableFrom", "1999-12-31", "experts.validation.date"],
    ["allocation", "9", "experts.validation.allocation:10-100"],
    ["allocation", "101", "experts.validation.allocation:10-100"],
    ["allocation", "50.5", "experts.validation.allocation:10-100"],
    ["allocation", "half", "experts.validation.allocation:10-100"],
    ["rateExpectation", "0", "offers.validation.ratePositive"],
    ["rateExpectation", "90.5", "offers.validation.rateWholeEuros"],
    ["rateExpectation", "501", "offers.validation.rateRealistic"],
    ["workModes", "moon", "experts.validation.workMode"],
  ])("refuses %s = %j with %j on the field", (name, value, message) => {
    const result = form([[name, value]]);
    expect(result.status).toBe("error");
    expect(result.status === "error" && result.error).toEqual({ [name]: [message] });
  });

  it("takes 30 skills, counting one typed twice (case aside) once", () => {
    const thirty = Array.from({ length: 30 }, (_, i) => `Skill ${i}`);
    const result = form([["skills", [...thirty, "SKILL 0", "skill 29"].join(",")]]);
    expect(result.status === "success" && result.value.skills).toEqual(thirty);
  });
});

describe("the expert profile schema, in the API", () => {
  it("takes lists and null, and leaves out what an edit leaves out", () => {
    const parsed = ApiExpertEditSchema.parse({
      name: "Api",
      skills: ["Rust", "Go"],
      available_from: null,
      rate_expectation: null,
    });
    expect(parsed).toMatchObject({
      skills: ["Rust", "Go"],
      available_from: null,
      rate_expectation: null,
    });
    expect(parsed.allocation).toBeUndefined();
    expect(parsed.work_modes).toBeUndefined();
    expect(parsed.locations).toBeUndefined();
  });

  it("refuses the wrong types with the form's messages", () => {
    const result = ApiExpertEditSchema.safeParse({
      name: "Api",
      skills: "not a list of",
      work_modes: ["remote", 3],
      allocation: "100",
      locations: [1],
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages).toEqual({
      work_modes: "experts.validation.list",
      allocation: "experts.validation.allocation:10-100",
      locations: "experts.validation.list",
    });
  });
});

describe("a saved profile in its form", () => {
  it("shows text fields as text and lists as lists, and splits a re-shown list", () => {
    expect(
      profileFormValues({
        skills: ["React"],
        availableFrom: null,
        allocation: 80,
        rateExpectation: null,
        workModes: ["remote"],
        locations: [],
      }),
    ).toEqual({
      skills: ["React"],
      availableFrom: "",
      allocation: "80",
      rateExpectation: "",
      workModes: ["remote"],
      locations: [],
    });
    expect(listItems(["React", "Go, rust\nGO", ""])).toEqual(["React", "Go", "rust"]);
    expect(listItems(undefined)).toEqual([]);
    expect(listItems([1, 2])).toEqual([]);
  });
});
