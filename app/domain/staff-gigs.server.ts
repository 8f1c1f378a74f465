import type { Transaction } from "kysely";
import { getDb } from "~/db/db.server";
import { GIG_COLUMNS, type Database, type Gig, type GigStatus } from "~/db/schema";
import { slugify } from "~/utils/slug";
import type { GigFormInput } from "~/validation/staff-gig";
import { markInstantGigAlertsDue } from "./gig-alerts.server";
import type { Staff } from "./shared/actor";
import { writeAudit } from "./shared/audit.server";
import { ConflictError, NotFoundError } from "./shared/errors";

/*
 * Gigs as the provider's staff keep them: created unpublished, edited, published, taken down and
 * closed. Every change and its audit entry commit together. The slug follows the title until the
 * gig is first published and is fixed from then on; the public route sends any other slug of the
 * gig to the current one, so a link shared while it was public keeps working.
 */

const FIELDS_OF_FORM = (input: GigFormInput) => ({
  title: input.title,
  description: input.description,
  duration: input.duration,
  required_skills: JSON.stringify(input.requiredSkills),
  nice_to_have_skills: JSON.stringify(input.niceToHaveSkills),
  locations: JSON.stringify(input.locations),
  onsite: input.onsite,
  min_experience_years: input.minExperienceYears,
  rate_min: input.rateMin,
  rate_max: input.rateMax,
  start_date: input.startDate,
  offer_deadline: input.offerDeadline,
  customer_offer_deadline: input.customerOfferDeadline,
  language: input.language,
  allocation: input.allocation,
  submission_cap: input.submissionCap ?? null,
  status: input.status,
  contact_name: input.contactName,
  contact_email: input.contactEmail,
  contact_phone: input.contactPhone,
  requires_consent: input.requiresConsent === "on" ? (1 as const) : (0 as const),
});

/** What the audit log keeps of a gig: its fields and its public state, not the timestamps. */
const NOT_AUDITED = ["id", "published_at", "first_published_at", "created_at", "updated_at"];
const AUDITED = GIG_COLUMNS.filter((column) => !NOT_AUDITED.includes(column));

function snapshot(gig: Gig): Record<string, unknown> {
  return Object.fromEntries(AUDITED.map((key) => [key, gig[key]]));
}

const slugOf = (title: string) => slugify(title) || "gig";

async function loadForUpdate(trx: Transaction<Database>, id: number) {
  const gig = await trx
    .selectFrom("gigs")
    .select(GIG_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!gig) throw new NotFoundError("gig");
  return gig;
}

/** A gig in any state, with the form's values (lists as arrays). */
export async function getStaffGig(id: number) {
  const gig = await getDb()
    .selectFrom("gigs")
    .select(GIG_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!gig) throw new NotFoundError("gig");
  const list = (json: string) => {
    try {
      const value: unknown = JSON.parse(json);
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
    } catch {
      return [];
    }
  };
  const form: GigFormInput = {
    title: gig.title,
    description: gig.description,
    duration: gig.duration,
    requiredSkills: list(gig.required_skills),
    niceToHaveSkills: list(gig.nice_to_have_skills),
    locations: list(gig.locations),
    onsite: gig.onsite,
    minExperienceYears: Number(gig.min_experience_years),
    rateMin: Number(gig.rate_min),
    rateMax: Number(gig.rate_max),
    startDate: gig.start_date,
    offerDeadline: gig.offer_deadline,
    customerOfferDeadline: gig.customer_offer_deadline,
    language: gig.language,
    allocation: Number(gig.allocation),
    submissionCap: gig.submission_cap === null ? undefined : Number(gig.submission_cap),
    status: gig.status,
    contactName: gig.contact_name,
    contactEmail: gig.contact_email,
    contactPhone: gig.contact_phone,
    requiresConsent: Number(gig.requires_consent) === 1 ? "on" : undefined,
  };
  return {
    id: Number(gig.id),
    slug: gig.slug,
    published: Number(gig.published) === 1,
    firstPublishedAt: gig.first_published_at,
    form,
  };
}

