import { describe, expect, it } from "vitest";
import { getFixedTFor } from "~/i18n/i18n.server";
import { createClientI18n, partialLanguages } from "~/i18n/client-i18n";
import { setBrowserI18n, wholeLanguage } from "~/i18n/client-locale";
import { neededSections, SHELL_SECTIONS } from "~/i18n/sections";
import en from "~/i18n/locales/en";
import fi from "~/i18n/locales/fi";
import type { Locale } from "~/i18n/config";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Array<[string, string]> {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === "string" ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

// The browser hydrates what the server rendered with i18next: any difference between the two
// translators would be a hydration mismatch, so every key is compared in both languages.
describe.each<[Locale, Tree]>([
  ["en", en],
  ["fi", fi],
])("the browser's translator in %s", (locale, tree) => {
  it("gives i18next's string for every key, with and without values and counts", async () => {
    const serverT = (await getFixedTFor(locale)) as unknown as (k: string, o?: object) => string;
    const clientT = createClientI18n(locale, tree).getFixedT(null, "translation") as unknown as (
      k: string,
      o?: object,
    ) => string;
    const entries = leaves(tree);
    expect(entries.length).toBeGreaterThan(500);
    for (const [path, text] of entries) {
      const key = path.replace(PLURAL, "");
      const names = [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!);
      const values = Object.fromEntries(names.map((n, i) => [n, `v${i}`]));
      const cases: object[] = [{}, values];
      if (PLURAL.test(path)) for (const count of [0, 1, 2, 5, 21]) cases.push({ ...values, count });
      for (const options of cases)
        expect(clientT(key, options), `${path} ${JSON.stringify(options)}`).toBe(
          serverT(key, options),
        );
    }
  });

  it("answers a missing key with the key or the default value, as i18next does", async () => {
    const serverT = (await getFixedTFor(locale)) as unknown as (k: string, o?: object) => string;
    const clientT = createClientI18n(locale, tree).getFixedT(null, "translation") as unknown as (
      k: string,
      o?: object,
    ) => string;
    for (const [key, options] of [
      ["nav.nothingHere", {}],
      ["search.languageNames.xx", { defaultValue: "xx" }],
    ] as const)
      expect(clientT(key, options)).toBe(serverT(key, options));
  });
});

describe("language change", () => {
  it("follows the new language once it is loaded", async () => {
    const i18n = createClientI18n("en", en, { load: async () => fi });
    const t = i18n.getFixedT(null, "translation") as unknown as (k: string) => string;
    expect(t("nav.home")).toBe(en.nav.home);
    await partialLanguages(i18n)!.loadAll("fi");
    await i18n.changeLanguage("fi");
    expect(i18n.language).toBe("fi");
    expect(t("nav.home")).toBe(fi.nav.home);
  });
});

describe("a language held in part (a public page's first visit)", () => {
  const page = { nav: en.nav, posts: en.posts };

  it("covers the sections it holds and no others until the whole language is loaded", async () => {
    const i18n = createClientI18n("en", page, { complete: false, load: async () => en });
    const partial = partialLanguages(i18n)!;
    expect(partial.covers("en", ["nav", "posts"])).toBe(true);
    expect(partial.covers("en", ["nav", "auth"])).toBe(false);
    expect(partial.covers("en", "all")).toBe(false);
    await partial.loadAll("en");
    expect(partial.covers("en", "all")).toBe(true);
    expect(i18n.t("auth.signIn.title" as never)).toBe(en.auth.signIn.title);
  });

  it("fetches the rest and renders again when a key outside its sections is asked for", async () => {
    let loads = 0;
    const i18n = createClientI18n("en", page, {
      complete: false,
      load: async () => (loads++, en),
    });
    const changed = new Promise((resolve) => i18n.on("languageChanged", resolve));
    expect(i18n.t("nav.home" as never)).toBe(en.nav.home);
    expect(loads).toBe(0);
    i18n.t("auth.signIn.title" as never);
    i18n.t("auth.signIn.title" as never);
    await changed;
    expect(loads).toBe(1);
    expect(i18n.t("auth.signIn.title" as never)).toBe(en.auth.signIn.title);
  });
});

describe("the sections a page needs", () => {
  it("are the layout's and the routes', or all when a route lists none", () => {
    const root = { id: "root" };
    const posts = { id: "routes/_public+/posts._index", handle: { i18n: ["posts"] } };
    expect(neededSections([root, posts])).toEqual([...SHELL_SECTIONS, "posts"]);
    expect(neededSections([root, posts, { id: "routes/x", handle: { theme: "dark" } }])).toBe(
      "all",
    );
  });
});

// The root's clientLoader awaits this before a navigation commits (decision 026).
describe("wholeLanguage", () => {
  const page = { nav: en.nav, posts: en.posts };

  it("resolves once the rest of the page's language is in, loading it once", async () => {
    let loads = 0;
    let finish: (tree: Tree) => void = () => undefined;
    const i18n = createClientI18n("en", page, {
      complete: false,
      load: () => (loads++, new Promise<Tree>((resolve) => (finish = resolve))),
    });
    setBrowserI18n(i18n);
    let done = false;
    const ready = wholeLanguage().then(() => (done = true));
    const again = wholeLanguage("en");
    await Promise.resolve();
    expect(done).toBe(false);
    finish(en);
    await Promise.all([ready, again]);
    expect(loads).toBe(1);
    expect(partialLanguages(i18n)!.covers("en", "all")).toBe(true);
    await wholeLanguage();
    expect(loads).toBe(1);
  });

  it("loads the language the server answered with, and lets a failed load through", async () => {
    const asked: string[] = [];
    const i18n = createClientI18n("en", en, {
      load: async (lng) => {
        asked.push(lng);
        if (asked.length === 1) throw new Error("offline");
        return fi;
      },
    });
    setBrowserI18n(i18n);
    await expect(wholeLanguage("fi")).resolves.toBeUndefined();
    expect(partialLanguages(i18n)!.covers("fi", "all")).toBe(false);
    await wholeLanguage("fi");
    expect(asked).toEqual(["fi", "fi"]);
    expect(partialLanguages(i18n)!.covers("fi", "all")).toBe(true);
  });
});
