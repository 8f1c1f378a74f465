import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { NotFoundError } from "~/domain/shared/errors";
import {
  listSubscribers,
  subscribersCsv,
  unsubscribeByStaff,
} from "~/domain/newsletter/subscribers.server";
import * as subscribersRoute from "~/routes/staff+/subscribers";
import { formRequest, sessionCookieFor } from "../fixtures/cv/requests";
import { routeAnswer } from "../fixtures/matchers";
import { withAppDatabase } from "../fixtures/db";
import { makeNewsletterSubscription, makeStaff, makeUser } from "../fixtures/factories";

withAppDatabase();

const idOf = async (email: string) =>
  (
    await getDb()
      .selectFrom("newsletter_subscriptions")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow()
  ).id;

async function readAll(stream: ReadableStream<Uint8Array>) {
  return new Response(stream).text();
}

describe("newsletter subscribers in the back office", () => {
  it("lists, searches, unsubscribes one with an audit entry, and clears the account's choice", async () => {
    const staff = await makeStaff();
    const { userId, email } = await makeUser(null, { email: "reader.one@example.com" });
    await getDb()
      .updateTable("users")
      .set({ subscribe_to_gigsletter: 1 })
      .where("id", "=", userId)
      .execute();
    await makeNewsletterSubscription(email, "fi");
    await makeNewsletterSubscription("reader.two@example.com");

    const found = await listSubscribers({ q: "READER.ONE", page: 1 });
    expect(found.subscribers.map((s) => s.email)).toEqual(["reader.one@example.com"]);
    expect(found.active).toBeGreaterThanOrEqual(2);

    const id = await idOf(email);
    expect(await unsubscribeByStaff(staff, id)).toBe(email);
    expect((await listSubscribers({ q: "reader.one", page: 1 })).total).toBe(0);
    const user = await getDb()
      .selectFrom("users")
      .select("subscribe_to_gigsletter")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(Number(user.subscribe_to_gigsletter)).toBe(0);
    const audit = await getDb()
      .selectFrom("audit_events")
      .select(["action", "actor_user_id"])
      .where("subject_id", "=", id)
      .execute();
    expect(audit).toEqual([{ action: "subscriber.unsubscribed", actor_user_id: staff.id }]);
    // Twice, or an unknown id: nothing to take off.
    await expect(unsubscribeByStaff(staff, id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(unsubscribeByStaff(staff, "nope")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("exports the active subscribers as CSV in batches, defusing spreadsheet formulas", async () => {
    for (let i = 0; i < 1005; i++) await makeNewsletterSubscription(`bulk-${i}@example.com`);
    await makeNewsletterSubscription("=cmd@example.com");
    for (const lead of ["+", "-", "@"]) await makeNewsletterSubscription(`${lead}sum@example.com`);
    await makeNewsletterSubscription('=a,"b"@example.com', "fi");
    const csv = await readAll(subscribersCsv());
    expect(csv.endsWith("\r\n")).toBe(true);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("email,language,subscribed_at");
    const emails = lines.slice(1).map((line) => line.split(",")[0]);
    expect(emails.filter((e) => e?.startsWith("bulk-"))).toHaveLength(1005);
    expect(emails).toContain("'=cmd@example.com");
    expect(emails).toEqual(
      expect.arrayContaining(["'+sum@example.com", "'-sum@example.com", "'@sum@example.com"]),
    );
    // A comma or a quote quotes the cell (after the guard); a quote inside is doubled.
    expect(lines.filter((line) => line.startsWith('"\'=a,""b""@example.com",fi,'))).toHaveLength(1);
    expect(new Set(lines).size).toBe(lines.length);
    expect(emails).not.toContain("reader.one@example.com");
  });
});

describe("the subscriber list's unsubscribe button", () => {
  it("returns only to the list: a line break or a character above U+00FF in `back` is no 500", async () => {
    const staff = await makeStaff();
    const cookie = await sessionCookieFor(staff.id);
    await getDb()
      .updateTable("sessions")
      .set({ second_factor_at: new Date().toISOString() })
      .where("user_id", "=", staff.id)
      .execute();
    const cases: Array<[string, string]> = [
      ["/staff/subscribers?q=a\r\nSet-Cookie: evil=1", "/staff/subscribers"],
      ["/staff/subscribers?q=\u20ac", "/staff/subscribers?q=%E2%82%AC"],
      ["/staff/subscribers/../../sign-out", "/staff/subscribers"],
      ["/staff/subscribers.csv", "/staff/subscribers"],
      ["//evil.example/staff/subscribers", "/staff/subscribers"],
      ["/staff/subscribers?q=reader&page=2", "/staff/subscribers?q=reader&page=2"],
    ];
    for (const [back, location] of cases) {
      const reply = await routeAnswer(
        subscribersRoute.action({
          request: formRequest("/staff/subscribers", cookie, { subscriptionId: "gone", back }),
          params: {},
          context: {},
        }),
      );
      await expect(reply, back).toRedirectTo(location);
    }
  });
});
