// CV upload memory benchmark: how much one 15 MB CV raises the server's peak RSS (issue 14's
// target: less than 40 MB). Starts the production build on a throwaway database (SQLite, and
// PostgreSQL when TEST_DATABASE_URL is set), warms it with page views and a small upload, then
// uploads a 15 MB CV through the New expert form, on a fresh server RUNS times. Before the upload
// the kernel's peak counter is reset (/proc/<pid>/clear_refs 5), so the rise is the upload's own
// peak over the resident memory just before it. Prints the figures and never fails on them.
//
//   npm run build && npm run bench:cv
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { prepareDatabase, ROOT, rssMb, run, serve, waitFor } from "./lib";

const PORT = Number(process.env.BENCH_PORT ?? 3964);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CV_BYTES = 15 * 1000 * 1000;
const ENGINES = (process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"]) as Array<
  "sqlite" | "postgres"
>;

/** A PDF-looking file of `bytes` (the type is read from the first bytes). */
function pdf(bytes: number) {
  const file = Buffer.alloc(bytes, 0x20);
  file.write("%PDF-1.7\n", 0, "latin1");
  file.write("\n%%EOF\n", bytes - 7, "latin1");
  return file;
}

async function upload(base: string, cookie: string, file: Buffer, name: string) {
  const form = new FormData();
  form.set("name", name);
  form.set("salesPitch", "Bench expert");
  form.set("cv", new Blob([new Uint8Array(file)], { type: "application/pdf" }), "cv.pdf");
  const response = await fetch(`${base}/dashboard/experts/new`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie, Origin: base },
    redirect: "manual",
  });
  await response.arrayBuffer();
  if (response.status !== 302 && response.status !== 303)
    throw new Error(`upload answered ${response.status}`);
}

function resetPeak(pid: number) {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

if (!fs.existsSync(path.join(ROOT, "build/index.js"))) run("npm", ["run", "build"]);
console.log(
  `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ` +
    `Node ${process.version}, a ${CV_BYTES / 1e6} MB CV, ${RUNS} uploads per engine\n`,
);
const cv = pdf(CV_BYTES);
for (const engine of ENGINES) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gp-bench-cv-"));
  const db = await prepareDatabase(engine, { gigs: 100, experts: 10, offers: 0 }, dir, PORT);
  const rises: number[] = [];
  try {
    // A fresh server each time: memory an earlier upload freed stays resident and would hide
    // the next upload's rise.
    for (let i = 0; i < RUNS; i++) {
      const app = serve(path.join(ROOT, "build/index.js"), PORT, ROOT, db.env);
      try {
        const base = `http://127.0.0.1:${PORT}`;
        await waitFor(`${base}/healthz`);
        for (let n = 0; n < 50; n++)
          await (
            await fetch(`${base}/dashboard/experts`, { headers: { Cookie: db.cookie } })
          ).text();
        await upload(base, db.cookie, pdf(1_000_000), `Warm-up expert ${i + 1}`);
        await new Promise((r) => setTimeout(r, 500));
        const before = rssMb(app.pid, "VmRSS");
        resetPeak(app.pid!);
        await upload(base, db.cookie, cv, `Bench expert ${i + 1}`);
        const peak = rssMb(app.pid, "VmHWM");
        rises.push(peak - before);
        console.log(
          `  ${engine} run ${i + 1}: RSS ${before} MB before, peak ${peak} MB, rise ${peak - before} MB`,
        );
      } finally {
        app.kill();
        await new Promise((r) => app.once("exit", r));
      }
    }
    console.log(
      `${engine}: median rise ${median(rises)} MB, largest ${Math.max(...rises)} MB (target < 40 MB)\n`,
    );
  } finally {
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
