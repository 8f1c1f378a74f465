import type { MetaFunction } from "@remix-run/node";
import { ErrorPage } from "~/components/error-page";
import { pageMeta, rootSeo } from "~/utils/seo";
import type { TranslationHandle } from "~/i18n/sections";

// The error page's strings are the layout's.
export const handle = { i18n: [] } satisfies TranslationHandle;

/** Any path no other route matches: a real 404 rendered by the error page. */
export function loader() {
  throw new Response("Not found", { status: 404 });
}

export function action() {
  throw new Response("Not found", { status: 404 });
}

export default function NotFound() {
  return <ErrorPage />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}

export const meta: MetaFunction = (args) => {
  const seo = rootSeo(args.matches);
  return pageMeta(args, { title: seo?.notFoundTitle, noindex: true });
};
