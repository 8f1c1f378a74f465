// Screenshots of the public pages, the dashboard tabs, the open dialogs and /dev/ui, at a phone
// (390 px) and a desktop (1280 px) width, with JavaScript on and off, for comparing a design
// change before and after. Starts the production build on loopback with the demo data.
//
//   npm run screenshots                # into screenshots/latest/
//   npm run screenshots -- before      # into screenshots/before/
//   SCREENSHOTS_ONLY=gig npm run screenshots   # only the shots whose name contains "gig"
//   SCREENSHOTS_FIRST_SCREEN=1 npm run screenshots  # the first screen only, not the whole page
//
// Every page and dialog shot with JavaScript on is also checked with axe (WCAG 2.1 A and AA);
// the run lists each violation and exits 1 when there is one.
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { startAppServer } from "../tests/fixtures/app-server";

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3750);
const SESSION_SECRET = "screenshots-session-secret-not-for-production";
const label = process.argv[2] ?? "latest";
const outDir = path.resolve("screenshots", label);
const only = process.env.SCREENSHOTS_ONLY;
const fullPage = process.env.SCREENSHOTS_FIRST_SCREEN !== "1";

const WIDTHS = [
  { name: "390", viewport: { width: 390, height: 844 } },
  { name: "1280", viewport: { width: 1280, height: 800 } },
] as const;

type Who = "visitor" | "company" | "freelancer" | "staff";
type Shot = { name: string; who: Who; path: string | ((links: Links) => string | null) };
type Links = {
  gig: string | null;
  post: string | null;
  expert: string | null;
  offer: string | null;
};

const SHOTS: Shot[] = [
  { name: "home", who: "visitor", path: "/" },
  { name: "gigs", who: "visitor", path: "/gigs" },
  { name: "gig", who: "visitor", path: (l) => l.gig },
  { name: "gig-signed-in", who: "company", path: (l) => l.gig },
  { name: "gig-offer-dialog", who: "company", path: (l) => l.gig && `${l.gig}/offer` },
  { name: "posts", who: "visitor", path: "/posts" },
  { name: "post", who: "visitor", path: (l) => l.post },
  { name: "faq", who: "visitor", path: "/about-us/faq" },
  { name: "sign-in", who: "visitor", path: "/sign-in" },
  { name: "register", who: "visitor", path: "/register/partner-type" },
  { name: "not-found", who: "visitor", path: "/no-such-page" },
  { name: "overview", who: "company", path: "/dashboard/overview" },
  { name: "my-gigs", who: "company", path: "/dashboard/my-gigs" },
  { name: "offer-remove-dialog", who: "company", path: (l) => l.offer },
  { name: "experts", who: "company", path: "/dashboard/experts" },
  { name: "expert-new-dialog", who: "company", path: "/dashboard/experts/new" },
  { name: "expert-delete-dialog", who: "company", path: (l) => l.expert },
  { name: "company-and-users", who: "company", path: "/dashboard/company-and-users" },
  {
    name: "invite-dialog",
    who: "company",
    path: "/dashboard/company-and-users/invites/new",
  },
  { name: "my-details", who: "company", path: "/dashboard/my-details" },
  { name: "account-delete-dialog", who: "company", path: "/dashboard/my-details/delete" },
  {
    name: "notifications-dialog",
    who: "company",
    path: "/dashboard/my-details/notifications",
  },
  { name: "freelancer", who: "freelancer", path: "/dashboard/freelancer-information" },
  { name: "freelancer-my-gigs", who: "freelancer", path: "/dashboard/my-gigs" },
  { name: "dev-ui", who: "visitor", path: "/dev/ui" },
  { name: "staff-gigs", who: "staff", path: "/staff/gigs" },
  {
    name: "staff-pipeline",
    who: "staff",
    path: (l) => l.gig && `/staff/gigs/${l.gig.split("/")[2]}`,
  },
  { name: "staff-gig-new", who: "staff", path: "/staff/gigs/new" },
  { name: "staff-posts", who: "staff", path: "/staff/posts" },
  { name: "staff-partners", who: "staff", path: "/staff/partners" },
  { name: "staff-subscribers", who: "staff", path: "/staff/subscribers" },
  { name: "staff-audit", who: "staff", path: "/staff/audit" },
];

const EMAILS: Record<Exclude<Who, "visitor">, string> = {
  company: "company@example.com",
  freelancer: "freelancer@example.com",
  staff: "staff@example.com",
};

