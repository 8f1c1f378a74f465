import { getEnv } from "~/env.server";
import { uploadsBusy } from "~/server/forms/route-errors.server";

/*
 * A CV upload holds up to ~20 MB while it is read, parsed and decoded (more as JSON with base64),
 * so the number read at once bounds the process's memory: UPLOAD_CONCURRENCY slots, and a caller
 * who finds none gets a 503 with Retry-After rather than a queue that grows with the load.
 */

/** Seconds a refused uploader is asked to wait; one upload takes about this long on a LAN. */
export const UPLOAD_RETRY_AFTER_S = 5;

let reading = 0;

/** A slot's release (idempotent), or null when all UPLOAD_CONCURRENCY slots are taken. */
export function takeUploadSlot(): (() => void) | null {
  if (reading >= getEnv().UPLOAD_CONCURRENCY) return null;
  reading += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    reading -= 1;
  };
}

/** A page's answer when no slot is free: the error boundary's "too many uploads" page. */
export const uploadsBusyPage = () => uploadsBusy(UPLOAD_RETRY_AFTER_S);
