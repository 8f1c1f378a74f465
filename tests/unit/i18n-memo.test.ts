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
      en: {
        translation: {
          hello: "Hello",
          greet: "Hello {{name}}",
          days_one: "{{count}} day left",
          days_other: "{{count}} days left",
          flag: "on: {{on}}",
        },
      },
      fi: { translation: { hello: "Hei" } },
    },
  });
  return withMemoizedT(i18n);
}

/** i18next's own `t`, which withMemoizedT leaves alone. */
const unmemoized = (i18n: { t: unknown }) => (i18n.t as T).bind(i18n);

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

  it("keeps calls with plain values per key and values, each with its own string", async () => {
    const i18n = await translator();
    const en = i18n.getFixedT("en") as unknown as T;
    expect(en("greet", { name: "Ann" })).toBe("Hello Ann");
    expect(en("greet", { name: "Bo" })).toBe("Hello Bo");
    expect(en("days", { count: 1 })).toBe("1 day left");
    expect(en("days", { count: 2 })).toBe("2 days left");
    // A number and the string of it are different values to i18next's plural rules.
    expect(en("days", { count: "1" })).toBe(unmemoized(i18n)("days", { count: "1" }));
    expect(en("flag", { on: true })).toBe("on: true");
    expect(en("flag", { on: "true" })).toBe("on: true");
    expect(en("greet", { name: "<b>" })).toBe(unmemoized(i18n)("greet", { name: "<b>" }));
    // Kept: changed behind its back, the kept string shows it.
    i18n.addResource("en", "translation", "greet", "Hi {{name}}");
    expect(en("greet", { name: "Ann" })).toBe("Hello Ann");
    expect(en("greet", { name: "Cy" })).toBe("Hi Cy");
  });

  it("passes calls with other values through, and forgets all when full", async () => {
    const i18n = await translator();
    const en = i18n.getFixedT("en") as unknown as T;
    expect(en("greet", { name: { first: "Ann" } })).toBe(
      unmemoized(i18n)("greet", { name: { first: "Ann" } }),
    );
    const long = "x".repeat(400);
    expect(en("greet", { name: long })).toBe(`Hello ${long}`);
    expect(en("greet", { name: "Ann" })).toBe("Hello Ann");
    i18n.addResource("en", "translation", "greet", "Hi {{name}}");
    expect(en("greet", { name: long })).toBe(`Hi ${long}`);
    for (let i = 0; i < 5_000; i++) expect(en("greet", { name: `n${i}` })).toBe(`Hi n${i}`);
    expect(en("greet", { name: "Ann" })).toBe("Hi Ann");
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
