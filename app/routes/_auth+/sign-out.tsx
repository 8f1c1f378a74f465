import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { destroyUserSession, getSessionUser } from "~/auth/session.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/utils/seo";
import { flashToast } from "~/server/forms/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await getSessionUser(request))) throw redirect("/");
  const { t } = await getT(request);
  return { meta: { title: t("auth.signOut.title") } };
}

export async function action({ request }: ActionFunctionArgs) {
  const headers = new Headers({ "Set-Cookie": await destroyUserSession(request) });
  const { t } = await getT(request);
  await flashToast(request, { type: "info", text: t("auth.signOut.done") }, headers);
  return redirect("/", { headers });
}

/** A GET only asks; signing out is a POST so a link or a prefetch cannot sign anyone out. */
export default function SignOut() {
  const { t } = useTranslation();
  return (
    <section className="container section narrow">
      <h1>{t("auth.signOut.title")}</h1>
      <p>{t("auth.signOut.question")}</p>
      <Form method="post" className="row">
        <button type="submit" className="button">
          {t("auth.signOut.submit")}
        </button>
        <Link to="/dashboard" className="button button-secondary">
          {t("auth.signOut.cancel")}
        </Link>
      </Form>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
