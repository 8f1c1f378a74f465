// Request ids, route patterns and the metrics' access rule, without a server (decision 039).
import type { IncomingMessage } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { metricsAllowed } from "~/server/edge/metrics-endpoint.server";
import { loggedPath } from "~/server/edge/request-log.server";
import { createRoutePatterns } from "~/server/edge/route-pattern.server";
import { logger } from "~/utils/logger.server";
import { requestIdFrom } from "~/utils/request-id.server";
import { runInRequestScope } from "~/utils/request-scope.server";

describe("requestIdFrom", () => {
  it("keeps 1 to 128 characters of letters, digits and . _ : -", () => {
    for (const id of ["a", "abc-123", "trace:01.x_y", "x".repeat(128)])
      expect(requestIdFrom(id)).toBe(id);
  });

  it("replaces anything else with a new id", () => {
    for (const bad of [undefined, "", "x".repeat(129), "a b", "a/b", "ä", "a\nb", ["a", "b"]])
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe("log lines in a request scope", () => {
  afterEach(() => vi.restoreAllMocks());

  it("carry the request's id; outside one they carry none", () => {
    const lines: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    runInRequestScope(() => logger.error("inside", { n: 1 }), "req-1");
    logger.error("outside");
    const [inside, outside] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(inside).toMatchObject({ message: "inside", requestId: "req-1", n: 1 });
    expect(outside).not.toHaveProperty("requestId");
  });
});

describe("route patterns", () => {
  const routeOf = createRoutePatterns({
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    routes: {
      root: { id: "root", path: "" },
      index: { id: "index", parentId: "root", index: true },
      gig: { id: "gig", parentId: "root", path: "gigs/:id/:slug" },
      gigs: { id: "gigs", parentId: "root", path: "gigs" },
      gigsIndex: { id: "gigsIndex", parentId: "gigs", index: true },
      invite: { id: "invite", parentId: "root", path: "api/invites/token/:token" },
      splat: { id: "splat", parentId: "root", path: "*" },
    },
  });

  it("names a URL by its route's pattern, never its ids or query", () => {
    expect(routeOf("/gigs/1/some-slug")).toBe("/gigs/:id/:slug");
    expect(routeOf("/gigs/2/other?x=1")).toBe("/gigs/:id/:slug");
    expect(routeOf("/gigs/2/other.data")).toBe("/gigs/:id/:slug");
    expect(routeOf("/gigs")).toBe("/gigs");
    expect(routeOf("/")).toBe("/");
    expect(routeOf("/_root.data")).toBe("/");
  });

  it("gives unmatched paths, the catch-all and undecodable paths one label", () => {
    expect(routeOf("/no/such/page")).toBe("unmatched");
    expect(routeOf("/%E0%A4%A")).toBe("unmatched");
  });

  it("names the build's assets and public files without their names", () => {
    expect(routeOf("/build/_assets/app-HYWY7ZST.css")).toBe("/build/*");
    expect(routeOf("/favicon.ico")).toBe("public-file");
  });

  it("logs the path without its query, and the pattern where the path holds a token", () => {
    expect(loggedPath("/gigs/1/x?token=secret", "/gigs/:id/:slug")).toBe("/gigs/1/x");
    expect(loggedPath("/api/invites/token/secret", "/api/invites/token/:token")).toBe(
      "/api/invites/token/:token",
    );
  });
});

describe("metricsAllowed", () => {
  const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;
  const open = { token: undefined, trustedProxies: 0 };
  const withToken = { token: "a-long-enough-metrics-token", trustedProxies: 0 };

  it("lets this machine in without a token, and nobody else", () => {
    expect(metricsAllowed(request("127.0.0.1"), open)).toBe(true);
    expect(metricsAllowed(request("::ffff:127.0.0.1"), open)).toBe(true);
    expect(metricsAllowed(request("::1"), open)).toBe(true);
    expect(metricsAllowed(request("203.0.113.7"), open)).toBe(false);
    // A forwarding header with no proxy trusted: a proxy on this machine relaying someone.
    expect(metricsAllowed(request("127.0.0.1", { "x-forwarded-for": "127.0.0.1" }), open)).toBe(
      false,
    );
  });

  it("lets the token in from anywhere, and judges a caller with credentials by them alone", () => {
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    expect(metricsAllowed(request("203.0.113.7", bearer(withToken.token)), withToken)).toBe(true);
    expect(metricsAllowed(request("203.0.113.7", bearer("wrong")), withToken)).toBe(false);
    expect(metricsAllowed(request("127.0.0.1", bearer("wrong")), withToken)).toBe(false);
    expect(metricsAllowed(request("127.0.0.1", bearer(withToken.token)), open)).toBe(false);
  });
});
