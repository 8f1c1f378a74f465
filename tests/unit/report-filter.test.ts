import type { ErrorEvent } from "@sentry/core";
import { describe, expect, it } from "vitest";
import {
  filterBreadcrumb,
  filterEvent,
  isReportableStatus,
  reportingOptions,
  statusOf,
} from "~/telemetry/report-filter";

const event = (overrides: Partial<ErrorEvent> = {}): ErrorEvent => ({
  type: undefined,
  exception: { values: [{ type: "Error", value: "boom" }] },
  ...overrides,
});

describe("the error-report filter (spec section 8)", () => {
  it("drops an error that got no response", () => {
    expect(isReportableStatus(null)).toBe(false);
    expect(filterEvent(event(), { originalException: new TypeError("Failed to fetch") })).toBe(
      null,
    );
    expect(statusOf(new TypeError("Load failed"))).toBe(null);
  });

  it("drops statuses below 400", () => {
    for (const status of [200, 204, 302, 399]) {
      expect(isReportableStatus(status)).toBe(false);
      expect(filterEvent(event(), { originalException: new Response(null, { status }) })).toBe(
        null,
      );
    }
  });

  it("drops exactly 401 and 404, and reports the other 4xx and 5xx", () => {
    expect(isReportableStatus(401)).toBe(false);
    expect(isReportableStatus(404)).toBe(false);
    for (const status of [400, 402, 403, 405, 409, 500, 503])
      expect(isReportableStatus(status), String(status)).toBe(true);
    expect(filterEvent(event(), { originalException: { status: 404 } })).toBe(null);
    expect(filterEvent(event(), { originalException: { status: 403 } })).not.toBe(null);
  });

  it("reports an error that is no HTTP answer", () => {
    expect(statusOf(new Error("x"))).toBeUndefined();
    expect(filterEvent(event(), { originalException: new Error("boom") })).not.toBe(null);
  });

  it.each([
    "ResizeObserver loop limit exceeded",
    "ResizeObserver loop completed with undelivered notifications.",
    "Deprecation warning: tabReply will be removed",
    "Failed to execute 'setAttribute' on 'Element': '{{name}}' is not a valid attribute name.",
  ])("ignores the noise %s", (message) => {
    expect(filterEvent(event({ exception: { values: [{ value: message }] } }))).toBe(null);
    expect(filterEvent(event({ exception: undefined, message }))).toBe(null);
  });

  it("keeps an invalid attribute name that does not start with {{", () => {
    const message =
      "Failed to execute 'setAttribute' on 'Element': 'a b' is not a valid attribute name.";
    expect(filterEvent(event({ exception: { values: [{ value: message }] } }))).not.toBe(null);
  });

  it("sends the user's id and nothing else about them or the request", () => {
    const sent = filterEvent(
      event({
        user: { id: "u1", email: "a@example.com", username: "Ann", ip_address: "1.2.3.4" },
        request: {
          url: "https://gigs.example/sign-in?inviteToken=secret",
          cookies: { session: "s" },
          headers: { Cookie: "session=s" },
          data: { password: "hunter2" },
        },
        extra: { form: "typed-in-text" },
        server_name: "host-1",
      }),
    );
    expect(sent?.user).toEqual({ id: "u1" });
    expect(sent?.request).toEqual({ url: "https://gigs.example/sign-in" });
    expect(JSON.stringify(sent)).not.toMatch(
      /a@example.com|Ann|1\.2\.3\.4|secret|hunter2|typed-in-text|host-1/,
    );
  });

  it("keeps only the host of token-refresh URLs in breadcrumbs, and no query strings", () => {
    expect(
      filterBreadcrumb({
        category: "fetch",
        data: { url: "https://oauth2.googleapis.com/token?refresh_token=abc", method: "POST" },
      })?.data,
    ).toEqual({ url: "oauth2.googleapis.com", method: "POST" });
    expect(
      filterBreadcrumb({
        category: "xhr",
        data: { url: "https://securetoken.googleapis.com/v1/token?key=k" },
      })?.data?.url,
    ).toBe("securetoken.googleapis.com");
    expect(
      filterBreadcrumb({
        category: "navigation",
        data: { from: "/sign-in?inviteToken=t", to: "/gigs?q=java" },
      })?.data,
    ).toEqual({ from: "/sign-in", to: "/gigs" });
    const sent = filterEvent(
      event({
        breadcrumbs: [
          { category: "fetch", data: { url: "https://login.example/oauth2/v2.0/token" } },
          { category: "console", message: "form value" },
        ],
      }),
    );
    expect(sent?.breadcrumbs).toEqual([{ category: "fetch", data: { url: "login.example" } }]);
  });

  it("takes the environment from APP_ENV, `local` by default, and the release from the build", () => {
    expect(reportingOptions({ release: "abc" })).toMatchObject({
      environment: "local",
      release: "abc",
      sendDefaultPii: false,
    });
    expect(reportingOptions({ appEnv: " ", release: "abc" }).environment).toBe("local");
    expect(reportingOptions({ appEnv: "production", release: "abc" }).environment).toBe(
      "production",
    );
  });
});
