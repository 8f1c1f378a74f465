// Every metric the server exports at GET /metrics (served by the HTTP edge), in one registry.
// Labels hold only bounded, impersonal values: route patterns, methods, status classes, job
// names. Never a raw path, an e-mail address, a name or a user's id (decision 039).
import client from "prom-client";
import { getDbHandle } from "~/db/db.server";
import { observeQueries } from "~/db/query-timing.server";
import {
  mailLedgerBacklog,
  type MailLedgerBacklog,
} from "~/domain/newsletter/mail-ledger-backlog.server";
import { logger } from "~/utils/logger.server";

const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

const httpDuration = new client.Histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request reaching the server to its answer's end, by route pattern, method and status class.",
  labelNames: ["route", "method", "status_class"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const queryDuration = new client.Histogram({
  name: "gigpartners_db_query_duration_seconds",
  help: "Time each database query took, by outcome (ok or error).",
  labelNames: ["outcome"] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
  registers: [registry],
});
observeQueries((seconds, failed) =>
  queryDuration.observe({ outcome: failed ? "error" : "ok" }, seconds),
);

new client.Gauge({
  name: "gigpartners_db_pool_connections",
  help: "PostgreSQL pool connections by state (in_use, idle, waiting: requests waiting for one). Absent on SQLite.",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    const pool = getDbHandle().pool;
    if (!pool) return;
    this.set({ state: "in_use" }, pool.totalCount - pool.idleCount);
    this.set({ state: "idle" }, pool.idleCount);
    this.set({ state: "waiting" }, pool.waitingCount);
  },
});

const pageCacheLookups = new client.Counter({
  name: "gigpartners_page_cache_lookups_total",
  help: "Visitors' page requests the edge's page cache could answer (hit) or could not (miss).",
  labelNames: ["result"] as const,
  registers: [registry],
});

/** Passed to the page cache (app/server/edge/page-cache.server.ts) as its lookup observer. */
export function countPageCacheLookup(hit: boolean) {
  pageCacheLookups.inc({ result: hit ? "hit" : "miss" });
}

/*
 * The three ledger gauges come from one grouped query per scrape. prom-client collects every
 * metric at once, so each gauge waits for the same query rather than one gauge filling the others
 * (they would be written out before it had).
 */
let backlogRead: Promise<MailLedgerBacklog | null> | undefined;
function readBacklogOnce() {
  backlogRead ??= mailLedgerBacklog()
    .catch((error: unknown) => {
      // A scrape must still answer with the database down; the gauges keep their last values.
      logger.warn("metrics: mail ledger not read", { error: String(error) });
      return null;
    })
    .finally(() => (backlogRead = undefined));
  return backlogRead;
}

function ledgerGauge(name: string, help: string, value: (backlog: MailLedgerBacklog) => number) {
  return new client.Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      const backlog = await readBacklogOnce();
      if (backlog) this.set(value(backlog));
    },
  });
}

ledgerGauge(
  "gigpartners_mail_ledger_queued",
  "Mail ledger rows claimed and not yet sent.",
  (backlog) => backlog.queued,
);
ledgerGauge(
  "gigpartners_mail_ledger_failed",
  "Mail ledger rows whose last send failed (retrying, or out of attempts).",
  (backlog) => backlog.failed,
);
ledgerGauge(
  "gigpartners_mail_ledger_oldest_pending_age_seconds",
  "Age of the oldest mail ledger row still to be sent; 0 when none is.",
  (backlog) => backlog.oldestPendingSeconds,
);

// Labelled `schedule`, not `job`: Prometheus gives every target a `job` label of its own.
const jobLastSuccess = new client.Gauge({
  name: "gigpartners_schedule_last_success_timestamp_seconds",
  help: "When each scheduled job last finished without error (Unix time), in this process.",
  labelNames: ["schedule"] as const,
  registers: [registry],
});

export type JobName =
  | "housekeeping"
  | "gigsletter"
  | "deadline-reminders"
  | "gig-alerts"
  | "notification-retries"
  | "cv-retention";

export function recordJobSuccess(job: JobName, at = new Date()) {
  jobLastSuccess.set({ schedule: job }, at.getTime() / 1000);
}

const backupLastSuccess = new client.Gauge({
  name: "gigpartners_backup_last_success_timestamp_seconds",
  help: "When the last backup was written and checked (Unix time), in this process.",
  registers: [registry],
});

/** For the backup job: call after a backup copy is written and checked. */
export function recordBackupSuccess(at = new Date()) {
  backupLastSuccess.set(at.getTime() / 1000);
}

/** Called by the edge when an answer ends (or the client went away before it did). */
export function observeRequest(route: string, method: string, status: number, seconds: number) {
  const upper = method.toUpperCase();
  httpDuration.observe(
    {
      route,
      // Methods are the client's to choose; unknown ones share a label.
      method: KNOWN_METHODS.has(upper) ? upper : "other",
      status_class: `${Math.min(5, Math.max(1, Math.floor(status / 100)))}xx`,
    },
    seconds,
  );
}

export const METRICS_CONTENT_TYPE = registry.contentType;

export function metricsText(): Promise<string> {
  return registry.metrics();
}
