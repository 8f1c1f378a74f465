// The error service's quota against the production build: requests any anonymous client can
// repeat must not each become a report. Remix's pre-single-fetch data requests (`?_data=`) used to
// be reported as a 500 every time (its deprecation warning); the edge now refuses them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startAppServer, type AppServer } from "../fixtures/app-server";
import { startSentryIngest, type SentryIngest } from "../fixtures/sentry-ingest";

let ingest: SentryIngest;
let server: AppServer;

beforeAll(async () => {
  ingest = await startSentryIngest(freePort());
  server = await startAppServer({ env: { SENTRY_DSN: ingest.dsn, LOG_LEVEL: "warn" } });
});

afterAll(async () => {
  await server?.stop();
  await ingest?.close();
});

describe(`?_data= requests (${process.env.TEST_ENGINE})`, () => {
  it("are refused with a 4xx, and 200 of them send no report and log no error", async () => {
    const targets = [
      ...Array.from({ length: 100 }, () => "/?_data=routes/_index"),
      ...Array.from({ length: 100 }, (_, i) => `/gigs?_data=x${i}`),
      "/?_dat%61=routes%2F_index",
      "/newsletter?lng=fi&_data=routes/newsletter",
    ];
    const statuses: number[] = [];
    // Ten at a time, as a small flood would come.
    for (let i = 0; i < targets.length; i += 10) {
      const answers = await Promise.all(
        targets.slice(i, i + 10).map((target) => fetch(server.url + target)),
      );
      for (const answer of answers) {
        statuses.push(answer.status);
        await answer.arrayBuffer();
      }
    }
    const posted = await fetch(`${server.url}/newsletter?_data=routes/newsletter`, {
      method: "POST",
      body: new URLSearchParams({ email: "someone@example.com" }),
      headers: { Origin: server.url, "Sec-Fetch-Site": "same-origin" },
    });
    statuses.push(posted.status);
    await posted.arrayBuffer();
    expect((await fetch(`${server.url}/gigs`)).status).toBe(200);

    // A graceful stop waits for the reports in flight.
    expect(await server.kill("SIGTERM")).toBe(0);
    expect(ingest.events().map((e) => e.exception?.values?.[0]?.value)).toEqual([]);
    const errors = server
      .output()
      .split("\n")
      .filter((line) => line.includes('"level":"error"'));
    expect(errors).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([400]));
  });
});
