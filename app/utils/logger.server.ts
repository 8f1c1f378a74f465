import { getEnv } from "~/env.server";
import { currentRequestId } from "./request-scope.server";

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  try {
    return order[getEnv().LOG_LEVEL];
  } catch {
    // An invalid environment is reported through this logger, so it must still write.
    return order.info;
  }
}

/**
 * One JSON line per event, so a container's log collector can parse it. Never pass secrets. A
 * line written while a request is served carries its id (the answer's X-Request-Id).
 */
function write(level: Level, message: string, fields?: Record<string, unknown>) {
  if (order[level] < threshold()) return;
  const requestId = currentRequestId();
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    message,
    ...(requestId ? { requestId } : {}),
    ...fields,
  });
  if (level === "error" || level === "warn") {
    flush();
    process.stderr.write(line + "\n");
  } else {
    if (pending.length === 0) setImmediate(flush);
    pending.push(line);
  }
}

/**
 * Info lines written within one turn of the event loop, written to stdout together: with an
 * access-log line per request, a write (a system call, synchronous for files and pipes) per line
 * cost a busy server a quarter of its cached answers per second (decision 039).
 */
let pending: string[] = [];

function flush() {
  if (pending.length === 0) return;
  const lines = pending;
  pending = [];
  process.stdout.write(lines.join("\n") + "\n");
}

// A process that exits (a crash included) still writes what it logged last.
process.on("exit", flush);

export const logger = {
  debug: (m: string, f?: Record<string, unknown>) => write("debug", m, f),
  info: (m: string, f?: Record<string, unknown>) => write("info", m, f),
  warn: (m: string, f?: Record<string, unknown>) => write("warn", m, f),
  error: (m: string, f?: Record<string, unknown>) => write("error", m, f),
};
