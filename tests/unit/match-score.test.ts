import { describe, expect, it } from "vitest";
import { getFixedTFor } from "~/i18n/i18n.server";
import {
  calendarDay,
  gigMatchRequirements,
  type GigMatchRequirements,
  type GigRequirementColumns,
} from "~/domain/matching/gig-requirements";
import { describeMatchReasons, matchReasonText } from "~/domain/matching/reason-text";
import {
  MATCH_WEIGHTS,
  matchScore,
  scoreMatch,
  type ExpertMatchProfile,
  type MatchReason,
  type MatchReasonCode,
  type MatchResult,
} from "~/domain/matching/score";

/*
 * The scoring table (docs/matching.md): one fully fitting expert and gig, and each case changes
 * what it is about. Weights: required 40, nice-to-have 10, availability 20 (zero at 60 days
 * late), allocation 10, rate 10 (zero at 25 % above the range, half when unknown), work mode 5,
 * location 5. The expected scores are worked out by hand in each case's comment.
 */

const TODAY = "2026-11-29";

const GIG_ROW: GigRequirementColumns = {
  required_skills: JSON.stringify(["React", "TypeScript", "Node.js"]),
  nice_to_have_skills: JSON.stringify(["GraphQL", "AWS"]),
  locations: JSON.stringify(["Helsinki"]),
  onsite: "hybrid",
  start_date: "2026-12-14",
  allocation: 80,
  rate_min: 80,
  rate_max: 110,
};
const GIG = gigMatchRequirements(GIG_ROW);

const EXPERT: ExpertMatchProfile = {
  skills: ["react", "typescript", "node.js", "graphql", "aws"],
  availableFrom: null,
  allocation: 100,
  rateExpectation: 95,
  workModes: ["hybrid"],
  locations: ["Helsinki"],
};

const ALL_GOOD: MatchReasonCode[] = [
  "required-skills-all",
  "nice-skills-all",
  "available-by-start",
  "allocation-enough",
  "rate-inside",
  "work-mode-ok",
  "location-match",
];

type Case = {
  name: string;
  expert?: Partial<ExpertMatchProfile>;
  gig?: Partial<GigRequirementColumns>;
  alreadyOffered?: boolean;
  score: number;
  /** The result's other fields that the case is about. */
  result?: Partial<Omit<MatchResult, "reasons" | "score">>;
  /** Codes of the reasons in order; the fully fitting list when left out. */
  codes?: MatchReasonCode[];
  /** A reason the case is about, whole. */
  reason?: MatchReason;
};

const codesWith = (replace: Partial<Record<MatchReasonCode, MatchReasonCode>>) =>
  ALL_GOOD.map((code) => replace[code] ?? code);

