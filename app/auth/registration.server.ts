import { redirect } from "@remix-run/node";
import {
  getDraft,
  parseDraft,
  saveDraft,
  type RegistrationDraft,
} from "~/domain/identity/registration-draft.server";
import { getUiSession, uiSessionStorage } from "~/server/forms/ui-session.server";
import { homeFor, needsRegistration } from "./guards.server";
import { getSessionUser, type SessionUser } from "./session.server";

export type RegistrationState = { user: SessionUser | null; draft: RegistrationDraft };

/**
 * Every registration step starts here: a registered partner or staff member goes home; the draft comes
 * from the server once the account exists, from the signed cookie before that.
 */
export async function loadRegistration(request: Request): Promise<RegistrationState> {
  const user = await getSessionUser(request);
  if (user && !needsRegistration(user)) throw redirect(homeFor(user));
  if (user) return { user, draft: await getDraft(user.id) };
  const ui = await getUiSession(request);
  return { user: null, draft: parseDraft(ui.get("registrationDraft")) };
}

/** Saves part of the draft where it lives now; returns the Set-Cookie header when that is the cookie. */
export async function saveRegistration(
  request: Request,
  state: RegistrationState,
  patch: RegistrationDraft,
) {
  const headers = new Headers();
  if (state.user) {
    await saveDraft(state.user.id, patch);
  } else {
    const ui = await getUiSession(request);
    ui.set("registrationDraft", { ...parseDraft(ui.get("registrationDraft")), ...patch });
    headers.append("Set-Cookie", await uiSessionStorage().commitSession(ui));
  }
  return headers;
}
