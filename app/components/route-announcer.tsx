import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

/**
 * Tells screen readers that a client-side navigation showed a new page, as a full page load
 * would: the new page's title goes into a live region. Not for a dialog opening or closing (the
 * dialog takes focus, and gives it back), nor for a change of the query or the fragment only
 * (a filter, a page of a list, the skip link), where focus stays where the user is.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState("");
  const previous = useRef<{ pathname: string; dialog: boolean } | null>(null);
  useEffect(() => {
    const dialog = document.querySelector("dialog.modal") !== null;
    const before = previous.current;
    previous.current = { pathname, dialog };
    if (!before || before.pathname === pathname || dialog || before.dialog) return;
    setMessage(document.title || (document.querySelector("main h1")?.textContent ?? ""));
  }, [pathname]);
  return (
    <p className="visually-hidden" id="route-announcer" aria-live="assertive" aria-atomic="true">
      {message}
    </p>
  );
}