/** A new gig, unpublished until staff publish it. Returns its id. */
export async function createGig(actor: Staff, input: GigFormInput): Promise<number> {
  const now = new Date().toISOString();
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const { id } = await trx
        .insertInto("gigs")
        .values({
          ...FIELDS_OF_FORM(input),
          slug: slugOf(input.title),
          published: 0,
          first_published_at: null,
          // Replaced by the time of the first publication; the public list orders by it.
          published_at: now,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const gig = await loadForUpdate(trx, Number(id));
      await writeAudit(trx, {
        actorUserId: actor.id,
        ip: actor.ip,
        action: "gig.created",
        subjectType: "gig",
        subjectId: String(id),
        after: snapshot(gig),
      });
      return Number(id);
    });
}

/** Saves every field; the slug follows a new title only while the gig was never public. */
export async function updateGig(actor: Staff, id: number, input: GigFormInput) {
  await getDb()
    .transaction()
    .execute(async (trx) => {
      const before = await loadForUpdate(trx, id);
      const slug = before.first_published_at ? before.slug : slugOf(input.title);
      await trx
        .updateTable("gigs")
        .set({ ...FIELDS_OF_FORM(input), slug, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
      const after = await loadForUpdate(trx, id);
      await writeAudit(trx, {
        actorUserId: actor.id,
        ip: actor.ip,
        action: "gig.updated",
        subjectType: "gig",
        subjectId: String(id),
        ...changedFields(snapshot(before), snapshot(after)),
      });
    });
}

/** Only the fields that changed, so an audit entry says what an edit did. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/**
 * Puts a gig on the public site or takes it down. The first publication stamps the publication
 * time (the public list's "newest"), fixing the slug, and makes the gig's instant alerts due in
 * the same transaction (the caller starts them after the commit: startInstantGigAlerts);
 * publishing again keeps the first time. ConflictError when the gig is already in that state (a
 * second click, another staff member).
 */
export async function setGigPublished(
  actor: Staff,
  id: number,
  published: boolean,
): Promise<{ firstPublication: boolean }> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const before = await loadForUpdate(trx, id);
      const now = new Date().toISOString();
      const first = before.first_published_at;
      const result = await trx
        .updateTable("gigs")
        .set({
          published: published ? 1 : 0,
          ...(published && !first ? { published_at: now, first_published_at: now } : {}),
          updated_at: now,
        })
        .where("id", "=", id)
        .where("published", "=", published ? 0 : 1)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1)
        throw new ConflictError(
          published ? "already-published" : "already-unpublished",
          published ? "staffGigs.errors.alreadyPublished" : "staffGigs.errors.alreadyUnpublished",
        );
      await writeAudit(trx, {
        actorUserId: actor.id,
        ip: actor.ip,
        action: published ? "gig.published" : "gig.unpublished",
        subjectType: "gig",
        subjectId: String(id),
        before: { published: Number(before.published) },
        after: { published: published ? 1 : 0 },
      });
      const firstPublication = published && !first;
      if (firstPublication) await markInstantGigAlertsDue(trx, id);
      return { firstPublication };
    });
}

/** Ends a gig with its outcome: it stops taking offers and shows as closed. */
export async function closeGig(actor: Staff, id: number, outcome: GigStatus) {
  await getDb()
    .transaction()
    .execute(async (trx) => {
      const before = await loadForUpdate(trx, id);
      if (before.status === outcome)
        throw new ConflictError("already-closed", "staffGigs.errors.alreadyClosed");
      await trx
        .updateTable("gigs")
        .set({ status: outcome, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
      await writeAudit(trx, {
        actorUserId: actor.id,
        ip: actor.ip,
        action: "gig.closed",
        subjectType: "gig",
        subjectId: String(id),
        before: { status: before.status },
        after: { status: outcome },
      });
    });
}
