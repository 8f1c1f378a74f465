import { expect, test } from "./test";

// With JavaScript the gig filters apply by themselves; without it the Search button does.
test("a filter applies at once with JavaScript, and the count follows", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/gigs");
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const form = page.getByRole("search", { name: "Search gigs" });
  const count = page.locator(".result-count");
  const before = await count.textContent();
  await form.getByRole("checkbox", { name: "Remote" }).check();
  if (javaScriptEnabled) {
    await expect(page).toHaveURL(/[?&]mode=remote(&|$)/);
    await expect(count).not.toHaveText(before ?? "");
    // The list changed under the user, not the place they were at.
    await expect(form.getByRole("checkbox", { name: "Remote" })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Remote" })).toBeFocused();

    const phrase = form.getByLabel("Search phrase");
    await phrase.pressSequentially("react", { delay: 20 });
    await expect(page).toHaveURL(/[?&]q=react(&|$)/);
    await expect(phrase).toBeFocused();
    await expect(phrase).toHaveValue("react");
  } else {
    // No script: nothing happens until the Search button, which is still there.
    await form.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/[?&]mode=remote(&|$)/);
    await expect(count).not.toHaveText(before ?? "");
  }
});
