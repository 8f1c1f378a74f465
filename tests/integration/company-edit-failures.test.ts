// The company-information action through guardRoutes (as server.ts wraps it) when the write
// fails: only the user's own input is a 400; a failing database never is.
import type { ServerBuild } from "@remix-run/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as companyRoute from "~/routes/dashboard+/company-and-users.company";
import { guardRoutes } from "~/server/edge/request-guards.server";
import { sessionCookieFor } from "../fixtures/cv/requests";
import { routeAnswer } from "../fixtures/matchers";
import { closeAppSmtp } from "../fixtures/app-mail";
import { withAppDatabase } from "../fixtures/db";
import { makeCompany } from "../fixtures/factories";
import { expectLogged } from "../fixtures/logs";

const smtp = await vi.hoisted(async () => (await import("../fixtures/app-mail")).useAppSmtp());

/** When set, the company write fails with this driver error after the session was read. */
const writeFailure: { error: Error | null } = { error: null };
vi.mock("~/domain/company/company.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/domain/company/company.server")>();
  return {
    ...actual,
    updateCompany: async (...args: Parameters<typeof actual.updateCompany>) => {
      if (writeFailure.error) throw writeFailure.error;
      return actual.updateCompany(...args);
    },
  };
});

const driverError = (message: string, code: string) => Object.assign(new Error(message), { code });

type Handler = (args: { request: Request; params: object; context: object }) => Promise<unknown>;
const routes = guardRoutes({
  company: { id: "company", path: "company", module: companyRoute },
} as unknown as ServerBuild["routes"]);
const action = routes.company!.module.action as unknown as Handler;

withAppDatabase();
let cookie: string;
let fields: Record<string, string>;
beforeAll(async () => {
  const company = await makeCompany();
  cookie = await sessionCookieFor(company.userId);
  fields = {
    name: "Acme Oy",
    countryCode: "FI",
    capabilityIds: "1",
    businessId: "1572860-0",
    contactUserId: company.userId,
  };
});
afterEach(() => {
  writeFailure.error = null;
});
afterAll(async () => {
  await closeAppSmtp(smtp);
});

function save(values: Record<string, string>) {
  const request = new Request("http://localhost:3000/dashboard/company-and-users/company", {
    method: "POST",
    body: new URLSearchParams(values).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
  });
  return routeAnswer(action({ request, params: {}, context: {} }));
}

describe(`company information write failures (${process.env.TEST_ENGINE})`, () => {
  it("saves and redirects when nothing fails", async () => {
    expect(await save(fields)).toMatchObject({ status: 302 });
  });

  it("answers an unknown country with the field error, 400", async () => {
    const result = await save({ ...fields, countryCode: "XX" });
    expect(result.status).toBe(400);
    expect(result.data.result.error).toMatchObject({
      "": ["company.info.failed"],
      countryCode: ["validation.homeBaseRequired"],
    });
  });

  it("answers a database that cannot write with a server error, not the user's 400", async () => {
    writeFailure.error = driverError("disk I/O error", "SQLITE_IOERR");
    expectLogged(/^company information not saved$/);
    const result = await save(fields);
    expect(result.status).toBe(500);
    expect(result.data.result.error).toEqual({ "": ["company.info.failed"] });
  });

  it("answers a database outage during the write with 503", async () => {
    writeFailure.error = driverError("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED");
    expectLogged(/^database unavailable$/);
    await expect(await save(fields)).toHaveStatus(503, { thrown: true });
  });
});
