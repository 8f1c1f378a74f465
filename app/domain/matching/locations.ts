import { tidySkill } from "./skill-vocabulary";

/**
 * Locations an expert accepts, in the gigs' spelling when a gig names the place ("helsinki" is
 * saved as "Helsinki"), otherwise as typed with its spacing tidied; each place once, in order.
 */
export function normaliseLocations(
  texts: Iterable<string>,
  known: Iterable<string>,
  max = Infinity,
): string[] {
  const spelling = new Map<string, string>();
  for (const place of known) {
    const tidy = tidySkill(place);
    if (tidy && !spelling.has(tidy.toLowerCase())) spelling.set(tidy.toLowerCase(), tidy);
  }
  const chosen = new Map<string, string>();
  for (const text of texts) {
    if (chosen.size >= max) break;
    const tidy = tidySkill(text);
    const lower = tidy.toLowerCase();
    if (tidy && !chosen.has(lower)) chosen.set(lower, spelling.get(lower) ?? tidy);
  }
  return [...chosen.values()];
}
