// CPU per rendered page, in process: the production build's request handler and the floor's
// (bench/floor), called directly one request at a time and alternated in rounds, so that the
// comparison carries none of HTTP's, autocannon's or the other core's noise. The page bench
// (pages.ts) measures throughput over HTTP; this one says where a change moved the render.
//
//   npm run bench:render                    public pages on SQLite, 10,000 gigs
//   BENCH_RENDER_PAGES=/gigs,/posts npm run bench:render
//   BENCH_RENDER_PAGES=/dashboard/my-gigs   a dashboard page, as the bench's big company (2,000
//                                           experts and 5,000 offers, as in the page bench)
//   BENCH_ROUNDS=31 BENCH_REQUESTS=50       rounds, and requests per page per round
//
// Prints per page: bytes, the median CPU per request (user + system, V8's helper threads
// included) of the app and of the floor at the same weight, the median of each round's ratio
// (floor / app: 1 means the app renders as cheaply as the framework's floor), and the app's CPU
// for the same URL's loader data alone (Remix's `.data` request: every loader and the data's
// encoding, no render), which splits a page's cost into its data and its render. Short rounds
// side by side keep a shared machine's drift out of the ratio; the CPU figures still move with
// it from run to run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import type { BenchSize } from "./bench-data";
import { floorPageBy } from "./floor-size";
import { prepareDatabase, ROOT, run } from "./lib";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 31);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const SIZE: BenchSize = {
  gigs: Number(process.env.BENCH_GIGS ?? 10_000),
  experts: Number(process.env.BENCH_EXPERTS ?? 2_000),
  offers: Number(process.env.BENCH_OFFERS ?? 5_000),
};
const ORIGIN = "http://127.0.0.1:3970";

type Handler = (request: Request) => Promise<Response>;

/** The big company's session, for dashboard pages (set once the database is prepared). */
let cookie = "";

/** The URL of a page's loader data alone (single fetch: `/path.data?query`, the root's `/_root.data`). */
function dataUrl(url: string) {
  const { pathname, search } = new URL(url, ORIGIN);
  return `${pathname === "/" ? "/_root" : pathname}.data${search}`;
}

async function page(handler: Handler, url: string) {
  const headers = url.startsWith("/dashboard") ? { cookie } : undefined;
  const response = await handler(new Request(ORIGIN + url, { headers }));
  // Read as bytes, as a socket takes them: decoding the page to a string cost the bench itself
  // up to a tenth of a large page's time, on both sides alike.
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return body.byteLength;
}

/** CPU microseconds per request over `count` requests, one after another. */
async function cpuPerRequest(handler: Handler, url: string, count: number) {
  const start = process.cpuUsage();
  for (let i = 0; i < count; i++) await page(handler, url);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / count;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function main() {
  if (!fs.existsSync(path.join(ROOT, "build/index.js"))) run("npm", ["run", "build"], {});
  run("npx", ["remix", "build"], { cwd: path.join(ROOT, "bench/floor") });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gp-render-"));
  const db = await prepareDatabase("sqlite", SIZE, dir, 3970);
  try {
    Object.assign(process.env, db.env, { NODE_ENV: "production" });
    cookie = db.cookie;
    const appBuild = (await import(path.join(ROOT, "build/index.js"))) as ServerBuild &
      Pick<typeof import("../../server"), "runInRequestScope">;
    const floorBuild = (await import(path.join(ROOT, "bench/floor/build/index.js"))) as ServerBuild;
    // Each request in its own scope, as the HTTP edge enters it on the server.
    const handleApp = createRequestHandler(appBuild, "production");
    const app: Handler = (request) => appBuild.runInRequestScope(() => handleApp(request));
    const floor = createRequestHandler(floorBuild, "production");
    const urls = process.env.BENCH_RENDER_PAGES?.split(",") ?? [
      "/",
      "/gigs",
      "/gigs?q=developer&mode=remote&mode=hybrid&sort=newest",
      db.gigPath,
      "/posts",
      db.postPath,
      "/cookie-settings",
    ];
    console.log(
      `${ROUNDS} rounds of ${REQUESTS} requests per page, ${os.cpus()[0]?.model}, Node ${process.version}\n`,
    );
    console.log(
      "| page | bytes | app µs | floor µs | floor / app | app's loader data alone µs |\n|---|---:|---:|---:|---:|---:|",
    );
    for (const url of urls) {
      const bytes = await page(app, url);
      const floorPage = await floorPageBy((path) => page(floor, path), bytes);
      const appTimes: number[] = [];
      const floorTimes: number[] = [];
      const dataTimes: number[] = [];
      const ratios: number[] = [];
      // Warm all three (JIT, caches), then alternate.
      await cpuPerRequest(app, url, REQUESTS);
      await cpuPerRequest(floor, floorPage.path, REQUESTS);
      await cpuPerRequest(app, dataUrl(url), REQUESTS);
      for (let round = 0; round < ROUNDS; round++) {
        const a = await cpuPerRequest(app, url, REQUESTS);
        const f = await cpuPerRequest(floor, floorPage.path, REQUESTS);
        dataTimes.push(await cpuPerRequest(app, dataUrl(url), REQUESTS));
        appTimes.push(a);
        floorTimes.push(f);
        ratios.push(f / a);
      }
      console.log(
        `| ${url} | ${bytes.toLocaleString("en")} | ${median(appTimes).toFixed(0)} | ${median(floorTimes).toFixed(0)} | ${median(ratios).toFixed(2)} | ${median(dataTimes).toFixed(0)} |`,
      );
    }
  } finally {
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  process.exit(0);
}

await main();
