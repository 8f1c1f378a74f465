import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./test";

// The API reference (/api/docs, decision 055) as a reader finds it, with JavaScript and without:
// the index of calls, a tag's page with each call's parameters, fields and example, in English
// and Finnish. axe runs as a script in the page, so it audits in the js-on project only.

async function expectAccessible(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(
    violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) })),
  ).toEqual([]);
}

test("the API reference shows each call's parameters, fields and example", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  const languages = [
    { lng: "en", index: "Experts", parameters: "Parameters", field: "Field", example: "Example" },
    {
      lng: "fi",
      index: "Asiantuntijat",
      parameters: "Parametrit",
      field: "Kenttä",
      example: "Esimerkki",
    },
  ];
  for (const words of languages) {
    await page.goto(`/api/docs?lng=${words.lng}`);
    await expect(page.locator("html")).toHaveAttribute("lang", words.lng);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page, javaScriptEnabled);
    await page.getByRole("link", { name: words.index, exact: true }).click();
    await expect(page).toHaveURL(/\/api\/docs\?tag=experts$/);

    const call = page.getByRole("region", { name: "GET /api/experts", exact: true });
    const parameters = call.getByRole("table", { name: words.parameters });
    await expect(parameters.getByRole("rowheader", { name: "limit" })).toBeVisible();
    const answer = call.getByRole("table", { name: /200/ });
    await expect(answer.getByRole("columnheader", { name: words.field })).toBeVisible();
    await expect(answer.getByRole("rowheader", { name: "items[].allocation" })).toBeVisible();
    await expect(call.getByRole("heading", { name: words.example })).toBeVisible();
    await expect(call.locator("pre").first()).toContainText("GET /api/experts");
    await expectAccessible(page, javaScriptEnabled);
  }
});
