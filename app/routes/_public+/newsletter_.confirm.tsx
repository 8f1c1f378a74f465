import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/plain-link";
import { TokenQuestion } from "~/components/token-question";
import {
  confirmSubscription,
  findConfirmation,
} from "~/domain/newsletter/newsletter-confirm.server";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { redirectWithToast } from "~/server/forms/toast.server";
import { pageMeta } from "~/utils/seo";
import { ConfirmSubscriptionSchema } from "~/validation/newsletter";
import { describeSavedSearch } from "~/validation/saved-search";

type State = "confirm" | "invalid";

async function view(request: Request, token: string | null) {
  const { t } = await getT(request);
  const confirmation = await findConfirmation(token);
  const state: State = confirmation ? "confirm" : "invalid";
  return {
    state,
    token: confirmation ? token : null,
    email: confirmation?.email ?? null,
    search: confirmation?.search
      ? t("newsletter.search.kept", { search: describeSavedSearch(t, confirmation.search) })
      : null,
    meta: {
      title: t(
        state === "invalid" ? "newsletter.confirm.invalidTitle" : "newsletter.confirm.title",
      ),
    },
  };
}

/** The link in the confirmation mail shows a question only: a mail scanner's GET confirms nothing. */
export async function loader({ request }: LoaderFunctionArgs) {
  const result = await view(request, new URL(request.url).searchParams.get("token"));
  return data(result, { status: result.state === "invalid" ? 404 : 200 });
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const parsed = ConfirmSubscriptionSchema.safeParse({
    token: formData.get("token") ?? undefined,
  });
  const token = parsed.success ? parsed.data.token : null;
  const outcome = token ? await confirmSubscription(token) : { result: "NOT_FOUND" as const };
  if (outcome.result === "NOT_FOUND") return data(await view(request, null), { status: 404 });
  const { t } = await getT(request);
  return redirectWithToast(request, "/", { type: "success", text: t("newsletter.subscribed") });
}

export default function ConfirmSubscription() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const { state, token, email, search } = acted ?? loaded;
  const { t } = useTranslation();
  if (state === "invalid") {
    return (
      <section className="container section narrow">
        <h1>{t("newsletter.confirm.invalidTitle")}</h1>
        <p role="alert">{t("newsletter.confirm.invalid")}</p>
        <p className="row">
          <Link to="/newsletter">{t("newsletter.confirm.subscribeAgain")}</Link>
          <Link to="/">{t("newsletter.unsubscribe.home")}</Link>
        </p>
      </section>
    );
  }
  return (
    <TokenQuestion
      title={t("newsletter.confirm.title")}
      question={t("newsletter.confirm.question", { email })}
      submit={t("newsletter.confirm.submit")}
      token={token}
      detail={search}
    />
  );
}

// The link carries a secret: never indexed (root's headers keep it out of shared caches too).
export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { ...(args.data?.meta ?? {}), noindex: true });
