import { logger } from "~/utils/logger.server";
import { sendMail, type MailMessage } from "./transport.server";

const pending = new Set<Promise<void>>();

/**
 * Sends a message after the current request has answered, for answers that must not reveal
 * whether a mail went out (their timing would). A failure is logged, never thrown: the request
 * that asked for it is already done. `what` names the mail in the log; never the address.
 */
export function sendMailInBackground(message: MailMessage, what: string) {
  const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => sendMail(message))
    .then(
      () => undefined,
      (error: unknown) => {
        logger.error(`${what} mail not sent`, {
          reason: error instanceof Error ? error.message : String(error),
        });
      },
    )
    .finally(() => pending.delete(job));
  pending.add(job);
}

/** Waits for the mail still being sent in the background (shutdown, tests). */
export async function settleBackgroundMail() {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
