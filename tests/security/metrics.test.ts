// GET /metrics and request ids on the production build (decision 039): the Prometheus text
// format, labels that are route patterns and never a user's data, the access rule, and the
// X-Request-Id of every answer shared by every log line of its request.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/db/client.server";
import { startAppServer, type AppServer } from "../fixtures/app-server";
import { openDb } from "./lib/db-snapshot";
import { send, signIn } from "./lib/http";

const TOKEN = "metrics-token-for-the-suite-0123456789";

type Series = { name: string; labels: Record<string, string>; value: number };

/** Prometheus text format 0.0.4: every sample line is `name{labels} value`, every family typed. */
function parseMetrics(text: string): Series[] {
  const typed = new Set<string>();
  const series: Series[] = [];
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const type =
      /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      typed.add(type[1]!);
      continue;
    }
    if (line.startsWith("# HELP ")) continue;
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|NaN|[+-]Inf)$/.exec(
      line,
    );
    if (!sample) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    const rest = (sample[2] ?? "").replace(
      /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/g,
      (_, name: string, value: string) => {
        labels[name] = value;
        return "";
      },
    );
    if (rest !== "") throw new Error(`bad labels: ${line}`);
    const name = sample[1]!;
    const family = name.replace(/_(bucket|sum|count|total|created)$/, "");
    if (!typed.has(name) && !typed.has(family)) throw new Error(`untyped sample: ${line}`);
    series.push({ name, labels, value: Number(sample[3]) });
  }
  return series;
}

