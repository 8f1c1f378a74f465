import type { GigView } from "~/domain/gig-view.server";
import type { ApiUser } from "./frame.server";
import { Gig, GigContact } from "./schemas/gigs";
import type { Sent } from "./schemas/sent";
import { Account } from "./schemas/users";

/*
 * What the API sends of the app's records: snake_case fields as in spec section 7, and nothing a
 * client has no business with (password hashes, session keys, staff-only columns).
 */

/** A public gig: everything but the contact person, which needs a signed-in caller. */
export function apiGig(gig: GigView): Sent<typeof Gig> {
  return {
    id: gig.id,
    slug: gig.slug,
    title: gig.title,
    description: gig.description,
    duration: gig.duration,
    required_skills: gig.required_skills,
    nice_to_have_skills: gig.nice_to_have_skills,
    locations: gig.locations,
    onsite: gig.onsite,
    min_experience_years: gig.min_experience_years,
    rate_min: gig.rate_min,
    rate_max: gig.rate_max,
    start_date: gig.start_date,
    customer_offer_deadline: gig.customer_offer_deadline,
    offer_deadline: gig.offer_deadline,
    language: gig.language,
    allocation: gig.allocation,
    status: gig.status,
    accepts_offers: gig.isOpen,
    published_at: gig.published_at,
    updated_at: gig.updated_at,
  };
}

export function apiGigContact(gig: GigView): Sent<typeof GigContact> {
  return { name: gig.contact_name, email: gig.contact_email, phone: gig.contact_phone };
}

/** The signed-in account, as `users/me` (the content backend's shape) answers it. */
export function apiAccount(user: ApiUser): Sent<typeof Account> {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    company_id: user.company_id,
    partner_type: user.partner_type,
    is_registered: Boolean(user.registered_at && user.company_id),
  };
}
