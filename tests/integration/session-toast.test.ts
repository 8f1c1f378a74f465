import { beforeAll, describe, expect, it } from "vitest";
import {
  createUserSession,
  destroyUserSession,
  endAllSessionsOf,
  getSessionUser,
  requireUser,
  sessionCookie,
} from "~/auth/session.server";
import { hashToken } from "~/utils/ids.server";
import { runInRequestScope } from "~/utils/request-scope.server";
import { consumeToasts, flashToast, MAX_TOASTS } from "~/server/forms/toast.server";
import { getUiSession, uiSessionStorage } from "~/server/forms/ui-session.server";
import { withAppDatabase } from "../fixtures/db";

const t = withAppDatabase();
beforeAll(async () => {
  const now = new Date().toISOString();
  await t.db
    .insertInto("users")
    .values({
      id: "user-1",
      email: "one@example.com",
      role: "partner",
      created_at: now,
      updated_at: now,
      name: "One",
      phone_number: null,
      job_title: null,
      password_hash: null,
      email_verified_at: now,
      disabled_at: null,
      company_id: null,
      terms_accepted_at: null,
      terms_version: null,
      registered_at: null,
    })
    .execute();
});

function cookieFrom(setCookie: string) {
  return setCookie.split(";")[0]!;
}

function request(cookie?: string) {
  return new Request("http://localhost:3000/dashboard/overview?tab=1", {
    headers: cookie ? { Cookie: cookie } : {},
  });
}

describe(`database sessions (${process.env.TEST_ENGINE})`, () => {
  it("looks a page view's user up once per request scope; a write looks up afresh", async () => {
    const view = request(cookieFrom(await createUserSession("user-1", request())));
    await runInRequestScope(async () => {
      expect((await getSessionUser(view))?.id).toBe("user-1");
      await endAllSessionsOf("user-1");
      // The view's other loaders get their own copy of the request, and its first answer.
      const copy = new Request(view.url, { headers: view.headers });
      expect((await getSessionUser(copy))?.id).toBe("user-1");
      // Another cookie in the same scope is looked up on its own.
      expect(await getSessionUser(request("session=other"))).toBeNull();
    });
    // The next request (its own scope) sees the end; so does code outside any request.
    await runInRequestScope(async () => expect(await getSessionUser(view)).toBeNull());
    const outside = cookieFrom(await createUserSession("user-1", request()));
    expect((await getSessionUser(request(outside)))?.id).toBe("user-1");
    await endAllSessionsOf("user-1");
    expect(await getSessionUser(request(outside))).toBeNull();

    const cookie = cookieFrom(await createUserSession("user-1", request()));
    const write = new Request("http://localhost:3000/dashboard/my-details", {
      method: "POST",
      headers: { Cookie: cookie },
    });
    await runInRequestScope(async () => {
      expect((await getSessionUser(write))?.id).toBe("user-1");
      await endAllSessionsOf("user-1");
      expect(await getSessionUser(write)).toBeNull();
    });
  });

  it("keeps only the session id in the cookie and finds the user by it", async () => {
    const setCookie = await createUserSession("user-1", request());
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toContain("one@example.com");
    const user = await getSessionUser(request(cookieFrom(setCookie)));
    expect(user?.email).toBe("one@example.com");
  });

  it("stores only the SHA-256 of the id the cookie holds", async () => {
    const setCookie = await createUserSession("user-1", request());
    const parsed: unknown = await sessionCookie().parse(cookieFrom(setCookie));
    expect(typeof parsed).toBe("string");
    const rows = await t.db.selectFrom("sessions").select("id").execute();
    expect(rows.map((r) => r.id)).not.toContain(parsed);
    expect(rows.map((r) => r.id)).toContain(hashToken(parsed as string));
    // The stored value itself is no key: a cookie carrying it finds nobody.
    const forged = await sessionCookie().serialize(hashToken(parsed as string));
    expect(await getSessionUser(request(cookieFrom(forged)))).toBeNull();
  });

  it("changes the session id at sign-in and removes the old row", async () => {
    const first = cookieFrom(await createUserSession("user-1", request()));
    const second = cookieFrom(await createUserSession("user-1", request(first)));
    expect(second).not.toBe(first);
    expect(await getSessionUser(request(first))).toBeNull();
    expect(await getSessionUser(request(second))).not.toBeNull();
  });

  it("ends a session at sign-out and all sessions when the user is disabled", async () => {
    const a = cookieFrom(await createUserSession("user-1", request()));
    const b = cookieFrom(await createUserSession("user-1", request()));
    await destroyUserSession(request(a));
    expect(await getSessionUser(request(a))).toBeNull();
    expect(await getSessionUser(request(b))).not.toBeNull();
    await endAllSessionsOf("user-1");
    expect(await getSessionUser(request(b))).toBeNull();
  });

  it("treats a tampered or malformed cookie as signed out", async () => {
    expect(await getSessionUser(request("session=garbage"))).toBeNull();
    expect(await getSessionUser(request("session=%E0%A4%A"))).toBeNull();
  });

  it("redirects a signed-out user to sign-in and remembers the page", async () => {
    const thrown = await requireUser(request()).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/sign-in");
    expect(response.headers.get("Set-Cookie")).toMatch(/^ui=/);
  });
});

