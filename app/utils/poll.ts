/** Spec section 9: a third-party script's readiness is checked every 250 ms, 40 times at most. */
export const READY_POLL_INTERVAL_MS = 250;
export const READY_POLL_TRIES = 40;

/**
 * Resolves true as soon as `isReady()` holds (checked at once, then every interval), false after
 * the last try; `onGiveUp` then says so in the console, never to the user (spec section 8).
 */
export function pollUntilReady(
  isReady: () => boolean,
  onGiveUp: () => void,
  { intervalMs = READY_POLL_INTERVAL_MS, tries = READY_POLL_TRIES } = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    let attempt = 0;
    const check = () => {
      attempt += 1;
      if (isReady()) return resolve(true);
      if (attempt >= tries) {
        onGiveUp();
        return resolve(false);
      }
      setTimeout(check, intervalMs);
    };
    check();
  });
}
