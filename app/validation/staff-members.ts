import { z } from "zod";
import { emailField } from "./registration";

/** The Staff page's grant form: the address of an existing, verified account. */
export const GrantStaffSchema = z.object({ email: emailField() });

/** A confirmation page's one button (revoke, reset, disable a partner): it must say yes. */
export const ConfirmSchema = z.object({ confirm: z.literal("yes") });
