import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { memoizedT } from "~/i18n/react";

async function translator() {
  const i18n = createInstance();
  await i18n.init({
    lng: "en",
    fallbackLng: false,
    resources: {
      en: { translation: { hello: "Hello", greet: "Hello {{name}}" } },
      fi: { translation: { hello: "Hei" } },
    },
  });
  return i18n;
}

describe("useTranslation's memoized t", () => {
  it("gives i18next's strings, per language, again from memory", async () => {
    const i18n = await translator();
    const en = memoizedT(i18n, "en") as unknown as (key: string, options?: object) => string;
    const fi = memoizedT(i18n, "fi") as unknown as (key: string) => string;
    expect([en("hello"), en("hello"), fi("hello"), fi("hello")]).toEqual([
      "Hello",
      "Hello",
      "Hei",
      "Hei",
    ]);
    // A later t of the same language shares what was found.
    i18n.addResource("en", "translation", "hello", "changed");
    expect((memoizedT(i18n, "en") as unknown as (key: string) => string)("hello")).toBe("Hello");
  });

  it("passes calls with values through, each with its own values", async () => {
    const en = memoizedT(await translator(), "en") as unknown as (k: string, o: object) => string;
    expect(en("greet", { name: "Ann" })).toBe("Hello Ann");
    expect(en("greet", { name: "Bo" })).toBe("Hello Bo");
  });

  it("looks a missing key up again, so that a section loaded later is found", async () => {
    const i18n = await translator();
    const en = memoizedT(i18n, "en") as unknown as (key: string) => string;
    expect(en("later")).toBe("later");
    i18n.addResource("en", "translation", "later", "Loaded later");
    expect(en("later")).toBe("Loaded later");
  });
});