const CASES: Case[] = [
  {
    name: "everything fits",
    score: 100,
    result: {
      required_covered: 3,
      required_total: 3,
      available: true,
      rate_fit: "inside",
      already_offered: false,
    },
    reason: {
      code: "required-skills-all",
      fit: "good",
      params: { covered: ["React", "TypeScript", "Node.js"] },
    },
  },
  {
    name: "skills meet through the key whatever their case and spacing",
    expert: { skills: ["  REACT ", "TypeScript", "NODE.JS", "graphQL", "aws"] },
    gig: { required_skills: JSON.stringify([" react", "Typescript ", "node.js"]) },
    score: 100,
    result: { required_covered: 3, required_total: 3 },
  },
  {
    // 40 × 1/3 + 10 + 20 + 10 + 10 + 5 + 5 = 73.3
    name: "one of three required skills",
    expert: { skills: ["react", "graphql", "aws"] },
    score: 73,
    result: { required_covered: 1, required_total: 3 },
    codes: codesWith({ "required-skills-all": "required-skills-partial" }),
    reason: {
      code: "required-skills-partial",
      fit: "partial",
      params: { covered: ["React"], missing: ["TypeScript", "Node.js"] },
    },
  },
  {
    // 0 + 10 + 50
    name: "none of the required skills",
    expert: { skills: ["graphql", "aws"] },
    score: 60,
    result: { required_covered: 0, required_total: 3 },
    reason: {
      code: "required-skills-missing",
      fit: "poor",
      params: { missing: ["React", "TypeScript", "Node.js"] },
    },
  },
  {
    name: "a gig without required skills asks nothing the expert lacks",
    gig: { required_skills: "[]" },
    expert: { skills: [] },
    // 40 + 0 (no nice-to-have) + 50
    score: 90,
    result: { required_covered: 0, required_total: 0 },
    reason: { code: "required-skills-unlisted", fit: "neutral", params: {} },
  },
  {
    // 40 + 10 × 1/2 + 50
    name: "one of two nice-to-have skills",
    expert: { skills: ["react", "typescript", "node.js", "aws"] },
    score: 95,
    reason: {
      code: "nice-skills-partial",
      fit: "partial",
      params: { covered: ["AWS"], missing: ["GraphQL"] },
    },
  },
  {
    name: "none of the nice-to-have skills",
    expert: { skills: ["react", "typescript", "node.js"] },
    score: 90,
    reason: { code: "nice-skills-missing", fit: "poor", params: { missing: ["GraphQL", "AWS"] } },
  },
  {
    name: "a gig without nice-to-have skills",
    gig: { nice_to_have_skills: "[]" },
    score: 100,
    codes: codesWith({ "nice-skills-all": "nice-skills-unlisted" }),
  },
  {
    name: "a nice-to-have skill that is also required counts once, as required",
    gig: { nice_to_have_skills: JSON.stringify(["REACT", "GraphQL"]) },
    expert: { skills: ["react", "typescript", "node.js"] },
    // 40 + 0 + 50: the only nice-to-have left is GraphQL
    score: 90,
    reason: { code: "nice-skills-missing", fit: "poor", params: { missing: ["GraphQL"] } },
  },
  {
    name: "available on the start day",
    expert: { availableFrom: "2026-12-14" },
    score: 100,
    result: { available: true },
    reason: {
      code: "available-by-start",
      fit: "good",
      params: { startDate: "2026-12-14" },
    },
  },
  {
    // 20 × (1 − 15/60) = 15
    name: "available 15 days after the start",
    expert: { availableFrom: "2026-12-29" },
    score: 95,
    result: { available: false },
    codes: codesWith({ "available-by-start": "available-after-start" }),
    reason: {
      code: "available-after-start",
      fit: "partial",
      params: { startDate: "2026-12-14", days: 15 },
    },
  },
  {
    name: "available 60 days after the start scores no availability",
    expert: { availableFrom: "2027-02-12" },
    score: 80,
    result: { available: false },
    reason: {
      code: "available-after-start",
      fit: "poor",
      params: { startDate: "2026-12-14", days: 60 },
    },
  },
  {
    name: "an availability date in the past is now",
    expert: { availableFrom: "2025-01-01" },
    score: 100,
    result: { available: true },
  },
  {
    name: "start date unknown, expert free now",
    gig: { start_date: "ASAP" },
    score: 100,
    result: { available: true },
    codes: codesWith({ "available-by-start": "available-now" }),
  },
  {
    // Compared with today: 20 × (1 − 10/60) = 16.7, so 96.7
    name: "start date unknown, expert free in ten days",
    gig: { start_date: "" },
    expert: { availableFrom: "2026-12-09" },
    score: 97,
    result: { available: false },
    reason: {
      code: "available-later",
      fit: "partial",
      params: { availableFrom: "2026-12-09", days: 10 },
    },
  },
  {
    // The gig should have started: today is the earliest start, so ten days late again.
    name: "a start date in the past counts from today",
    gig: { start_date: "2026-11-01" },
    expert: { availableFrom: "2026-12-09" },
    score: 97,
    result: { available: false },
    reason: {
      code: "available-after-start",
      fit: "partial",
      params: { startDate: "2026-11-01", days: 10 },
    },
  },
  {
    name: "allocation equal to the gig's",
    expert: { allocation: 80 },
    score: 100,
    reason: {
      code: "allocation-enough",
      fit: "good",
      params: { allocation: 80, required: 80 },
    },
  },
  {
    // 10 × 40/80 = 5
    name: "allocation half the gig's",
    expert: { allocation: 40 },
    score: 95,
    reason: {
      code: "allocation-short",
      fit: "partial",
      params: { allocation: 40, required: 80 },
    },
  },
  {
    name: "a gig without an allocation",
    gig: { allocation: 0 },
    expert: { allocation: 10 },
    score: 100,
    codes: codesWith({ "allocation-enough": "allocation-unknown" }),
  },
  {
    name: "rate expectation at the range's minimum is inside",
    expert: { rateExpectation: 80 },
    score: 100,
    result: { rate_fit: "inside" },
  },
  {
    name: "rate expectation at the range's maximum is inside",
    expert: { rateExpectation: 110 },
    score: 100,
    result: { rate_fit: "inside" },
    reason: {
      code: "rate-inside",
      fit: "good",
      params: { expectation: 110, min: 80, max: 110 },
    },
  },
  {
    name: "rate expectation under the range fits the budget",
    expert: { rateExpectation: 70 },
    score: 100,
    result: { rate_fit: "under" },
    reason: { code: "rate-under", fit: "good", params: { expectation: 70, min: 80, max: 110 } },
  },
  {
    // 11 over 110, zero at 27.5 over: 10 × (1 − 11/27.5) = 6
    name: "rate expectation 10 % above the range",
    expert: { rateExpectation: 121 },
    score: 96,
    result: { rate_fit: "above" },
    reason: {
      code: "rate-above",
      fit: "partial",
      params: { expectation: 121, min: 80, max: 110 },
    },
  },
  {
    name: "rate expectation far above the range",
    expert: { rateExpectation: 140 },
    score: 90,
    result: { rate_fit: "above" },
    reason: {
      code: "rate-above",
      fit: "poor",
      params: { expectation: 140, min: 80, max: 110 },
    },
  },
  {
    name: "no rate expectation: half the rate points",
    expert: { rateExpectation: null },
    score: 95,
    result: { rate_fit: "unknown" },
    codes: codesWith({ "rate-inside": "rate-no-expectation" }),
  },
  {
    name: "a gig without a rate range",
    gig: { rate_min: 0, rate_max: 0 },
    score: 95,
    result: { rate_fit: "unknown" },
    reason: { code: "rate-no-range", fit: "neutral", params: { expectation: 95 } },
  },
  {
    name: "remote gig, remote expert elsewhere: the location does not matter",
    gig: { onsite: "remote" },
    expert: { workModes: ["remote"], locations: ["Tampere"] },
    score: 100,
    codes: codesWith({ "location-match": "location-remote" }),
    reason: { code: "work-mode-ok", fit: "good", params: { mode: "remote" } },
  },
  {
    name: "remote gig, expert only on site",
    gig: { onsite: "remote" },
    expert: { workModes: ["onsite"] },
    score: 95,
    codes: codesWith({
      "work-mode-ok": "work-mode-mismatch",
      "location-match": "location-remote",
    }),
    reason: { code: "work-mode-mismatch", fit: "poor", params: { mode: "remote" } },
  },
  {
    name: "on-site gig, expert only remote",
    gig: { onsite: "onsite" },
    expert: { workModes: ["remote"] },
    score: 95,
    reason: { code: "work-mode-mismatch", fit: "poor", params: { mode: "onsite" } },
  },
  {
    name: "hybrid gig, expert on site: coming in every day covers some days",
    expert: { workModes: ["onsite"] },
    score: 100,
    reason: { code: "work-mode-ok", fit: "good", params: { mode: "hybrid" } },
  },
  {
    name: "on-site gig, expert only hybrid",
    gig: { onsite: "onsite" },
    expert: { workModes: ["hybrid", "remote"] },
    score: 95,
    reason: { code: "work-mode-mismatch", fit: "poor", params: { mode: "onsite" } },
  },
  {
    name: "an expert without work modes accepts any",
    gig: { onsite: "onsite" },
    expert: { workModes: [] },
    score: 100,
  },
  {
    name: "on-site location the expert does not accept",
    expert: { locations: ["Tampere", "Oulu"] },
    score: 95,
    reason: { code: "location-mismatch", fit: "poor", params: { locations: ["Helsinki"] } },
  },
  {
    name: "locations meet whatever their case and spacing",
    gig: { locations: JSON.stringify(["Espoo", "Helsinki"]) },
    expert: { locations: ["  helsinki "] },
    score: 100,
    reason: { code: "location-match", fit: "good", params: { locations: ["Helsinki"] } },
  },
  {
    name: "an expert without locations accepts any",
    expert: { locations: [] },
    score: 100,
    reason: { code: "location-any", fit: "good", params: { locations: ["Helsinki"] } },
  },
  {
    name: "a hybrid gig naming no location",
    gig: { locations: "[]" },
    expert: { locations: ["Tampere"] },
    score: 100,
    codes: codesWith({ "location-match": "location-unlisted" }),
  },
  {
    name: "already offered: marked first, the score unchanged",
    alreadyOffered: true,
    score: 100,
    result: { already_offered: true },
    codes: ["already-offered", ...ALL_GOOD],
  },
  {
    // 0 + 0 + 0 + 10 × 10/80 + 0 + 0 + 0 = 1.25
    name: "nothing fits",
    expert: {
      skills: ["cobol"],
      availableFrom: "2027-06-01",
      allocation: 10,
      rateExpectation: 300,
      workModes: ["remote"],
      locations: ["Oulu"],
    },
    score: 1,
    result: {
      required_covered: 0,
      required_total: 3,
      available: false,
      rate_fit: "above",
    },
    codes: [
      "required-skills-missing",
      "nice-skills-missing",
      "available-after-start",
      "allocation-short",
      "rate-above",
      "work-mode-mismatch",
      "location-mismatch",
    ],
  },
];

