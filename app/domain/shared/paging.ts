import { PageRequestSchema, type PageRequest } from "~/validation/paging";

/** One page of a list, with what its navigation needs. */
export type Paged<T> = {
  items: T[];
  /** Rows in the whole list (on every page). */
  total: number;
  /** The page shown: the one asked for, or the last one when that was past the end. */
  page: number;
  pages: number;
  pageSize: number;
  /** Position of the page's first row in the whole list, from 0. */
  offset: number;
};

/** Where a page starts once the list's total is known; a page past the end becomes the last. */
export function pageBounds(request: PageRequest, total: number) {
  const { page, pageSize } = PageRequestSchema.parse(request);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const shown = Math.min(page, pages);
  return { page: shown, pages, pageSize, offset: (shown - 1) * pageSize };
}

/** What a list's pager shows of one page (the rows themselves go to the page apart). */
export function pagerOf(list: Paged<unknown>) {
  return {
    page: list.page,
    pages: list.pages,
    total: list.total,
    offset: list.offset,
    count: list.items.length,
  };
}
