import { z } from "zod";
import { multilineText } from "./text";
import { emailField } from "./registration";

export const INVITE_MESSAGE_MAX = 1000;

const message = multilineText(INVITE_MESSAGE_MAX);

export const InviteSchema = z.object({
  email: emailField("validation.emailRequiredInvite"),
  message,
});

/** Resending keeps the address (read-only in the form); only the message may change. */
export const ResendInviteSchema = z.object({ message });
