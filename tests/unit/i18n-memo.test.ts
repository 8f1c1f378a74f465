import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { withMemoizedT } from "~/i18n/memoized-t.server";

type T = (key: string, options?: object) => string;

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
  return withMemoizedT(i18n);
}

describe("the server's memoized getFixedT", () => {
  it("gives i18next's strings per language, the second time from memory", async () => {
    const i18n = await translator();
    const en = i18n.getFixedT("en") as unknown as T;
    const fi = i18n.getFixedT("fi") as unknown as T;
    expect([en("hello"), fi("hello")]).toEqual(["Hello", "Hei"]);
    // Changed behind its back (which the server never does), the kept string shows it is
    // kept, and shared by every later getFixedT of that language.
    i18n.addResource("en", "translation", "hello", "changed");
    expect(en("hello")).toBe("Hello");
    expect((i18n.getFixedT("en") as unknown as T)("hello")).toBe("Hello");
    expect(i18n.getFixedT("en")).toBe(i18n.getFixedT("en"));
  });

  it("passes calls with values through, each with its own values", async () => {
    const en = (await translator()).getFixedT("en") as unknown as T;
    expect(en("greet", { name: "Ann" })).toBe("Hello Ann");
    expect(en("greet", { name: "Bo" })).toBe("Hello Bo");
  });

  it("looks a missing key up again", async () => {
    const i18n = await translator();
    const en = i18n.getFixedT("en") as unknown as T;
    expect(en("later")).toBe("later");
    i18n.addResource("en", "translation", "later", "Loaded later");
    expect(en("later")).toBe("Loaded later");
  });

  it("leaves getFixedT with a namespace or key prefix as i18next has it", async () => {
    const i18n = await translator();
    const t = i18n.getFixedT("fi", "translation") as unknown as T;
    expect(t("hello")).toBe("Hei");
    expect(t).not.toBe(i18n.getFixedT("fi"));
  });
});
