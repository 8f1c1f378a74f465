/*
 * The product's skill vocabulary and how a typed skill becomes one of its entries (decision 043).
 *
 * A skill has a canonical key, which matching compares, and a label, which people read. The key
 * ignores what does not change the skill: case, spacing, a version ("Java 17+", "Python 3.12",
 * "C++17"), a qualifier in brackets ("Accessibility (WCAG 2.1)") and the ".js" of a library name
 * ("React.js", "ReactJS"). So an expert's "Java 21" covers a gig's "Java 17+": both are "java".
 * Standards keep their numbers ("ISO 27001", "IEC 62443"): only one or two digits are a version.
 *
 * The vocabulary (the gigs' required and nice-to-have skills and the capability list) decides
 * the spelling: "spring boot" is saved as the gigs write it, "Spring Boot", and "java" as "Java"
 * when a gig asks for "Java 17+". A skill no gig names is kept as typed, with its spacing tidied.
 *
 * Pure: no database, so pages, the API, the seed and the scoring all use the same rules.
 */

export type Skill = { key: string; label: string };

export type SkillVocabulary = {
  /** Entries by their tidied, lower-cased text: an exact choice keeps the entry's spelling. */
  byText: ReadonlyMap<string, string>;
  /** Per key, the vocabulary's spelling of the skill without version or qualifier ("Java"). */
  baseByKey: ReadonlyMap<string, string>;
};

/** At most this many characters of a skill's label (the gigs' own list items are as long). */
export const SKILL_LABEL_MAX = 80;

/** NFKC (full-width letters, odd spaces), single spaces, none around a slash ("CI / CD"). */
export function tidySkill(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/\s+/g, " ")
    .replace(/ ?\/ ?/g, "/")
    .trim();
}

// A trailing "(...)": "Accessibility (WCAG 2.1)", "SAFe (SPC)".
const QUALIFIER = /\s*\([^()]*\)$/;
// A trailing version of one or two digits, after a space or a symbol: "Java 17+", "Python 3.12",
// "C++17", ".NET 8", "Angular v16". Not "ISO 27001", and not a digit glued to a letter ("S3").
const VERSION = /(?:\s+v?|(?<=[+#]))\d{1,2}(?:\.\d+)*\+?$/i;
// "React.js", "ReactJS", "Node.js": the same library with or without the suffix.
const JS_SUFFIX = /(?<=[a-z]{2})\.?js$/i;

/**
 * The parts of a tidied skill: `core` without version or qualifier ("Node.js"), the `qualifier`
 * that followed it (" 18", "" if none) and the `key` (also without ".js": "node").
 */
function split(tidy: string): { core: string; qualifier: string; key: string } {
  let core = tidy;
  for (;;) {
    const next = core.replace(QUALIFIER, "").replace(VERSION, "").trim();
    if (next === core) break;
    core = next;
  }
  // A text that is nothing but a version or qualifier is its own skill.
  if (!core) core = tidy;
  const key = (core.replace(JS_SUFFIX, "") || core).toLowerCase();
  return { core, qualifier: tidy.slice(core.length), key };
}

// Keys of texts seen before: scoring a bench compares the same few hundred skills thousands of
// times, and the key's regular expressions were most of a score's cost. Emptied when full.
const KEY_MEMO_MAX = 10_000;
const keyMemo = new Map<string, string>();

/** The canonical key matching compares: "Java 17+" and "java" are both "java". */
export function skillKey(text: string): string {
  let key = keyMemo.get(text);
  if (key === undefined) {
    key = split(tidySkill(text)).key;
    if (keyMemo.size >= KEY_MEMO_MAX) keyMemo.clear();
    keyMemo.set(text, key);
  }
  return key;
}

/**
 * The vocabulary from its entries, in order of preference: for a key, the first entry that is
 * the bare skill ("Java") gives its spelling, or else the first entry with that key ("Java 17+").
 */
export function buildSkillVocabulary(entries: Iterable<string>): SkillVocabulary {
  const byText = new Map<string, string>();
  const baseByKey = new Map<string, string>();
  const bare = new Set<string>();
  for (const entry of entries) {
    const tidy = tidySkill(entry);
    if (!tidy) continue;
    if (!byText.has(tidy.toLowerCase())) byText.set(tidy.toLowerCase(), tidy);
    const { core, qualifier, key } = split(tidy);
    const isBare = qualifier === "";
    if (!baseByKey.has(key) || (isBare && !bare.has(key))) baseByKey.set(key, core);
    if (isBare) bare.add(key);
  }
  return { byText, baseByKey };
}

export const EMPTY_VOCABULARY: SkillVocabulary = buildSkillVocabulary([]);

/**
 * A typed skill as key and label, or null for an empty one. The label is the vocabulary's entry
 * when the text is one (case and spacing aside); else, for a known key, the vocabulary's spelling
 * with the typed version or qualifier kept ("java 21" -> "Java 21"); else the text as typed.
 */
export function normaliseSkill(text: string, vocabulary: SkillVocabulary): Skill | null {
  const tidy = tidySkill(text);
  if (!tidy) return null;
  const { qualifier, key } = split(tidy);
  const exact = vocabulary.byText.get(tidy.toLowerCase());
  if (exact) return { key, label: exact };
  const known = vocabulary.baseByKey.get(key);
  const label = known ? `${known}${qualifier}` : tidy;
  return { key, label: label.slice(0, SKILL_LABEL_MAX) };
}

/** Typed skills in their order, each key once (the first one typed wins), at most `max`. */
export function normaliseSkills(
  texts: Iterable<string>,
  vocabulary: SkillVocabulary,
  max = Infinity,
): Skill[] {
  const skills = new Map<string, Skill>();
  for (const text of texts) {
    if (skills.size >= max) break;
    const skill = normaliseSkill(text, vocabulary);
    if (skill && !skills.has(skill.key)) skills.set(skill.key, skill);
  }
  return [...skills.values()];
}
