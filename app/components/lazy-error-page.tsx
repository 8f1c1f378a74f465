import { lazy, Suspense, type ComponentProps } from "react";
import type { ErrorPage as Page } from "./error-page";
import { ErrorPage as ServerPage } from "./error-page-ssr.server";

const BrowserPage = lazy(() =>
  import("./error-page").then((module) => ({ default: module.ErrorPage })),
);

/**
 * The root's error page, its code (with the modal it may use, about 1.5 KB gzip) loaded only
 * when an error shows: every page's first visit had carried it. The server renders it in full;
 * in the browser it hydrates once its code is there, and after a client navigation it appears
 * when its code has loaded.
 */
export function ErrorPage(props: ComponentProps<typeof Page>) {
  const Component = typeof document === "undefined" ? ServerPage : BrowserPage;
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}
