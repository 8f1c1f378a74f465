import { useNavigation } from "@remix-run/react";

/**
 * A thin bar along the top while a client navigation or form submission runs: on a slow phone's
 * network the next page can take seconds, and without it a tap shows nothing until then (with
 * JavaScript off the browser's own indicator does this). It appears only after a moment, so fast
 * navigations do not flash it; screen readers are told by the page that follows, not by the bar.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  return <div className="nav-progress" data-busy={busy || undefined} aria-hidden="true" />;
}
