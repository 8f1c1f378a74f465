// Real route modules called through guardRoutes (as server.ts wraps them): hostile bodies and
// queries are refused before the route parses anything; ordinary forms still work.
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as companyRoute from "~/routes/dashboard+/company-and-users.company";
import * as newExpertRoute from "~/routes/dashboard+/experts.new";
import * as gigDetailRoute from "~/routes/_public+/gigs.$id.$slug";
import * as gigListRoute from "~/routes/_public+/gigs._index";
import * as signInRoute from "~/routes/_auth+/sign-in";
import { guardRoutes } from "~/server/edge/request-guards.server";
import { sessionCookieFor } from "../fixtures/cv/requests";
import { routeAnswer } from "../fixtures/matchers";
import { closeAppSmtp } from "../fixtures/app-mail";
import { withAppDatabase } from "../fixtures/db";
import { makeCompany } from "../fixtures/factories";

const smtp = await vi.hoisted(async () => (await import("../fixtures/app-mail")).useAppSmtp());

const BASE = "http://localhost:3000";
type Handler = (args: {
  request: Request;
  params: Record<string, string>;
  context: object;
}) => Promise<unknown>;

const routes = guardRoutes({
  signIn: { id: "signIn", path: "sign-in", module: signInRoute },
  company: { id: "company", path: "company", module: companyRoute },
  newExpert: { id: "newExpert", path: "experts/new", module: newExpertRoute },
  gigs: { id: "gigs", path: "gigs", module: gigListRoute },
  gig: { id: "gig", path: "gigs/:id/:slug", module: gigDetailRoute },
} as unknown as ServerBuild["routes"]);

function call(
  id: keyof typeof routes,
  kind: "loader" | "action",
  request: Request,
  params: Record<string, string> = {},
) {
  const handler = routes[id]!.module[kind] as unknown as Handler;
  return routeAnswer(handler({ request, params, context: {} }));
}

function post(path: string, body: string | FormData, cookie = "") {
  return new Request(BASE + path, {
    method: "POST",
    body,
    headers: {
      ...(typeof body === "string" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
}

withAppDatabase();
let cookie: string;
beforeAll(async () => {
  const company = await makeCompany();
  cookie = await sessionCookieFor(company.userId);
});
afterAll(async () => {
  await closeAppSmtp(smtp);
});

describe(`input limits on real routes (${process.env.TEST_ENGINE})`, () => {
  it("refuses the sparse-array sign-in body before conform builds the array", async () => {
    const started = performance.now();
    const result = await call("signIn", "action", post("/sign-in", "email%5B100000000%5D=1"));
    await expect(result).toHaveStatus(400, { thrown: true });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("refuses a huge capability index on the signed-in company form", async () => {
    const result = await call(
      "company",
      "action",
      post("/company", "capabilityIds[10000000]=1", cookie),
    );
    await expect(result).toHaveStatus(400, { thrown: true });
  });

  it.each(["1.5", "Infinity", "1e400", "2147483648"])(
    "answers capabilityIds=%s with a field error, not a database error",
    async (id) => {
      const body = new URLSearchParams({
        name: "Acme Oy",
        countryCode: "SE",
        contactUserId: "x",
        capabilityIds: id,
      });
      const result = await call("company", "action", post("/company", body.toString(), cookie));
      expect(result.status).toBe(400);
      expect(result.data.result.error.capabilityIds).toEqual(["validation.capabilityInvalid"]);
    },
  );

  it("echoes only the form's fields in a validation error", async () => {
    const result = await call(
      "signIn",
      "action",
      post("/sign-in", "email=nope&password=&junk=" + "y".repeat(1000)),
    );
    expect(result.status).toBe(400);
    expect(Object.keys(result.data.result.initialValue)).toEqual(["email"]);
    expect(result.data.result.fields).not.toContain("junk");
  });

  it("applies the limits to the streamed expert upload form too", async () => {
    const data = new FormData();
    data.append("name", "Ada");
    data.append("name[50]", "x");
    const result = await call("newExpert", "action", post("/experts/new", data, cookie));
    await expect(result).toHaveStatus(400, { thrown: true });
  });

  it("refuses a JSON body on a page action with 415", async () => {
    const request = new Request(BASE + "/sign-in", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    await expect(await call("signIn", "action", request)).toHaveStatus(415, { thrown: true });
  });

  it("refuses a NUL byte in a query and a deep or huge-index query name", async () => {
    for (const search of ["skill=%00", "q=a%00b", "a.b.c.d.e.f=1", "skill[100000]=x"])
      await expect(
        await call("gigs", "loader", new Request(`${BASE}/gigs?${search}`)),
        search,
      ).toHaveStatus(400, { thrown: true });
  });

  it("answers a gig id past the column's range with 404", async () => {
    const result = await call("gig", "loader", new Request(`${BASE}/gigs/2147483648/x`), {
      id: "2147483648",
      slug: "x",
    });
    await expect(result).toHaveStatus(404, { thrown: true });
  });

  it("still runs an ordinary form and an ordinary search", async () => {
    const signIn = await call(
      "signIn",
      "action",
      post("/sign-in", "email=nobody%40example.com&password=wrong-password"),
    );
    expect(signIn.status).toBe(400);
    expect(signIn.data.result.error).toBeDefined();
    const search = await call("gigs", "loader", new Request(`${BASE}/gigs?q=dev&mode=remote`));
    expect(search.status).toBe(200);
  });
});
