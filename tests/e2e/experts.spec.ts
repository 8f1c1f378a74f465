import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { addCandidacy, createExpert, expertProfile, expertRow, pdf, uniqueName } from "./data";
import { expect, test, signInAs } from "./test";

/** The modal: a dialog with JavaScript, the page's own section without. */
function modal(page: Page, javaScriptEnabled: boolean, title: string) {
  return javaScriptEnabled
    ? page.getByRole("dialog", { name: title })
    : page.getByRole("region", { name: title });
}

function row(page: Page, name: string) {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, "company@example.com");
});

test(
  "experts list: stages, offered gig link and count, CV and actions",
  { tag: "@postgres" },
  async ({ page }) => {
    await page.goto("/dashboard/experts");
    await expect(page.getByRole("heading", { name: "Experts", level: 2 })).toBeVisible();
    const table = page.getByRole("table", { name: "Your experts" });
    await expect(table.getByRole("columnheader", { name: "Candidacy stage" })).toBeVisible();
    await expect(table.getByText("Offered to customer").first()).toBeVisible();
    await expect(table.getByText("In review").first()).toBeVisible();

    // An expert offered on two gigs: the first offered gig is linked, the count is shown.
    const name = uniqueName("Offered Twice", test.info().project.name);
    const expertId = await createExpert(name);
    // The earliest offered candidacy by date counts as first, not the one inserted first.
    await addCandidacy(expertId, "OFFERED");
    const first = await addCandidacy(expertId, "OFFERED", {
      createdAt: new Date(Date.now() - 86_400_000),
    });
    await page.reload();
    const expert = row(page, name);
    await expect(expert.getByText("Offered to customer")).toBeVisible();
    await expect(expert.getByText("Offered on 2 gigs")).toBeVisible();
    await expect(expert.getByRole("link", { name: first.title })).toHaveAttribute(
      "href",
      `/gigs/${first.id}/${first.slug}`,
    );
    await expect(expert.getByRole("link", { name: "Download fixture-cv.pdf" })).toBeVisible();
    await expect(expert.getByRole("link", { name: `Edit ${name}` })).toBeVisible();
    // Offered: Delete is there but disabled (issue 34), with its reason beside it.
    await expect(expert.getByRole("button", { name: `Delete ${name}` })).toBeDisabled();
    await expect(expert.getByText("Cannot be deleted once offered to a customer")).toBeVisible();
  },
);

test(
  "create an expert with a CV; validation messages first",
  { tag: "@postgres" },
  async ({ page, javaScriptEnabled }) => {
    const name = uniqueName("Created Expert", test.info().project.name);
    await page.goto("/dashboard/experts");
    await page.getByRole("link", { name: "Add expert" }).click();
    await expect(page).toHaveURL("/dashboard/experts/new");
    const dialog = modal(page, javaScriptEnabled, "Add expert");
    await expect(dialog).toBeVisible();

    // Required fields: from the shared schema in the browser, from the server without JavaScript.
    if (!javaScriptEnabled)
      await dialog.locator("form").evaluate((form) => form.setAttribute("novalidate", ""));
    await dialog.getByRole("button", { name: "Add expert" }).click();
    await expect(dialog.getByText("Please complete this required field")).toBeVisible();
    await expect(dialog.getByText("Uploading expert CV is required")).toBeVisible();

    // A renamed executable is refused by its bytes (the server checks them).
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await dialog.locator("input[type=file][name=cv]").setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]),
    });
    await dialog.getByRole("button", { name: "Add expert" }).click();
    await expect(
      dialog.getByText("File format not supported. Use PDF, DOC, DOCX or ODT."),
    ).toBeVisible();
    expect(await expertRow(name)).toBeUndefined();

    // The counter counts as you type with JavaScript; without it, it shows the limit and no count
    // that typing would leave stale.
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await dialog.getByRole("textbox", { name: "Sales pitch" }).fill("Twelve chars");
    const pitchCounter = dialog.locator(".field-counter").filter({ hasText: "2000" });
    await expect(pitchCounter).toHaveText(
      javaScriptEnabled ? "12 / 2000" : "At most 2000 characters",
    );
    await dialog.locator("input[type=file][name=cv]").setInputFiles({
      name: "created-cv.pdf",
      mimeType: "application/pdf",
      buffer: pdf(name),
    });

    let release: () => void = () => {};
    if (javaScriptEnabled) {
      // Hold the upload's answer so the progress bar and the busy button can be seen.
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/dashboard/cv-upload**", async (route) => {
        await gate;
        await route.continue();
      });
    }
    await dialog.getByRole("button", { name: "Add expert" }).click();
    if (javaScriptEnabled) {
      await expect(page.getByRole("progressbar", { name: "Uploading CV" })).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Saving…" })).toHaveAttribute(
        "aria-busy",
        "true",
      );
      await expect(dialog.getByRole("button", { name: "Saving…" })).toBeDisabled();
      release();
    }

    await expect(page).toHaveURL("/dashboard/experts");
    await expect(page.getByText("Expert created")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const created = row(page, name);
    await expect(created.getByText("Not offered")).toBeVisible();
    await expect(created.getByRole("link", { name: "Download created-cv.pdf" })).toBeVisible();
    expect(await expertRow(name)).toMatchObject({
      sales_pitch: "Twelve chars",
      cv_filename: "created-cv.pdf",
      cv_mimetype: "application/pdf",
    });
  },
);

