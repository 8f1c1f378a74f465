import { lazy, Suspense, type ComponentProps } from "react";
import type { GigMatchBox } from "./gig-match-box";
import type { GigOfferRows } from "./gig-offer-rows";
import type { GigQuestionList } from "./gig-question-list";
import {
  GigMatchBox as ServerMatchBox,
  GigOfferRows as ServerOfferRows,
  GigQuestionList as ServerQuestionList,
} from "./gig-page-boxes-ssr.server";

const BrowserMatchBox = lazy(() =>
  import("./gig-match-box").then((module) => ({ default: module.GigMatchBox })),
);
const BrowserOfferRows = lazy(() =>
  import("./gig-offer-rows").then((module) => ({ default: module.GigOfferRows })),
);
const BrowserQuestionList = lazy(() =>
  import("./gig-question-list").then((module) => ({ default: module.GigQuestionList })),
);

/*
 * The gig page's parts for signed-in readers only, the match box, the partner's own offers and
 * the questions list (about 2 KB gzip together), load apart from the page's code: a visitor, whom the public page and
 * its cache are for, never loads them, which keeps their first visit within the 100 KB budget.
 * The server renders them in full and React hydrates them as soon as their code is in, a moment
 * after the page: the immediate kind of lazy part decision 027 allows, not one that waits.
 */
const onServer = typeof document === "undefined";

export function LazyGigMatchBox(props: ComponentProps<typeof GigMatchBox>) {
  const Box = onServer ? ServerMatchBox : BrowserMatchBox;
  return (
    <Suspense fallback={null}>
      <Box {...props} />
    </Suspense>
  );
}

export function LazyGigQuestionList(props: ComponentProps<typeof GigQuestionList>) {
  const List = onServer ? ServerQuestionList : BrowserQuestionList;
  return (
    <Suspense fallback={null}>
      <List {...props} />
    </Suspense>
  );
}

export function LazyGigOfferRows(props: ComponentProps<typeof GigOfferRows>) {
  const Rows = onServer ? ServerOfferRows : BrowserOfferRows;
  return (
    <Suspense fallback={null}>
      <Rows {...props} />
    </Suspense>
  );
}
