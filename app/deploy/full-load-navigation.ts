// Once a newer build is known, the next navigation is a full page load, so the browser gets the
// new build instead of asking the server for data shaped for routes it no longer has.

function isPlainLinkClick(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.target && link.target !== "_self") return null;
  return link.origin === location.origin ? link : null;
}

/**
 * Capture listeners on window run before React's, which listens on the document: stopping the
 * event there leaves the click or submit to the browser, a full page load (every form works
 * without JavaScript). Returns the uninstall function.
 */
export function forceFullPageLoads() {
  const onClick = (event: MouseEvent) => {
    if (isPlainLinkClick(event)) event.stopImmediatePropagation();
  };
  const onSubmit = (event: SubmitEvent) => event.stopImmediatePropagation();
  window.addEventListener("click", onClick, true);
  window.addEventListener("submit", onSubmit, true);
  return () => {
    window.removeEventListener("click", onClick, true);
    window.removeEventListener("submit", onSubmit, true);
  };
}
