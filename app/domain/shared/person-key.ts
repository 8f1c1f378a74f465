/*
 * How one person is recognised across partners (issue 37, decision 047): by the e-mail, else by
 * the phone. Pure, so the offer rule, the expert edit, the demo seed and the tests share it.
 */

/** Fewer digits than this is no phone number anyone could be reached at: no identity. */
const PHONE_MIN_DIGITS = 6;
/** E.164's limit; longer is a typing error, not a person. */
const PHONE_MAX_DIGITS = 15;
const FINLAND = "358";

/** Trim and lower case; empty is no e-mail. Providers' own rules (dots, `+tags`) are not guessed. */
export function normaliseEmail(value: string | null | undefined): string | null {
  const email = (value ?? "").trim().toLowerCase();
  return email === "" ? null : email;
}

/**
 * Digits with a leading `+` for an international number: `00` is read as `+`, and a number
 * that starts with a single `0` is Finnish (the marketplace's country), so `040 123 4567` and
 * `+358 40 123 4567` are one number. A trunk `0` written after `+358` (`+358 (0)40…`) is dropped.
 * A number without `+` or `0` in front is kept as its digits: its country is unknown.
 */
export function normalisePhone(value: string | null | undefined): string | null {
  const text = (value ?? "").trim().replace(/\(0\)/g, "");
  const international = text.startsWith("+");
  let digits = text.replace(/\D/g, "");
  let plus = international;
  if (!international && digits.startsWith("00")) {
    digits = digits.slice(2);
    plus = true;
  } else if (!international && digits.startsWith("0")) {
    digits = FINLAND + digits.slice(1);
    plus = true;
  }
  if (plus && digits.startsWith(`${FINLAND}0`)) digits = FINLAND + digits.slice(FINLAND.length + 1);
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) return null;
  return plus ? `+${digits}` : digits;
}

export type PersonContact = { email?: string | null; phone?: string | null };

/**
 * The person's key: `email:<normalised e-mail>`, else `phone:<normalised phone>`, else null (no
 * identity: such an expert is never recognised as someone else's candidate).
 */
export function personKey({ email, phone }: PersonContact): string | null {
  const byEmail = normaliseEmail(email);
  if (byEmail) return `email:${byEmail}`;
  const byPhone = normalisePhone(phone);
  return byPhone ? `phone:${byPhone}` : null;
}

/**
 * An expert's key: a freelancer's own row (linked to their account) is the account's e-mail and
 * phone; any other expert is what its company entered.
 */
export function expertPersonKey(expert: {
  email: string | null;
  phone: string | null;
  /** The linked account's, when the row is a freelancer's own (experts.user_id). */
  account: { email: string; phone: string | null } | null;
}): string | null {
  return personKey(expert.account ?? expert);
}
