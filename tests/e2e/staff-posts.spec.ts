import type { Browser, Page } from "@playwright/test";
import { DRAFT_POST_SEEDS } from "../../app/db/seed/posts";
import { expect, signInAs, test } from "./test";

const toast = (page: Page, text: string | RegExp) => page.locator(".toast-region").getByText(text);

/**
 * A visitor in a context of their own: public post pages may be cached for a minute, so each look
 * after a change comes from a fresh browser, as another visitor's would.
 */
async function asVisitor<T>(
  browser: Browser,
  javaScriptEnabled: boolean,
  look: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled });
  try {
    return await look(await context.newPage());
  } finally {
    await context.close();
  }
}

test("staff find the demo drafts among the posts, filtered by state and language", async ({
  page,
}) => {
  await signInAs(page, "staff@example.com");
  await page.goto("/staff/posts");
  await expect(
    page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Posts", exact: true }),
  ).toHaveAttribute("aria-current", "page");
  await page.getByRole("combobox", { name: /^State/ }).selectOption({ label: "Unpublished" });
  await page.getByRole("combobox", { name: /^Language/ }).selectOption({ label: "Finnish" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/state=unpublished/);
  const draft = DRAFT_POST_SEEDS.find((p) => p.locale === "fi")!;
  const rows = page.getByRole("row").filter({ has: page.getByRole("link") });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(draft.title);
  await expect(rows.first()).toContainText("Never published");
});

test("staff write a post, preview it, publish it for visitors, unpublish it and delete it", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.slow();
  const title = `Field notes ${test.info().project.name} ${Date.now()}`;
  await signInAs(page, "staff@example.com");
  await page.goto("/staff/posts");
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "New post" })).toBeVisible();

  await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "English" });
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Guides" });
  await page
    .getByRole("textbox", { name: "Lead paragraph" })
    .fill("What we learnt from a year of offers.");
  await page
    .getByRole("textbox", { name: "Body (Markdown)" })
    .fill("## Why it matters\n\nOffers with **concrete examples** win.\n\n- One\n- Two");

  // The preview is the server's rendering; nothing is saved yet.
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview of the body" });
  await expect(preview.getByRole("heading", { name: "Why it matters" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("concrete examples");
  // Issue 34: on a wide screen the preview sits beside the form, not above it.
  const formBox = (await page.locator(".staff-post-form").boundingBox())!;
  const previewBox = (await preview.boundingBox())!;
  expect(page.viewportSize()!.width).toBeGreaterThanOrEqual(1100);
  expect(previewBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width);
  await expect(page).toHaveURL("/staff/posts/new");
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/staff\/posts\/\d+\/edit$/);
  await expect(toast(page, "Draft saved. Publish it when it is ready.")).toBeVisible();
  await expect(page.getByText("Unpublished: never published, only staff see it.")).toBeVisible();
  const slug = await page.getByRole("textbox", { name: "Address (slug)" }).inputValue();
  expect(slug).toMatch(/^field-notes-/);

  const draftStatus = await asVisitor(browser, javaScriptEnabled, async (visitor) =>
    (await visitor.goto(`/posts/${slug}`))?.status(),
  );
  expect(draftStatus).toBe(404);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(toast(page, `${title} is published.`)).toBeVisible();
  await expect(page.getByText(/^Published .+: on the site\.$/)).toBeVisible();

  await asVisitor(browser, javaScriptEnabled, async (visitor) => {
    await visitor.goto("/posts");
    await visitor.getByRole("link", { name: title }).first().click();
    await expect(visitor).toHaveURL(`/posts/${slug}`);
    await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByRole("heading", { name: "Why it matters" })).toBeVisible();
  });

  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(toast(page, `${title} is no longer on the site.`)).toBeVisible();
  await expect(page.getByText(/^Unpublished \(first published .+\)/)).toBeVisible();

  await asVisitor(browser, javaScriptEnabled, async (visitor) => {
    expect((await visitor.goto(`/posts/${slug}`))?.status()).toBe(404);
    await visitor.goto("/posts");
    await expect(visitor.getByRole("link", { name: title })).toHaveCount(0);
  });

  // Deleting asks first, on a page of its own.
  await page.getByRole("link", { name: "Delete post" }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Delete ${title}?` })).toBeVisible();
  await page.getByRole("button", { name: "Delete post" }).click();
  await expect(page).toHaveURL("/staff/posts");
  await expect(toast(page, `${title} deleted.`)).toBeVisible();
  await expect(page.getByRole("link", { name: `Edit ${title}` })).toHaveCount(0);
});
