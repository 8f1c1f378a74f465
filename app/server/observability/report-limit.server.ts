// How many failures go to the error service: a few of each kind (fingerprint) per window and a
// ceiling for all kinds together, so no request shape, repeated, can spend the service's quota.
// What is held back is counted and handed out as one summary per fingerprint after its window.

export type ReportLimits = {
  /** Reports of one fingerprint per window. */
  perFingerprint: number;
  /** Reports of all fingerprints together per window. */
  total: number;
  windowMs: number;
  /** Distinct fingerprints counted per window; later ones share one bucket, so memory stays bounded. */
  maxFingerprints: number;
};

export type HeldBack = { fingerprint: string; count: number; since: string };

export const DEFAULT_REPORT_LIMITS: ReportLimits = {
  perFingerprint: 5,
  total: 60,
  windowMs: 60_000,
  maxFingerprints: 500,
};

const OVERFLOW = "(other fingerprints)";

export function createReportLimiter(limits: ReportLimits, now: () => number = Date.now) {
  let windowStart = now();
  let total = 0;
  let counts = new Map<string, { sent: number; held: number }>();
  let ended: HeldBack[] = [];

  function roll() {
    const at = now();
    if (at - windowStart < limits.windowMs) return;
    const since = new Date(windowStart).toISOString();
    for (const [fingerprint, { held }] of counts)
      if (held > 0) ended.push({ fingerprint, count: held, since });
    counts = new Map();
    total = 0;
    windowStart = at;
  }

  return {
    /** Whether a failure with this fingerprint may be reported now; if not, it is counted. */
    admit(fingerprint: string): boolean {
      roll();
      const key =
        counts.has(fingerprint) || counts.size < limits.maxFingerprints ? fingerprint : OVERFLOW;
      const entry = counts.get(key) ?? { sent: 0, held: 0 };
      counts.set(key, entry);
      if (entry.sent < limits.perFingerprint && total < limits.total) {
        entry.sent++;
        total++;
        return true;
      }
      entry.held++;
      return false;
    },
    /**
     * What was held back in windows that have ended (with `all`, in the current one too), each
     * fingerprint once; handed out once.
     */
    takeHeldBack({ all = false }: { all?: boolean } = {}): HeldBack[] {
      roll();
      const out = ended;
      ended = [];
      if (all) {
        const since = new Date(windowStart).toISOString();
        for (const [fingerprint, entry] of counts)
          if (entry.held > 0) {
            out.push({ fingerprint, count: entry.held, since });
            entry.held = 0;
          }
      }
      return out;
    },
  };
}
