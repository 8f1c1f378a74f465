import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { verifyEmailPassword, type SignInResult } from "~/domain/identity/auth.server";

/**
 * remix-auth returns the strategy's result; the route turns a failure into a translated message
 * and a success into a database session (app/auth/session.server.ts).
 */
export const authenticator = new Authenticator<SignInResult>();

authenticator.use(
  new FormStrategy(async ({ form }) =>
    verifyEmailPassword(String(form.get("email") ?? ""), String(form.get("password") ?? "")),
  ),
  "email-password",
);
