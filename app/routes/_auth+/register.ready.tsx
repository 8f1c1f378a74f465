import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/plain-link";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { homeFor, isRegistered, isStaff } from "~/auth/guards.server";
import { requireUser } from "~/auth/session.server";
import { getDraft, nextRegistrationStep } from "~/domain/identity/registration-draft.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/utils/seo";
import { useHydrated } from "~/utils/use-hydrated";
import styles from "~/styles/register.css";

export const links = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (isStaff(user)) throw redirect(homeFor(user));
  if (!isRegistered(user)) throw redirect(nextRegistrationStep(await getDraft(user.id)));
  const { t } = await getT(request);
  const slides =
    user.partner_type === "freelancer"
      ? (["freelancer", "gigsFreelancer", "follow"] as const)
      : (["experts", "gigs", "follow"] as const);
  return { slides, meta: { title: t("register.steps.ready.title") } };
}

/** Without JavaScript the slides are a plain list; with it, one slide at a time with previous/next. */
export default function Ready() {
  const { slides } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(0);
  return (
    <section className="container section narrow" aria-labelledby="ready-title">
      <h1 id="ready-title">{t("register.steps.ready.title")}</h1>
      <p className="lead">{t("register.steps.ready.text")}</p>
      <div className="slider" aria-roledescription={hydrated ? "carousel" : undefined}>
        <ol className="slides">
          {slides.map((slide, i) => (
            <li
              key={slide}
              className="card"
              hidden={hydrated && i !== current}
              aria-roledescription={hydrated ? "slide" : undefined}
              aria-label={t("register.ready.slideOf", { current: i + 1, total: slides.length })}
            >
              {/* With JavaScript the counter under the slide numbers it, once. */}
              {hydrated ? null : (
                <p className="eyebrow" aria-hidden="true">
                  {t("register.ready.slideOf", { current: i + 1, total: slides.length })}
                </p>
              )}
              <h2>{t(`register.ready.slides.${slide}.title`)}</h2>
              <p>{t(`register.ready.slides.${slide}.text`)}</p>
            </li>
          ))}
        </ol>
        {hydrated ? (
          <div className="row">
            <button
              type="button"
              className="button button-secondary"
              disabled={current === 0}
              onClick={() => setCurrent((c) => c - 1)}
            >
              {t("register.ready.previous")}
            </button>
            <span aria-live="polite">
              {t("register.ready.slideOf", { current: current + 1, total: slides.length })}
            </span>
            <button
              type="button"
              className="button button-secondary"
              disabled={current === slides.length - 1}
              onClick={() => setCurrent((c) => c + 1)}
            >
              {t("register.ready.next")}
            </button>
          </div>
        ) : null}
      </div>
      <p>
        <Link to="/dashboard/overview" className="button">
          {t("register.ready.toDashboard")}
        </Link>
      </p>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
