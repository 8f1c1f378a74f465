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

/**
 * The client an action came from, as the audit trail records it: its address as
 * app/utils/client-address.server.ts decides it (TRUSTED_PROXIES), null where there is no
 * client (the command line, the server's start). Routes take it from the request (`clientOf`,
 * `requireStaff`); the domain only passes it on to the audit entry.
 */
export type Client = { ip: string | null };

/** No client: what the command line and the server's own start act as. */
export const NO_CLIENT: Client = { ip: null };

/** A member of the provider's staff, as the back office's domain functions take it. */
export type Staff = { id: string; role: "staff" } & Client;
