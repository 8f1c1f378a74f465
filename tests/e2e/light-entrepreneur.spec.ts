// Issue 34: a freelancer who invoices through a light-entrepreneur service (kevytyrittäjä) has no
// business ID of their own and registers without one (decision 034); a company still needs one.
import type { APIRequestContext } from "@playwright/test";
import { businessIdOf, createUnregisteredAccount } from "./data";
import { uniqueEmail } from "./helpers";
import { expect, signInAs, test } from "./test";

test.describe("in Finnish", () => {
  test.use({ locale: "fi-FI" });

  test(
    "a Finnish freelancer registers without a business ID",
    { tag: "@postgres" },
    async ({ page }) => {
      const email = uniqueEmail(test.info(), "kevytyrittaja");
      await createUnregisteredAccount(email);
      await signInAs(page, email);
      await page.goto("/register/partner-type");
      await page.getByLabel("Freelancerina").check();
      await page.getByRole("button", { name: "Jatka" }).click();

      await expect(page).toHaveURL("/register/company-information");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Freelancerin tiedot");
      await page.getByLabel("Toiminimi").fill("Laura Kevyt");
      await expect(page.getByLabel("Kotipaikka")).toHaveValue("FI");
      await page.getByLabel("Data ja analytiikka").check();
      // Without the choice a Finnish freelancer is still asked for one, in a freelancer's words.
      await page.getByRole("button", { name: "Jatka" }).click();
      await expect(
        page.getByText(
          "Täytä y-tunnuksesi tai valitse, että laskutat kevytyrittäjäpalvelun kautta",
        ),
      ).toBeVisible();
      const choice = page.getByRole("checkbox", { name: "Laskutan kevytyrittäjäpalvelun kautta" });
      await expect(choice).toHaveAccessibleDescription(/Laskutuspalvelusi tiedot annetaan/);
      await choice.check();
      // With JavaScript the message goes as soon as the choice answers it, before Continue.
      if (test.info().project.use.javaScriptEnabled !== false)
        await expect(page.getByText("Täytä y-tunnuksesi")).toBeHidden();
      await page.getByRole("button", { name: "Jatka" }).click();

      await expect(page).toHaveURL("/register/personal-information");
      // The progress marks the step; Back returns to step 2 with its answers kept.
      await expect(page.locator('[aria-current="step"]')).toContainText("Henkilötiedot");
      await expect(page.getByText("Vaihe 3/3")).toHaveCount(1);
      await page.getByRole("link", { name: "Takaisin" }).click();
      await expect(page).toHaveURL("/register/company-information");
      await expect(page.getByLabel("Toiminimi")).toHaveValue("Laura Kevyt");
      await expect(
        page.getByRole("checkbox", { name: "Laskutan kevytyrittäjäpalvelun kautta" }),
      ).toBeChecked();
      await page.getByRole("button", { name: "Jatka" }).click();
      await expect(page).toHaveURL("/register/personal-information");
      await page.getByRole("textbox", { name: "Nimi", exact: true }).fill("Laura Kevyt");
      await page.getByLabel("Puhelinnumero").fill("+358 40 765 4321");
      await page.getByLabel("Hyväksyn käyttöehdot ja tietosuojaselosteen").check();
      await page.getByRole("button", { name: "Viimeistele rekisteröityminen" }).click();
      await expect(page).toHaveURL("/register/ready");

      expect(await businessIdOf(email)).toEqual({
        partner_type: "freelancer",
        business_id: null,
        light_entrepreneur: 1,
      });
      await page.goto("/dashboard/freelancer-information");
      await expect(
        page.getByText("Ei y-tunnusta: laskuttaa kevytyrittäjäpalvelun kautta"),
      ).toBeVisible();
    },
  );
});

test("through the API a freelancer registers without a business ID, a company never", async ({
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  try {
    const token = async (email: string) => {
      await createUnregisteredAccount(email);
      return bearer(api, email);
    };
    const person = {
      name: "Api Kevyt",
      phone_number: "+358 40 765 4321",
      accept_terms: true,
    };
    const company = { website: "", country_code: "FI", capability_ids: [1] };

    // A company based in Finland without a business ID is refused, whatever it says.
    const companyHeaders = await token(uniqueEmail(test.info(), "api-company"));
    for (const extra of [{}, { light_entrepreneur: true }]) {
      const refused = await api.post("/api/registrations", {
        headers: companyHeaders,
        data: {
          ...person,
          company: { ...company, name: "Ilman Tunnusta Oy", partner_type: "company", ...extra },
        },
      });
      expect(refused.status()).toBe(400);
      const { error } = await refused.json();
      expect(error.code).toBe("validation-failed");
      expect(Object.keys(error.details)).toEqual([
        "light_entrepreneur" in extra ? "company.light_entrepreneur" : "company.business_id",
      ]);
    }

    const email = uniqueEmail(test.info(), "api-kevyt");
    const created = await api.post("/api/registrations", {
      headers: await token(email),
      data: {
        ...person,
        company: {
          ...company,
          name: "Api Kevyt",
          partner_type: "freelancer",
          light_entrepreneur: true,
        },
      },
    });
    expect(created.status()).toBe(201);
    expect(await businessIdOf(email)).toEqual({
      partner_type: "freelancer",
      business_id: null,
      light_entrepreneur: 1,
    });
    const answer = await api.get("/api/company", { headers: await bearer(api, email) });
    expect(await answer.json()).toMatchObject({ business_id: null, light_entrepreneur: true });
  } finally {
    await api.dispose();
  }
});

async function bearer(api: APIRequestContext, email: string) {
  const reply = await api.post("/api/auth/local", {
    data: { identifier: email, password: "demo-password" },
  });
  expect(reply.status()).toBe(200);
  return { Authorization: `Bearer ${(await reply.json()).jwt}` };
}
