import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { TokenQuestion } from "~/components/token-question";
import {
  findByUnsubscribeToken,
  maskEmail,
  unsubscribe,
} from "~/domain/newsletter/newsletter.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/utils/seo";
import { UnsubscribeSchema } from "~/validation/newsletter";

type State = "confirm" | "done" | "invalid";

async function view(request: Request, token: string | null) {
  const { t } = await getT(request);
  const subscription = await findByUnsubscribeToken(token);
  const state: State = !subscription ? "invalid" : subscription.unsubscribed ? "done" : "confirm";
  return {
    state,
    token: subscription ? token : null,
    email: subscription ? maskEmail(subscription.email) : null,
    meta: {
      title: t(
        state === "invalid"
          ? "newsletter.unsubscribe.invalidTitle"
          : "newsletter.unsubscribe.title",
      ),
    },
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const result = await view(request, new URL(request.url).searchParams.get("token"));
  return data(result, { status: result.state === "invalid" ? 404 : 200 });
}

/**
 * The confirm button, and the one-click POST a mail client sends to the List-Unsubscribe URL
 * (body `List-Unsubscribe=One-Click`, no cookies, no Origin). Only the token authorises it.
 */
export async function action({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const formData = await request.formData();
  const oneClick = formData.get("List-Unsubscribe") === "One-Click";
  const parsed = UnsubscribeSchema.safeParse({
    token: url.searchParams.get("token") ?? formData.get("token") ?? undefined,
  });
  const token = parsed.success ? parsed.data.token : null;
  const result = token ? await unsubscribe(token) : "NOT_FOUND";
  if (result === "NOT_FOUND" || oneClick) {
    // RFC 8058 senders answer the one-click POST itself (no redirect to follow).
    const page = await view(request, token);
    return data(page, { status: result === "NOT_FOUND" ? 404 : 200 });
  }
  // Post-redirect-get: the page at the same link now says the subscription has ended.
  const params = new URLSearchParams(url.search);
  params.set("token", token!);
  return redirect(`/newsletter/unsubscribe?${params}`);
}

export default function Unsubscribe() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const { state, token, email } = acted ?? loaded;
  const { t } = useTranslation();
  if (state === "invalid") {
    return (
      <section className="container section narrow">
        <h1>{t("newsletter.unsubscribe.invalidTitle")}</h1>
        <p role="alert">{t("newsletter.unsubscribe.invalid")}</p>
        <p>
          <Link to="/">{t("newsletter.unsubscribe.home")}</Link>
        </p>
      </section>
    );
  }
  if (state === "done") {
    return (
      <section className="container section narrow">
        <h1>{t("newsletter.unsubscribe.doneTitle")}</h1>
        <p role="status">{t("newsletter.unsubscribe.done", { email })}</p>
        <p className="row">
          <Link to="/newsletter">{t("newsletter.unsubscribe.subscribeAgain")}</Link>
          <Link to="/">{t("newsletter.unsubscribe.home")}</Link>
        </p>
      </section>
    );
  }
  return (
    <TokenQuestion
      title={t("newsletter.unsubscribe.title")}
      question={t("newsletter.unsubscribe.confirm", { email })}
      submit={t("newsletter.unsubscribe.submit")}
      token={token}
    />
  );
}

// The link carries a secret: never indexed (root's headers keep it out of shared caches too).
export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { ...(args.data?.meta ?? {}), noindex: true });
