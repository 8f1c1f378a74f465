import type { LoaderFunctionArgs } from "@remix-run/node";
import { consumeToken } from "~/domain/shared/tokens.server";
import { redirect } from "@remix-run/node";
import { getUserById, markEmailVerified } from "~/domain/identity/users.server";
import { getT } from "~/i18n/i18n.server";
import { addToast, redirectWithToast } from "~/server/forms/toast.server";
import { getUiSession, uiSessionStorage } from "~/server/forms/ui-session.server";

/**
 * The link in the verification e-mail: verifies the address once and returns to sign-in, with
 * the invite when the registration started from one.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { t } = await getT(request);
  const inviteToken = url.searchParams.get("inviteToken");
  const signIn = inviteToken
    ? `/sign-in?inviteToken=${encodeURIComponent(inviteToken)}`
    : "/sign-in";
  const result = await consumeToken("verify-email", url.searchParams.get("token") ?? "");
  if (!result.ok) {
    const key =
      result.reason === "expired"
        ? "auth.verify.expired"
        : result.reason === "used"
          ? "auth.verify.alreadyVerified"
          : "auth.verify.invalid";
    return redirectWithToast(request, signIn, {
      type: result.reason === "used" ? "info" : "error",
      text: t(key),
    });
  }
  await markEmailVerified(result.userId);
  // The sign-in form then has the address filled in, in this browser or another one.
  const ui = await getUiSession(request);
  const user = await getUserById(result.userId);
  if (user) ui.set("pendingVerification", user.email);
  addToast(ui, { type: "success", text: t("auth.verify.success") });
  return redirect(signIn, {
    headers: { "Set-Cookie": await uiSessionStorage().commitSession(ui) },
  });
}
