import type { Page } from "@playwright/test";
import { createFreelancer, expertRow, pdf, uniqueName } from "./data";
import { uniqueEmail } from "./helpers";
import { expect, test, signInAs } from "./test";

function modal(page: Page, javaScriptEnabled: boolean, title: string) {
  return javaScriptEnabled
    ? page.getByRole("dialog", { name: title })
    : page.getByRole("region", { name: title });
}

test("the demo freelancer's information: profile, CV download, company details", async ({
  page,
}) => {
  await signInAs(page, "freelancer@example.com");
  await page.goto("/dashboard/freelancer-information");
  await expect(page.getByRole("heading", { name: "Freelancer information" })).toBeVisible();
  const profile = page.getByRole("region", { name: "Your profile" });
  const ville = (await expertRow("Ville Hämäläinen"))!;
  await expect(profile.getByText(ville.role!)).toBeVisible();
  const download = profile.getByRole("link", { name: `Download ${ville.cv_filename}` });
  await expect(download).toBeVisible();
  const response = await page.request.get((await download.getAttribute("href"))!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toContain("attachment;");
  expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // What the demo freelancer offers (the demo seed's profile).
  await expect(profile.getByRole("listitem").filter({ hasText: "Service design" })).toBeVisible();
  await expect(profile.getByText("80 %")).toBeVisible();

  const company = page.getByRole("region", { name: "Company details" });
  await expect(company.getByText("Business ID")).toBeVisible();
  await expect(company.getByRole("link", { name: "Edit company details" })).toHaveAttribute(
    "href",
    "/dashboard/freelancer-information/company",
  );
  // A company partner is sent away from this tab.
  await page.context().clearCookies();
  await signInAs(page, "company@example.com");
  await page.goto("/dashboard/freelancer-information");
  await expect(page).toHaveURL("/dashboard/company-and-users");
});

test(
  "a freelancer edits role, pitch and CV; the CV is required until one is stored",
  { tag: "@postgres" },
  async ({ page, javaScriptEnabled }) => {
    const project = test.info().project.name;
    const email = uniqueEmail(test.info(), "freelancer-profile");
    const name = uniqueName("Frida Freelance", project);
    await createFreelancer(email, name);
    await signInAs(page, email);
    await page.goto("/dashboard/freelancer-information");
    const profile = page.getByRole("region", { name: "Your profile" });
    await expect(profile.getByText("No CV")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Company details" }).getByText(`${name} Tmi`),
    ).toBeVisible();

    await profile.getByRole("link", { name: "Edit your information" }).click();
    await expect(page).toHaveURL("/dashboard/freelancer-information/edit");
    const dialog = modal(page, javaScriptEnabled, "Edit your information");
    await expect(dialog.getByRole("textbox", { name: "Role" })).toHaveValue("Designer");
    if (!javaScriptEnabled)
      await dialog.locator("form").evaluate((form) => form.setAttribute("novalidate", ""));
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog.getByText("Uploading your CV is required")).toBeVisible();

    // A PDF with a Word extension is refused by its bytes.
    await dialog.locator("input[type=file][name=cv]").setInputFiles({
      name: "me.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      buffer: pdf(name),
    });
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(
      dialog.getByText("File format not supported. Use PDF, DOC, DOCX or ODT."),
    ).toBeVisible();

    await dialog.getByRole("textbox", { name: "Role" }).fill("Service designer");
    await dialog
      .getByRole("textbox", { name: "Sales pitch" })
      .fill("I design services people like.");
    await dialog.locator("input[type=file][name=cv]").setInputFiles({
      name: "frida-cv.pdf",
      mimeType: "application/pdf",
      buffer: pdf(name),
    });
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL("/dashboard/freelancer-information");
    await expect(page.getByText("Changes saved")).toBeVisible();
    await expect(profile.getByText("Service designer")).toBeVisible();
    await expect(profile.getByText("I design services people like.")).toBeVisible();
    await expect(profile.getByRole("link", { name: "Download frida-cv.pdf" })).toBeVisible();

    // Now optional: saving without a file keeps the CV.
    await profile.getByRole("link", { name: "Edit your information" }).click();
    await expect(dialog.getByText("Current CV: frida-cv.pdf")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Role" }).fill("Lead service designer");
    // What the freelancer offers, in the same form as an expert's.
    await dialog.getByRole("combobox", { name: "Add skills" }).fill("figma, user research");
    await dialog.getByRole("textbox", { name: "Rate expectation (€/h)" }).fill("90");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(profile.getByText("Lead service designer")).toBeVisible();
    await expect(profile.getByRole("listitem").filter({ hasText: "Figma" })).toBeVisible();
    await expect(profile.getByRole("listitem").filter({ hasText: "User research" })).toBeVisible();
    await expect(profile.getByText("90 €/h")).toBeVisible();
    await expect(profile.getByRole("link", { name: "Download frida-cv.pdf" })).toBeVisible();
    expect(await expertRow(name)).toMatchObject({
      role: "Lead service designer",
      cv_filename: "frida-cv.pdf",
    });
  },
);
