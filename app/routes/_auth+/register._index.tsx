import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { homeFor, needsRegistration } from "~/auth/guards.server";
import { destroyUserSession, getSessionUser } from "~/auth/session.server";
import { getT } from "~/i18n/i18n.server";
import { flashToast } from "~/server/forms/toast.server";

/**
 * /register starts a registration: a registered user goes to the dashboard, and a signed-in user
 * who has not finished registering is signed out first (the specification's rule).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  if (user && !needsRegistration(user)) throw redirect(homeFor(user));
  if (user) {
    const headers = new Headers({ "Set-Cookie": await destroyUserSession(request) });
    const { t } = await getT(request);
    await flashToast(request, { type: "info", text: t("register.signedOut") }, headers);
    throw redirect("/register/partner-type", { headers });
  }
  throw redirect("/register/partner-type");
}