test("the expert form announces errors; with JavaScript focus stays in the dialog and Escape closes it", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/dashboard/experts");
  await page.getByRole("link", { name: "Add expert" }).click();
  const dialog = modal(page, javaScriptEnabled, "Add expert");
  await expect(dialog).toBeVisible();
  if (javaScriptEnabled)
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

  if (!javaScriptEnabled)
    await dialog.locator("form").evaluate((form) => form.setAttribute("novalidate", ""));
  await dialog.getByRole("button", { name: "Add expert" }).click();
  const name = dialog.getByRole("textbox", { name: "Name", exact: true });
  const cv = dialog.locator("input[type=file][name=cv]");
  for (const [field, message] of [
    [name, "Please complete this required field"],
    [cv, "Uploading expert CV is required"],
  ] as const) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
  }
  // The first invalid field takes focus (with JavaScript; without it the page reloads).
  if (javaScriptEnabled) await expect(name).toBeFocused();

  // A file refused by the server (its bytes) is reported on the file field and focused.
  await name.fill(uniqueName("Announced", test.info().project.name));
  await cv.setInputFiles({
    name: "cv.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]),
  });
  await dialog.getByRole("button", { name: "Add expert" }).click();
  await expect(cv).toHaveAccessibleDescription(/File format not supported/);
  await expect(cv).toHaveAttribute("aria-invalid", "true");
  if (javaScriptEnabled) {
    await expect(cv).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL("/dashboard/experts");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Experts", level: 2 })).toBeVisible();
  }
});

test("a file over 15 MB is refused with the maximum shown", async ({ page, javaScriptEnabled }) => {
  const name = uniqueName("Too Big", test.info().project.name);
  await page.goto("/dashboard/experts/new");
  const dialog = modal(page, javaScriptEnabled, "Add expert");
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await dialog.locator("input[type=file][name=cv]").setInputFiles({
    name: "big.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.concat([pdf(), Buffer.alloc(16 * 1024 * 1024)]),
  });
  await dialog.getByRole("button", { name: "Add expert" }).click();
  await expect(page.getByText("The file is too big. The maximum size is 15 MB.")).toBeVisible();
  expect(await expertRow(name)).toBeUndefined();
});

test(
  "edit an expert: keep the CV, change the name",
  { tag: "@postgres" },
  async ({ page, javaScriptEnabled }) => {
    const name = uniqueName("Edit Me", test.info().project.name);
    const renamed = `${name} Renamed`;
    await createExpert(name);
    await page.goto("/dashboard/experts");
    await row(page, name)
      .getByRole("link", { name: `Edit ${name}` })
      .click();
    const dialog = modal(page, javaScriptEnabled, "Edit expert");
    await expect(dialog.getByText("Current CV: fixture-cv.pdf")).toBeVisible();
    const nameField = dialog.getByRole("textbox", { name: "Name", exact: true });
    await expect(nameField).toHaveValue(name);
    await nameField.fill("");
    if (!javaScriptEnabled)
      await dialog.locator("form").evaluate((form) => form.setAttribute("novalidate", ""));
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog.getByText("Please complete this required field")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(renamed);
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL("/dashboard/experts");
    await expect(page.getByText("Changes saved")).toBeVisible();
    await expect(
      row(page, renamed).getByRole("link", { name: "Download fixture-cv.pdf" }),
    ).toBeVisible();
    expect((await expertRow(renamed))?.cv_filename).toBe("fixture-cv.pdf");
  },
);

