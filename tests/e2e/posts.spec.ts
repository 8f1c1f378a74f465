import { expect, test } from "./test";
import { POST_SEEDS } from "../../app/db/seed/posts";

/** The `lng` cookie's value for Finnish: base64 of the JSON string "fi", URL-encoded. */
const FINNISH = encodeURIComponent(Buffer.from(JSON.stringify("fi")).toString("base64"));

const CATEGORY_NAMES = { news: "News", guides: "Guides", stories: "Stories" } as const;

test.describe("post list", () => {
  // Posts are written in one language each; the list shows the page's language (decision 035).
  const english = POST_SEEDS.filter((p) => p.locale === "en");
  const finnish = POST_SEEDS.filter((p) => p.locale === "fi");

  test("lists the page's language's posts, and a category link narrows the list to that category", async ({
    page,
  }) => {
    await page.goto("/posts");
    const cards = page.locator(".card-grid .card");
    await expect(cards).toHaveCount(english.length);
    const nav = page.getByRole("navigation", { name: "Categories" });
    await expect(nav.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");

    for (const [category, name] of Object.entries(CATEGORY_NAMES)) {
      // Newest first, as the list shows them.
      const expected = english
        .filter((p) => p.category === category)
        .sort((a, b) => a.daysAgo - b.daysAgo);
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(`/posts?category=${category}`);
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(cards).toHaveCount(expected.length);
      await expect(cards.locator(".eyebrow")).toHaveText(expected.map(() => name));
      await expect(cards.locator("h2")).toHaveText(expected.map((p) => p.title));
    }

    await nav.getByRole("link", { name: "All" }).click();
    await expect(page).toHaveURL("/posts");
    await expect(cards).toHaveCount(english.length);
  });

  test("a language filter: other languages' posts are labelled, and the category is kept", async ({
    page,
  }) => {
    expect(finnish.length).toBeGreaterThan(0);
    await page.goto("/posts?category=news");
    const cards = page.locator(".card-grid .card");
    const languages = page.getByRole("navigation", { name: "Language" });
    await expect(languages.getByRole("link", { name: "In English" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await languages.getByRole("link", { name: "All languages" }).click();
    await expect(page).toHaveURL("/posts?category=news&lang=all");
    const news = POST_SEEDS.filter((p) => p.category === "news");
    await expect(cards).toHaveCount(news.length);
    for (const post of news) {
      const card = cards.filter({ hasText: post.title });
      await expect(card).toHaveAttribute("lang", post.locale);
      if (post.locale === "fi")
        await expect(card.locator(".eyebrow")).toHaveText("News · In Finnish");
      else await expect(card.locator(".eyebrow")).toHaveText("News");
    }

    // A Finnish page lists the Finnish posts by default.
    await page.context().addCookies([{ name: "lng", value: FINNISH, url: page.url() }]);
    await page.goto("/posts");
    await expect(cards).toHaveCount(finnish.length);
    await expect(cards.locator("h2")).toHaveText(
      [...finnish].sort((a, b) => a.daysAgo - b.daysAgo).map((p) => p.title),
    );
    await page
      .getByRole("navigation", { name: "Kieli" })
      .getByRole("link", { name: "Englanniksi" })
      .click();
    await expect(page).toHaveURL("/posts?lang=en");
    await expect(cards).toHaveCount(english.length);
  });

  test("the home page's latest posts are in the page's language", async ({ page }) => {
    await page.goto("/");
    const latest = page.locator('section[aria-labelledby="latest-posts"] article');
    await expect(latest).toHaveCount(3);
    for (const article of await latest.all()) await expect(article).toHaveAttribute("lang", "en");
    await page.context().addCookies([{ name: "lng", value: FINNISH, url: page.url() }]);
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 2, name: "Uusimmat artikkelit" }),
    ).toBeVisible();
    const finnishLatest = latest;
    await expect(finnishLatest).toHaveCount(3);
    // The Finnish posts first; English ones fill the row, labelled.
    const langs = await finnishLatest.evaluateAll((els) => els.map((e) => e.getAttribute("lang")));
    expect(langs).toEqual([
      ...finnish.slice(0, 3).map(() => "fi"),
      ...Array(Math.max(0, 3 - finnish.length)).fill("en"),
    ]);
    if (finnish.length < 3)
      await expect(finnishLatest.last().locator(".eyebrow")).toContainText("Englanniksi");
  });

  test("an unknown category and language show every post of the page's language", async ({
    page,
  }) => {
    await page.goto("/posts?category=nope&lang=nope");
    await expect(page.locator(".card-grid .card")).toHaveCount(english.length);
  });
});

test.describe("post page", () => {
  const post = POST_SEEDS.find(
    (p) => p.slug === "partner-marketplace-opens-for-nordic-consultancies",
  )!;

  test("shows the title, category, date, lead and the body rendered from Markdown", async ({
    page,
  }) => {
    const response = await page.goto(`/posts/${post.slug}`);
    expect(response?.status()).toBe(200);
    const article = page.locator("article");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(article.getByRole("link", { name: "News", exact: true })).toHaveAttribute(
      "href",
      "/posts?category=news",
    );
    await expect(article.getByText(/^Published \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await expect(article.locator(".lead")).toHaveText(post.lead);
    await expect(
      article.getByRole("heading", { level: 2, name: "What changes for existing partners" }),
    ).toBeVisible();
    await expect(article.locator(".markdown ul > li")).toHaveCount(3);
    await expect(article.locator(".markdown")).not.toContainText("## ");
    await expect(article.locator(".markdown")).not.toContainText("- You no longer");

    await expect(page).toHaveTitle(`${post.title} | GigPartners`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", post.lead);
  });

  test("a guide's headings are rendered as headings", async ({ page }) => {
    await page.goto("/posts/how-to-write-an-offer-that-gets-your-expert-shortlisted");
    await expect(page.locator(".markdown h2")).toHaveText([
      "Answer the requirements, one by one",
      "Keep the CV current and short",
      "Be realistic about the rate",
      "Confirm availability",
    ]);
  });

  test("a Finnish post is marked with its language", async ({ page }) => {
    await page.goto("/posts/kumppaniportaali-nyt-myos-suomeksi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "fi");
    await expect(
      page.getByRole("heading", { level: 2, name: "Näin vaihdat kielen" }),
    ).toBeVisible();
  });

  test("share links point to the services with the post's absolute URL, in a new tab", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/posts/${post.slug}`);
    const url = `${baseURL}/posts/${post.slug}`;
    const encoded = encodeURIComponent(url);
    const share = page.getByRole("region", { name: "Share this post" });
    const expected = [
      [/LinkedIn/, `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`],
      [
        /X/,
        `https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent(post.title)}`,
      ],
      [/Facebook/, `https://www.facebook.com/sharer/sharer.php?u=${encoded}`],
    ] as const;
    for (const [name, href] of expected) {
      const link = share.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toContainText("(opens in a new tab)");
    }
    const email = share.getByRole("link", { name: "Share by e-mail" });
    const mailto = await email.getAttribute("href");
    expect(mailto).toMatch(/^mailto:\?subject=/);
    const params = new URLSearchParams(mailto!.slice("mailto:?".length));
    expect(params.get("subject")).toBe(post.title);
    expect(params.get("body")).toContain(url);
  });

  test("the link to copy: a read-only field always, a copy button with JavaScript", async ({
    page,
    context,
    baseURL,
  }) => {
    const url = `${baseURL}/posts/${post.slug}`;
    await page.goto(`/posts/${post.slug}`);
    const field = page.getByLabel("Link to this post");
    await expect(field).toHaveValue(url);
    await expect(field).toHaveAttribute("readonly", "");
    const button = page.getByRole("button", { name: "Copy link" });
    if (test.info().project.use.javaScriptEnabled === false) {
      await expect(button).toHaveCount(0);
      await field.click();
      expect(await field.evaluate((el: HTMLInputElement) => el.selectionEnd)).toBeGreaterThan(0);
      return;
    }
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await button.click();
    await expect(
      page.getByRole("status").filter({ hasText: "Link copied to the clipboard." }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  test("an unknown post is a 404", async ({ page }) => {
    const response = await page.goto("/posts/no-such-post");
    expect(response?.status()).toBe(404);
  });
});
