import type { i18n as I18n } from "i18next";
import type { Locale } from "./config";
import type { Section } from "./sections";

/**
 * The browser's translator: the part of i18next that our strings use (one
 * namespace, `{{name}}` interpolation, `_zero`/`_one`/`_other` plurals, defaultValue), in about
 * 1 KB instead of i18next's 14 KB gzip, which alone broke the first-visit budget. The server
 * renders with i18next itself; tests/unit/client-i18n.test.ts checks that both give the same
 * string for every key of both languages, so hydration never sees a difference.
 */

export type Tree = { [key: string]: string | Tree };
type Options = { count?: unknown; defaultValue?: unknown; [name: string]: unknown };
type Listener = (...args: unknown[]) => void;

function createEmitter() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    on(events: string, listener: Listener) {
      for (const event of events.split(" ")) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)!.add(listener);
      }
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event: string, ...args: unknown[]) {
      for (const listener of listeners.get(event) ?? []) listener(...args);
    },
  };
}

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

function interpolate(text: string, options: Options) {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, path: string) => {
    let value: unknown = options;
    for (const part of path.split(".")) value = (value as Options | undefined)?.[part];
    // i18next leaves a placeholder whose value is missing as it is.
    return value === undefined || value === null ? match : String(value);
  });
}

/**
 * The plural category of a count in the browser's two languages, without Intl.PluralRules, whose
 * first use costs a page 4-7 ms (decision 025): English and Finnish both have "one" for 1 and -1
 * and "other" for everything else (the unit test compares it with Intl).
 */
export function pluralCategory(count: number): "one" | "other" {
  return Math.abs(count) === 1 ? "one" : "other";
}

export function translate(tree: Tree | undefined, locale: Locale, key: string, arg?: unknown) {
  const options: Options =
    typeof arg === "string" ? { defaultValue: arg } : ((arg as Options | undefined) ?? {});
  const count = options.count;
  let text: string | undefined;
  if (typeof count === "number") {
    if (count === 0) text = lookup(tree, `${key}_zero`);
    text ??= lookup(tree, `${key}_${pluralCategory(count)}`);
  }
  text ??= lookup(tree, key);
  if (text === undefined)
    return typeof options.defaultValue === "string"
      ? interpolate(options.defaultValue, options)
      : key;
  return interpolate(text, options);
}

/** What the browser's translator adds to i18next's interface: languages held in part. */
export type PartialLanguages = {
  /** Whether the language's strings for these sections (or all of them) are here. */
  covers(lng: Locale, sections: readonly Section[] | "all"): boolean;
  /** Loads the whole language (once); resolves when its strings are in place. */
  loadAll(lng: Locale): Promise<void>;
};

export function partialLanguages(i18n: I18n): PartialLanguages | undefined {
  return "loadAll" in i18n ? (i18n as unknown as PartialLanguages) : undefined;
}

/**
 * `translation` is either the whole language or only some of its sections (a public page's
 * first visit); `load` fetches a whole language when more is needed.
 */
export function createClientI18n(
  locale: Locale,
  translation: Tree,
  { complete = true, load }: { complete?: boolean; load?: (lng: Locale) => Promise<Tree> } = {},
): I18n {
  const data: Partial<Record<Locale, Tree>> = { [locale]: translation };
  const whole = new Set<Locale>(complete ? [locale] : []);
  const loading = new Map<Locale, Promise<void>>();
  const events = createEmitter();
  function loadAll(lng: Locale) {
    let promise = loading.get(lng);
    if (!promise) {
      promise = (load ? load(lng) : Promise.reject(new Error(`no loader for ${lng}`))).then(
        (tree) => {
          data[lng] = { ...data[lng], ...tree };
          whole.add(lng);
        },
      );
      // A failed load (offline) may be tried again by the next navigation.
      promise.catch(() => loading.delete(lng));
      loading.set(lng, promise);
    }
    return promise;
  }
  function t(lng: Locale, key: string, arg?: unknown) {
    const tree = data[lng];
    if (!whole.has(lng) && tree && !(key.split(".")[0]! in tree) && load) {
      // A key outside the sections the page declared: fetch the rest and render again, rather
      // than leave the raw key on screen.
      void loadAll(lng).then(
        () => lng === instance.language && events.emit("languageChanged", lng),
        () => undefined,
      );
    }
    return translate(tree, lng, key, arg);
  }
  const instance = {
    language: locale,
    languages: [locale],
    resolvedLanguage: locale,
    on: events.on,
    off: events.off,
    covers(lng: Locale, sections: readonly Section[] | "all") {
      if (whole.has(lng)) return true;
      const tree = data[lng];
      return sections !== "all" && !!tree && sections.every((section) => section in tree);
    },
    loadAll,
    getFixedT(lng?: Locale | null) {
      return (key: string, arg?: unknown) => t(lng ?? instance.language, key, arg);
    },
    t(key: string, arg?: unknown) {
      return t(instance.language, key, arg);
    },
    async changeLanguage(lng: Locale) {
      instance.language = lng;
      instance.languages = [lng];
      instance.resolvedLanguage = lng;
      events.emit("languageChanged", lng);
      return instance.getFixedT(lng);
    },
  };
  // Only the members above are used in the browser (i18n/react.ts and client-locale.ts); the
  // type is i18next's so components keep their typed t.
  return instance as unknown as I18n;
}
