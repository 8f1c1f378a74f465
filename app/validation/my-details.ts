import { z } from "zod";
import { msg } from "./messages";
import { PersonalInformationSchema } from "./registration";

/** My details uses registration step 3's rules; the terms were agreed at registration. */
export const MyDetailsSchema = PersonalInformationSchema.omit({ acceptTerms: true });

/** Deleting one's account is confirmed by typing the account's e-mail address. */
export const DeleteAccountSchema = z.object({
  confirmEmail: z
    .string({ required_error: msg("account.delete.confirmRequired") })
    .trim()
    .min(1, msg("account.delete.confirmRequired"))
    .max(254, msg("account.delete.confirmMismatch")),
  /** "true" when the dialog said the company goes too (the user is its last user). */
  expectCompanyDeletion: z.string().optional(),
});
