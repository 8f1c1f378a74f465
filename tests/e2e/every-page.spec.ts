// Every page of the access matrix that some actor may open, opened by that actor in a browser
// running the app's JavaScript, in English and in Finnish: it hydrates without an error, shows
// no translation key and has no form control too small for a phone. A page whose own words were in a section the browser never gets (the API
// reference showed "api.docs.title" once hydrated) passes every test that reads the server's
// HTML and fails here.
import type { Browser } from "@playwright/test";
import { ACCESS_MATRIX } from "../security/access-matrix.data";
import { addInvite, companyAIds, type Actor, type Ids } from "../security/lib/actors";
import en from "~/i18n/locales/en";
import serverOnlyEn from "~/i18n/locales/server-only.en";
import { expect, signInAs, test, watchBrowserErrors } from "./test";

const VISITORS: Partial<Record<Actor, string | null>> = {
  visitor: null,
  companyA: "company@example.com",
  freelancer: "freelancer@example.com",
  staff: "staff@example.com",
};

function keysOf(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}
const KEYS = [...new Set([...keysOf(en), ...keysOf(serverOnlyEn)])];

/** The pages `actor` may open (the matrix says 200), as paths. */
function pagesOf(actor: Actor, ids: Ids) {
  return Object.values(ACCESS_MATRIX)
    .filter((entry) => {
      const outcome = entry.get?.[actor];
      return outcome && "status" in outcome && outcome.status === 200;
    })
    .map((entry) => entry.url(ids));
}

let ids: Ids;
let inviteId: string;

test.beforeAll(async ({ appServer }) => {
  expect(appServer.url).toBeTruthy();
  const { getDb } = await import("~/db/db.server");
  const db = getDb();
  const owner = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "company@example.com")
    .executeTakeFirstOrThrow();
  // The invite dialogs need an invite; it is deleted again so no other spec sees it.
  const invite = await addInvite(db, owner.id);
  inviteId = invite.id;
  ({ ids } = await companyAIds(db, invite));
});

test.afterAll(async () => {
  const { getDb } = await import("~/db/db.server");
  await getDb().deleteFrom("invites").where("id", "=", inviteId).execute();
});

async function visitAll(browser: Browser, baseURL: string, actor: Actor, locale: "en" | "fi") {
  const context = await browser.newContext({
    baseURL,
    locale: locale === "fi" ? "fi-FI" : "en-GB",
    javaScriptEnabled: true,
    extraHTTPHeaders: { "X-Forwarded-For": `198.19.${actor.length}.${locale === "fi" ? 2 : 1}` },
  });
  const email = VISITORS[actor];
  if (email) await signInAs(context, email);
  const page = await context.newPage();
  const problems: string[] = [];
  const paths = pagesOf(actor, ids);
  expect(paths.length).toBeGreaterThan(5);
  for (const path of paths) {
    // Files and JSON (a CV, robots.txt, the OpenAPI document) are not pages.
    const head = await context.request.get(path, { maxRedirects: 0 });
    if (!(head.headers()["content-type"] ?? "").startsWith("text/html")) continue;
    const errors = watchBrowserErrors(page);
    await page.goto(path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const lang = await page.locator("html").getAttribute("lang");
    if (lang !== locale) problems.push(`${path}: lang="${lang}"`);
    const text = await page.evaluate(() => {
      const labels = [...document.querySelectorAll("[aria-label],[placeholder],[title],[alt]")]
        .flatMap((node) =>
          ["aria-label", "placeholder", "title", "alt"].map((name) => node.getAttribute(name)),
        )
        .join("\n");
      return `${document.title}\n${document.body.innerText}\n${labels}`;
    });
    // A text control under 16 px makes a phone zoom into the page when it takes focus, and one
    // under 24 px tall is a small target (WCAG 2.5.8): the browser's own select was both.
    const small = await page.evaluate(() =>
      [...document.querySelectorAll("input, select, textarea")]
        .filter((node) => {
          const box = node.getBoundingClientRect();
          const type = node.getAttribute("type") ?? "";
          return (
            box.width > 1 &&
            box.height > 1 &&
            !["hidden", "checkbox", "radio", "file"].includes(type) &&
            node.closest("[aria-hidden=true]") === null
          );
        })
        .filter((node) => {
          const style = getComputedStyle(node);
          return parseFloat(style.fontSize) < 16 || node.getBoundingClientRect().height < 24;
        })
        .map((node) => `${node.tagName.toLowerCase()}[name=${node.getAttribute("name")}]`),
    );
    if (small.length) problems.push(`${path}: small controls ${small.join(", ")}`);
    const shown = KEYS.filter((key) => text.includes(key));
    if (shown.length) problems.push(`${path}: shows ${shown.join(", ")}`);
    problems.push(...errors.map((error) => `${path}: ${error}`));
    page.removeAllListeners("pageerror");
    page.removeAllListeners("console");
  }
  await context.close();
  return problems;
}

for (const actor of Object.keys(VISITORS) as Actor[]) {
  for (const locale of ["en", "fi"] as const) {
    test(`every page ${actor} may open hydrates cleanly and shows no key, ${locale}`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      expect(await visitAll(browser, baseURL!, actor, locale)).toEqual([]);
    });
  }
}
