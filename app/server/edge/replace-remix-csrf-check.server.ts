import { createRequire } from "node:module";
import { logger } from "~/utils/logger.server";

/**
 * Remix 2.17 compares `Origin` with `Host` before any action and answers a mismatch with a bare
 * 500. Our own check (request-guards.server.ts) is stricter (APP_URL, Sec-Fetch-Site) and answers
 * 403 with the translated error page, so Remix's is replaced by a no-op. If the internal module
 * ever moves, Remix's check simply stays in force: refused requests still fail, only as 500.
 */
export function replaceRemixCsrfCheck() {
  try {
    const require = createRequire(import.meta.url);
    const actions = require("@remix-run/server-runtime/dist/actions.js") as Record<string, unknown>;
    if (typeof actions.throwIfPotentialCSRFAttack !== "function")
      throw new Error("function not found");
    actions.throwIfPotentialCSRFAttack = () => {};
  } catch (error) {
    logger.warn("kept Remix's own origin check", { reason: (error as Error).message });
  }
}
