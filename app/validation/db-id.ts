/**
 * Integer primary keys (gigs, capabilities, …) are 32-bit INTEGER columns on both engines; a
 * bigger number is not an id at all, and PostgreSQL answers it with an error instead of no row.
 */
export const DB_ID_MAX = 2_147_483_647;

export function toDbId(value: string | number): number | null {
  // Leading zeros are harmless ("/gigs/007" still finds gig 7); the length check then bounds it.
  const text = (typeof value === "number" ? String(value) : value.trim()).replace(/^0+(?=\d)/, "");
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= DB_ID_MAX ? id : null;
}

/**
 * A route parameter as an integer id, or null (the caller answers 404). A whole number written
 * with a zero fraction ("/gigs/4.0/…") is the same id: the gig page redirects it to the
 * canonical address rather than calling a real gig missing.
 */
export function parseDbId(param: string | undefined): number | null {
  return param === undefined ? null : toDbId(param.replace(/^(\d+)\.0+$/, "$1"));
}

export function isDbId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= DB_ID_MAX;
}
