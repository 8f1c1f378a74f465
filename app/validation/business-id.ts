const WEIGHTS = [7, 9, 10, 5, 8, 4, 2];

/** Finnish business id (y-tunnus) "1234567-1": seven digits, a hyphen and a mod-11 check digit. */
export function isValidBusinessId(value: string): boolean {
  const match = /^(\d{6,7})-(\d)$/.exec(value.trim());
  if (!match) return false;
  const digits = match[1]!.padStart(7, "0");
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const remainder = sum % 11;
  if (remainder === 1) return false;
  const check = remainder === 0 ? 0 : 11 - remainder;
  return check === Number(match[2]);
}

/** Accepts "01234567" style input without the hyphen; old six-digit ids get their leading zero. */
export function normalizeBusinessId(value: string): string {
  const compact = value.replace(/\s/g, "");
  const withHyphen = /^\d{8}$/.test(compact)
    ? `${compact.slice(0, 7)}-${compact.slice(7)}`
    : compact;
  const m = /^(\d{6,7})-(\d)$/.exec(withHyphen);
  return m ? `${m[1]!.padStart(7, "0")}-${m[2]}` : withHyphen;
}
