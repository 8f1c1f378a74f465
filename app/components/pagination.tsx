import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";

/** Page numbers to show: the first, the last and two either side of the current one. */
export function pageWindow(page: number, pages: number): Array<number | "gap"> {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((p, i) => {
    const previous = shown[i - 1];
    return previous !== undefined && p - previous > 1 ? ["gap" as const, p] : [p];
  });
}

/**
 * Numbered page links. `href` builds each page's URL, so the caller decides what else the link
 * keeps (the gig list keeps its whole search). Renders nothing for a single page.
 */
export function Pagination({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t("gigs.pagination")}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev">
          {t("gigs.previous")}
        </Link>
      ) : null}
      <ul className="row" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {pageWindow(page, pages).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                aria-label={t("search.page", { page: p })}
                aria-current={p === page ? "page" : undefined}
                style={p === page ? { fontWeight: 700, textDecoration: "none" } : undefined}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next">
          {t("gigs.next")}
        </Link>
      ) : null}
    </nav>
  );
}
