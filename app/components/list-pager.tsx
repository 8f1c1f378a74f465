import { Form, Link } from "~/components/plain-link";
import { useId, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { listHref } from "~/utils/list-href";
import { formatCount } from "~/utils/numbers";

export type PagerData = {
  page: number;
  pages: number;
  total: number;
  /** Position of the page's first row in the whole list, from 0. */
  offset: number;
  /** Rows on this page. */
  count: number;
};

/**
 * "Showing a–b of n", previous and next links and a page field that jumps straight to a page (a
 * GET form, so it works without JavaScript). Links and the form keep `filters`, the list's other
 * query parameters. On a phone the field wraps below the two links.
 */
export function ListPager({
  label,
  path,
  filters = {},
  pager,
}: {
  label: string;
  path: string;
  filters?: Record<string, string | undefined>;
  pager: PagerData;
}) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const { page, pages, total, offset, count } = pager;
  if (total === 0) return null;
  const number = (n: number) => formatCount(n, i18n.language);
  const href = (p: number) => listHref(path, filters, p);
  return (
    <nav aria-label={label} className="list-pager">
      <p className="list-pager-range">
        {t("ui.pager.showing", {
          first: number(offset + 1),
          last: number(offset + count),
          total: number(total),
        })}
      </p>
      {pages > 1 ? (
        <div className="list-pager-controls">
          <PagerLink to={page > 1 ? href(page - 1) : null} rel="prev">
            <span aria-hidden="true">‹ </span>
            {t("ui.pager.previous")}
          </PagerLink>
          <PagerLink to={page < pages ? href(page + 1) : null} rel="next">
            {t("ui.pager.next")}
            <span aria-hidden="true"> ›</span>
          </PagerLink>
          <Form method="get" action={path} className="list-pager-jump">
            {Object.entries(filters).map(([name, value]) =>
              value && value !== "all" ? (
                <input key={name} type="hidden" name={name} value={value} />
              ) : null,
            )}
            <label htmlFor={inputId}>{t("ui.pager.page")}</label>
            <input
              key={page}
              id={inputId}
              type="number"
              name="page"
              inputMode="numeric"
              min={1}
              max={pages}
              defaultValue={page}
              required
            />
            <span>{t("ui.pager.of", { pages: number(pages) })}</span>
            <button type="submit" className="button button-secondary button-small">
              {t("ui.pager.go")}
            </button>
          </Form>
        </div>
      ) : null}
    </nav>
  );
}

/** A link, or on the first and last page an inert placeholder that keeps the row in place. */
function PagerLink({
  to,
  rel,
  children,
}: {
  to: string | null;
  rel: "prev" | "next";
  children: ReactNode;
}) {
  const className = "button button-secondary button-small";
  if (to === null)
    return (
      <span className={className} aria-hidden="true" data-disabled="">
        {children}
      </span>
    );
  return (
    <Link to={to} rel={rel} className={className}>
      {children}
    </Link>
  );
}
