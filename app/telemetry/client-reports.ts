// Browser errors on their way to the error service. The Sentry SDK is a chunk of about 27 KB that
// no first visit should pay for, so it loads when the first error comes: until then errors wait
// here (a few at most). Errors React catches (route error boundaries) never reach the global
// handlers; the error page hands them here too.
type Reporter = (error: unknown) => void;

const MAX_QUEUED = 10;
let reporter: Reporter | null = null;
let loadReporter: (() => void) | null = null;
const queued: unknown[] = [];

export function reportClientError(error: unknown) {
  if (reporter) return reporter(error);
  if (queued.length < MAX_QUEUED) queued.push(error);
  loadReporter?.();
}

/** How to load the reporter, once error reporting is configured; called at the first error. */
export function setReporterLoader(load: () => void) {
  loadReporter = load;
  if (queued.length) load();
}

export function setClientReporter(next: Reporter) {
  reporter = next;
  loadReporter = null;
  for (const error of queued.splice(0)) next(error);
}
