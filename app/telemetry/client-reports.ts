// Errors React catches (route error boundaries) never reach the global handlers; the error page
// hands them here, and the Sentry client takes them once loaded (a few are kept until then).
type Reporter = (error: unknown) => void;

const MAX_QUEUED = 10;
let reporter: Reporter | null = null;
const queued: unknown[] = [];

export function reportClientError(error: unknown) {
  if (reporter) reporter(error);
  else if (queued.length < MAX_QUEUED) queued.push(error);
}

export function setClientReporter(next: Reporter) {
  reporter = next;
  for (const error of queued.splice(0)) next(error);
}
