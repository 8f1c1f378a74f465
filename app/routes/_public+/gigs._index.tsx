import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { GigCard } from "~/components/gig-card";
import { EmptyGigs, GigFilters } from "~/components/gig-filters";
import { Link } from "~/components/plain-link";
import { Pagination } from "~/components/pagination";
import { gigSearchOptions } from "~/domain/gig-search/options.server";
import { searchGigCards } from "~/domain/gig-search/planner.server";
import { getT } from "~/i18n/i18n.server";
import { gigSearchParams, knownSpelling, parseGigSearch } from "~/validation/gig-search-params";
import { newsletterFormSearch, savedSearchOf, savedSearchPath } from "~/validation/saved-search";
import { publicCacheHeaders, publicPageHeaders } from "~/server/edge/cache-control.server";
import { pageMeta } from "~/utils/seo";
import type { TranslationHandle } from "~/i18n/sections";

export const handle = {
  theme: "dark",
  i18n: ["gigs", "search", "newsletter", "validation", "auth"],
} satisfies TranslationHandle & { theme: string };

export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = parseGigSearch(new URL(request.url).searchParams);
  const [{ t, locale }, options] = await Promise.all([getT(request), gigSearchOptions()]);
  const search = { ...parsed, skill: knownSpelling(parsed.skill, options.skill ?? []) };
  const result = await searchGigCards(search);
  // The newsletter for this search: written here, so no browser code of the page carries it.
  const saved = savedSearchOf(search);
  return data(
    {
      ...result,
      // Written here: a browser's first number formatter costs its page tens of milliseconds
      // (decision 025), and a client module importing a formatter would load its chunk.
      totalText: result.total.toLocaleString(locale),
      search: { ...search, page: result.page },
      options,
      newsletterSearch: newsletterFormSearch(t, saved),
      newsletterHref: saved ? savedSearchPath(saved, "/newsletter") : null,
      meta: { title: t("gigs.title"), description: t("gigs.lead") },
    },
    { headers: publicCacheHeaders(request) },
  );
}

export default function GigsList() {
  const {
    items,
    total,
    totalText,
    capped,
    page,
    pages,
    search,
    options,
    newsletterSearch,
    newsletterHref,
  } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="container section stack" aria-labelledby="gigs-title">
      <h1 id="gigs-title">{t("gigs.title")}</h1>
      <p className="lead">{t("gigs.lead")}</p>
      <GigFilters search={search} options={options} />
      <p className="result-count" aria-live="polite" aria-atomic="true">
        {capped
          ? t("search.countCapped", { number: totalText })
          : t("gigs.count", { count: total })}
      </p>
      {items.length ? (
        <div className="card-grid">
          {items.map((gig) => (
            <GigCard key={gig.id} gig={gig} headingLevel={2} />
          ))}
        </div>
      ) : (
        <EmptyGigs search={newsletterSearch} />
      )}
      <Pagination
        page={page}
        pages={pages}
        href={(p) => {
          const query = gigSearchParams(search, { page: p }).toString();
          return query ? `/gigs?${query}` : "/gigs";
        }}
      />
      {items.length && newsletterHref ? (
        <p>
          <Link to={newsletterHref}>{t("newsletter.search.link")}</Link>
        </p>
      ) : null}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export const headers: HeadersFunction = publicPageHeaders;
