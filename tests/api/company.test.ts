// The JSON API's company, users and invites calls and PATCH users/current, over HTTP against the
// production build: success shapes, each documented error, who may call (401 without a token,
// 403 for a freelancer where the pages refuse one, 404 for another company's ids), bodies that
// must not be read, and the mails the calls send (read from the server's outbox directory).
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { call, expectError, signIn, withApiServer } from "./lib";

const api = withApiServer();

const tokens = new Map<string, string>();
/** One sign-in per address for the whole file (sign-ins are rate limited per address). */
async function tokenOf(email: string) {
  if (!tokens.has(email)) tokens.set(email, (await signIn(email)).jwt);
  return tokens.get(email)!;
}
const companyToken = () => tokenOf("company@example.com");
const freelancerToken = () => tokenOf("freelancer@example.com");

function unique(label: string) {
  return `${label}-${randomUUID().slice(0, 8)}@example.org`;
}

/** Every message the test servers wrote to their outboxes for this address (MAIL_OUTBOX_DIR). */
function mailsTo(address: string) {
  const messages: Array<{ to: string; subject: string; text: string; createdAt: string }> = [];
  for (const dir of fs.readdirSync(os.tmpdir())) {
    if (!dir.startsWith("gp-sec-outbox-")) continue;
    const full = path.join(os.tmpdir(), dir);
    for (const file of fs.readdirSync(full)) {
      if (!file.endsWith(".json")) continue;
      const message = JSON.parse(fs.readFileSync(path.join(full, file), "utf8"));
      if (String(message.to).includes(address)) messages.push(message);
    }
  }
  return messages.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

function inviteTokenIn(mail: { text: string }) {
  const match = /inviteToken=([^\s&"<>)]+)/.exec(mail.text);
  expect(match).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

/** A company of its own (two registered users, the first its contact person) for writes. */
async function addCompany(partnerType: "company" | "freelancer" = "company") {
  const now = new Date().toISOString();
  const id = `api-company-${randomUUID()}`;
  const { password_hash } = await api.db
    .selectFrom("users")
    .select("password_hash")
    .where("email", "=", "company@example.com")
    .executeTakeFirstOrThrow();
  await api.db
    .insertInto("companies")
    .values({
      id,
      name: "Second Company Oy",
      website: "https://second.example.com",
      partner_type: partnerType,
      country_code: "SE",
      business_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await api.db
    .insertInto("company_capabilities")
    .values({ company_id: id, capability_id: 1 })
    .execute();
  const users = [];
  for (const [index, label] of ["first", "second"].entries()) {
    const user = { id: randomUUID(), email: unique(label) };
    await api.db
      .insertInto("users")
      .values({
        ...user,
        name: `User ${label}`,
        phone_number: "+358 40 000 0000",
        job_title: "Tester",
        password_hash,
        email_verified_at: now,
        disabled_at: null,
        role: "partner",
        company_id: id,
        is_contact_person: index === 0 ? 1 : 0,
        terms_accepted_at: now,
        terms_version: "2023-06-01",
        registered_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    users.push(user);
  }
  return { id, first: users[0]!, second: users[1]! };
}

async function userId(email: string) {
  const row = await api.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return row.id;
}

const COMPANY_KEYS = [
  "id",
  "name",
  "website",
  "partner_type",
  "country_code",
  "capability_ids",
  "business_id",
  // Issue 34: a freelancer invoicing through a light-entrepreneur service has no business ID.
  "light_entrepreneur",
  "contact_person",
];

describe("GET and PATCH company", () => {
  it("answers the caller's company, for a company partner and a freelancer", async () => {
    const company = await call("/api/company", { token: await companyToken() });
    expect(company.status).toBe(200);
    expect(Object.keys(company.json)).toEqual(COMPANY_KEYS);
    expect(company.json).toMatchObject({
      id: "demo-company",
      name: "Demo Consulting Oy",
      partner_type: "company",
      country_code: "FI",
      business_id: "1572860-0",
      capability_ids: [1, 2, 3, 5, 7, 8, 11, 12],
      contact_person: { id: await userId("company@example.com"), email: "company@example.com" },
    });
    const freelancer = await call("/api/company", { token: await freelancerToken() });
    expect(freelancer.json).toMatchObject({
      id: "demo-freelancer",
      partner_type: "freelancer",
      contact_person: { email: "freelancer@example.com" },
    });
    expectError(await call("/api/company"), 401, "unauthorized");
    expectError(await call("/api/company", { method: "DELETE" }), 405, "method-not-allowed");
  });

  it("403 before registration is finished", async () => {
    const b = await addCompany();
    const token = await tokenOf(b.second.email);
    await api.db
      .updateTable("users")
      .set({ registered_at: null })
      .where("id", "=", b.second.id)
      .execute();
    expectError(await call("/api/company", { token }), 403, "not-registered");
    expectError(
      await call("/api/users/current", { method: "PATCH", token, json: { name: "Someone" } }),
      403,
      "not-registered",
    );
  });

  it("saves a partial body with the page's rules, and takes back the object GET gave", async () => {
    const b = await addCompany();
    const token = await tokenOf(b.first.email);
    const renamed = await call("/api/company", {
      method: "PATCH",
      token,
      json: { name: "Renamed Company Ab", website: "renamed.example.com" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({
      id: b.id,
      name: "Renamed Company Ab",
      // The page's schema completes the scheme.
      website: "https://renamed.example.com",
      country_code: "SE",
      capability_ids: [1],
      contact_person: { id: b.first.id },
    });
    const row = await api.db
      .selectFrom("companies")
      .select(["name", "website"])
      .where("id", "=", b.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: "Renamed Company Ab", website: "https://renamed.example.com" });

    const roundTrip = await call("/api/company", { method: "PATCH", token, json: renamed.json });
    expect([roundTrip.status, roundTrip.json]).toEqual([200, renamed.json]);

    const handedOver = await call("/api/company", {
      method: "PATCH",
      token,
      json: { contact_person: { id: b.second.id }, capability_ids: [2, 3], website: null },
    });
    expect(handedOver.json).toMatchObject({
      contact_person: { id: b.second.id, email: b.second.email },
      capability_ids: [2, 3],
      website: null,
    });
  });

  it("refuses a different partner type: only support can change it", async () => {
    const b = await addCompany();
    const token = await tokenOf(b.first.email);
    const reply = await call("/api/company", {
      method: "PATCH",
      token,
      json: { partner_type: "freelancer", name: "Not Saved Oy" },
    });
    expectError(reply, 409, "partner-type-cannot-be-changed");
    expect(reply.json.error.message).toMatch(/support/);
    const row = await api.db
      .selectFrom("companies")
      .select(["partner_type", "name"])
      .where("id", "=", b.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ partner_type: "company", name: "Second Company Oy" });
    expectError(
      await call("/api/company", { method: "PATCH", token, json: { partner_type: "staff" } }),
      400,
      "validation-failed",
    );
  });

  it("answers the page's field errors under the snake_case names, translated", async () => {
    const b = await addCompany();
    const token = await tokenOf(b.first.email);
    const invalid = await call("/api/company", {
      method: "PATCH",
      token,
      json: { name: "", website: "not a site", capability_ids: [] },
    });
    expectError(invalid, 400, "validation-failed");
    expect(Object.keys(invalid.json.error.details).sort()).toEqual([
      "capability_ids",
      "name",
      "website",
    ]);
    // A Finnish company needs its business id (the stored one is empty).
    const finnish = await call("/api/company", {
      method: "PATCH",
      token,
      json: { country_code: "FI" },
    });
    expect(Object.keys(finnish.json.error.details)).toEqual(["business_id"]);
    expect(invalid.json.error.details.name[0]).toBe("Please fill in your company name");

    // A country that passes the schema but is not in the list: the domain's error, same shape.
    const country = await call("/api/company", {
      method: "PATCH",
      token,
      json: { country_code: "ZZ" },
    });
    expectError(country, 400, "validation-failed");
    expect(Object.keys(country.json.error.details)).toEqual(["country_code"]);
    expect(country.json.error.details.country_code[0]).not.toMatch(/^validation\./);

    const types = await call("/api/company", {
      method: "PATCH",
      token,
      json: { name: 5, capability_ids: "1", contact_person: "someone", id: "other", extra: 1 },
    });
    expectError(types, 400, "validation-failed");
    expect(Object.keys(types.json.error.details).sort()).toEqual([
      "capability_ids",
      "contact_person",
      "extra",
      "name",
    ]);
    // A read-only field with another value than the stored one.
    const id = await call("/api/company", { method: "PATCH", token, json: { id: "other" } });
    expect(Object.keys(id.json.error.details)).toEqual(["id"]);
    expectError(
      await call("/api/company", { method: "PATCH", token, json: ["name"] }),
      400,
      "validation-failed",
    );
    expectError(
      await call("/api/company", {
        method: "PATCH",
        token,
        body: '{"name":',
        headers: { "Content-Type": "application/json" },
      }),
      400,
      "malformed-json",
    );
    expectError(
      await call("/api/company", {
        method: "PATCH",
        token,
        body: "name=x",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
      415,
      "unsupported-media-type",
    );
    const fi = await call("/api/company", {
      method: "PATCH",
      token,
      json: { name: "" },
      headers: { "Accept-Language": "fi" },
    });
    expect(fi.json.error.details.name[0]).not.toMatch(/company name|^validation\./);
    const row = await api.db
      .selectFrom("companies")
      .select("name")
      .where("id", "=", b.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe("Second Company Oy");
  });

  it("404 for a contact person who is not a user of the caller's company", async () => {
    const b = await addCompany();
    const token = await tokenOf(b.first.email);
    expectError(
      await call("/api/company", {
        method: "PATCH",
        token,
        json: { contact_person: { id: await userId("matti.example@example.com") } },
      }),
      404,
      "not-found",
    );
    const missing = await call("/api/company", {
      method: "PATCH",
      token,
      json: { contact_person: null },
    });
    expectError(missing, 400, "validation-failed");
    expect(Object.keys(missing.json.error.details)).toEqual(["contact_person"]);
  });

  it("lets a freelancer edit their company details, themselves always the contact person", async () => {
    const f = await addCompany("freelancer");
    const token = await tokenOf(f.first.email);
    const saved = await call("/api/company", {
      method: "PATCH",
      token,
      json: { name: "Freelance Tmi", contact_person: { id: f.first.id } },
    });
    expect(saved.json).toMatchObject({
      name: "Freelance Tmi",
      partner_type: "freelancer",
      contact_person: { id: f.first.id },
    });
    const other = await call("/api/company", {
      method: "PATCH",
      token,
      json: { contact_person: { id: f.second.id } },
    });
    expectError(other, 400, "validation-failed");
    expect(Object.keys(other.json.error.details)).toEqual(["contact_person"]);
  });
});

describe("GET users and DELETE users/{id}", () => {
  it("lists the caller's company's users in items, the caller marked", async () => {
    const reply = await call("/api/users", { token: await companyToken() });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.json)).toEqual(["items", "next_cursor", "total", "total_is_estimate"]);
    expect(reply.json.items).toHaveLength(3);
    expect(Object.keys(reply.json.items[0])).toEqual([
      "id",
      "name",
      "email",
      "job_title",
      "phone_number",
      "is_contact_person",
      "is_self",
    ]);
    const self = reply.json.items.filter((u: { is_self: boolean }) => u.is_self);
    expect(self).toMatchObject([{ email: "company@example.com", is_contact_person: true }]);
    expect(reply.json.items.map((u: { email: string }) => u.email)).not.toContain(
      "freelancer@example.com",
    );
    expectError(await call("/api/users"), 401, "unauthorized");
    expectError(
      await call("/api/users", { token: await freelancerToken() }),
      403,
      "company-partner-required",
    );
  });

  it("removes another user: mail to them, the contact person role to the caller", async () => {
    const b = await addCompany();
    // The second user holds the contact person role; the first removes them.
    await api.db
      .updateTable("users")
      .set({ is_contact_person: 0 })
      .where("id", "=", b.first.id)
      .execute();
    await api.db
      .updateTable("users")
      .set({ is_contact_person: 1 })
      .where("id", "=", b.second.id)
      .execute();
    const removedToken = await tokenOf(b.second.email);
    const token = await tokenOf(b.first.email);
    const reply = await call(`/api/users/${b.second.id}`, { method: "DELETE", token });
    expect([reply.status, reply.json]).toEqual([
      200,
      { id: b.second.id, mail_sent: true, contact_person_handed_over: true },
    ]);
    const rows = await api.db
      .selectFrom("users")
      .select(["id", "is_contact_person"])
      .where("company_id", "=", b.id)
      .execute();
    expect(rows).toEqual([{ id: b.first.id, is_contact_person: 1 }]);
    expect(mailsTo(b.second.email)).toHaveLength(1);
    // Their sessions ended with them.
    expectError(await call("/api/users/me", { token: removedToken }), 401, "revoked-token");
    expectError(
      await call(`/api/users/${b.second.id}`, { method: "DELETE", token }),
      404,
      "not-found",
    );
  });

  it("refuses oneself, another company's user (404) and a freelancer (403)", async () => {
    const b = await addCompany();
    const token = await tokenOf(b.first.email);
    expectError(
      await call(`/api/users/${b.first.id}`, { method: "DELETE", token }),
      409,
      "cannot-delete-self",
    );
    const matti = await userId("matti.example@example.com");
    expectError(await call(`/api/users/${matti}`, { method: "DELETE", token }), 404, "not-found");
    expectError(
      await call(`/api/users/${b.second.id}`, { method: "DELETE", token: await freelancerToken() }),
      403,
      "company-partner-required",
    );
    expectError(await call(`/api/users/${b.second.id}`, { method: "DELETE" }), 401, "unauthorized");
    expectError(
      await call(`/api/users/${b.second.id}`, { method: "DELETE", token: await companyToken() }),
      404,
      "not-found",
    );
    const left = await api.db
      .selectFrom("users")
      .select("id")
      .where("id", "in", [matti, b.first.id, b.second.id])
      .execute();
    expect(left).toHaveLength(3);
    expect(mailsTo(b.second.email)).toHaveLength(0);
  });
});

const INVITE_KEYS = ["id", "email", "message", "sent_at", "expires_at", "state"];

async function invite(token: string, json: unknown) {
  return call("/api/invites", { token, json });
}

describe("invites", () => {
  it("invites by e-mail: 201, the mail with its link, listed as active, found by its token", async () => {
    const token = await companyToken();
    const email = unique("invitee");
    const created = await invite(token, { email: email.toUpperCase(), message: "Welcome!" });
    expect(created.status).toBe(201);
    expect(Object.keys(created.json)).toEqual([...INVITE_KEYS, "mail_sent"]);
    expect(created.json).toMatchObject({
      email,
      message: "Welcome!",
      state: "active",
      mail_sent: true,
    });
    const days =
      (Date.parse(created.json.expires_at) - Date.parse(created.json.sent_at)) / 86_400_000;
    expect(days).toBe(14);
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Welcome!");
    const inviteToken = inviteTokenIn(mails[0]!);

    const list = await call("/api/invites", { token });
    expect(Object.keys(list.json)).toEqual(["items", "next_cursor", "total", "total_is_estimate"]);
    expect(list.json.items).toContainEqual(
      Object.fromEntries(INVITE_KEYS.map((k) => [k, created.json[k]])),
    );

    const found = await call(`/api/invites/token/${inviteToken}`);
    expect([found.status, found.json]).toEqual([
      200,
      {
        email,
        company_name: "Demo Consulting Oy",
        invited_by: { name: "Kaisa Lindholm" },
        message: "Welcome!",
        sent_at: created.json.sent_at,
        expires_at: created.json.expires_at,
        state: "active",
      },
    ]);
    expect((await call(`/api/invites/token/${inviteToken}?email=${email}`)).status).toBe(200);
    expectError(
      await call(`/api/invites/token/${inviteToken}?email=someone.else@example.org`),
      403,
      "email-does-not-match",
    );
    const notAnAddress = await call(`/api/invites/token/${inviteToken}?email=not-an-address`);
    expectError(notAnAddress, 400, "invalid-query");
    expect(Object.keys(notAnAddress.json.error.details)).toEqual(["email"]);
    // A signed-in caller who already has a company.
    const own = await call(`/api/invites/token/${inviteToken}`, { token });
    expectError(own, 409, "user-belongs-to-this-company");
    expect(own.json.error.details).toEqual({ company_name: "Demo Consulting Oy" });
    expectError(
      await call(`/api/invites/token/${inviteToken}`, { token: await freelancerToken() }),
      409,
      "user-belongs-to-other-company",
    );
    expectError(await call(`/api/invites/token/${"x".repeat(43)}`), 404, "invite-not-found");
    expectError(await call("/api/invites/token/short"), 404, "invite-not-found");
  });

  it("answers the invite-flow codes for addresses that cannot be invited", async () => {
    const token = await companyToken();
    const email = unique("twice");
    const first = await invite(token, { email });
    const again = await invite(token, { email });
    expectError(again, 409, "invite-already-created");
    expect(again.json.error.details).toEqual({ existing_invite_id: first.json.id });
    expectError(
      await invite(token, { email: "matti.example@example.com" }),
      409,
      "user-belongs-to-this-company",
    );
    expectError(
      await invite(token, { email: "freelancer@example.com" }),
      409,
      "user-belongs-to-other-company",
    );
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("validates the body with the page's schema, and refuses other bodies", async () => {
    const token = await companyToken();
    const missing = await invite(token, { message: "Hi" });
    expectError(missing, 400, "validation-failed");
    expect(missing.json.error.details).toEqual({ email: ["Please fill in an email address"] });
    const wrong = await invite(token, { email: 5, message: "x".repeat(1001) });
    expect(Object.keys(wrong.json.error.details).sort()).toEqual(["email", "message"]);
    expectError(
      await call("/api/invites", {
        token,
        body: '{"email":',
        headers: { "Content-Type": "application/json" },
      }),
      400,
      "malformed-json",
    );
    expectError(
      await call("/api/invites", {
        token,
        body: "email=someone%40example.org",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
      415,
      "unsupported-media-type",
    );
  });

  it("is for company partners: 401 without a token, 403 for a freelancer", async () => {
    expectError(await call("/api/invites"), 401, "unauthorized");
    expectError(await invite("", { email: unique("nobody") }), 401, "invalid-token");
    const token = await freelancerToken();
    expectError(await call("/api/invites", { token }), 403, "company-partner-required");
    const email = unique("by-freelancer");
    expectError(await invite(token, { email }), 403, "company-partner-required");
    expectError(
      await call(`/api/invites/${randomUUID()}`, { method: "DELETE", token }),
      403,
      "company-partner-required",
    );
    expect(mailsTo(email)).toHaveLength(0);
  });

  it("resends with a new token: the old link stops working, the message stays unless replaced", async () => {
    const token = await companyToken();
    const email = unique("resent");
    const created = await invite(token, { email, message: "First words" });
    const oldToken = inviteTokenIn(mailsTo(email)[0]!);
    const resent = await call(`/api/invites/${created.json.id}`, { method: "PUT", token });
    expect(resent.status).toBe(200);
    expect(resent.json).toMatchObject({
      id: created.json.id,
      message: "First words",
      state: "active",
      mail_sent: true,
    });
    const mails = mailsTo(email);
    expect(mails).toHaveLength(2);
    const newToken = inviteTokenIn(mails[1]!);
    expect(newToken).not.toBe(oldToken);
    expectError(await call(`/api/invites/token/${oldToken}`), 404, "invite-not-found");
    expect((await call(`/api/invites/token/${newToken}`)).status).toBe(200);

    const replaced = await call(`/api/invites/${created.json.id}`, {
      method: "PUT",
      token,
      json: { message: null },
    });
    expect(replaced.json.message).toBeNull();
    const tooLong = await call(`/api/invites/${created.json.id}`, {
      method: "PUT",
      token,
      json: { message: "x".repeat(1001) },
    });
    expectError(tooLong, 400, "validation-failed");
    expect(Object.keys(tooLong.json.error.details)).toEqual(["message"]);
    expect(mailsTo(email)).toHaveLength(3);
  });

  it("deletes at once: 204, listed as deleted, its link answers 410 invite-deleted", async () => {
    const token = await companyToken();
    const email = unique("deleted");
    const created = await invite(token, { email });
    const link = inviteTokenIn(mailsTo(email)[0]!);
    const reply = await call(`/api/invites/${created.json.id}`, { method: "DELETE", token });
    expect([reply.status, reply.text]).toEqual([204, ""]);
    const listed = (await call("/api/invites", { token })).json.items.find(
      (i: { id: string }) => i.id === created.json.id,
    );
    expect(listed.state).toBe("deleted");
    const gone = await call(`/api/invites/token/${link}`);
    expectError(gone, 410, "invite-deleted");
    expect(gone.json.error.details).toEqual({ state: "deleted" });
    expectError(
      await call(`/api/invites/${created.json.id}`, { method: "PUT", token }),
      410,
      "invite-deleted",
    );
    expect(
      (await call(`/api/invites/${created.json.id}`, { method: "DELETE", token })).status,
    ).toBe(204);
    // Deleted frees the address for a new invite.
    expect((await invite(token, { email })).status).toBe(201);
  });

  it("shows expired and consumed invites with their states and codes", async () => {
    const token = await companyToken();
    const expiredEmail = unique("expired");
    const expired = await invite(token, { email: expiredEmail });
    const expiredLink = inviteTokenIn(mailsTo(expiredEmail)[0]!);
    await api.db
      .updateTable("invites")
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", expired.json.id)
      .execute();
    const consumedEmail = unique("consumed");
    const consumed = await invite(token, { email: consumedEmail });
    const consumedLink = inviteTokenIn(mailsTo(consumedEmail)[0]!);
    await api.db
      .updateTable("invites")
      .set({ consumed_at: new Date().toISOString() })
      .where("id", "=", consumed.json.id)
      .execute();

    const items = (await call("/api/invites", { token })).json.items;
    const stateOf = (id: string) => items.find((i: { id: string }) => i.id === id).state;
    expect([stateOf(expired.json.id), stateOf(consumed.json.id)]).toEqual(["expired", "consumed"]);
    expectError(await call(`/api/invites/token/${expiredLink}`), 410, "invite-expired");
    expectError(await call(`/api/invites/token/${consumedLink}`), 410, "invite-already-consumed");
    expectError(
      await call(`/api/invites/${consumed.json.id}`, { method: "DELETE", token }),
      410,
      "invite-already-consumed",
    );
    expectError(
      await call(`/api/invites/${consumed.json.id}`, { method: "PUT", token }),
      410,
      "invite-already-consumed",
    );
    // An expired invite can be sent again.
    const renewed = await call(`/api/invites/${expired.json.id}`, { method: "PUT", token });
    expect(renewed.json).toMatchObject({ state: "active", mail_sent: true });
  });

  it("404 for another company's invite; its list holds only its own", async () => {
    const b = await addCompany();
    const tokenB = await tokenOf(b.first.email);
    const email = unique("company-b");
    const invited = await invite(tokenB, { email });
    expect(invited.status).toBe(201);
    const tokenA = await companyToken();
    for (const method of ["PUT", "DELETE"])
      expectError(
        await call(`/api/invites/${invited.json.id}`, { method, token: tokenA }),
        404,
        "not-found",
      );
    expectError(
      await call(`/api/invites/${randomUUID()}`, { method: "PUT", token: tokenA }),
      404,
      "not-found",
    );
    const listA = (await call("/api/invites", { token: tokenA })).json.items;
    expect(listA.map((i: { id: string }) => i.id)).not.toContain(invited.json.id);
    expect((await call("/api/invites", { token: tokenB })).json.items).toEqual([
      Object.fromEntries(INVITE_KEYS.map((k) => [k, invited.json[k]])),
    ]);
    expect(mailsTo(email)).toHaveLength(1);
    const row = await api.db
      .selectFrom("invites")
      .select("deleted_at")
      .where("id", "=", invited.json.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeNull();
  });

  it("429 past the company's daily invite limit", async () => {
    const b = await addCompany();
    const token = await tokenOf(b.first.email);
    const created = await invite(token, { email: unique("before-limit") });
    await api.db
      .updateTable("rate_limits")
      .set({ count: 50 })
      .where("key", "=", `invitesPerCompany:${b.id.toLowerCase()}`)
      .execute();
    const email = unique("over-limit");
    expectError(await invite(token, { email }), 429, "too-many-requests");
    expectError(
      await call(`/api/invites/${created.json.id}`, { method: "PUT", token }),
      429,
      "too-many-requests",
    );
    expect(mailsTo(email)).toHaveLength(0);
  });
});

describe("PATCH users/current", () => {
  it("saves any subset of the user fields with My details' rules", async () => {
    const b = await addCompany();
    const token = await tokenOf(b.first.email);
    const before = (await call("/api/users/current", { token })).json;
    const reply = await call("/api/users/current", {
      method: "PATCH",
      token,
      json: { job_title: "Chief Tester", marketing_consent: true },
    });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({
      ...before,
      job_title: "Chief Tester",
      marketing_consent: true,
      newsletter_refused: false,
      newsletter_confirmation_sent: false,
    });
    const row = await api.db
      .selectFrom("users")
      .select(["job_title", "marketing_consent", "name"])
      .where("id", "=", b.first.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ job_title: "Chief Tester", marketing_consent: 1, name: "User first" });

    // The object GET gave, back as it was (read-only fields unchanged).
    const { newsletter_refused: _, newsletter_confirmation_sent: __, ...current } = reply.json;
    const same = await call("/api/users/current", { method: "PATCH", token, json: current });
    expect(same.json).toEqual(reply.json);

    const subscribed = await call("/api/users/current", {
      method: "PATCH",
      token,
      json: { subscribe_to_gigsletter: true, job_title: null },
    });
    expect(subscribed.json).toMatchObject({ subscribe_to_gigsletter: true, job_title: null });
    const off = await call("/api/users/current", {
      method: "PATCH",
      token,
      json: { subscribe_to_gigsletter: false },
    });
    expect(off.json.subscribe_to_gigsletter).toBe(false);

    // An address that cannot receive the newsletter: saved, and said so (the page's warning).
    const secondToken = await tokenOf(b.second.email);
    await api.db
      .updateTable("users")
      .set({ email: `api-${randomUUID().slice(0, 8)}@mailinator.com` })
      .where("id", "=", b.second.id)
      .execute();
    const refused = await call("/api/users/current", {
      method: "PATCH",
      token: secondToken,
      json: { subscribe_to_gigsletter: true, name: "Still Saved" },
    });
    expect(refused.json).toMatchObject({
      name: "Still Saved",
      subscribe_to_gigsletter: false,
      newsletter_refused: true,
      newsletter_confirmation_sent: false,
    });
  });

  it("chooses gig alerts as My details does: off, daily or instant, nothing else", async () => {
    const b = await addCompany();
    const token = await tokenOf(b.first.email);
    // A user made now gets the weekday digest (decision 045).
    expect((await call("/api/users/current", { token })).json.gig_alerts).toBe("daily");
    for (const choice of ["instant", "off", "daily"]) {
      const reply = await call("/api/users/current", {
        method: "PATCH",
        token,
        json: { gig_alerts: choice },
      });
      expect(reply.status).toBe(200);
      expect(reply.json.gig_alerts).toBe(choice);
      const row = await api.db
        .selectFrom("users")
        .select("gig_alerts")
        .where("id", "=", b.first.id)
        .executeTakeFirstOrThrow();
      expect(row.gig_alerts).toBe(choice);
    }
    for (const wrong of ["hourly", true, null, ["daily"]]) {
      const refused = await call("/api/users/current", {
        method: "PATCH",
        token,
        json: { gig_alerts: wrong },
        headers: { "Accept-Language": "fi" },
      });
      expectError(refused, 400, "validation-failed");
      expect(refused.json.error.details).toEqual({
        gig_alerts: ['Arvon on oltava "off", "daily" tai "instant".'],
      });
    }
    // Other fields leave the choice as it is.
    const other = await call("/api/users/current", {
      method: "PATCH",
      token,
      json: { job_title: "Alert Tester" },
    });
    expect(other.json).toMatchObject({ gig_alerts: "daily", job_title: "Alert Tester" });
  });

  it("answers field errors under the snake_case names and refuses read-only changes", async () => {
    const b = await addCompany();
    const token = await tokenOf(b.first.email);
    const types = await call("/api/users/current", {
      method: "PATCH",
      token,
      json: { name: 5, marketing_consent: "yes", nickname: "x" },
    });
    expectError(types, 400, "validation-failed");
    expect(Object.keys(types.json.error.details).sort()).toEqual([
      "marketing_consent",
      "name",
      "nickname",
    ]);
    const readOnly = await call("/api/users/current", {
      method: "PATCH",
      token,
      json: { name: "New Name", email: "new@example.org" },
    });
    expectError(readOnly, 400, "validation-failed");
    expect(Object.keys(readOnly.json.error.details)).toEqual(["email"]);
    const fields = await call("/api/users/current", {
      method: "PATCH",
      token,
      json: { name: "", phone_number: "abc", job_title: "x".repeat(101) },
    });
    expect(fields.json.error.details).toEqual({
      name: ["Please fill in your name"],
      phone_number: ["Invalid phone number"],
      job_title: [expect.stringContaining("100")],
    });
    expectError(
      await call("/api/users/current", {
        method: "PATCH",
        token,
        body: "{",
        headers: { "Content-Type": "application/json" },
      }),
      400,
      "malformed-json",
    );
    expectError(
      await call("/api/users/current", { method: "PATCH", json: { name: "Nobody" } }),
      401,
      "unauthorized",
    );
    const row = await api.db
      .selectFrom("users")
      .select(["name", "email"])
      .where("id", "=", b.first.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: "User first", email: b.first.email });
  });
});
