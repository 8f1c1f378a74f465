/**
 * The one way two skill names are compared: an expert's skills, a gig's required and
 * nice-to-have skills and any filter meet through this key, so "React ", "react" and "REACT"
 * are one skill. Kept a single function so a vocabulary-aware version ("Java 17+" as "Java")
 * can replace it in one place.
 */
export function normaliseSkillKey(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}
