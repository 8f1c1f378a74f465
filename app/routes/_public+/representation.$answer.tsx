import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { clientOf } from "~/auth/session.server";
import { Link } from "~/components/plain-link";
import { TokenQuestion } from "~/components/token-question";
import { answerConsent, findConsentLink, type ConsentLink } from "~/domain/expert-consent.server";
import { getLocale, getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { redirectWithToast } from "~/server/forms/toast.server";
import { formatDate } from "~/utils/dates";
import { pageMeta } from "~/utils/seo";
import {
  ConsentAnswerSchema,
  parseConsentAnswer,
  type ConsentAnswerPath,
} from "~/validation/representation";

/*
 * The page the consent mail's "I agree" and "I do not agree" open (decision 048). No sign-in: the
 * signed token is the authority. A GET shows the question and one button, so a mail scanner that
 * opens links answers nothing; the button's POST records the answer once and comes back here,
 * where the link then shows the answer. An unknown or forged token is a 404 page, an expired one
 * 410, never an error.
 */

function answerOf(params: LoaderFunctionArgs["params"]): ConsentAnswerPath {
  const answer = parseConsentAnswer(params.answer);
  if (!answer) throw new Response(null, { status: 404 });
  return answer;
}

function statusOf(link: ConsentLink) {
  return link.state === "invalid" ? 404 : link.state === "expired" ? 410 : 200;
}

async function view(
  request: Request,
  answer: ConsentAnswerPath,
  token: string | null,
  link: ConsentLink,
) {
  const { t } = await getT(request);
  const title =
    link.state === "open"
      ? t(answer === "agree" ? "representationPage.agreeTitle" : "representationPage.declineTitle")
      : t(`representationPage.${link.state}Title`);
  return { answer, link, token: link.state === "open" ? token : null, meta: { title } };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const answer = answerOf(params);
  const token = new URL(request.url).searchParams.get("token");
  const link = await findConsentLink(token);
  return data(await view(request, answer, token, link), { status: statusOf(link) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const answer = answerOf(params);
  const parsed = ConsentAnswerSchema.safeParse({
    token: (await request.formData()).get("token") ?? undefined,
  });
  const token = parsed.success ? parsed.data.token : null;
  const link = await answerConsent(token, answer, clientOf(request));
  if (link.state !== "answered" || !token)
    return data(await view(request, answer, token, link), { status: statusOf(link) });
  // Post-redirect-get: the same link now shows the answer. The toast only for the answer this
  // button gave (the other link, answered first in another tab, shows its own).
  const locale = await getLocale(request);
  const back = `/representation/${answer}?${new URLSearchParams({ token, lng: locale })}`;
  const { t } = await getT(request);
  const given = link.consent === (answer === "agree" ? "agreed" : "declined");
  return redirectWithToast(request, back, {
    type: "success",
    text: given
      ? t(
          answer === "agree"
            ? "representationPage.toastAgreed"
            : "representationPage.toastDeclined",
        )
      : t("representationPage.answeredTitle"),
  });
}

export default function RepresentationAnswer() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const { answer, link, token } = acted ?? loaded;
  const { t, i18n } = useTranslation();
  if (link.state === "open") {
    const values = { company: link.company, expert: link.expert, gig: link.gig, rate: link.rate };
    const other = answer === "agree" ? "decline" : "agree";
    return (
      <>
        <TokenQuestion
          title={t(
            answer === "agree"
              ? "representationPage.agreeTitle"
              : "representationPage.declineTitle",
          )}
          question={t("representationPage.summary", values)}
          detail={t(
            answer === "agree"
              ? "representationPage.agreeQuestion"
              : "representationPage.declineQuestion",
            values,
          )}
          submit={t(
            answer === "agree"
              ? "representationPage.agreeSubmit"
              : "representationPage.declineSubmit",
          )}
          token={token}
        />
        <section className="container narrow stack">
          {link.contact ? (
            <p>{t("representationPage.contact", { contact: link.contact })}</p>
          ) : null}
          <p className="row">
            <Link to={link.gigPath}>{t("representationPage.gigLink")}</Link>
            <Link to={`/representation/${other}?${new URLSearchParams({ token: token ?? "" })}`}>
              {t(
                other === "decline"
                  ? "representationPage.switchToDecline"
                  : "representationPage.switchToAgree",
              )}
            </Link>
          </p>
        </section>
      </>
    );
  }
  return (
    <section className="container section narrow">
      <h1>{t(`representationPage.${link.state}Title`)}</h1>
      {link.state === "answered" ? (
        <>
          <p role="status">
            {t(
              link.consent === "agreed"
                ? "representationPage.agreed"
                : "representationPage.declined",
              {
                date: formatDate(link.at, i18n.language),
              },
            )}
          </p>
          <p>{t("representationPage.answerOnce", { company: link.company })}</p>
        </>
      ) : (
        <p role="alert">
          {link.state === "expired"
            ? t("representationPage.expired", { days: link.days })
            : t(`representationPage.${link.state}`)}
        </p>
      )}
      <p>
        <Link to="/">{t("representationPage.home")}</Link>
      </p>
    </section>
  );
}

// The link carries a secret: never indexed (root's headers keep it out of shared caches too).
export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { ...(args.data?.meta ?? {}), noindex: true });
