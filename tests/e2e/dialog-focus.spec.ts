import type { Locator, Page } from "@playwright/test";
import { createExpert, createOffersCompany, seededGigs, uniqueName } from "./data";
import { expect, test, signInAs } from "./test";

// Focus after a dialog (WCAG 2.4.3) and the announcement of a client-side page change: both are
// the script's work. Without JavaScript a dialog is a page of its own and every change a page load.

const row = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
const message = (page: Page, text: string) =>
  page.locator(".toast-region").getByRole("status").filter({ hasText: text });

/** Opens a dialog from its link with the keyboard, as a keyboard user does. */
async function openWith(page: Page, opener: Locator, title: string) {
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  return dialog;
}

test("expert dialogs give focus back to their opener, and a submit to its message", async ({
  page,
}) => {
  const name = uniqueName("Focus Return", test.info().project.name);
  await createExpert(name);
  await signInAs(page, "company@example.com");
  await page.goto("/dashboard/experts");

  const add = page.getByRole("link", { name: "Add expert" });
  await openWith(page, add, "Add expert");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(add).toBeFocused();

  const edit = row(page, name).getByRole("link", { name: `Edit ${name}` });
  let dialog = await openWith(page, edit, "Edit expert");
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(edit).toBeFocused();

  const remove = row(page, name).getByRole("link", { name: `Delete ${name}` });
  dialog = await openWith(page, remove, "Delete expert");
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(remove).toBeFocused();
  // Opening and closing dialogs is no page change to announce (the dialog speaks for itself).
  await expect(page.locator("#route-announcer")).toHaveText("");
  // The next Tab goes on from the opener, not from the top of the page or the footer.
  await page.keyboard.press("Shift+Tab");
  await expect(edit).toBeFocused();

  // The edit is sent by the form's own upload, and its message arrives after the dialog closed.
  dialog = await openWith(page, edit, "Edit expert");
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(`${name} Renamed`);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(message(page, "Changes saved")).toBeFocused();

  // A dialog opened from its address: closing it focuses the link that opens it.
  await page.goto("/dashboard/experts/new");
  await expect(page.getByRole("dialog", { name: "Add expert" })).toBeVisible();
  await page.getByRole("dialog").getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("link", { name: "Add expert" })).toBeFocused();
});

test("the offer dialog gives focus back after Escape and Cancel, and to the message after a submit", async ({
  page,
}) => {
  const company = await createOffersCompany(test.info(), "focus", ["Fiona"]);
  const expert = company.experts[0]!;
  const gig = (await seededGigs("open", 7))[6]!;
  await signInAs(page, company.email);
  await page.goto(`/gigs/${gig.id}/${gig.slug}`);
  const offer = page
    .getByRole("region", { name: "Offer experts" })
    .getByRole("link", { name: "Offer expert", exact: true });

  await openWith(page, offer, "Offer expert");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(offer).toBeFocused();

  let dialog = await openWith(page, offer, "Offer expert");
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(offer).toBeFocused();

  dialog = await openWith(page, offer, "Offer expert");
  await dialog.getByLabel("Expert").selectOption({ label: expert.name });
  await dialog.getByLabel("Proposed hourly rate").fill("90");
  await dialog.getByRole("button", { name: "Offer expert" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(message(page, "Expert offered")).toBeFocused();
});

test("a client-side page change is announced; a dialog opening or closing is not", async ({
  page,
}) => {
  await page.goto("/gigs");
  const announcer = page.locator("#route-announcer");
  await expect(announcer).toHaveAttribute("aria-live", "assertive");
  await expect(announcer).toHaveText("");
  const card = page.locator("main article.gig-card :is(h2, h3) a").first();
  const title = (await card.textContent())!.trim();
  await card.click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(announcer).toContainText(title);
  await expect(announcer).toHaveText(await page.title());

  // Back to the list: announced again.
  await page.goBack();
  await expect(announcer).not.toContainText(title);
  await expect(announcer).toHaveText(await page.title());
});
