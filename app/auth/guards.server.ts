import { redirect } from "@remix-run/node";
import type { Partner } from "~/domain/actor";
import { requireUser, type SessionUser } from "./session.server";

export type RegisteredUser = SessionUser & Pick<Partner, "company_id" | "partner_type">;

export function isRegistered(user: SessionUser): user is RegisteredUser {
  return user.isRegistered && user.company_id !== null && user.partner_type !== null;
}

/** Dashboard pages: signed in and registered; an unfinished registration continues where it was. */
export async function requireRegistered(request: Request): Promise<RegisteredUser> {
  const user = await requireUser(request);
  if (!isRegistered(user)) throw redirect("/register/personal-information");
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