test(
  "edit an expert's skills, availability, rate, modes and places",
  { tag: "@postgres" },
  async ({ page, javaScriptEnabled }) => {
    const name = uniqueName("Skilled", test.info().project.name);
    const expertId = await createExpert(name);
    await page.goto("/dashboard/experts");
    await row(page, name)
      .getByRole("link", { name: `Edit ${name}` })
      .click();
    const dialog = modal(page, javaScriptEnabled, "Edit expert");
    const skills = dialog.getByRole("group", { name: "Skills", exact: true });
    await expect(skills.getByText("No skills yet.")).toBeVisible();
    if (javaScriptEnabled) {
      // axe runs in the page, so only with JavaScript; the markup is the same without.
      const { violations } = await new AxeBuilder({ page })
        .include("dialog")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
    }
    // The gigs' skills are the suggestions.
    await expect(
      dialog.locator("datalist").first().locator('option[value="Spring Boot"]'),
    ).toHaveCount(1);

    // Typed in the gigs' words, lower case; the allocation out of range first.
    await skills.getByRole("combobox", { name: "Add skills" }).fill("java, spring  boot");
    await dialog.getByLabel("Available from").fill("2027-01-04");
    await dialog.getByRole("textbox", { name: "Allocation (%)" }).fill("5");
    await dialog.getByRole("textbox", { name: "Rate expectation (€/h)" }).fill("95");
    await dialog
      .getByRole("group", { name: "Work modes" })
      .getByRole("checkbox", { name: "Remote" })
      .check();
    await dialog
      .getByRole("group", { name: "Locations", exact: true })
      .getByRole("combobox", { name: "Add locations" })
      .fill("helsinki");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    const allocation = dialog.getByRole("textbox", { name: "Allocation (%)" });
    await expect(allocation).toHaveAccessibleDescription(/Enter a whole percentage, 10-100/);
    await expect(allocation).toHaveAttribute("aria-invalid", "true");
    if (!javaScriptEnabled)
      // The page came back from the server: what was typed is now ticked, nothing is lost.
      await expect(skills.getByRole("checkbox", { name: "spring boot" })).toBeChecked();
    await allocation.fill("80");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL("/dashboard/experts");
    await expect(page.getByText("Changes saved")).toBeVisible();
    expect(await expertProfile(expertId)).toEqual({
      skills: ["Java", "Spring Boot"],
      availableFrom: "2027-01-04",
      allocation: 80,
      rateExpectation: 95,
      workModes: ["remote"],
      locations: ["Helsinki"],
    });

    // Untick one, add another; the rest stays as saved.
    await row(page, name)
      .getByRole("link", { name: `Edit ${name}` })
      .click();
    const again = modal(page, javaScriptEnabled, "Edit expert");
    const skillsAgain = again.getByRole("group", { name: "Skills", exact: true });
    await expect(skillsAgain.getByRole("checkbox", { name: "Spring Boot" })).toBeChecked();
    await skillsAgain.getByRole("checkbox", { name: "Java" }).uncheck();
    await skillsAgain.getByRole("combobox", { name: "Add skills" }).fill("Kafka");
    await expect(again.getByRole("textbox", { name: "Allocation (%)" })).toHaveValue("80");
    await again.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL("/dashboard/experts");
    await expect(page.getByText("Changes saved")).toBeVisible();
    expect(await expertProfile(expertId)).toMatchObject({
      skills: ["Spring Boot", "Kafka"],
      allocation: 80,
      workModes: ["remote"],
      locations: ["Helsinki"],
    });
  },
);

