import { lazy, Suspense, type ComponentProps } from "react";
import type { NewsletterForm } from "./newsletter-form";
import { NewsletterForm as ServerForm } from "./newsletter-form-ssr.server";

const BrowserForm = lazy(() =>
  import("./newsletter-form").then((module) => ({ default: module.NewsletterForm })),
);

/**
 * The newsletter form with its code (about 2.5 KB gzip with the form parts) loaded apart from the
 * page's, for the empty gig list, which shows it rarely. The server renders the form in full, so
 * it works before its code arrives (the browser posts it as it does without JavaScript) and React
 * hydrates it once the code is in, a moment after the page.
 *
 * Not for a form that waits longer (until the visitor scrolls near it, say): until it hydrates,
 * its Suspense boundary is dehydrated, and every router update in that time (a link to `#main`
 * is one) reaches it. React then gives up hydrating it (error 421) and renders the fallback, so
 * the form left the page until its code came (decision 027).
 */
export function LazyNewsletterForm(props: ComponentProps<typeof NewsletterForm>) {
  const Form = typeof document === "undefined" ? ServerForm : BrowserForm;
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}
