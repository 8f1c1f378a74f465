import { CAPABILITIES } from "~/db/reference/capabilities";
import type { Locale } from "~/i18n/config";
import type { ProfileVocabulary } from "./experts/expert-profile.server";
import { gigSearchOptions, type GigSearchOptions } from "./gig-search/options.server";
import { buildSkillVocabulary } from "./matching/skill-vocabulary";

/*
 * The vocabulary an expert's profile is written in (decision 043): the skills the gigs require
 * or would like, and the capability list; the places the gigs name. Both come from the gig
 * filters' options (options.server.ts), so they are as fresh as those (a minute at most) and
 * cost nothing extra per request.
 */

// Built once per options object, which gigSearchOptions keeps for its minute.
const built = new WeakMap<GigSearchOptions, ProfileVocabulary>();

/** What a saved profile is normalised against (app/domain/experts/expert-profile.server.ts). */
export async function profileVocabulary(): Promise<ProfileVocabulary> {
  const options = await gigSearchOptions();
  let vocabulary = built.get(options);
  if (!vocabulary) {
    vocabulary = {
      skills: buildSkillVocabulary([
        ...(options.skill ?? []),
        ...CAPABILITIES.flatMap((c) => [c.name_en, c.name_fi]),
      ]),
      locations: options.location ?? [],
    };
    built.set(options, vocabulary);
  }
  return vocabulary;
}

/** The suggestions of the profile form's skill and location fields, in the reader's language. */
export async function profileSuggestions(
  locale: Locale,
): Promise<{ skills: string[]; locations: string[] }> {
  const options = await gigSearchOptions();
  const skills = new Map<string, string>();
  for (const skill of [
    ...(options.skill ?? []),
    ...CAPABILITIES.map((c) => (locale === "fi" ? c.name_fi : c.name_en)),
  ])
    if (!skills.has(skill.toLowerCase())) skills.set(skill.toLowerCase(), skill);
  return {
    skills: [...skills.values()].sort((a, b) =>
      a.localeCompare(b, locale, { sensitivity: "base" }),
    ),
    locations: options.location ?? [],
  };
}
