import { describe, expect, it } from "vitest";
import { pluralCategory } from "~/i18n/client-i18n";
import { formatCount } from "~/utils/numbers";

const COUNTS = [
  ...Array.from({ length: 2_001 }, (_, i) => i),
  9_999,
  10_000,
  99_999,
  100_000,
  123_456,
  999_999,
  1_000_000,
  12_345_678,
  2_147_483_647,
  Number.MAX_SAFE_INTEGER,
];

describe("counts without Intl, against Intl", () => {
  it("writes counts as toLocaleString does in both languages", () => {
    for (const n of COUNTS)
      for (const locale of ["en", "fi"])
        expect(formatCount(n, locale), `${n} ${locale}`).toBe(n.toLocaleString(locale));
  });

  it("leaves what is not a whole count to Intl", () => {
    for (const n of [-1_234, 1.5, 1_234.25, Number.NaN, Infinity])
      for (const locale of ["en", "fi"])
        expect(formatCount(n, locale)).toBe(n.toLocaleString(locale));
    expect(formatCount(1_234, "sv")).toBe((1_234).toLocaleString("sv"));
  });

  it("gives the plural category Intl.PluralRules gives in both languages", () => {
    // Counts are whole numbers; fractions of up to three decimals (Intl rounds beyond) also agree.
    const values = [...COUNTS, -2, -1, -0.5, 0.5, 1.5, 1.001, 0.999, 2.5, 21, 101];
    for (const locale of ["en", "fi"]) {
      const rules = new Intl.PluralRules(locale);
      for (const n of values) expect(pluralCategory(n), `${n} ${locale}`).toBe(rules.select(n));
    }
  });
});
