import { describe, expect, it } from "vitest";
import en from "~/i18n/locales/en";
import fi from "~/i18n/locales/fi";
import { isValidBusinessId, normalizeBusinessId } from "~/validation/business-id";

describe("Finnish business id (y-tunnus)", () => {
  it.each(["1572860-0", "0737546-2", "2617416-4", "0112038-9"])("accepts %s", (id) => {
    expect(isValidBusinessId(id)).toBe(true);
  });

  it.each(["1572860-1", "1572860", "157286-00", "abcdefg-h", "", "1572860-00"])(
    "refuses %j",
    (id) => {
      expect(isValidBusinessId(id)).toBe(false);
    },
  );

  it("refuses ids whose remainder is 1 (no valid check digit exists)", () => {
    const invalidBase = Array.from({ length: 2000 }, (_, i) => String(i).padStart(7, "0")).find(
      (base) => [7, 9, 10, 5, 8, 4, 2].reduce((a, w, i) => a + w * Number(base[i]), 0) % 11 === 1,
    )!;
    for (let check = 0; check <= 9; check++)
      expect(isValidBusinessId(`${invalidBase}-${check}`)).toBe(false);
  });

  it("normalises spacing, a missing hyphen and old six-digit ids", () => {
    expect(normalizeBusinessId("15728600")).toBe("1572860-0");
    expect(normalizeBusinessId(" 1572860-0 ")).toBe("1572860-0");
    expect(normalizeBusinessId("737546-2")).toBe("0737546-2");
  });

  it("gives an example in its hint and messages that it accepts itself", () => {
    const texts = [en, fi].flatMap((t) => [
      t.register.company.businessIdHint,
      t.validation.businessIdInvalid,
    ]);
    for (const text of texts) {
      const example = /\d{7}-\d/.exec(text)?.[0];
      expect(example, text).toBeDefined();
      expect(isValidBusinessId(example!), text).toBe(true);
    }
  });
});
