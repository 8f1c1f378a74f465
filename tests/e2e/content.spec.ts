import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./test";

/** The `lng` cookie's value for Finnish: base64 of the JSON string "fi", URL-encoded. */
const FINNISH = encodeURIComponent(Buffer.from(JSON.stringify("fi")).toString("base64"));

async function useFinnish(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "lng", value: FINNISH, url: baseURL ?? "http://127.0.0.1" }]);
}

type PageCase = {
  path: string;
  h1: { en: string; fi: string };
  /** A heading from the page's Markdown body, and a sentence of its text. */
  heading: { en: string; fi: string };
  text: { en: string; fi: string };
};

const PAGES: PageCase[] = [
  {
    path: "/about-us/grow-with-us",
    h1: { en: "Grow with us", fi: "Kasva kanssamme" },
    heading: { en: "Who can join", fi: "Kuka voi liittyä" },
    text: {
      en: "Freelancers who offer themselves, with their own company.",
      fi: "jotka tarjoavat omaa työtään oman yrityksensä kautta.",
    },
  },
  {
    path: "/about-us/get-started",
    h1: { en: "Get started", fi: "Aloita tästä" },
    heading: { en: "1. Choose your partner type", fi: "1. Valitse kumppanityyppi" },
    text: {
      en: "CVs can be PDF, DOC, DOCX or ODT files of up to 15 MB.",
      fi: "CV voi olla PDF-, DOC-, DOCX- tai ODT-tiedosto, jonka koko on enintään 15 Mt.",
    },
  },
  {
    path: "/about-us/about-gigpartners",
    h1: { en: "About GigPartners", fi: "Tietoa GigPartnersista" },
    heading: { en: "Why we built GigPartners", fi: "Miksi rakensimme GigPartnersin" },
    text: {
      en: "We are a Nordic consulting provider.",
      fi: "Olemme pohjoismainen konsultointiyhtiö.",
    },
  },
  {
    path: "/about-us/faq",
    h1: { en: "Frequently asked questions", fi: "Usein kysytyt kysymykset" },
    heading: { en: "", fi: "" },
    text: { en: "Cannot find your answer here?", fi: "Etkö löydä vastausta?" },
  },
  {
    path: "/get-in-touch",
    h1: { en: "Get in touch", fi: "Ota yhteyttä" },
    heading: { en: "Partner support", fi: "Kumppanituki" },
    text: {
      en: "We aim to answer e-mail within one business day.",
      fi: "Pyrimme vastaamaan sähköposteihin yhden arkipäivän kuluessa.",
    },
  },
  {
    path: "/terms-of-use",
    h1: { en: "Terms of use", fi: "Käyttöehdot" },
    heading: { en: "6. Gigs and offers", fi: "6. Keikat ja tarjoukset" },
    text: { en: "An offer is a non-binding proposal.", fi: "Tarjous on sitoumukseton ehdotus." },
  },
  {
    path: "/privacy-policy",
    h1: { en: "Privacy policy", fi: "Tietosuojaseloste" },
    heading: { en: "9. Cookies", fi: "9. Evästeet" },
    text: {
      en: "We use only the cookies the service needs to work.",
      fi: "Käytämme vain palvelun toiminnan kannalta välttämättömiä evästeitä.",
    },
  },
  {
    path: "/discover-the-power",
    h1: { en: "Discover the power", fi: "Tutustu palveluun" },
    heading: { en: "Follow every offer", fi: "Seuraa jokaista tarjousta" },
    text: {
      en: "Invite colleagues to your company's account; invitations are valid for 14 days.",
      fi: "Kutsu kollegasi yrityksesi tilille; kutsut ovat voimassa 14 päivää.",
    },
  },
];

async function expectContentPage(page: Page, c: PageCase, lang: "en" | "fi") {
  const response = await page.goto(c.path);
  expect.soft(response?.status(), `${c.path} answers`).toBe(200);
  await expect.soft(page.locator("html"), `${c.path} language`).toHaveAttribute("lang", lang);
  await expect
    .soft(page.getByRole("heading", { level: 1 }), `${c.path} heading`)
    .toHaveText(c.h1[lang]);
  await expect.soft(page, `${c.path} title`).toHaveTitle(`${c.h1[lang]} | GigPartners`);
  await expect
    .soft(page.locator('meta[name="description"]'), `${c.path} description`)
    .toHaveAttribute("content", /.{20}/);
  if (c.heading[lang]) {
    await expect
      .soft(page.getByRole("heading", { level: 2, name: c.heading[lang] }), `${c.path} section`)
      .toBeVisible();
  }
  await expect.soft(page.locator("main").getByText(c.text[lang]), `${c.path} text`).toBeVisible();
  // The Markdown was rendered, not shown as source.
  await expect.soft(page.locator("main"), `${c.path} Markdown`).not.toContainText("## ");
  await expect.soft(page.locator("main"), `${c.path} Markdown`).not.toContainText("**");
}