async function sessionCookie(email: string, appUrl: string) {
  const { getDb } = await import("~/db/db.server");
  const { createUserSession } = await import("~/auth/session.server");
  const user = await getDb()
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  const [pair] = (await createUserSession(user.id, new Request(appUrl))).split(";");
  // A staff session as it is after the second step.
  await getDb()
    .updateTable("sessions")
    .set({ second_factor_at: new Date().toISOString() })
    .where("user_id", "=", user.id)
    .execute();
  const at = pair!.indexOf("=");
  return { name: pair!.slice(0, at), value: pair!.slice(at + 1), url: appUrl };
}

/** Addresses that depend on the demo data's ids, read from the pages as a user would find them. */
async function findLinks(browser: Browser, appUrl: string, cookie: object): Promise<Links> {
  const context = await browser.newContext({ baseURL: appUrl });
  const page = await context.newPage();
  const first = async (url: string, pattern: RegExp) => {
    await page.goto(url);
    const hrefs = await page
      .locator("a[href]")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    return hrefs.find((h) => pattern.test(h)) ?? null;
  };
  const gig = await first("/gigs", /^\/gigs\/\d+\/[^/]+$/);
  const post = await first("/posts", /^\/posts\/[^/?]+$/);
  await context.addCookies([cookie as Parameters<BrowserContext["addCookies"]>[0][number]]);
  const expert = await first("/dashboard/experts", /\/dashboard\/experts\/[^/]+\/delete$/);
  const offer = await first("/dashboard/my-gigs", /\/dashboard\/my-gigs\/[^/]+\/remove/);
  await context.close();
  return { gig, post, expert, offer };
}

async function settle(page: Page, js: boolean) {
  if (js) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // Entrance animations (toasts, dialogs) end before the picture is taken.
  await page.waitForTimeout(js ? 300 : 50);
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const server = await startAppServer({
    engine: "sqlite",
    port: PORT,
    seed: true,
    env: { SESSION_SECRET, DEV_TOOLS: "1", LOG_LEVEL: "warn" },
  });
  Object.assign(process.env, {
    DATABASE_URL: server.databaseUrl,
    SESSION_SECRET,
    APP_URL: server.url,
    APP_ENV: "test",
  });
  const executablePath =
    process.env.CHROMIUM_PATH ??
    (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
  try {
    const cookies = {
      company: await sessionCookie(EMAILS.company, server.url),
      freelancer: await sessionCookie(EMAILS.freelancer, server.url),
      staff: await sessionCookie(EMAILS.staff, server.url),
    };
    const links = await findLinks(browser, server.url, cookies.company);
    let count = 0;
    const violations: string[] = [];
    for (const js of [true, false]) {
      for (const width of WIDTHS) {
        for (const who of ["visitor", "company", "freelancer", "staff"] as const) {
          const shots = SHOTS.filter((s) => s.who === who && (!only || s.name.includes(only)));
          if (!shots.length) continue;
          const context = await browser.newContext({
            baseURL: server.url,
            viewport: width.viewport,
            javaScriptEnabled: js,
            locale: "en-GB",
            reducedMotion: "reduce",
          });
          if (who !== "visitor") await context.addCookies([cookies[who]]);
          const page = await context.newPage();
          for (const shot of shots) {
            const url = typeof shot.path === "string" ? shot.path : shot.path(links);
            if (!url) {
              console.warn(`skipped ${shot.name}: no address found in the demo data`);
              continue;
            }
            await page.goto(url);
            await settle(page, js);
            const file = path.join(
              outDir,
              `${shot.name}-${width.name}-js-${js ? "on" : "off"}.png`,
            );
            await page.screenshot({ path: file, fullPage });
            count += 1;
            if (js) {
              const axe = await new AxeBuilder({ page })
                .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
                .analyze();
              for (const v of axe.violations)
                violations.push(
                  `${shot.name} at ${width.name} px: ${v.id} (${v.nodes.length}) ${v.help}`,
                );
            }
          }
          await context.close();
        }
      }
    }
    console.log(`wrote ${count} screenshots to ${path.relative(process.cwd(), outDir)}/`);
    if (violations.length) {
      console.error(`axe found ${violations.length} violations:\n${violations.join("\n")}`);
      process.exitCode = 1;
    } else console.log("axe found no violations on any page or dialog (JavaScript on).");
  } finally {
    await browser.close();
    const { closeDb } = await import("~/db/db.server");
    await closeDb();
    await server.stop();
  }
}

await main();
