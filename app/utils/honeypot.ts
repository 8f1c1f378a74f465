/**
 * A field people never see or fill (app/components/honeypot.tsx), which form-filling bots do.
 * Named like a field bots like to fill; no form of ours has a field of this name.
 */
export const HONEYPOT_FIELD = "website_url";

/** True when the trap field was filled: the action then pretends success and does nothing. */
export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return value !== null && (typeof value !== "string" || value.length > 0);
}
