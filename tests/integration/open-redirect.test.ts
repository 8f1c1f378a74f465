import { describe, expect, it } from "vitest";
import * as languageRoute from "~/routes/_public+/language";
import * as newsletterRoute from "~/routes/_public+/newsletter";
import { withAppDatabase } from "../fixtures/db";

withAppDatabase();

const PAYLOADS = [
  "/.//evil.example",
  "/..//evil.example",
  "/./%2F/evil.example",
  "/%2e//evil.example",
];

function post(path: string, fields: Record<string, string>) {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
}

const args = (request: Request) => ({ request, params: {}, context: {} });

function location(answer: unknown) {
  expect(answer).toBeInstanceOf(Response);
  return (answer as Response).headers.get("Location");
}

describe(`return paths of /language and /newsletter stay on this site (${process.env.TEST_ENGINE})`, () => {
  it.each(PAYLOADS)("/language with redirectTo=%s goes home", async (redirectTo) => {
    const answer = await languageRoute.action(
      args(post("/language", { locale: "fi", redirectTo })),
    );
    expect(location(answer)).toBe("/");
  });

  it.each(PAYLOADS)("/newsletter with redirectTo=%s goes home", async (redirectTo) => {
    const answer = await newsletterRoute.action(
      args(
        post("/newsletter", {
          email: `reader-${PAYLOADS.indexOf(redirectTo)}@example.com`,
          redirectTo,
        }),
      ),
    );
    expect(location(answer)).toBe("/");
  });

  it("still returns to a same-site page", async () => {
    const answer = await languageRoute.action(
      args(post("/language", { locale: "en", redirectTo: "/gigs?page=2" })),
    );
    expect(location(answer)).toBe("/gigs?page=2");
  });
});
