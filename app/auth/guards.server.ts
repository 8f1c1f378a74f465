import { redirect } from "@remix-run/node";
import type { Partner } from "~/domain/actor";
import { partnersOnly } from "~/utils/route-errors.server";
import { requireUser, type SessionUser } from "./session.server";

export type RegisteredUser = SessionUser & Pick<Partner, "company_id" | "partner_type">;

/** What the one meaning of "registered" is read from: the session user or a users row. */
type Standing = Pick<SessionUser, "role" | "registered_at" | "company_id" | "partner_type">;

export const PARTNER_HOME = "/dashboard/overview";
// The staff back office does not exist yet (issue 10); until then staff land on the public site.
export const STAFF_HOME = "/";
const REGISTRATION_START = "/register/personal-information";

/**
 * "Registered" has one meaning: a partner who finished registration, with a company and a partner
 * type. Staff are not partners, so they are never registered and never asked to register; two
 * meanings of the word once sent the demo staff user between the dashboard and registration.
 */
export function isRegistered<U extends Standing>(user: U): user is U & RegisteredUser {
  return (
    user.role === "partner" &&
    user.registered_at !== null &&
    user.company_id !== null &&
    user.partner_type !== null
  );
}

export function isStaff(user: Pick<SessionUser, "role">): boolean {
  return user.role === "staff";
}

/** A partner who has not finished registering: the registration pages are for them. */
export function needsRegistration(user: Standing): boolean {
  return !isStaff(user) && !isRegistered(user);
}

/** Where a signed-in user belongs when no page was asked for. */
export function homeFor(user: Standing): string {
  if (isStaff(user)) return STAFF_HOME;
  return isRegistered(user) ? PARTNER_HOME : REGISTRATION_START;
}

/**
 * Dashboard pages: signed in and registered; an unfinished registration continues where it was.
 * Staff have no partner company, so the partner pages are forbidden to them.
 */
export async function requireRegistered(request: Request): Promise<RegisteredUser> {
  const user = await requireUser(request);
  if (isStaff(user)) throw partnersOnly();
  if (!isRegistered(user)) throw redirect(REGISTRATION_START);
  return user;
}

export async function requireCompanyPartner(request: Request) {
  const user = await requireRegistered(request);
  if (user.partner_type === "freelancer") throw redirect("/dashboard/freelancer-information");
  return user;
}

export async function requireFreelancer(request: Request) {
  const user = await requireRegistered(request);
  if (user.partner_type === "company") throw redirect("/dashboard/company-and-users");
  return user;
}
