import type { LogEvent } from "kysely";

/*
 * Kysely's `log` hook on the process's database (client.server.ts): each query's duration goes to
 * whoever observes it, the metrics (app/server/observability/metrics.server.ts), which this layer
 * may not import. No observer, nothing done.
 */
type QueryObserver = (seconds: number, failed: boolean) => void;

let observer: QueryObserver | undefined;

export function observeQueries(next: QueryObserver | undefined) {
  observer = next;
}

export function timeQuery(event: LogEvent) {
  observer?.(event.queryDurationMillis / 1000, event.level === "error");
}
