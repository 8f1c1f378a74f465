import { describe, expect, it } from "vitest";
import { normaliseLocations } from "~/domain/matching/locations";
import {
  buildSkillVocabulary,
  EMPTY_VOCABULARY,
  normaliseSkill,
  normaliseSkills,
  skillKey,
} from "~/domain/matching/skill-vocabulary";

// As the demo gigs and the capability list write them.
const vocabulary = buildSkillVocabulary([
  "Java 17+",
  "Spring Boot",
  "Node.js",
  "React",
  "Accessibility (WCAG 2.1)",
  "C++17",
  ".NET 8",
  "ISO 27001",
  "IEC 62443",
  "SAFe (SPC)",
  "SAFe",
  "Software development",
  "Ohjelmistokehitys",
]);

describe("a skill's canonical key", () => {
  it.each([
    // case and spacing
    ["Spring Boot", "spring boot"],
    ["  spring \t  BOOT ", "spring boot"],
    ["ｊａｖａ", "java"],
    ["CI / CD", "ci/cd"],
    // a version of one or two digits, after a space or a symbol
    ["Java 17+", "java"],
    ["Java 21", "java"],
    ["java", "java"],
    ["Python 3.12", "python"],
    ["Angular v16", "angular"],
    ["C++17", "c++"],
    ["C++ 20", "c++"],
    [".NET 8", ".net"],
    ["Google Analytics 4", "google analytics"],
    // a qualifier in brackets
    ["Accessibility (WCAG 2.1)", "accessibility"],
    ["SAFe (SPC)", "safe"],
    ["Java 17+ (Spring)", "java"],
    // the .js of a library
    ["Node.js", "node"],
    ["NodeJS", "node"],
    ["React.js", "react"],
    // standards keep their numbers; a digit glued to letters is part of the name
    ["ISO 27001", "iso 27001"],
    ["IEC 62443", "iec 62443"],
    ["S3", "s3"],
    ["HTML5", "html5"],
    // nothing but a version or qualifier is its own skill
    ["17", "17"],
    ["(beta)", "(beta)"],
    // Finnish letters stay
    ["Ohjelmistokehitys", "ohjelmistokehitys"],
    ["Tietoturva-asiantuntijuus", "tietoturva-asiantuntijuus"],
  ])("%j -> %j", (text, key) => {
    expect(skillKey(text)).toBe(key);
  });
});

describe("a typed skill against the vocabulary", () => {
  it.each([
    // an entry of the vocabulary keeps its spelling
    ["spring boot", "spring boot", "Spring Boot"],
    ["JAVA 17+", "java", "Java 17+"],
    ["accessibility (wcag 2.1)", "accessibility", "Accessibility (WCAG 2.1)"],
    ["ohjelmistokehitys", "ohjelmistokehitys", "Ohjelmistokehitys"],
    // a known skill in the vocabulary's spelling, with the typed version kept
    ["java", "java", "Java"],
    ["java 21", "java", "Java 21"],
    ["nodejs", "node", "Node.js"],
    ["react.js", "react", "React"],
    ["c++ 20", "c++", "C++ 20"],
    [".net", ".net", ".NET"],
    ["accessibility", "accessibility", "Accessibility"],
    // the bare entry wins over a qualified one
    ["safe", "safe", "SAFe"],
    // unknown: as typed, spacing tidied
    ["  rust   lang ", "rust lang", "rust lang"],
    ["Kotlin Multiplatform", "kotlin multiplatform", "Kotlin Multiplatform"],
  ])("%j -> key %j, label %j", (text, key, label) => {
    expect(normaliseSkill(text, vocabulary)).toEqual({ key, label });
  });

  it.each(["", "   ", "\n\t"])("%j is no skill", (text) => {
    expect(normaliseSkill(text, vocabulary)).toBeNull();
  });

  it("keeps a label within 80 characters", () => {
    const long = buildSkillVocabulary(["X".repeat(79)]);
    expect(normaliseSkill(`${"x".repeat(79)} 17+`, long)?.label).toHaveLength(80);
  });

  it("without a vocabulary, tidies only", () => {
    expect(normaliseSkill("  java  17+ ", EMPTY_VOCABULARY)).toEqual({
      key: "java",
      label: "java 17+",
    });
  });
});

describe("a list of typed skills", () => {
  it("keeps the order, each key once (the first wins), at most the maximum", () => {
    expect(
      normaliseSkills(
        ["React", "java 21", "Java 17+", "", "react.js", "Kafka", "Spring"],
        vocabulary,
        4,
      ),
    ).toEqual([
      { key: "react", label: "React" },
      { key: "java", label: "Java 21" },
      { key: "kafka", label: "Kafka" },
      { key: "spring", label: "Spring" },
    ]);
  });
});

describe("locations", () => {
  it("take the gigs' spelling, each place once, in order, at most the maximum", () => {
    expect(
      normaliseLocations(
        ["helsinki", " Remote ", "HELSINKI", "Pori  Centre", "tampere", "Oulu"],
        ["Helsinki", "Remote", "Tampere"],
        4,
      ),
    ).toEqual(["Helsinki", "Remote", "Pori Centre", "Tampere"]);
  });
});