describe("flash toasts", () => {
  it("survive one redirect and are then gone", async () => {
    const headers = await flashToast(request(), { type: "success", text: "Expert created" });
    const cookie = cookieFrom(headers.get("Set-Cookie")!);
    const { toasts, setCookie } = await consumeToasts(request(cookie));
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ type: "success", text: "Expert created", duration: 5000 });
    const after = await consumeToasts(request(cookieFrom(setCookie!)));
    expect(after.toasts).toEqual([]);
  });

  it(`keeps at most ${MAX_TOASTS}`, async () => {
    let cookie: string | undefined;
    for (let i = 0; i < MAX_TOASTS + 3; i++) {
      const headers = await flashToast(request(cookie), {
        type: "info",
        title: `#${i}`,
        text: `toast ${i}`,
      });
      cookie = cookieFrom(headers.get("Set-Cookie")!);
    }
    const { toasts } = await consumeToasts(request(cookie));
    expect(toasts).toHaveLength(MAX_TOASTS);
    expect(toasts.at(-1)?.text).toBe(`toast ${MAX_TOASTS + 2}`);
  });

  it("ignores a forged toast cookie", async () => {
    const { toasts } = await consumeToasts(request("ui=eyJ0b2FzdHMiOlt7fV19.forged"));
    expect(toasts).toEqual([]);
  });
});

describe("the UI cookie stays under the browsers' 4096-byte limit", () => {
  // Characters that grow the most: 4 UTF-8 bytes, then base64, then percent-encoding.
  const heavy = (n: number) => "😀ä€".repeat(Math.ceil(n / 3)).slice(0, n);
  const setCookieOf = (headers: Headers) => headers.get("Set-Cookie")!;

  it("with a long return path, a big registration draft and many long toasts", async () => {
    const ui = await getUiSession(request());
    ui.set("registrationDraft", {
      partnerType: "company",
      inviteToken: "x".repeat(200),
      company: {
        name: heavy(3000),
        website: heavy(3000),
        countryCode: "FI",
        capabilityIds: Array.from({ length: 500 }, (_, i) => i),
        contactPerson: heavy(3000),
      },
    });
    ui.set("pendingVerification", `${"p".repeat(240)}@example.com`);
    let cookie = cookieFrom(await uiSessionStorage().commitSession(ui));
    expect(cookie.length).toBeLessThanOrEqual(4096);

    for (let i = 0; i < MAX_TOASTS + 5; i++) {
      const headers = await flashToast(request(cookie), {
        type: "error",
        title: heavy(1000),
        text: `${i} ${heavy(3000)}`,
      });
      expect(setCookieOf(headers).length).toBeLessThanOrEqual(4096);
      cookie = cookieFrom(setCookieOf(headers));
    }

    const longPath = new Request(`http://localhost:3000/dashboard/experts?q=${heavy(1990)}`, {
      headers: { Cookie: cookie },
    });
    const thrown = (await requireUser(longPath).catch((e: unknown) => e)) as Response;
    expect(thrown.status).toBe(302);
    const setCookie = thrown.headers.get("Set-Cookie")!;
    expect(setCookie.length).toBeLessThanOrEqual(4096);

    // What is kept is usable: the newest toast, shortened, and a return path on this site.
    const { toasts } = await consumeToasts(
      new Request("http://localhost:3000/sign-in", { headers: { Cookie: cookieFrom(setCookie) } }),
    );
    expect(toasts.length).toBeGreaterThan(0);
    expect(toasts.at(-1)?.text.startsWith(`${MAX_TOASTS + 4} `)).toBe(true);
    const after = await getUiSession(
      new Request("http://localhost:3000/sign-in", { headers: { Cookie: cookieFrom(setCookie) } }),
    );
    expect(after.get("returnTo")).toBe("/dashboard/experts");
  });
});