// One test per language visits every content page in turn (a fresh browser context per page cost
// more CPU than the page, docs/testing.md); each page is its own step, and the assertions are
// soft, so one page's failure does not hide the others'.
test("content pages in English show their titles and texts", async ({ page }) => {
  test.setTimeout(PAGES.length * 10_000);
  for (const c of PAGES) await test.step(c.path, () => expectContentPage(page, c, "en"));
});

test("content pages in Finnish show their titles and texts", async ({ page, context, baseURL }) => {
  test.setTimeout(PAGES.length * 10_000);
  await useFinnish(context, baseURL);
  for (const c of PAGES) await test.step(c.path, () => expectContentPage(page, c, "fi"));
});

test("the header's language switch turns a content page into Finnish", async ({ page }) => {
  await page.goto("/discover-the-power");
  await page.getByRole("button", { name: "Suomi" }).first().click();
  await expect(page).toHaveURL("/discover-the-power");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tutustu palveluun");
  await expect(page.getByRole("heading", { level: 2, name: "Tiimityötä" })).toBeVisible();
});

test("the terms and the privacy policy show their latest version", async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto("/terms-of-use");
  await expect(page.getByText("Latest version: 1 June 2023")).toBeVisible();
  await expect(page.locator("time")).toHaveAttribute("datetime", "2023-06-01");
  await page.goto("/privacy-policy");
  await expect(page.getByText("Latest version: 29 November 2026")).toBeVisible();
  await useFinnish(context, baseURL);
  await page.goto("/terms-of-use");
  await expect(page.getByText("Viimeisin versio: 1. kesäkuuta 2023")).toBeVisible();
});

test("the privacy policy lists its cookies in a table", async ({ page }) => {
  await page.goto("/privacy-policy");
  const table = page.locator("table").filter({ hasText: "Cookie" });
  await expect(table.getByRole("columnheader", { name: "Purpose" })).toBeVisible();
  for (const cookie of ["session", "lng", "ui"]) {
    await expect(table.getByRole("cell", { name: cookie, exact: true })).toBeVisible();
  }
});

test("content links are plain links; the e-mail address is a mailto link", async ({ page }) => {
  await page.goto("/get-in-touch");
  await expect(page.getByRole("link", { name: "partners@gigpartners.example" })).toHaveAttribute(
    "href",
    "mailto:partners@gigpartners.example",
  );
  await page.locator(".markdown").getByRole("link", { name: "privacy policy" }).click();
  await expect(page).toHaveURL("/privacy-policy");
});

test("the about-us section has its own navigation, and /about-us opens its first page", async ({
  page,
}) => {
  await page.goto("/about-us");
  await expect(page).toHaveURL("/about-us/grow-with-us");
  const nav = page.getByRole("navigation", { name: "About us" });
  await expect(nav.getByRole("link")).toHaveText([
    "Grow with us",
    "Frequently asked questions",
    "Get started",
    "About GigPartners",
  ]);
  await expect(nav.getByRole("link", { name: "Grow with us" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await nav.getByRole("link", { name: "Get started" }).click();
  await expect(page).toHaveURL("/about-us/get-started");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get started");
  expect((await page.request.get("/about-us/terms-of-use")).status()).toBe(404);
});

test.describe("FAQ", () => {
  test("each question is a disclosure that opens to show its answer", async ({ page }) => {
    await page.goto("/about-us/faq");
    const items = page.locator("details.faq-item");
    expect(await items.count()).toBeGreaterThanOrEqual(8);
    expect(await items.count()).toBeLessThanOrEqual(12);

    const item = items.filter({ has: page.getByText("Is an offer binding?", { exact: true }) });
    const answer = item.getByText("An offer is a non-binding proposal of an expert");
    await expect(item).not.toHaveAttribute("open");
    await expect(answer).toBeHidden();
    await item.locator("summary").click();
    await expect(item).toHaveAttribute("open", "");
    await expect(answer).toBeVisible();
    await item.locator("summary").click();
    await expect(answer).toBeHidden();

    // Other answers stay closed, and links inside answers work.
    const hear = items.filter({ has: page.getByText("How do I hear about new gigs?") });
    await hear.locator("summary").click();
    await hear.getByRole("link", { name: "open gigs" }).click();
    await expect(page).toHaveURL("/gigs");
  });

  test("the Finnish FAQ opens the same way", async ({ page, context, baseURL }) => {
    await useFinnish(context, baseURL);
    await page.goto("/about-us/faq");
    const item = page
      .locator("details.faq-item")
      .filter({ has: page.getByText("Voinko vaihtaa kumppanityyppiä rekisteröitymisen jälkeen?") });
    const answer = item.getByText("vain tuki voi vaihtaa kumppanityypin");
    await expect(answer).toBeHidden();
    await item.locator("summary").click();
    await expect(answer).toBeVisible();
  });

  test("a question can be linked to by its id", async ({ page }) => {
    await page.goto("/about-us/faq");
    await expect(page.locator("details#which-cv-files-can-i-upload summary")).toHaveText(
      "Which CV files can I upload?",
    );
  });
});
