import { redirect } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import type { Client } from "~/domain/shared/actor";
import { writeAudit } from "~/domain/shared/audit.server";
import { applyStaffEmails, staffEmailList } from "~/domain/identity/staff-access.server";
import { getEnv } from "~/env.server";
import {
  getDraft,
  nextRegistrationStep,
  parseDraft,
  saveDraft,
} from "~/domain/identity/registration-draft.server";
import { getT } from "~/i18n/i18n.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { addToast } from "~/server/forms/toast.server";
import { getUiSession, uiSessionStorage } from "~/server/forms/ui-session.server";
import { issueDeviceCookie } from "./device-cookie.server";
import { homeFor, needsRegistration } from "./guards.server";
import { clientOf, createUserSession } from "./session.server";

/**
 * The one way a sign-in ends, whatever the method (password, Google, Microsoft): a new database
 * session, a device cookie for sign-in throttling (device-cookie.server.ts), the browser's
 * registration draft moved to the server, and a redirect to where the user was going
 * (registered) or to the next registration step (not yet registered).
 */
export async function finishSignIn(request: Request, userId: string) {
  const ui = await getUiSession(request);
  const client = clientOf(request);
  await grantListedStaff(userId, client);
  const user = await getDb()
    .selectFrom("users")
    .leftJoin("companies", "companies.id", "users.company_id")
    .select([
      "users.role",
      "users.registered_at",
      "users.company_id",
      "users.locale",
      "companies.partner_type",
    ])
    .where("users.id", "=", userId)
    .executeTakeFirstOrThrow();

  if (user.role === "staff")
    await writeAudit(getDb(), {
      actorUserId: userId,
      ip: client.ip,
      action: "staff.signed-in",
      subjectType: "user",
      subjectId: userId,
    });

  let target: string;
  const browserDraft = parseDraft(ui.get("registrationDraft"));
  if (!needsRegistration(user)) {
    target = safeRedirectPath(ui.get("returnTo"), homeFor(user));
  } else {
    const draft = Object.keys(browserDraft).length
      ? await saveDraft(userId, browserDraft)
      : await getDraft(userId);
    target = nextRegistrationStep(draft);
  }
  ui.unset("returnTo");
  ui.unset("registrationDraft");
  const { t } = await getT(request);
  addToast(ui, { type: "success", text: t("auth.signIn.success") });

  const headers = new Headers();
  headers.append("Set-Cookie", await createUserSession(userId, request));
  headers.append("Set-Cookie", await issueDeviceCookie(userId));
  headers.append("Set-Cookie", await uiSessionStorage().commitSession(ui));
  return redirect(target, { headers });
}

/**
 * STAFF_EMAILS also covers accounts created after the server started, once their address is
 * verified (grantStaff refuses an unproven one); `client` signs in.
 */
export async function grantListedStaff(userId: string, client: Client) {
  const env = getEnv();
  const listed = staffEmailList(env.STAFF_EMAILS);
  if (listed.length === 0) return;
  const { email } = await getDb()
    .selectFrom("users")
    .select("email")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  if (listed.includes(email.toLowerCase()))
    await applyStaffEmails([email], env.STAFF_EMAIL_DOMAIN, client);
}
