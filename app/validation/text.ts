import { z } from "zod";
import { msg } from "./messages";

/**
 * Optional multi-line text (a textarea) of at most `max` characters. A form post sends every
 * line break as CRLF while the character counter and the native maxlength count it as one
 * character, so the limit is checked, and the text stored, with LF line breaks.
 */
export function multilineText(max: number) {
  return z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(max, msg("validation.tooLong", max)))
    .optional();
}
