import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";

const MESSAGE = ".toast-region .toast";
// How long after a submit's dialog closes its message may still arrive: the expert form sends
// its upload itself and revalidates only once it has navigated back (use-upload-progress.ts).
const MESSAGE_WAIT_MS = 10_000;

/**
 * Where focus goes when a modal route closes (WCAG 2.4.3). Closing is a navigation to the parent
 * route, which takes the <dialog> out of the page and left focus on <body>, so the next Tab went
 * to the footer. After Escape, the close button or Cancel (any link in the dialog) focus returns
 * to the control that opened the dialog: the element that had focus when it opened or, when its
 * address was opened directly, the parent's link to that address, else the main content. After
 * a submit it goes to the message that says what changed, as soon as that message shows.
 */
export function useDialogFocusReturn(dialog: RefObject<HTMLDialogElement>, hydrated: boolean) {
  const location = useLocation();
  const opener = useRef<Element | null>(null);
  const address = useRef(location.pathname + location.search);
  const left = useRef(false);
  const opened = useRef(false);
  const knownMessages = useRef<Set<Element>>(new Set());

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    const active = document.activeElement;
    opener.current =
      active && active !== document.body && !element.contains(active) ? active : null;
    element.showModal();
    opened.current = true;
    const onCancel = () => (left.current = true);
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) left.current = true;
    };
    element.addEventListener("cancel", onCancel);
    element.addEventListener("click", onClick);
    return () => {
      element.removeEventListener("cancel", onCancel);
      element.removeEventListener("click", onClick);
    };
  }, [dialog, hydrated]);

  // The messages on the page while the dialog is open; one that is not among them is new.
  useEffect(() => {
    knownMessages.current = new Set(document.querySelectorAll(MESSAGE));
  });

  useEffect(
    () => () => {
      if (!opened.current) return;
      const known = knownMessages.current;
      const fresh = () =>
        [...document.querySelectorAll<HTMLElement>(MESSAGE)].find((m) => !known.has(m));
      const message = left.current ? undefined : fresh();
      const back = returnPoint(opener.current, address.current);
      (message ?? back)?.focus();
      if (left.current || message) return;
      awaitMessage(fresh, back);
    },
    [],
  );
}

/** Moves focus to the submit's message when it shows, unless the user has moved on meanwhile. */
function awaitMessage(fresh: () => HTMLElement | undefined, back: HTMLElement | null) {
  const region = document.querySelector(".toast-region");
  if (!region) return;
  const observer = new MutationObserver(() => {
    const message = fresh();
    if (!message) return;
    stop();
    const active = document.activeElement;
    if (active === back || active === document.body || active === null) message.focus();
  });
  const timer = window.setTimeout(() => stop(), MESSAGE_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(region, { childList: true, subtree: true });
}

function returnPoint(opener: Element | null, address: string): HTMLElement | null {
  if (opener instanceof HTMLElement && opener.isConnected) return opener;
  const link = [...document.querySelectorAll<HTMLAnchorElement>("main a[href]")].find(
    (a) => a.getAttribute("href") === address,
  );
  return link ?? document.getElementById("main");
}