function run(c: Pick<Case, "expert" | "gig" | "alreadyOffered">) {
  const gig: GigMatchRequirements = c.gig ? gigMatchRequirements({ ...GIG_ROW, ...c.gig }) : GIG;
  return scoreMatch({
    expert: { ...EXPERT, ...c.expert },
    gig,
    alreadyOffered: c.alreadyOffered ?? false,
    today: TODAY,
  });
}

describe("scoreMatch", () => {
  it("has weights that add up to 100", () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it.each(CASES)("$name", (c) => {
    const result = run(c);
    expect(result.score).toBe(c.score);
    expect(Number.isInteger(result.score)).toBe(true);
    if (c.result) expect(result).toMatchObject(c.result);
    if (c.codes || !c.reason)
      expect(result.reasons.map((r) => r.code)).toEqual(c.codes ?? ALL_GOOD);
    if (c.reason) expect(result.reasons).toContainEqual(c.reason);
  });

  it("gives the same result for the same input", () => {
    const c = CASES.find((x) => x.name === "one of three required skills")!;
    expect(run(c)).toEqual(run(c));
  });

  it("ranks by the same numbers as it explains (matchScore is scoreMatch without reasons)", () => {
    for (const c of CASES) {
      const input = {
        expert: { ...EXPERT, ...c.expert },
        gig: c.gig ? gigMatchRequirements({ ...GIG_ROW, ...c.gig }) : GIG,
        alreadyOffered: c.alreadyOffered ?? false,
        today: TODAY,
      };
      const { reasons, ...numbers } = scoreMatch(input);
      expect(reasons.length).toBeGreaterThan(0);
      expect(matchScore(input)).toEqual(numbers);
    }
  });
});

describe("calendarDay", () => {
  it.each([
    ["2026-12-14", "2026-12-14"],
    ["2026-12-14T10:00:00.000Z", "2026-12-14"],
    ["2028-02-29", "2028-02-29"],
    ["2000-02-29", "2000-02-29"],
    ["2026-02-29", null],
    ["1900-02-29", null],
    ["2026-04-31", null],
    ["2026-13-01", null],
    ["2026-00-10", null],
    ["2026-01-00", null],
    ["ASAP", null],
    ["", null],
    [null, null],
  ])("reads %j as %j", (value, day) => {
    expect(calendarDay(value)).toBe(day);
  });
});

describe("gigMatchRequirements", () => {
  it("reads a gig row's JSON lists, keeping the gig's spelling and each skill once", () => {
    expect(
      gigMatchRequirements({
        ...GIG_ROW,
        required_skills: JSON.stringify([" React ", "react", "", "Java  17+"]),
        nice_to_have_skills: JSON.stringify(["REACT", "Docker", 7]),
        locations: JSON.stringify([" Helsinki ", ""]),
      }),
    ).toEqual({
      required: [
        { key: "react", name: "React" },
        { key: "java", name: "Java  17+" }, // the vocabulary key: a version does not count
      ],
      niceToHave: [{ key: "docker", name: "Docker" }],
      startDate: "2026-12-14",
      allocation: 80,
      rateMin: 80,
      rateMax: 110,
      workMode: "hybrid",
      locations: ["Helsinki"],
    });
  });

  it("takes lists already parsed (a gig view) as well as JSON text", () => {
    expect(
      gigMatchRequirements({
        ...GIG_ROW,
        required_skills: ["React"],
        nice_to_have_skills: [],
        locations: [],
      }),
    ).toMatchObject({ required: [{ key: "react", name: "React" }], niceToHave: [], locations: [] });
  });

  it("reads what it cannot understand as nothing, never as an error", () => {
    expect(
      gigMatchRequirements({
        ...GIG_ROW,
        required_skills: "not json",
        nice_to_have_skills: '{"a":1}',
        start_date: "2026-02-30",
        rate_min: 120,
        rate_max: 100,
      }),
    ).toMatchObject({
      required: [],
      niceToHave: [],
      startDate: null,
      rateMin: null,
      rateMax: null,
    });
  });

  it("takes numbers PostgreSQL hands over as text", () => {
    const row = { ...GIG_ROW, allocation: "60", rate_min: "70", rate_max: "90" } as unknown;
    expect(gigMatchRequirements(row as GigRequirementColumns)).toMatchObject({
      allocation: 60,
      rateMin: 70,
      rateMax: 90,
    });
  });
});

const EVERY_CODE: Record<MatchReasonCode, true> = {
  "already-offered": true,
  "required-skills-all": true,
  "required-skills-partial": true,
  "required-skills-missing": true,
  "required-skills-unlisted": true,
  "nice-skills-all": true,
  "nice-skills-partial": true,
  "nice-skills-missing": true,
  "nice-skills-unlisted": true,
  "available-by-start": true,
  "available-after-start": true,
  "available-now": true,
  "available-later": true,
  "allocation-enough": true,
  "allocation-short": true,
  "allocation-unknown": true,
  "rate-inside": true,
  "rate-under": true,
  "rate-above": true,
  "rate-no-expectation": true,
  "rate-no-range": true,
  "work-mode-ok": true,
  "work-mode-mismatch": true,
  "location-remote": true,
  "location-unlisted": true,
  "location-any": true,
  "location-match": true,
  "location-mismatch": true,
};

/** One reason of each code, with the sentences they read as. */
const SENTENCES: Array<[MatchReason, string, string]> = [
  [
    { code: "already-offered", fit: "neutral", params: {} },
    "Already offered on this gig",
    "Tarjottu jo tälle keikalle",
  ],
  [
    { code: "required-skills-all", fit: "good", params: { covered: ["React", "AWS"] } },
    "Has every required skill: React, AWS",
    "Kaikki vaaditut taidot: React, AWS",
  ],
  [
    {
      code: "required-skills-partial",
      fit: "partial",
      params: { covered: ["React"], missing: ["AWS", "Go"] },
    },
    "Has 1 of 3 required skills: React; missing AWS, Go",
    "1/3 vaaditusta taidosta: React; puuttuu AWS, Go",
  ],
  [
    { code: "required-skills-missing", fit: "poor", params: { missing: ["Go"] } },
    "Has none of the required skills: missing Go",
    "Ei yhtään vaadituista taidoista: puuttuu Go",
  ],
  [
    { code: "required-skills-unlisted", fit: "neutral", params: {} },
    "The gig lists no required skills",
    "Keikalla ei ole vaadittuja taitoja",
  ],
  [
    { code: "nice-skills-all", fit: "good", params: { covered: ["Figma"] } },
    "Has every nice-to-have skill: Figma",
    "Kaikki eduksi katsottavat taidot: Figma",
  ],
  [
    {
      code: "nice-skills-partial",
      fit: "partial",
      params: { covered: ["Figma"], missing: ["Miro"] },
    },
    "Has nice-to-have skills Figma; not Miro",
    "Eduksi katsottavista taidoista Figma; ei Miro",
  ],
  [
    { code: "nice-skills-missing", fit: "poor", params: { missing: ["Miro"] } },
    "Has none of the nice-to-have skills: Miro",
    "Ei yhtään eduksi katsottavista taidoista: Miro",
  ],
  [
    { code: "nice-skills-unlisted", fit: "neutral", params: {} },
    "The gig lists no nice-to-have skills",
    "Keikalla ei ole eduksi katsottavia taitoja",
  ],
  [
    { code: "available-by-start", fit: "good", params: { startDate: "2026-12-14" } },
    "Available by the start on 14 December 2026",
    "Käytettävissä aloitukseen 14. joulukuuta 2026 mennessä",
  ],
  [
    { code: "available-after-start", fit: "partial", params: { startDate: "2026-12-14", days: 1 } },
    "Available 1 day after the start on 14 December 2026",
    "Käytettävissä 1 päivä aloituksen (14. joulukuuta 2026) jälkeen",
  ],
  [
    {
      code: "available-after-start",
      fit: "partial",
      params: { startDate: "2026-12-14", days: 15 },
    },
    "Available 15 days after the start on 14 December 2026",
    "Käytettävissä 15 päivää aloituksen (14. joulukuuta 2026) jälkeen",
  ],
  [
    { code: "available-now", fit: "good", params: {} },
    "Available now (the gig's start date is not known)",
    "Käytettävissä heti (keikan aloituspäivää ei tiedetä)",
  ],
  [
    { code: "available-later", fit: "partial", params: { availableFrom: "2026-12-09", days: 10 } },
    "Available from 9 December 2026, 10 days from now (the gig's start date is not known)",
    "Käytettävissä 9. joulukuuta 2026 alkaen, 10 päivän päästä (keikan aloituspäivää ei tiedetä)",
  ],
  [
    { code: "allocation-enough", fit: "good", params: { allocation: 100, required: 80 } },
    "Allocation 100 % covers the gig's 80 %",
    "Työmäärä 100 % riittää keikan 80 %:n tarpeeseen",
  ],
  [
    { code: "allocation-short", fit: "partial", params: { allocation: 40, required: 80 } },
    "Allocation 40 % is less than the gig's 80 %",
    "Työmäärä 40 % on alle keikan 80 %:n tarpeen",
  ],
  [
    { code: "allocation-unknown", fit: "neutral", params: {} },
    "The gig states no allocation",
    "Keikalle ei ole ilmoitettu työmäärää",
  ],
  [
    { code: "rate-inside", fit: "good", params: { expectation: 95, min: 80, max: 110 } },
    "Rate expectation 95 €/h is inside the gig's range 80–110 €/h",
    "Hintatoive 95 €/h on keikan haarukassa 80–110 €/h",
  ],
  [
    { code: "rate-under", fit: "good", params: { expectation: 70, min: 80, max: 110 } },
    "Rate expectation 70 €/h is under the gig's range 80–110 €/h",
    "Hintatoive 70 €/h on alle keikan haarukan 80–110 €/h",
  ],
  [
    { code: "rate-above", fit: "poor", params: { expectation: 140, min: 80, max: 110 } },
    "Rate expectation 140 €/h is above the gig's range 80–110 €/h",
    "Hintatoive 140 €/h on yli keikan haarukan 80–110 €/h",
  ],
  [
    { code: "rate-no-expectation", fit: "neutral", params: {} },
    "No rate expectation given",
    "Hintatoivetta ei ole annettu",
  ],
  [
    { code: "rate-no-range", fit: "neutral", params: { expectation: 95 } },
    "Rate expectation 95 €/h; the gig states no range",
    "Hintatoive 95 €/h; keikalle ei ole ilmoitettu haarukkaa",
  ],
  [
    { code: "work-mode-ok", fit: "good", params: { mode: "remote" } },
    "Works remotely, as the gig asks",
    "Tekee etätyötä, kuten keikka vaatii",
  ],
  [
    { code: "work-mode-mismatch", fit: "poor", params: { mode: "onsite" } },
    "Does not work on site, which the gig asks",
    "Ei tee lähityötä, jota keikka vaatii",
  ],
  [
    { code: "location-remote", fit: "good", params: {} },
    "Remote work: the location does not matter",
    "Etätyö: sijainnilla ei ole väliä",
  ],
  [
    { code: "location-unlisted", fit: "neutral", params: {} },
    "The gig names no location",
    "Keikalle ei ole ilmoitettu sijaintia",
  ],
  [
    { code: "location-any", fit: "good", params: { locations: ["Helsinki", "Espoo"] } },
    "Works in any location; the gig is in Helsinki, Espoo",
    "Työskentelee missä tahansa; keikan sijainti on Helsinki, Espoo",
  ],
  [
    { code: "location-match", fit: "good", params: { locations: ["Helsinki"] } },
    "Works in the gig's location: Helsinki",
    "Työskentelee keikan sijainnissa: Helsinki",
  ],
  [
    { code: "location-mismatch", fit: "poor", params: { locations: ["Turku"] } },
    "Does not work in the gig's location: Turku",
    "Ei työskentele keikan sijainnissa: Turku",
  ],
];

describe("the reasons in words", () => {
  it("say every code in English and Finnish", async () => {
    const [tEn, tFi] = [await getFixedTFor("en"), await getFixedTFor("fi")];
    // Every code has a sentence here (EVERY_CODE fails the type check when one is added).
    expect(new Set(SENTENCES.map(([r]) => r.code))).toEqual(new Set(Object.keys(EVERY_CODE)));
    for (const [r, en, fi] of SENTENCES) {
      expect(matchReasonText(r, tEn, "en")).toBe(en);
      expect(matchReasonText(r, tFi, "fi")).toBe(fi);
    }
  });

  it("list a match's reasons with their codes", async () => {
    const t = await getFixedTFor("en");
    const result = run({ expert: { rateExpectation: null }, alreadyOffered: true });
    expect(describeMatchReasons(result.reasons, t, "en").slice(0, 2)).toEqual([
      { code: "already-offered", fit: "neutral", text: "Already offered on this gig" },
      {
        code: "required-skills-all",
        fit: "good",
        text: "Has every required skill: React, TypeScript, Node.js",
      },
    ]);
  });
});
