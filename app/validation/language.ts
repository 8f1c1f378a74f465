import { z } from "zod";
import { msg } from "./messages";
import { SUPPORTED_LOCALES } from "~/i18n/config";

export const LanguageSchema = z.object({
  locale: z.enum(SUPPORTED_LOCALES, { message: msg("validation.required") }),
  redirectTo: z.string().optional(),
});
