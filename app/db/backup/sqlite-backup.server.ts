import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { backupFileName, backupTime, backupsToPrune, type Retention } from "./backup-names.server";

export class BackupError extends Error {}

/*
 * VACUUM INTO runs in a worker thread on a connection of its own (decision 038): one read
 * transaction, which in WAL mode blocks no writer, and no step of it runs on the server's event
 * loop. The copy is checked there too, before the main thread renames it into place.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const SQLite = require(workerData.driver);
try {
  const source = new SQLite(workerData.source, { fileMustExist: true, timeout: 5000 });
  try {
    source.prepare("vacuum into ?").run(workerData.target);
  } finally {
    source.close();
  }
  const copy = new SQLite(workerData.target, { readonly: true, fileMustExist: true });
  try {
    const rows = copy.pragma("integrity_check");
    const problems = rows.map((row) => row.integrity_check).filter((line) => line !== "ok");
    parentPort.postMessage({ problems });
  } finally {
    copy.close();
  }
} catch (error) {
  parentPort.postMessage({ error: error && error.message ? error.message : String(error) });
}
`;

const driverPath = () => createRequire(import.meta.url).resolve("better-sqlite3");

function copyInWorker(source: string, target: string) {
  return new Promise<string[]>((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { driver: driverPath(), source, target },
    });
    let settled = false;
    worker.once("message", (result: { problems?: string[]; error?: string }) => {
      settled = true;
      if (result.error) reject(new BackupError(result.error));
      else resolve(result.problems ?? []);
    });
    worker.once("error", (error) => {
      settled = true;
      reject(error);
    });
    worker.once("exit", (code) => {
      if (!settled) reject(new BackupError(`the backup worker stopped with code ${code}`));
    });
  });
}

function fsyncPath(file: string) {
  const fd = fs.openSync(file, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Backs up the SQLite database `source` into `outDir` as the backup for time `at`; returns the
 * backup's path. The copy is written under a temporary name (never listed as a backup), checked
 * with integrity_check, flushed to disk and only then renamed to its backup name.
 */
export async function backupSqlite(source: string, outDir: string, at = new Date()) {
  if (!fs.existsSync(source)) throw new BackupError(`There is no database at ${source}.`);
  fs.mkdirSync(outDir, { recursive: true });
  const name = backupFileName(at);
  const final = path.resolve(outDir, name);
  if (fs.existsSync(final)) throw new BackupError(`A backup named ${final} already exists.`);
  const partial = path.resolve(outDir, `.${name}.${process.pid}.partial`);
  try {
    const problems = await copyInWorker(source, partial);
    if (problems.length)
      throw new BackupError(`The copy failed its integrity check: ${problems.join("; ")}`);
    fsyncPath(partial);
    fs.renameSync(partial, final);
    fsyncPath(outDir);
    return final;
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** A copy still unfinished after a day was left by a process that died while writing it. */
const PARTIAL_MAX_AGE_MS = 24 * 3_600_000;
const PARTIAL = /^\.gigpartners-.*\.partial$/;

/**
 * Deletes the backups in `dir` that retention drops, and temporary copies that a crash left
 * behind; returns the backups' names.
 */
export function pruneLocalBackups(dir: string, retention: Retention, now = Date.now()) {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  const pruned = backupsToPrune(
    files.filter((name) => backupTime(name)),
    retention,
  );
  for (const name of pruned) fs.rmSync(path.join(dir, name), { force: true });
  for (const name of files.filter((n) => PARTIAL.test(n))) {
    const file = path.join(dir, name);
    if (now - fs.statSync(file).mtimeMs > PARTIAL_MAX_AGE_MS) fs.rmSync(file, { force: true });
  }
  return pruned;
}
