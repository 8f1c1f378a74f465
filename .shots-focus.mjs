import { chromium } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

const BASE = "http://localhost:4500";
const OUT = "/work/shots/focus";
const which = process.argv[2] ?? "all";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });

async function ctx(width, lang = "en", dark = false) {
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 844 : 900 },
    locale: lang === "fi" ? "fi-FI" : "en-GB",
    colorScheme: dark ? "dark" : "light",
    extraHTTPHeaders: { "Accept-Language": lang === "fi" ? "fi" : "en" },
  });
  await context.addCookies([{ name: "lng", value: lang, url: BASE }]);
  return context;
}
async function signIn(page, email, staff = false) {
  await page.goto(`${BASE}/sign-in`);
  await page.getByLabel(/^(Email|Sähköposti)/).first().fill(email);
  await page.getByLabel(/^(Password|Salasana)/).first().fill("demo-password");
  await page.locator("main form button[type=submit]").first().click();
  await page.waitForURL(staff ? /second-factor/ : /dashboard/);
}
async function secondStep(page) {
  const totp = new TOTP({ secret: Secret.fromBase32("GIGPARTNERSDEMOSTAFFTOTPKEY234567") });
  await page.locator("input[name=code]").fill(totp.generate());
  await page.locator("main form button[type=submit]").first().click();
  await page.waitForURL(/\/staff/);
}
const shot = (page, name, full = true) => page.screenshot({ path: `${OUT}/${name}.png`, fullPage: full });

if (which === "outbox" || which === "all") {
  // Make some mail: a reset request and a newsletter subscription.
  const c = await ctx(1280);
  const p = await c.newPage();
  await p.goto(`${BASE}/sign-in/reset-password`);
  await p.locator("input[type=email]").first().fill("company@example.com");
  await p.locator("main form button[type=submit]").first().click();
  await p.waitForLoadState("networkidle");
  await p.goto(`${BASE}/newsletter`);
  await p.locator("main input[type=email]").first().fill("a.very.long.address.for.testing@subdomain.example.com");
  await p.locator("main form button[type=submit]").first().click();
  await p.waitForLoadState("networkidle");
  await c.close();
  for (const [w, dark] of [[390, false], [1280, false], [390, true]]) {
    const c2 = await ctx(w, "en", dark);
    const p2 = await c2.newPage();
    await p2.goto(`${BASE}/dev/outbox`);
    await shot(p2, `outbox-${w}${dark ? "-dark" : ""}`);
    const first = p2.locator("main a[href^='/dev/outbox/']").first();
    if (await first.count()) {
      await first.click();
      await p2.waitForURL(/dev\/outbox\/.+/);
      await shot(p2, `outbox-message-${w}${dark ? "-dark" : ""}`);
    }
    await c2.close();
  }
}
if (which === "staff" || which === "all") {
  for (const [w, lang] of [[1280, "en"], [390, "fi"], [1280, "fi"], [390, "en"]]) {
    const c = await ctx(w, lang);
    const p = await c.newPage();
    await signIn(p, "staff@example.com", true);
    await shot(p, `second-step-${w}-${lang}`, false);
    await secondStep(p);
    await p.goto(`${BASE}/staff/gigs`);
    const gigLink = p.locator("main table a[href^='/staff/gigs/']").first();
    const href = await gigLink.getAttribute("href");
    await p.goto(`${BASE}${href}`);
    await shot(p, `staff-gig-${w}-${lang}`, false);
    await p.goto(`${BASE}${href}/close?outcome=won`);
    await shot(p, `staff-close-${w}-${lang}`, false);
    await p.goto(`${BASE}/staff/audit`);
    await shot(p, `staff-audit-${w}-${lang}`, false);
    // A closed gig: find one through the status filter.
    await p.goto(`${BASE}/staff/gigs?status=closed`);
    const closed = p.locator("main table a[href^='/staff/gigs/']").first();
    if (await closed.count()) {
      await p.goto(`${BASE}${await closed.getAttribute("href")}`);
      await shot(p, `staff-closed-gig-${w}-${lang}`, false);
    }
    await c.close();
  }
}
if (which === "dialog" || which === "all") {
  for (const [w, dark] of [[1280, false], [390, true]]) {
    const c = await ctx(w, "en", dark);
    const p = await c.newPage();
    await signIn(p, "company@example.com");
    await p.goto(`${BASE}/dashboard/experts`);
    await p.waitForSelector("html[data-hydrated]");
    const edit = p.locator("main a[href*='/edit']").first();
    await edit.focus();
    await p.keyboard.press("Enter");
    await p.getByRole("dialog").waitFor();
    await p.keyboard.press("Escape");
    await p.getByRole("dialog").waitFor({ state: "detached" });
    await shot(p, `experts-after-escape-${w}${dark ? "-dark" : ""}`, false);
    await edit.focus();
    await p.keyboard.press("Enter");
    await p.getByRole("dialog").getByRole("button", { name: "Save" }).click();
    await p.getByRole("dialog").waitFor({ state: "detached" });
    await p.locator(".toast:focus").waitFor();
    await shot(p, `experts-after-save-${w}${dark ? "-dark" : ""}`, false);
    await c.close();
  }
}
await browser.close();
