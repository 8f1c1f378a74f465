import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireRegistered } from "~/auth/guards.server";
import { DeadlineBadge } from "~/components/deadline-badge";
import { CANDIDATE_STAGES } from "~/db/schema";
import {
  countOffersByStage,
  getOnboarding,
  listMatchingOpenGigs,
  listNeedsAttention,
} from "~/domain/dashboard.server";
import { benchGigLines } from "~/domain/match-views.server";
import { getPartnerNumbers } from "~/domain/partner-numbers.server";
import { PartnerNumbers } from "~/components/partner-numbers";
import { getT } from "~/i18n/i18n.server";
import styles from "~/styles/offers.css";
import numbersStyles from "~/styles/partner-numbers.css";
import { formatDate } from "~/utils/dates";
import { pageMeta } from "~/utils/seo";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

export const links = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: numbersStyles },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRegistered(request);
  const [{ t }, counts, attention, matching, onboarding, bench, numbers] = await Promise.all([
    getT(request),
    countOffersByStage(user.company_id),
    listNeedsAttention(user.company_id),
    listMatchingOpenGigs(user.company_id),
    getOnboarding(user.company_id),
    benchGigLines(user),
    getPartnerNumbers(user.company_id),
  ]);
  const freelancer = user.partner_type === "freelancer";
  return {
    counts,
    attention,
    partner: freelancer ? ("freelancer" as const) : ("company" as const),
    // Shown until every step is done; a partner who has offered is past it.
    onboarding: onboarding.every((step) => step.done) ? null : onboarding,
    bench,
    numbers,
    matching: {
      fallback: matching.fallback,
      items: matching.items.map((g) => ({
        id: g.id,
        slug: g.slug,
        title: g.title,
        isOpen: g.isOpen,
        daysLeft: g.daysLeft,
        rateMin: g.rate_min,
        rateMax: g.rate_max,
      })),
    },
    meta: { title: t("dashboard.tabs.overview"), noindex: true },
  };
}

