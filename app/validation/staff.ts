import { z } from "zod";
import { CANDIDATE_STAGES, DECLINE_REASONS, GIG_STATUSES } from "~/db/schema";
import { msg } from "./messages";
import { STAFF_GIG_VISIBILITY, type StaffGigVisibility } from "./staff-gig";
import { multilineText } from "./text";

export const FEEDBACK_MAX = 2000;

// Beside the tags, which the public gig page loads without zod.
export { STATUS_OF_STAGE } from "./offer-status";

const stage = z.enum(CANDIDATE_STAGES, {
  errorMap: () => ({ message: msg("staff.validation.stage") }),
});

/**
 * A move names the stage the staff member saw (`from`): the update only happens while the
 * candidate is still there, so of two people moving one candidate at once, one wins.
 */
export const MoveCandidateSchema = z.object({
  from: stage,
  to: stage.refine((value) => value !== "declined", msg("staff.validation.declineWithReason")),
});

export const DeclineCandidateSchema = z.object({
  from: stage,
  reason: z.enum(DECLINE_REASONS, {
    errorMap: () => ({ message: msg("staff.validation.reasonRequired") }),
  }),
  feedback: multilineText(FEEDBACK_MAX),
});

export const STAFF_GIG_STATUSES = ["all", ...GIG_STATUSES] as const;
export type StaffGigStatus = (typeof STAFF_GIG_STATUSES)[number];

/** The staff gig list's query string; anything unreadable falls back to the whole list. */
export function parseStaffGigQuery(url: URL) {
  const status = url.searchParams.get("status") ?? "all";
  const visibility = url.searchParams.get("visibility") ?? "all";
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    status: ((STAFF_GIG_STATUSES as readonly string[]).includes(status)
      ? status
      : "all") as StaffGigStatus,
    visibility: ((STAFF_GIG_VISIBILITY as readonly string[]).includes(visibility)
      ? visibility
      : "all") as StaffGigVisibility,
    page: Number.isSafeInteger(page) && page > 0 && page < 10_000 ? page : 1,
  };
}

export const PARTNER_TYPE_FILTERS = ["all", "company", "freelancer"] as const;

export function parsePartnerQuery(url: URL) {
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const type = url.searchParams.get("type") ?? "all";
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    type: ((PARTNER_TYPE_FILTERS as readonly string[]).includes(type)
      ? type
      : "all") as (typeof PARTNER_TYPE_FILTERS)[number],
    page: Number.isSafeInteger(page) && page > 0 && page < 10_000 ? page : 1,
  };
}

/** The partner page's buttons: disable or enable a user or the partner, or switch its type. */
export const PartnerActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["disable", "enable"]), userId: z.string().min(1).max(100) }),
  z.object({ intent: z.literal("partner-type"), partnerType: z.enum(["company", "freelancer"]) }),
  // Enabling a whole partner; disabling it has its own confirmation page (decision 040).
  z.object({ intent: z.literal("enable-company") }),
]);

export function parseSubscriberQuery(url: URL) {
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 254),
    page: Number.isSafeInteger(page) && page > 0 && page < 10_000 ? page : 1,
  };
}

export function parseAuditQuery(url: URL) {
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const text = (key: string) => (url.searchParams.get(key) ?? "").trim().slice(0, 200) || undefined;
  return {
    action: text("action"),
    actor: text("actor"),
    subject: text("subject"),
    page: Number.isSafeInteger(page) && page > 0 && page < 10_000 ? page : 1,
  };
}
