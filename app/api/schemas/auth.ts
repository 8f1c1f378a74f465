import { z } from "./openapi-zod";
import { Account } from "./users";

/** Every sign-in's answer (tokenAnswer, app/api/auth.server.ts): the token and its account. */
export const TokenAnswer = z
  .object({
    jwt: z.string().describe("Send as `Authorization: Bearer <jwt>`"),
    expires_at: z.string().datetime(),
    user: Account,
  })
  .openapi("TokenAnswer");

/** auth/local/register: the new, unverified account; no token until the address is verified. */
export const AccountCreated = z.object({
  user: Account,
  email_confirmation_sent: z.boolean(),
});

/** auth/forgot-password: the same answer whether or not the address has an account. */
export const ResetRequested = z.object({ ok: z.literal(true) });

/** auth/send-email-confirmation: the same answer for every address. */
export const ConfirmationRequested = z.object({ email: z.string(), sent: z.literal(true) });
