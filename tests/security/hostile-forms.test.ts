// Hostile form bodies and query strings against the production build (issue 8, finding 1 and the
// anonymous 500s): each answer is a cheap 4xx with the normal error page and the server stays up.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../fixtures/app-server";

const FORM = "application/x-www-form-urlencoded";
const SMALL_ANSWER = 100 * 1024;

describe("hostile forms and queries", () => {
  let server: AppServer;
  let cookie = "";

  const sameSite = () => ({ Origin: server.url, "Sec-Fetch-Site": "same-origin" });

  async function send(path: string, init: RequestInit = {}) {
    const started = performance.now();
    const response = await fetch(server.url + path, { redirect: "manual", ...init });
    const body = await response.text();
    return { status: response.status, body, ms: performance.now() - started };
  }

  function postForm(path: string, body: string, headers: Record<string, string> = {}) {
    return send(path, {
      method: "POST",
      body,
      headers: { "Content-Type": FORM, ...sameSite(), ...headers },
    });
  }

  async function expectRefused(answer: { status: number; body: string; ms: number }, status = 400) {
    expect(answer.status).toBe(status);
    expect(answer.ms).toBeLessThan(1000);
    expect(answer.body.length).toBeLessThan(SMALL_ANSWER);
    // The translated error page for refused input, not the form re-rendered with its errors.
    expect(answer.body).toContain("The request could not be accepted");
    expect((await fetch(server.url + "/healthz")).status).toBe(200);
  }

  beforeAll(async () => {
    server = await startAppServer({ seed: true });
    const signIn = await fetch(server.url + "/sign-in", {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": FORM, ...sameSite() },
      body: new URLSearchParams({ email: "company@example.com", password: "demo-password" }),
    });
    expect(signIn.status).toBe(302);
    cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(cookie).not.toBe("");
  });
  afterAll(() => server?.stop());

  it("answers the 22-byte sparse-array body with a quick, small 400 (it used to kill the process)", async () => {
    const answer = await postForm("/sign-in", "email%5B100000000%5D=1");
    await expectRefused(answer);
    // The normal error page, not a bare text answer.
    expect(answer.body).toContain("<html");
  });

  it("does not echo a ten-million-item array back", async () => {
    await expectRefused(await postForm("/sign-in", "email[10000000]=1"));
  });

  it("refuses too many parameters and too deep names", async () => {
    const many = Array.from({ length: 1001 }, (_, i) => `f${i}=1`).join("&");
    await expectRefused(await postForm("/sign-in", many));
    await expectRefused(await postForm("/sign-in", "a.b.c.d.e.f=1"));
  });

  it("refuses a huge index on the signed-in company form", async () => {
    await expectRefused(
      await postForm("/dashboard/company-and-users/company", "capabilityIds[10000000]=1", {
        Cookie: cookie,
      }),
    );
  });

  it("answers out-of-range and fractional ids on the company form with a field error", async () => {
    for (const id of ["1.5", "Infinity", "1e400", "2147483648"]) {
      const answer = await postForm(
        "/dashboard/company-and-users/company",
        new URLSearchParams({
          name: "Acme Oy",
          countryCode: "SE",
          contactUserId: "x",
          capabilityIds: id,
        }).toString(),
        { Cookie: cookie },
      );
      expect(answer.status, id).toBe(400);
      expect(answer.body.length).toBeLessThan(SMALL_ANSWER);
      // The schema refuses the id itself with the translated field error, before any lookup.
      expect(answer.body, id).toContain("Choose capabilities from the list");
    }
  });

  it("refuses a JSON body on a page action without a 500", async () => {
    const answer = await send("/sign-in", {
      method: "POST",
      body: JSON.stringify({ email: "a@example.com", password: "x" }),
      headers: { "Content-Type": "application/json", ...sameSite() },
    });
    expect([400, 415]).toContain(answer.status);
    await expectRefused(answer, answer.status);
  });

  it("refuses a broken multipart body with 400", async () => {
    const truncated = '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@exa';
    await expectRefused(
      await send("/sign-in", {
        method: "POST",
        body: truncated,
        headers: { "Content-Type": "multipart/form-data; boundary=xyz", ...sameSite() },
      }),
    );
    await expectRefused(
      await send("/sign-in", {
        method: "POST",
        body: "garbage",
        headers: { "Content-Type": "multipart/form-data", ...sameSite() },
      }),
    );
  });

  it("refuses malformed conform control fields", async () => {
    await expectRefused(await postForm("/sign-in", "email=a%40example.com&__intent__=%7B"));
    await expectRefused(await postForm("/sign-in", "email=a%40example.com&__state__=%7B"));
    await expectRefused(
      await postForm(
        "/sign-in",
        "email=a%40example.com&__intent__=" +
          encodeURIComponent(
            JSON.stringify({ type: "update", payload: { name: "email", index: 1e8, value: "x" } }),
          ),
      ),
    );
  });

  it("refuses NUL bytes in queries and fields", async () => {
    await expectRefused(await send("/gigs?skill=%00"));
    await expectRefused(await postForm("/sign-in", "email=a%00%40example.com&password=x"));
  });

  it("answers an id beyond the column's range with 404", async () => {
    const answer = await send("/gigs/2147483648/x");
    expect(answer.status).toBe(404);
    expect(answer.body).toContain("<html");
  });

  it("still signs in and answers a normal invalid form with a 400 that echoes only its fields", async () => {
    const answer = await postForm(
      "/sign-in",
      "email=not-an-email&password=&junk=" + "x".repeat(5000),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain("x".repeat(5000));
  });
});
