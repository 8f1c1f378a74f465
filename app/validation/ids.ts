import { z } from "zod";
import type { TranslationKey } from "~/i18n/keys";
import { toDbId } from "./db-id";

// The parsing itself is in db-id.ts, which pages can use without loading zod.
export { DB_ID_MAX, isDbId, parseDbId } from "./db-id";

/**
 * An integer database id from a form or URL: digits only, 1..DB_ID_MAX. `Number()` alone would
 * accept "1.5", "1e3", "0x10", "Infinity" and numbers past the column's range.
 */
export function dbId(message: TranslationKey = "validation.idInvalid") {
  return z
    .union([z.string(), z.number()], { invalid_type_error: message, required_error: message })
    .transform((value, ctx) => {
      const id = toDbId(value);
      if (id === null) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message });
        return z.NEVER;
      }
      return id;
    });
}