test("a sales pitch at the limit with line breaks is saved", async ({
  page,
  javaScriptEnabled,
}) => {
  const name = uniqueName("Multi Line", test.info().project.name);
  const expertId = await createExpert(name);
  const pitch = "Line of text\n".repeat(142) + "x".repeat(2000 - 13 * 142);
  await page.goto(`/dashboard/experts/${expertId}/edit`);
  const dialog = modal(page, javaScriptEnabled, "Edit expert");
  await dialog.getByRole("textbox", { name: "Sales pitch" }).fill(pitch);
  await expect(
    dialog.getByText(javaScriptEnabled ? "2000 / 2000" : "At most 2000 characters"),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL("/dashboard/experts");
  await expect(page.getByText("Changes saved")).toBeVisible();
  expect((await expertRow(name))?.sales_pitch).toBe(pitch);
});

test("download a CV: stored type, attachment, no sniffing, no caching", async ({ page }) => {
  const name = uniqueName("Download Me", test.info().project.name);
  await createExpert(name);
  await page.goto("/dashboard/experts");
  const link = row(page, name).getByRole("link", { name: "Download fixture-cv.pdf" });
  const href = await link.getAttribute("href");
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["content-type"]).toBe("application/pdf");
  // A plain ASCII name needs no filename*; the non-ASCII fallback is tested in the API tests.
  expect(headers["content-disposition"]).toBe("attachment; filename=fixture-cv.pdf");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["cache-control"]).toBe("private, no-store");
  expect((await response.body()).equals(pdf(name))).toBe(true);

  // Another company's expert (the freelancer's own profile) is a 404, as is a made-up id.
  const foreign = (await expertRow("Ville Hämäläinen"))!;
  expect((await page.request.get(`/dashboard/experts/${foreign.id}/cv`)).status()).toBe(404);
  expect((await page.request.get(`/dashboard/experts/${foreign.id}/edit`)).status()).toBe(404);
  expect((await page.request.get("/dashboard/experts/nope/cv")).status()).toBe(404);
});

test(
  "delete: allowed for a fresh expert, refused once offered",
  { tag: "@postgres" },
  async ({ page, javaScriptEnabled }) => {
    const fresh = uniqueName("Delete Me", test.info().project.name);
    const offered = uniqueName("Keep Me", test.info().project.name);
    await createExpert(fresh);
    const offeredId = await createExpert(offered);
    await addCandidacy(offeredId, "OFFERED");
    await page.goto("/dashboard/experts");

    // Issue 34: Delete is shown disabled with its reason, not a dialog with only Cancel.
    const locked = row(page, offered).getByRole("button", { name: `Delete ${offered}` });
    await expect(locked).toBeDisabled();
    await expect(locked).toHaveAccessibleDescription(
      "Cannot be deleted once offered to a customer",
    );
    await expect(row(page, offered).getByRole("link", { name: `Delete ${offered}` })).toHaveCount(
      0,
    );
    await expect(row(page, offered).locator(".tag")).toHaveText("Offered to customer");
    // Its delete address, typed or from an old page, goes back to the list with the reason.
    await page.goto(`/dashboard/experts/${offeredId}/delete`);
    await expect(page).toHaveURL("/dashboard/experts");
    await expect(page.getByText("Failed to delete the expert")).toBeVisible();

    await row(page, fresh)
      .getByRole("link", { name: `Delete ${fresh}` })
      .click();
    const dialog = modal(page, javaScriptEnabled, "Delete expert");
    await expect(dialog.getByText(`Delete ${fresh}?`)).toBeVisible();
    await dialog.getByRole("button", { name: "Delete expert" }).click();
    await expect(page).toHaveURL("/dashboard/experts");
    await expect(page.getByText("Expert deleted")).toBeVisible();
    await expect(row(page, fresh)).toHaveCount(0);
    expect(await expertRow(fresh)).toBeUndefined();
  },
);

test("delete refused when the expert was offered while the dialog was open", async ({
  page,
  javaScriptEnabled,
}) => {
  const name = uniqueName("Raced", test.info().project.name);
  const expertId = await createExpert(name);
  await addCandidacy(expertId, "REVIEW");
  await page.goto(`/dashboard/experts/${expertId}/delete`);
  const dialog = modal(page, javaScriptEnabled, "Delete expert");
  await expect(dialog.getByText("deleting withdraws them from those gigs")).toBeVisible();
  await addCandidacy(expertId, "OFFERED");
  await dialog.getByRole("button", { name: "Delete expert" }).click();
  await expect(page).toHaveURL("/dashboard/experts");
  await expect(page.getByText("Failed to delete the expert")).toBeVisible();
  await expect(row(page, name)).toHaveCount(1);
});

test("a freelancer cannot open the experts tab", async ({ page }) => {
  await page.context().clearCookies();
  await signInAs(page, "freelancer@example.com");
  await page.goto("/dashboard/experts/new");
  await expect(page).toHaveURL("/dashboard/freelancer-information");
});
