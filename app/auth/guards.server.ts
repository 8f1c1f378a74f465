import { redirect } from "@remix-run/node";
import type { Client, Partner } from "~/domain/shared/actor";
import { inDomain } from "~/domain/identity/staff-access.server";
import { getEnv } from "~/env.server";
import { staffOnly } from "~/server/forms/route-errors.server";
import { clientOf, requireUser, type SessionUser } from "./session.server";

export type RegisteredUser = SessionUser & Pick<Partner, "company_id" | "partner_type">;

/** What the one meaning of "registered" is read from: the session user or a users row. */
type Standing = Pick<SessionUser, "role" | "registered_at" | "company_id" | "partner_type">;

export const PARTNER_HOME = "/dashboard/overview";
export const STAFF_HOME = "/staff";
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

/** STAFF_EMAIL_DOMAIN, when set, is a second condition for staff: an address in that domain. */
function inStaffDomain(email: string): boolean {
  return inDomain(email, getEnv().STAFF_EMAIL_DOMAIN);
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
 * Staff have no partner company: the dashboard sends them to the back office.
 */
export async function requireRegistered(request: Request): Promise<RegisteredUser> {
  const user = await requireUser(request);
  if (isStaff(user)) throw redirect(STAFF_HOME);
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

/** Carries the request's client, which every audited back-office action records. */
export type StaffUser = SessionUser & { role: "staff" } & Client;

export const SECOND_FACTOR_PAGE = "/sign-in/second-factor";

/**
 * Every staff loader and action: a staff user (with a verified address, in STAFF_EMAIL_DOMAIN
 * when set) whose session has passed the second factor; a staff session that has not goes to the
 * second-factor page, anyone else gets the 403 page. A staff account whose address was never
 * proven (made staff before grants required it) acts as nobody.
 */
export async function requireStaff(request: Request): Promise<StaffUser> {
  const user = await requireUser(request);
  if (!isStaff(user) || !inStaffDomain(user.email) || !user.email_verified_at) throw staffOnly();
  if (!user.second_factor_at) throw redirect(SECOND_FACTOR_PAGE);
  return { ...(user as SessionUser & { role: "staff" }), ...clientOf(request) };
}

/**
 * The second-step pages: a staff user whose session has not passed the second step yet; everyone
 * else is sent on (partners home, staff who passed it to the back office).
 */
export async function requirePendingStaff(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!isStaff(user)) throw redirect(homeFor(user));
  if (!user.email_verified_at) throw staffOnly();
  if (user.second_factor_at) throw redirect(STAFF_HOME);
  return user;
}
