/**
 * A registered partner as the domain sees the caller: company-scoped rules take the company from
 * here (from the session), never from an id the client sent. Auth builds it; the domain only
 * reads it.
 */
export type Partner = {
  id: string;
  company_id: string;
  partner_type: "company" | "freelancer";
};

/** A member of the provider's staff, as the back office's domain functions take it. */
export type Staff = { id: string; role: "staff" };
