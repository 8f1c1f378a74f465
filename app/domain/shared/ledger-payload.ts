import type { z } from "zod";

/**
 * A send ledger row's `payload` (JSON) read back through the zod schema its writer is typed by
 * (zod, as for forms and the environment: one schema is both the type and the check).
 * The row may come from an older deploy, so a payload that no longer fits is a `problem` (each
 * zod issue as "path: message") for the caller to log and mark, never a mail rendered from it.
 */
export function readLedgerPayload<T>(
  payload: string | null,
  parse: (json: unknown) => z.SafeParseReturnType<unknown, T>,
): { data: T } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(payload ?? "null");
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
  const parsed = parse(json);
  if (parsed.success) return { data: parsed.data };
  return {
    problem: parsed.error.issues
      .map((issue) => `${issue.path.join(".") || "payload"}: ${issue.message}`)
      .join("; "),
  };
}
