import { z } from "zod";
import { msg } from "./messages";
import type { InviteErrorCodeName } from "~/validation/error-codes";
import type { TranslationKey } from "~/i18n/keys";
import { multilineText } from "./text";
import { emailField } from "./registration";

export const INVITE_MESSAGE_MAX = 1000;

const message = multilineText(INVITE_MESSAGE_MAX);

export const InviteSchema = z.object({
  email: emailField(msg("validation.emailRequiredInvite")),
  message,
});

/** Resending keeps the address (read-only in the form); only the message may change. */
export const ResendInviteSchema = z.object({ message });

/**
 * The message key of an invite-flow error as the inviting user sees it. The codes about the
 * address's user are worded for the inviter here (the auth messages speak to the invitee);
 * every other code uses the invite-flow message.
 */
export function inviteAdminErrorKey(code: string): TranslationKey {
  switch (code) {
    case "user-belongs-to-this-company":
    case "user-belongs-to-other-company":
    case "rate-limited":
      return `company.invites.errors.${code}`;
    default:
      return `auth.inviteErrors.${isInviteAdminCode(code) ? code : "generic"}`;
  }
}

const INVITE_ADMIN_CODES = [
  "invite-already-created",
  "invite-already-consumed",
  "invite-deleted",
  "generic-create",
] as const satisfies readonly InviteErrorCodeName[];

function isInviteAdminCode(code: string): code is (typeof INVITE_ADMIN_CODES)[number] {
  return INVITE_ADMIN_CODES.some((known) => known === code);
}
