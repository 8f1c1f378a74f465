/**
 * ASCII kebab-case for URLs, file names and heading anchors: accents dropped (ä -> a, ö -> o,
 * å -> a), apostrophes removed ("Don't" -> "dont"), HTML entities of rendered text read as spaces.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&(amp|lt|gt|quot|#39);/g, " ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
