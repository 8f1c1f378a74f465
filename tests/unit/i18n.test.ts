import { describe, expect, it } from "vitest";
import { getFixedTFor, getLocale } from "~/i18n/i18n.server";
import en, { type Translation } from "~/i18n/locales/en";
import fi from "~/i18n/locales/fi";
import serverOnlyEn from "~/i18n/locales/server-only.en";
import serverOnlyFi from "~/i18n/locales/server-only.fi";
import type { Shape } from "~/i18n/locales/shape";
import { msg } from "~/validation/messages";

function req(headers: Record<string, string>) {
  return new Request("http://localhost:3000/", { headers });
}

function keys(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === "string" ? [prefix + k] : keys(v, `${prefix}${k}.`),
  );
}

describe("locale detection", () => {
  it("prefers the cookie, then Accept-Language, then English", async () => {
    expect(
      await getLocale(
        req({
          Cookie: `lng=${encodeURIComponent(btoa(JSON.stringify("fi")))}`,
          "Accept-Language": "en",
        }),
      ),
    ).toBe("fi");
    expect(await getLocale(req({ "Accept-Language": "fi-FI,fi;q=0.9,en;q=0.5" }))).toBe("fi");
    expect(await getLocale(req({ "Accept-Language": "de-DE" }))).toBe("en");
    expect(await getLocale(req({}))).toBe("en");
  });

  it("ignores an unknown or malformed locale cookie", async () => {
    expect(
      await getLocale(req({ Cookie: `lng=${encodeURIComponent(btoa(JSON.stringify("xx")))}` })),
    ).toBe("en");
    expect(await getLocale(req({ Cookie: "lng=%%%not-base64", "Accept-Language": "fi" }))).toBe(
      "fi",
    );
  });

  it("answers each request by its own address, cookie and header, however often asked", async () => {
    const fiCookie = `lng=${encodeURIComponent(btoa(JSON.stringify("fi")))}`;
    for (let round = 0; round < 2; round++) {
      expect(await getLocale(new Request("http://localhost:3000/gigs?lng=fi"))).toBe("fi");
      expect(await getLocale(new Request("http://localhost:3000/gigs?q=x&lng=en"))).toBe("en");
      expect(await getLocale(new Request("http://localhost:3000/gigs"))).toBe("en");
      expect(
        await getLocale(
          new Request("http://localhost:3000/gigs", { headers: { Cookie: fiCookie } }),
        ),
      ).toBe("fi");
      expect(
        await getLocale(
          new Request("http://localhost:3000/gigs?lng=en", { headers: { Cookie: fiCookie } }),
        ),
      ).toBe("en");
      expect(await getLocale(req({ "Accept-Language": "fi" }))).toBe("fi");
      expect(await getLocale(req({ "Accept-Language": "sv, en;q=0.5" }))).toBe("en");
    }
  });

  it("reads the language cookie among others, and answers long headers without keeping them", async () => {
    const fiCookie = `lng=${encodeURIComponent(btoa(JSON.stringify("fi")))}`;
    for (let round = 0; round < 2; round++) {
      expect(await getLocale(req({ Cookie: `session=abc; ${fiCookie}; other=1` }))).toBe("fi");
      expect(await getLocale(req({ Cookie: "session=abc; xlng=x" }))).toBe("en");
      const long = `${"de;q=0.1, ".repeat(40)}fi;q=0.9`;
      expect(await getLocale(req({ "Accept-Language": long }))).toBe("fi");
      expect(await getLocale(req({ "Accept-Language": `${"de;q=0.1, ".repeat(40)}en` }))).toBe(
        "en",
      );
    }
  });

  it("never answers a request with another one's language", async () => {
    const fi = encodeURIComponent(btoa(JSON.stringify("fi")));
    const en = { "Accept-Language": "en" };
    // Each odd spelling first, so that an answer kept under the plain request's key would show.
    const odd = [
      new Request("http://localhost:3000/gigs?%6Cng=fi", { headers: en }),
      new Request("http://localhost:3000/gigs?lng=fi&lng=en", { headers: en }),
      new Request("http://localhost:3000/gigs", { headers: { ...en, Cookie: `lng =${fi}` } }),
      new Request("http://localhost:3000/gigs", { headers: { ...en, Cookie: `a=1;lng=${fi}` } }),
    ];
    for (const request of odd) {
      const answer = await getLocale(request);
      expect(await getLocale(new Request(request.url, { headers: request.headers }))).toBe(answer);
      expect(await getLocale(new Request("http://localhost:3000/gigs", { headers: en }))).toBe(
        "en",
      );
    }
    expect(await getLocale(odd[0]!)).toBe("fi");
    const emptyParam = { Cookie: `lng=${fi}`, "Accept-Language": "fi" };
    const withEmpty = await getLocale(
      new Request("http://localhost:3000/gigs?lng=", { headers: emptyParam }),
    );
    expect(withEmpty).toBe(
      await getLocale(new Request("http://localhost:3000/gigs?lng=", { headers: emptyParam })),
    );
    expect(
      await getLocale(new Request("http://localhost:3000/gigs?q=x", { headers: emptyParam })),
    ).toBe("fi");
  });

  it("keeps answering correctly past the number of answers it remembers", async () => {
    for (let i = 0; i < 4100; i++) {
      const headers = {
        "Accept-Language": `${i % 2 ? "fi" : "en"}, sv;q=0.${(i % 9) + 1}, x-${i}`,
      };
      expect(await getLocale(req(headers))).toBe(i % 2 ? "fi" : "en");
    }
  });
});

describe("translations", () => {
  it("has every English key in Finnish, with no empty text", () => {
    expect(keys(fi).sort()).toEqual(keys(en).sort());
    expect(keys(serverOnlyFi).sort()).toEqual(keys(serverOnlyEn).sort());
    for (const key of keys(fi)) {
      const value = key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], fi);
      expect(value, key).not.toBe("");
    }
  });

  it("uses the specification's wording verbatim in English", () => {
    expect(en.errors.notFound.message).toBe("Page Not Found: {{path}}");
    expect(en.validation.emailInvalid).toBe("Email is not a valid email address");
    expect(en.validation.fillAllRequired).toBe("Fill all required fields");
  });
});

/*
 * The @ts-expect-error lines are the test: `npm run typecheck` fails when a misspelt key or a
 * Finnish file that lacks an English key stops being a type error.
 */
describe("typed translation keys", () => {
  it("rejects a key that is not in the English resources, on the server too", async () => {
    const t = await getFixedTFor("fi");
    expect(t("nav.home")).toBe("Etusivu");
    // @ts-expect-error misspelt key
    expect(t("nav.hoem")).toBe("nav.hoem");
    // @ts-expect-error zod messages are keys as well
    expect(msg("validation.requird")).toBe("validation.requird");
  });

  it("rejects a Finnish resource that lacks an English key", () => {
    const { home, ...navWithoutHome } = fi.nav;
    // @ts-expect-error nav.home is missing
    const partial: Shape<Translation> = { ...fi, nav: navWithoutHome };
    expect(keys(partial)).not.toContain("nav.home");
    expect(home).toBe("Etusivu");
  });
});
