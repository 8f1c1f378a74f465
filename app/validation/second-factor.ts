import { z } from "zod";
import { msg } from "./messages";

/** A six-digit TOTP code or a recovery code (xxxxx-xxxxx); spaces are ignored. */
export const SecondFactorSchema = z.object({
  code: z
    .string({ required_error: msg("validation.required") })
    .trim()
    .min(1, msg("validation.required"))
    .max(20, msg("staff.secondFactor.invalid")),
});
