/**
 * Initials avatars: the same name always gets the same colour, so a partner recognises an
 * expert, a colleague or a company at a glance. Every background carries white initials at
 * WCAG AA (4.5:1 or more; tests/unit/avatar.test.ts measures each).
 */
export const AVATAR_BACKGROUNDS = [
  "#1d4ed8", // blue 700
  "#0f766e", // teal 700
  "#7e22ce", // purple 700
  "#be123c", // rose 700
  "#b45309", // amber 700
  "#15803d", // green 700
  "#4338ca", // indigo 700
  "#a21caf", // fuchsia 700
  "#0e7490", // cyan 700
  "#475569", // slate 600
] as const;

/** Up to two letters: the first of the first and of the last word ("Anna Maria Virtanen" → "AV"). */
export function initialsOf(name: string): string {
  // An e-mail address stands in for a missing name: its local part is the person.
  const words = name
    .replace(/@.*$/su, "")
    .trim()
    .split(/[\s\-_.@]+/u)
    .filter(Boolean);
  const first = words[0];
  if (!first) return "?";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].map((word) => (word ? (Array.from(word)[0] ?? "") : ""));
  return letters.join("").toLocaleUpperCase("en");
}

/** A stable colour for a name (FNV-1a over its case-folded letters). */
export function avatarBackground(name: string): string {
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return AVATAR_BACKGROUNDS[hash % AVATAR_BACKGROUNDS.length] ?? AVATAR_BACKGROUNDS[0];
}
