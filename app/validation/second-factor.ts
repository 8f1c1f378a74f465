import { z } from "zod";
import { msg } from "./messages";

const code = z
  .string({ required_error: msg("validation.required") })
  .trim()
  .min(1, msg("validation.required"))
  .max(20, msg("staff.secondFactor.invalid"));

/** A six-digit TOTP code or a recovery code (xxxxx-xxxxx); spaces are ignored. */
export const SecondFactorSchema = z.object({ code });

/** The first code of an authenticator, with the enrolment link's token (a hidden field). */
export const EnrolmentSchema = z.object({
  code,
  token: z.string().trim().min(20).max(100),
});