async function scrape(server: AppServer, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/metrics`, { headers });
  const text = await response.text();
  return { response, text };
}

function requestSeries(series: Series[]) {
  return series.filter((s) => s.name === "http_request_duration_seconds_count");
}

describe("metrics and request ids (loopback, no proxy, no token)", () => {
  let server: AppServer;
  let db: DB;
  beforeAll(async () => {
    server = await startAppServer({ seed: true, env: { LOG_LEVEL: "info" } });
    db = openDb(server.databaseUrl);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
  });

  it("answers this machine in the Prometheus text format, with every kind of metric", async () => {
    const { response, text } = await scrape(server);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const names = new Set(parseMetrics(text).map((s) => s.name));
    for (const name of [
      "process_cpu_seconds_total",
      "nodejs_eventloop_lag_seconds",
      "http_request_duration_seconds_bucket",
      "gigpartners_db_query_duration_seconds_count",
      "gigpartners_mail_ledger_queued",
      "gigpartners_mail_ledger_failed",
      "gigpartners_mail_ledger_oldest_pending_age_seconds",
      "gigpartners_schedule_last_success_timestamp_seconds",
      "gigpartners_backup_last_success_timestamp_seconds",
    ])
      expect(names, name).toContain(name);
    const pool = parseMetrics(text).filter((s) => s.name === "gigpartners_db_pool_connections");
    if (server.engine === "postgres")
      expect(pool.map((s) => s.labels.state).sort()).toEqual(["idle", "in_use", "waiting"]);
    else expect(pool).toEqual([]);
  });

  it("labels requests by route pattern, method and status class", async () => {
    for (const path of ["/gigs/1/some-slug", "/gigs/2/other", "/no/such/page", "/healthz"])
      await send(server.url, path);
    await send(server.url, "/sign-in", { method: "POST", headers: { Origin: server.url } });
    const series = requestSeries(parseMetrics((await scrape(server)).text));
    const gigs = series.filter((s) => s.labels.route?.startsWith("/gigs/"));
    // Two gigs' URLs (the demo's gigs 1 and 2, each sent on to its own slug): one series.
    expect(gigs).toHaveLength(1);
    expect(gigs[0]!.labels).toMatchObject({ route: "/gigs/:id/:slug", method: "GET" });
    expect(gigs[0]!.value).toBe(2);
    expect(series.map((s) => s.labels)).toContainEqual({
      route: "unmatched",
      method: "GET",
      status_class: "4xx",
    });
    expect(series.map((s) => s.labels)).toContainEqual({
      route: "/healthz",
      method: "GET",
      status_class: "2xx",
    });
    expect(series.some((s) => s.labels.route === "/sign-in" && s.labels.method === "POST")).toBe(
      true,
    );
    for (const s of series) expect(s.labels.status_class).toMatch(/^[1-5]xx$/);
  });

  it("counts the page cache's hits and misses", async () => {
    await send(server.url, "/posts?metrics-cache=1");
    await send(server.url, "/posts?metrics-cache=1");
    const series = parseMetrics((await scrape(server)).text);
    const lookups = (result: string) =>
      series.find(
        (s) => s.name === "gigpartners_page_cache_lookups_total" && s.labels.result === result,
      )?.value ?? 0;
    expect(lookups("hit")).toBeGreaterThanOrEqual(1);
    expect(lookups("miss")).toBeGreaterThanOrEqual(1);
  });

  it("puts no e-mail address, name or id of a user in any label after signing in and browsing", async () => {
    const cookie = await signIn(server.url, "company@example.com", "demo-password");
    const gig = await db
      .selectFrom("gigs")
      .select(["id", "slug"])
      .where("published", "=", 1)
      .executeTakeFirstOrThrow();
    const users = await db.selectFrom("users").select(["id", "email", "name"]).execute();
    const experts = await db.selectFrom("experts").select(["id"]).execute();
    for (const path of [
      "/dashboard/overview",
      "/dashboard/my-gigs",
      "/dashboard/experts",
      `/dashboard/experts/${experts[0]!.id}/edit`,
      "/dashboard/company-and-users",
      "/dashboard/my-details",
      `/gigs/${gig.id}/${gig.slug}`,
      `/gigs/${gig.id}/${gig.slug}.data`,
    ])
      await send(server.url, path, { cookie });
    const text = (await scrape(server)).text;
    const values = parseMetrics(text).flatMap((s) => Object.values(s.labels));
    const personal = [
      ...users.flatMap((u) => [u.id, u.email, u.name ?? ""]),
      ...experts.map((e) => e.id),
      gig.slug,
    ].filter((value) => value.length > 3);
    for (const value of values) {
      expect(value).not.toContain("@");
      for (const secret of personal) expect(value).not.toContain(secret);
    }
    const routes = requestSeries(parseMetrics(text)).map((s) => s.labels.route);
    expect(routes).toContain("/gigs/:id/:slug");
    expect(routes).toContain("/dashboard/experts/:expertId/edit");
  });

  it("is the site's own 404 for a forwarded request or a wrong token", async () => {
    const notFoundPage = await send(server.url, "/metrics-no-such-page");
    const refused: Record<string, string>[] = [
      { "X-Forwarded-For": "203.0.113.7" },
      { "X-Real-IP": "127.0.0.1" },
      { Forwarded: "for=127.0.0.1" },
      { Authorization: `Bearer ${TOKEN}` },
      { Authorization: "Basic bWV0cmljczpwYXNz" },
    ];
    for (const headers of refused) {
      const reply = await send(server.url, "/metrics", { headers });
      expect(reply.status, JSON.stringify(headers)).toBe(404);
      expect(reply.body).not.toContain("# TYPE");
      expect(reply.body.length).toBeGreaterThan(notFoundPage.body.length / 2);
    }
  });

  it("keeps a valid X-Request-Id and replaces an invalid or too long one", async () => {
    const id = (reply: Response) => reply.headers.get("x-request-id");
    const kept = "trace-01:abc.DEF_9";
    expect(id(await fetch(`${server.url}/healthz`, { headers: { "X-Request-Id": kept } }))).toBe(
      kept,
    );
    for (const bad of ["has space", "x".repeat(129), "<script>", "a/b", ""]) {
      const reply = await fetch(`${server.url}/healthz`, { headers: { "X-Request-Id": bad } });
      expect(id(reply), bad).toMatch(/^[0-9a-f]{12}$/);
    }
    expect(
      id(await fetch(`${server.url}/healthz`, { headers: { "X-Request-Id": "x".repeat(128) } })),
    ).toBe("x".repeat(128));
  });

  it("names every answer: pages, errors, redirects, assets, the page cache and the edge's refusals", async () => {
    const page = await fetch(`${server.url}/`);
    const html = await page.text();
    const asset = /href="(\/build\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const requests: Array<[string, RequestInit, number]> = [
      ["/", {}, 200],
      ["/no/such/page", {}, 404],
      ["/dashboard/overview", { redirect: "manual" }, 302],
      [asset!, {}, 200],
      ["/favicon.ico", {}, 200],
      ["/gigs?_data=routes/_index", {}, 400],
      ["/sign-in", { method: "POST", headers: { Origin: "https://evil.example" } }, 403],
    ];
    for (const [path, init, status] of requests) {
      const given = `suite-${status}-${path.length}`;
      const reply = await fetch(`${server.url}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), "X-Request-Id": given },
      });
      await reply.arrayBuffer();
      expect(reply.status, path).toBe(status);
      expect(reply.headers.get("x-request-id"), path).toBe(given);
    }
    // A page from the page cache gets the id of the request it answers, not the stored one.
    const first = await fetch(`${server.url}/posts?id-cache=1`, {
      headers: { "X-Request-Id": "a1" },
    });
    await first.arrayBuffer();
    const second = await fetch(`${server.url}/posts?id-cache=1`, {
      headers: { "X-Request-Id": "b2" },
    });
    await second.arrayBuffer();
    expect(second.headers.get("age")).not.toBeNull();
    expect(second.headers.get("x-request-id")).toBe("b2");
  });

  it("shows a server error's page, header and log lines the same id", async () => {
    const id = "suite-server-error";
    await sql`ALTER TABLE posts RENAME TO posts_away`.execute(db);
    let reply;
    try {
      reply = await send(server.url, "/posts?fault=1", {
        headers: { "X-Request-Id": id, "Cache-Control": "no-cache" },
      });
    } finally {
      await sql`ALTER TABLE posts_away RENAME TO posts`.execute(db);
    }
    expect(reply.status).toBe(500);
    expect(reply.body).toContain(`<code>${id}</code>`);
    await expect
      .poll(() =>
        server
          .output()
          .split("\n")
          .filter((line) => line.includes(`"requestId":"${id}"`))
          .map((line) => (JSON.parse(line) as { message: string }).message),
      )
      .toEqual(["request failed", "request"]);
  });

  it("writes one access-log line per request, and every line of a request has its id", async () => {
    const id = "suite-refused-post";
    const reply = await send(server.url, "/sign-in?token=do-not-log-me", {
      method: "POST",
      headers: { Origin: "https://evil.example", "X-Request-Id": id },
    });
    expect(reply.status).toBe(403);
    const logLines = () =>
      server
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    // The access line is written when the answer's connection is done with it, just after the
    // client has read it.
    await expect
      .poll(() => logLines().some((line) => line.requestId === id && line.message === "request"))
      .toBe(true);
    const lines = logLines();
    const mine = lines.filter((line) => line.requestId === id);
    expect(mine.map((line) => line.message)).toEqual(["cross-site request refused", "request"]);
    expect(mine[1]).toMatchObject({
      level: "info",
      method: "POST",
      route: "/sign-in",
      path: "/sign-in",
      status: 403,
    });
    expect(mine[1]!.durationMs).toEqual(expect.any(Number));
    expect(mine[1]!.bytes).toBeGreaterThan(0);
    // remix-serve's own line still shows the query (decision 039); ours never does.
    expect(JSON.stringify(lines)).not.toContain("do-not-log-me");
    // Each request of the suite has one access line.
    const accessIds = lines.filter((line) => line.message === "request").map((l) => l.requestId);
    expect(new Set(accessIds).size).toBe(accessIds.length);
  });
});

