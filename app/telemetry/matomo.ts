// The Matomo tracker, loaded only with analytics consent (app/telemetry/telemetry.tsx).
import { pollUntilReady } from "~/utils/poll";
import type { VisitorType } from "~/telemetry/telemetry";

/** Spec section 9: the analytics script waits at most 3 s (for an idle moment) before it loads. */
export const TRACKER_WAIT_MS = 3_000;

type Command = [string, ...unknown[]];
declare global {
  interface Window {
    _paq?: Command[] | { push: (...commands: Command[]) => void };
    Matomo?: unknown;
  }
}

function queue() {
  window._paq ??= [];
  return window._paq;
}

/** Query parameters that carry a secret (invite, reset, unsubscribe links) never reach analytics. */
export function trackedUrl(href: string): string {
  const url = new URL(href);
  for (const name of [...url.searchParams.keys()])
    if (/token/i.test(name)) url.searchParams.delete(name);
  return url.href;
}

function whenIdle(callback: () => void) {
  if ("requestIdleCallback" in window)
    window.requestIdleCallback(callback, { timeout: TRACKER_WAIT_MS });
  else setTimeout(callback, Math.min(TRACKER_WAIT_MS, 1_000));
}

/** Queues the tracker's settings and loads matomo.js asynchronously once the page is idle. */
export function loadMatomo(config: { url: string; siteId: string }, nonce: string | undefined) {
  queue().push(["setTrackerUrl", `${config.url}matomo.php`], ["setSiteId", config.siteId]);
  whenIdle(() => {
    const script = document.createElement("script");
    script.async = true;
    script.src = `${config.url}matomo.js`;
    if (nonce) script.nonce = nonce;
    document.head.appendChild(script);
    void pollUntilReady(
      () => window.Matomo !== undefined,
      () => console.error("Matomo not ready"),
    );
  });
}

let lastTracked: string | null = null;

/**
 * One page view, with the visitor type as visit (1) and action (2) dimension. The same address
 * twice in a row is one view: a revalidation re-renders the page without a new visit to it.
 */
export function trackPageView(href: string, title: string, visitorType: VisitorType) {
  const key = `${href} ${visitorType}`;
  if (key === lastTracked) return;
  lastTracked = key;
  queue().push(
    ["setCustomUrl", trackedUrl(href)],
    ["setDocumentTitle", title],
    ["setCustomDimension", 1, visitorType],
    ["setCustomDimension", 2, visitorType],
    ["trackPageView"],
  );
}
