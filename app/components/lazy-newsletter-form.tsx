import { lazy, Suspense, useState, type ComponentProps } from "react";
import type { NewsletterForm } from "./newsletter-form";
import { NewsletterForm as ServerForm } from "./newsletter-form-ssr.server";

const load = () =>
  import("./newsletter-form").then((module) => ({ default: module.NewsletterForm }));
const BrowserForm = lazy(load);

/** Resolves when the element comes near the viewport or the user reaches into it. */
function whenWanted(element: Element | null) {
  if (!element || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && done(),
      { rootMargin: "200px" },
    );
    function done() {
      observer.disconnect();
      element!.removeEventListener("focusin", done);
      element!.removeEventListener("pointerdown", done);
      resolve();
    }
    observer.observe(element);
    element.addEventListener("focusin", done);
    element.addEventListener("pointerdown", done);
  });
}

/**
 * The newsletter form with its code (about 3 KB gzip with the form parts) loaded apart from the
 * page's: on the empty gig list only when the form shows, and with `deferUntilNear` (the id of
 * an element around it, the home page's section at the bottom) only when the visitor scrolls
 * near it or reaches into it. The server renders the form in full, so it works before its code
 * arrives (the browser posts it as it does without JavaScript) and React hydrates it after.
 */
export function LazyNewsletterForm({
  deferUntilNear,
  ...props
}: ComponentProps<typeof NewsletterForm> & { deferUntilNear?: string }) {
  // Found during hydration only: after a client navigation the form is wanted at once.
  const [Deferred] = useState(() =>
    deferUntilNear && typeof document !== "undefined"
      ? lazy(() => whenWanted(document.getElementById(deferUntilNear)).then(load))
      : null,
  );
  const Form = typeof document === "undefined" ? ServerForm : (Deferred ?? BrowserForm);
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}