export default function Overview() {
  const { counts, attention, matching, onboarding, partner, bench, numbers } =
    useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return (
    <section aria-labelledby="overview-title" className="stack">
      <h2 id="overview-title">{t("dashboard.tabs.overview")}</h2>

      {onboarding ? <Onboarding steps={onboarding} partner={partner} /> : null}

      <section aria-labelledby="attention-title" className="stack">
        <h3 id="attention-title">{t("offers.overview.attention")}</h3>
        {attention.length === 0 ? (
          <p>{t("offers.overview.attentionEmpty")}</p>
        ) : (
          <>
            <ul className="attention-list">
              {attention.map((item) => (
                <li key={`${item.kind}-${item.candidateId}`} className="card">
                  {item.kind === "deadline" ? (
                    <>
                      <p>
                        {t("offers.overview.deadlineSoon", {
                          expert: item.expertName,
                          gig: item.gigTitle,
                          count: item.daysLeft,
                        })}
                      </p>
                      <p className="row">
                        <Link
                          to={`/gigs/${item.gigId}/${item.gigSlug}`}
                          aria-label={`${t("offers.overview.openGig")}: ${item.gigTitle}`}
                        >
                          {t("offers.overview.openGig")}
                        </Link>
                        <Link
                          to={`/dashboard/my-gigs/${item.candidateId}/edit`}
                          aria-label={`${t("offers.editProposal")}: ${item.expertName}`}
                        >
                          {t("offers.editProposal")}
                        </Link>
                      </p>
                    </>
                  ) : (
                    <>
                      <p>
                        {t("offers.overview.declinedFeedback", {
                          expert: item.expertName,
                          gig: item.gigTitle,
                          date: formatDate(item.declinedAt, i18n.language),
                        })}
                      </p>
                      <p>
                        <Link
                          to={`/dashboard/my-gigs/${item.candidateId}/feedback`}
                          aria-label={`${t("offers.overview.readFeedback")}: ${item.expertName}`}
                        >
                          {t("offers.overview.readFeedback")}
                        </Link>
                      </p>
                    </>
                  )}
                </li>
              ))}
            </ul>
            <p>
              <Link to="/dashboard/my-gigs">{t("offers.overview.allOffers")}</Link>
            </p>
          </>
        )}
      </section>

      <BenchGigs gigs={bench} freelancer={partner === "freelancer"} />

      <section aria-labelledby="matching-title" className="stack">
        <h3 id="matching-title">{t("offers.overview.matching")}</h3>
        {matching.fallback ? (
          <p className="muted">
            {t(
              matching.items.length
                ? "offers.overview.matchingFallback"
                : "offers.overview.noOpenGigs",
            )}
          </p>
        ) : null}
        <ul className="matching-gigs">
          {matching.items.map((gig) => (
            <li key={gig.id} className="card">
              <Link to={`/gigs/${gig.id}/${gig.slug}`}>{gig.title}</Link>{" "}
              <DeadlineBadge isOpen={gig.isOpen} daysLeft={gig.daysLeft} /> ·{" "}
              {t("gigs.rate", { min: gig.rateMin, max: gig.rateMax })}
            </li>
          ))}
        </ul>
        <p>
          <Link to="/gigs">{t("offers.overview.allGigs")}</Link>
        </p>
      </section>
      {total > 0 ? (
        <section aria-labelledby="stages-title" className="stack">
          <h3 id="stages-title">{t("dashboard.overview.offersByStage")}</h3>
          <p className="muted">{t("offers.overview.total", { count: total })}</p>
          <dl className="stat-grid">
            {CANDIDATE_STAGES.map((stage) => (
              <div key={stage} className="card">
                <dt>{t(`dashboard.stages.${stage}`)}</dt>
                <dd>{counts[stage]}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {total > 0 ? <PartnerNumbers numbers={numbers} /> : null}
    </section>
  );
}

/** "Best gigs for your bench": the open gigs the company's experts fit best (docs/matching.md). */
function BenchGigs({
  gigs,
  freelancer,
}: {
  gigs: Awaited<ReturnType<typeof benchGigLines>>;
  freelancer: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="bench-title" className="stack">
      <h3 id="bench-title">
        {t(freelancer ? "matching.bench.titleSelf" : "matching.bench.title")}
      </h3>
      {gigs.length === 0 ? (
        <p className="muted">{t("matching.bench.empty")}</p>
      ) : (
        <>
          <p className="muted">{t("matching.bench.intro")}</p>
          <ul className="matching-gigs bench-gigs">
            {gigs.map(({ gig, experts }) => (
              <li key={gig.id} className="card">
                <Link to={`/gigs/${gig.id}/${gig.slug}`}>{gig.title}</Link>
                <ul className="bench-experts">
                  {experts.map((m) => (
                    <li key={m.expertId}>
                      {t("matching.bench.expert", { name: m.expertName, score: m.score })}
                      {m.alreadyOffered ? ` · ${t("matching.expertGigs.offered")}` : null}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

const STEP_LINKS = {
  company: {
    company: "/dashboard/company-and-users/company",
    expert: "/dashboard/experts/new",
    offer: "/gigs",
  },
  freelancer: {
    company: "/dashboard/freelancer-information/company",
    expert: "/dashboard/freelancer-information",
    offer: "/gigs",
  },
} as const;

function Onboarding({
  steps,
  partner,
}: {
  steps: Array<{ key: "company" | "expert" | "offer"; done: boolean }>;
  partner: "company" | "freelancer";
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="onboarding-title" className="card stack onboarding">
      <h3 id="onboarding-title">{t("offers.overview.onboarding.title")}</h3>
      <p>{t("offers.overview.onboarding.intro")}</p>
      <ol className="onboarding-steps">
        {steps.map((step) => {
          const label = t(`offers.overview.onboarding.${step.key}.${partner}`);
          return (
            <li key={step.key} className={step.done ? "is-done" : undefined}>
              <span className="onboarding-state">
                {t(
                  step.done ? "offers.overview.onboarding.done" : "offers.overview.onboarding.todo",
                )}
              </span>{" "}
              {step.done ? label : <Link to={STEP_LINKS[partner][step.key]}>{label}</Link>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
