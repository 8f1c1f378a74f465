// Registration's last step through the JSON API (spec section 7: POST registrations), over HTTP
// against the production build.
import { describe, expect, it } from "vitest";
import { addUnregisteredAccount, call, expectError, signIn, withApiServer } from "./lib";

const api = withApiServer();

let made = 0;
/** A verified account that has not registered yet, with the demo password. */
async function newAccount() {
  made += 1;
  const email = `api-registrant-${made}-${Date.now().toString(36)}@example.org`;
  await addUnregisteredAccount(api.db, `api-registrant-${made}-${Date.now()}`, email);
  return (await signIn(email)).jwt;
}

const PERSON = {
  name: "Rita Registrant",
  phone_number: "+358 40 765 4321",
  job_title: "CEO",
  marketing_consent: false,
  subscribe_to_gigsletter: false,
  accept_terms: true,
};

describe("POST /api/registrations", () => {
  it("reads the company in snake_case as documented; the form's camelCase names still count less", async () => {
    const token = await newAccount();
    const created = await call("/api/registrations", {
      token,
      json: {
        ...PERSON,
        company: {
          name: "Snake Case Oy",
          partner_type: "company",
          country_code: "FI",
          countryCode: "SE",
          capability_ids: [1],
          business_id: "7654321-2",
        },
      },
    });
    expect(created.status).toBe(201);
    const company = await call("/api/company", { token });
    expect(company.json).toMatchObject({ name: "Snake Case Oy", country_code: "FI" });
    const doc = (await call("/api/openapi.json")).json;
    const body =
      doc.paths["/api/registrations"].post.requestBody.content["application/json"].schema;
    expect(Object.keys(body.properties.company.properties).sort()).toEqual([
      "business_id",
      "capability_ids",
      "country_code",
      "light_entrepreneur",
      "name",
      "partner_type",
      "website",
    ]);
  });

  it("creates the company with the caller as its contact person; users/current then answers", async () => {
    const token = await newAccount();
    expect((await call("/api/users/current", { token })).status).toBe(204);
    const created = await call("/api/registrations", {
      token,
      json: {
        ...PERSON,
        company: {
          name: "Registrant Oy",
          website: "https://registrant.example",
          partner_type: "company",
          country_code: "FI",
          capability_ids: [1, 2],
          business_id: "1234567-1",
        },
      },
    });
    expect(created.status).toBe(201);
    const current = await call("/api/users/current", { token });
    expect(current.json).toMatchObject({
      name: "Rita Registrant",
      phone_number: "+358 40 765 4321",
      company_id: created.json.company_id,
      partner_type: "company",
    });
    expectError(
      await call("/api/registrations", {
        token,
        json: { ...PERSON, company: { name: "Again Oy" } },
      }),
      400,
      "validation-failed",
    );
  });

  it("answers the spec's message when neither a company nor an invite is given", async () => {
    const token = await newAccount();
    const reply = await call("/api/registrations", { token, json: PERSON });
    expectError(reply, 400, "invite-token-and-company-null");
    expect(reply.json.error.message).toBe("InviteToken and company can't both be null");
  });

  it("validates every field with the page's rules, named as the API names them", async () => {
    const token = await newAccount();
    const reply = await call("/api/registrations", {
      token,
      json: {
        name: "",
        phone_number: "call me",
        accept_terms: false,
        company: { name: "X", partner_type: "robot", country_code: "FI", capability_ids: [] },
      },
    });
    expectError(reply, 400, "validation-failed");
    expect(Object.keys(reply.json.error.details).sort()).toEqual(
      [
        "accept_terms",
        // Required in Finland, and reported with the other fields rather than after them.
        "company.business_id",
        "company.capability_ids",
        "company.name",
        "company.partner_type",
        "name",
        "phone_number",
      ].sort(),
    );
    const unknownCountry = await call("/api/registrations", {
      token,
      json: {
        ...PERSON,
        company: {
          name: "Nowhere Oy",
          partner_type: "company",
          country_code: "ZZ",
          capability_ids: [1],
        },
      },
    });
    expectError(unknownCountry, 400, "validation-failed");
    expect(Object.keys(unknownCountry.json.error.details)).toEqual(["company.country_code"]);
  });

  it("refuses an unknown invite, and a registered caller", async () => {
    const token = await newAccount();
    expectError(
      await call("/api/registrations", {
        token,
        json: { ...PERSON, invite_token: "no-such-invite" },
      }),
      404,
      "invite-not-found",
    );
    const { jwt } = await signIn("company@example.com");
    expectError(
      await call("/api/registrations", { token: jwt, json: { ...PERSON, invite_token: "x" } }),
      409,
      "already-registered",
    );
    expectError(await call("/api/registrations", { json: PERSON }), 401, "unauthorized");
  });
});
