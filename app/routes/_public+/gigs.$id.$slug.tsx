import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { ModalHost } from "~/components/modal-host";
import { GigFacts } from "~/components/gig-facts";
import { GigOfferBox, GigStickyAction, type GigViewer } from "~/components/gig-offer-box";
import { isRegistered, isStaff } from "~/auth/guards.server";
import { getSessionUser } from "~/auth/session.server";
import { listOwnOffersOnGig } from "~/domain/gig-offers.server";
import { getGig } from "~/domain/gigs.server";
import { gigMatchBox } from "~/domain/match-views.server";
import { GigMatchBox } from "~/components/gig-match-box";
import { parseDbId } from "~/validation/db-id";
import { getEnv } from "~/env.server";
import { getT } from "~/i18n/i18n.server";
import styles from "~/styles/offers.css";
import { publicCacheHeaders, publicPageHeaders } from "~/server/edge/cache-control.server";
import { formatDate } from "~/utils/dates";
import { jobPostingJsonLd, serializeJsonLd } from "~/utils/json-ld";
import { useNonce } from "~/utils/nonce-provider";
import { pageMeta } from "~/utils/seo";
import { gigNotFound } from "~/server/forms/route-errors.server";
import { FactList } from "~/components/fact-list";
import { GigQuestions } from "~/components/gig-questions";
import { gigQuestionsBox } from "./__gig-questions.server";
import type { TranslationHandle } from "~/i18n/sections";

export const links = () => [{ rel: "stylesheet", href: styles }];
export const handle = {
  theme: "dark",
  i18n: ["gigs", "offers", "dashboard", "matching", "representation", "gigQuestions"],
} satisfies TranslationHandle & { theme: string };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const gig = await getGig(parseDbId(params.id));
  if (!gig) throw gigNotFound();
  if (params.slug !== gig.slug || params.id !== String(gig.id))
    throw redirect(canonicalGigPath(request, gig), 301);
  const [user, { t, locale }] = await Promise.all([getSessionUser(request), getT(request)]);
  // The contact card is for signed-in partners only; visitors never receive it.
  const contact = user
    ? { name: gig.contact_name, email: gig.contact_email, phone: gig.contact_phone }
    : null;
  const { contact_name: _n, contact_email: _e, contact_phone: _p, ...publicGig } = gig;
  const ownOffers = user?.company_id ? await listOwnOffersOnGig(user.company_id, gig.id) : [];
  // Only a signed-in partner's (private) answer pays for matching: visitors' pages stay cached.
  const matches =
    user && isRegistered(user) && gig.isOpen
      ? await gigMatchBox(user, gig.id, { t, locale })
      : null;
  const viewer: GigViewer = !user
    ? "visitor"
    : isStaff(user)
      ? "staff"
      : user.partner_type === "freelancer"
        ? "freelancer"
        : "company";
  const questions = await gigQuestionsBox(user, gig);
  const jsonLd = jobPostingJsonLd(gig, {
    origin: new URL(getEnv().APP_URL).origin,
    organizationName: t("product.name"),
  });
  return data(
    {
      gig: publicGig,
      contact,
      viewer,
      ownOffers,
      matches,
      questions,
      jsonLd,
      meta: { title: gig.title, description: gig.description.slice(0, 160) },
    },
    { headers: publicCacheHeaders(request) },
  );
}

/**
 * The gig's own address for a wrong or old slug, keeping what follows it (`/offer`, an offer's
 * edit dialog) and the query, so a shared link to a dialog still opens the dialog.
 */
function canonicalGigPath(request: Request, gig: { id: number; slug: string }) {
  const url = new URL(request.url);
  const rest = url.pathname.split("/").slice(4).filter(Boolean).join("/");
  return `/gigs/${gig.id}/${gig.slug}${rest ? `/${rest}` : ""}${url.search}`;
}

export default function GigDetail() {
  const { gig, contact, viewer, ownOffers, matches, questions, jsonLd } =
    useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const nonce = useNonce();
  const rows: Array<[string, string]> = [
    [t("gigs.fields.status"), gig.isOpen ? t(`gigs.status.${gig.status}`) : t("gigs.closed")],
    [t("gigs.fields.duration"), gig.duration],
    [t("gigs.fields.locations"), gig.locations.join(", ")],
    [t("gigs.fields.onsite"), t(`gigs.workMode.${gig.onsite}`)],
    [
      t("gigs.fields.minExperience"),
      t("gigs.fields.minExperienceYears", { count: gig.min_experience_years }),
    ],
    [t("gigs.fields.hourlyRate"), t("gigs.rate", { min: gig.rate_min, max: gig.rate_max })],
    [t("gigs.fields.startDate"), formatDate(gig.start_date, i18n.language)],
    [t("gigs.fields.offerDeadline"), formatDate(gig.offer_deadline, i18n.language)],
    // The end customer decides when it decides: the date is the provider's estimate (spec 9).
    [
      t("gigs.fields.customerDeadline"),
      t("gigs.estimatedDate", { date: formatDate(gig.customer_offer_deadline, i18n.language) }),
    ],
    [t("gigs.fields.language"), gig.language],
    [t("gigs.fields.allocation"), `${gig.allocation} %`],
  ];
  const gigPath = `/gigs/${gig.id}/${gig.slug}`;
  return (
    <ModalHost>
      <article className="container section gig-detail">
        <script
          type="application/ld+json"
          nonce={nonce}
          // serializeJsonLd escapes "<", so no value can end the script element.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
        />
        <p>
          <Link to="/gigs">← {t("gigs.back")}</Link>
        </p>
        {!gig.isOpen ? (
          <p className="banner banner-closed" role="status">
            {t("gigs.closedBanner")}
          </p>
        ) : null}
        <h1>{gig.title}</h1>
        <GigFacts gig={gig} />
        <div className="gig-layout">
          <div>
            {gig.description.split(/\n{2,}/).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
            <h2>{t("gigs.fields.requiredSkills")}</h2>
            <ul className="tag-list">
              {gig.required_skills.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
            {gig.nice_to_have_skills.length ? (
              <>
                <h2>{t("gigs.fields.niceToHaveSkills")}</h2>
                <ul className="tag-list">
                  {gig.nice_to_have_skills.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              </>
            ) : null}
            <GigQuestions box={questions} gigId={gig.id} gigPath={gigPath} />
          </div>
          <aside>
            <FactList facts={rows} />
            <GigOfferBox
              viewer={viewer}
              isOpen={gig.isOpen}
              gigId={gig.id}
              gigPath={gigPath}
              offers={ownOffers}
            />
            {matches && matches.total > 0 ? (
              <GigMatchBox
                total={matches.total}
                items={matches.items}
                gigPath={gigPath}
                freelancer={viewer === "freelancer"}
              />
            ) : null}
            <section className="card" aria-labelledby="contact-title">
              <h2 id="contact-title">{t("gigs.contact")}</h2>
              {contact ? (
                <p className="contact-card">
                  {contact.name}
                  <br />
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  <br />
                  <a href={`tel:${contact.phone.replace(/\s/g, "")}`}>{contact.phone}</a>
                </p>
              ) : (
                <p>
                  <Link to="/sign-in">{t("gigs.contactSignIn")}</Link>
                </p>
              )}
            </section>
          </aside>
        </div>
        <GigStickyAction
          viewer={viewer}
          isOpen={gig.isOpen}
          gigPath={gigPath}
          offers={ownOffers.length}
        />
      </article>
    </ModalHost>
  );
}

export const headers: HeadersFunction = publicPageHeaders;

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { ...(args.data?.meta ?? {}), type: "article" });
