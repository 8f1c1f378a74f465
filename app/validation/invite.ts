import { z } from "zod";
import { msg } from "./messages";
import { emailField } from "./registration";

export const INVITE_MESSAGE_MAX = 1000;

const message = z
  .string()
  .trim()
  .max(INVITE_MESSAGE_MAX, msg("validation.tooLong", INVITE_MESSAGE_MAX))
  .optional();

export const InviteSchema = z.object({
  email: emailField("validation.emailRequiredInvite"),
  message,
});

/** Resending keeps the address (read-only in the form); only the message may change. */
export const ResendInviteSchema = z.object({ message });
