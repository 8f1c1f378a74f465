import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// The server loads server-runtime's CommonJS build, the one patches/@remix-run+server-runtime
// changes; the per-request memo of the signed-in user (app/auth/session.server.ts) relies on it.
const { callRouteLoader } = createRequire(import.meta.url)(
  "@remix-run/server-runtime/dist/data.js",
) as {
  callRouteLoader: (args: {
    loadContext: object;
    loader: (args: { request: Request }) => unknown;
    params: object;
    request: Request;
    routeId: string;
    singleFetch: boolean;
  }) => Promise<unknown>;
};

async function requestSeenByLoader(request: Request, singleFetch: boolean) {
  let seen: Request | undefined;
  await callRouteLoader({
    loadContext: {},
    loader: ({ request }) => {
      seen = request;
      return null;
    },
    params: {},
    request,
    routeId: "routes/test",
    singleFetch,
  });
  return seen!;
}

describe("the request a loader gets", () => {
  it("is the view's own request when there is nothing to strip, for every loader", async () => {
    const request = new Request("http://localhost/dashboard/overview?page=2", {
      headers: { Cookie: "session=x" },
    });
    for (const singleFetch of [true, false]) {
      expect(await requestSeenByLoader(request, singleFetch)).toBe(request);
      expect(await requestSeenByLoader(request, singleFetch)).toBe(request);
    }
  });

  it("still loses Remix's own parameters, and keeps a non-empty index value", async () => {
    const routes = await requestSeenByLoader(
      new Request("http://localhost/gigs?index&_routes=root&q=java&lng=fi"),
      true,
    );
    expect(new URL(routes.url).search).toBe("?q=java&lng=fi");
    const data = await requestSeenByLoader(
      new Request("http://localhost/gigs?_data=routes%2Fgigs&q=java"),
      false,
    );
    expect(new URL(data.url).search).toBe("?q=java");
    const kept = await requestSeenByLoader(new Request("http://localhost/gigs?index=1"), true);
    expect(new URL(kept.url).search).toBe("?index=1");
  });
});