describe("metrics behind a trusted proxy, with METRICS_TOKEN", () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer({ env: { METRICS_TOKEN: TOKEN, TRUSTED_PROXIES: "1" } });
  });
  afterAll(() => server?.stop());

  it("answers the token from anywhere, and this machine only as the proxy reports it", async () => {
    const status = async (headers: Record<string, string>) =>
      (await send(server.url, "/metrics", { headers })).status;
    expect(
      await status({ Authorization: `Bearer ${TOKEN}`, "X-Forwarded-For": "203.0.113.7" }),
    ).toBe(200);
    expect(await status({ Authorization: `bearer ${TOKEN}` })).toBe(200);
    expect(
      await status({ Authorization: `Bearer ${TOKEN}x`, "X-Forwarded-For": "127.0.0.1" }),
    ).toBe(404);
    expect(await status({ Authorization: "Bearer wrong" })).toBe(404);
    expect(await status({ "X-Forwarded-For": "203.0.113.7" })).toBe(404);
    // A visitor's own header is kept left of what the proxy saw, which is what counts.
    expect(await status({ "X-Forwarded-For": "127.0.0.1, 203.0.113.7" })).toBe(404);
    // No forwarding header: the proxy itself, or something bypassing it; not a local scraper.
    expect(await status({})).toBe(404);
    expect(await status({ "X-Forwarded-For": "127.0.0.1" })).toBe(200);
  });
});
