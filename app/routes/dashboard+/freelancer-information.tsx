import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireFreelancer } from "~/auth/guards.server";
import { CompanyDetailsList } from "~/components/company-details";
import { ModalHost } from "~/components/modal-host";
import { getCompanyDetails } from "~/domain/company/company.server";
import { getFreelancerProfile } from "~/domain/experts/experts.server";
import { expertGigLines } from "~/domain/match-views.server";
import { ExpertGigMatches } from "~/components/expert-gig-matches";
import { getT } from "~/i18n/i18n.server";
import styles from "~/styles/experts.css";
import { formatDate } from "~/utils/dates";
import { pageMeta } from "~/utils/seo";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

export const links = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireFreelancer(request);
  const { t, locale } = await getT(request);
  const [profile, company] = await Promise.all([
    getFreelancerProfile(user.company_id, user.id),
    getCompanyDetails(user.company_id, locale),
  ]);
  const gigs = profile ? await expertGigLines(user, profile.id) : [];
  return {
    gigs,
    profile: profile
      ? {
          role: profile.role,
          salesPitch: profile.salesPitch,
          cv: profile.cv
            ? { filename: profile.cv.filename, added: formatDate(profile.cv.addedAt, locale) }
            : null,
          skills: profile.profile.skills.map((skill) => skill.label),
          availableFrom: profile.profile.availableFrom
            ? formatDate(profile.profile.availableFrom, locale)
            : null,
          allocation: profile.profile.allocation,
          rateExpectation: profile.profile.rateExpectation,
          workModes: profile.profile.workModes,
          locations: profile.profile.locations,
        }
      : null,
    company,
    meta: { title: t("dashboard.tabs.freelancer-information"), noindex: true },
  };
}

function Value({ value }: { value: string | null | undefined }) {
  const { t } = useTranslation();
  return value ? <>{value}</> : <span className="muted">{t("experts.freelancer.notSet")}</span>;
}

export default function FreelancerInformation() {
  const { profile, company, gigs } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <ModalHost>
      <div className="stack">
        <h2 id="tab-title">{t("dashboard.tabs.freelancer-information")}</h2>
        <p className="muted">{t("dashboard.intro.freelancer-information")}</p>
        <section className="card stack" aria-labelledby="profile-title">
          <div className="row experts-header">
            <h3 id="profile-title">{t("experts.freelancer.profile")}</h3>
            {profile ? (
              <Link
                to="/dashboard/freelancer-information/edit"
                preventScrollReset
                className="button button-secondary"
              >
                {t("experts.freelancer.edit")}
              </Link>
            ) : null}
          </div>
          {profile ? (
            <dl className="profile-list">
              <dt>{t("experts.freelancer.role")}</dt>
              <dd>
                <Value value={profile.role} />
              </dd>
              <dt>{t("experts.freelancer.salesPitch")}</dt>
              <dd>
                <Value value={profile.salesPitch} />
              </dd>
              <dt>{t("experts.profile.skills")}</dt>
              <dd>
                {profile.skills.length > 0 ? (
                  <ul className="tag-list">
                    {profile.skills.map((skill) => (
                      <li key={skill}>{skill}</li>
                    ))}
                  </ul>
                ) : (
                  <span className="muted">{t("experts.profile.noSkills")}</span>
                )}
              </dd>
              <dt>{t("experts.profile.availableFrom")}</dt>
              <dd>{profile.availableFrom ?? t("experts.profile.availableNow")}</dd>
              <dt>{t("experts.profile.allocation")}</dt>
              <dd>{t("experts.profile.allocationValue", { allocation: profile.allocation })}</dd>
              <dt>{t("experts.profile.rateExpectation")}</dt>
              <dd>
                <Value
                  value={
                    profile.rateExpectation === null
                      ? null
                      : t("experts.profile.rateValue", { rate: profile.rateExpectation })
                  }
                />
              </dd>
              <dt>{t("experts.profile.workModes")}</dt>
              <dd>
                <Value
                  value={profile.workModes.map((mode) => t(`gigs.workMode.${mode}`)).join(", ")}
                />
              </dd>
              <dt>{t("experts.profile.locations")}</dt>
              <dd>
                <Value value={profile.locations.join(", ")} />
              </dd>
              <dt>{t("experts.freelancer.cv")}</dt>
              <dd>
                {profile.cv ? (
                  <>
                    <a
                      href="/dashboard/freelancer-information/cv"
                      download={profile.cv.filename}
                      aria-label={t("experts.list.downloadNamed", {
                        filename: profile.cv.filename,
                      })}
                    >
                      {profile.cv.filename}
                    </a>{" "}
                    <span className="muted">
                      {t("experts.freelancer.cvAdded", { date: profile.cv.added })}
                    </span>
                  </>
                ) : (
                  <span className="muted">{t("experts.list.noCv")}</span>
                )}
              </dd>
            </dl>
          ) : (
            <p className="banner">{t("experts.freelancer.missing")}</p>
          )}
        </section>
        {profile ? <ExpertGigMatches gigs={gigs} className="card stack" /> : null}
        <section className="card stack" aria-labelledby="company-title">
          <div className="row experts-header">
            <h3 id="company-title">{t("experts.freelancer.companyDetails")}</h3>
            <Link
              to="/dashboard/freelancer-information/company"
              preventScrollReset
              className="button button-secondary"
            >
              {t("experts.freelancer.editCompany")}
            </Link>
          </div>
          <CompanyDetailsList company={company} />
        </section>
      </div>
    </ModalHost>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
