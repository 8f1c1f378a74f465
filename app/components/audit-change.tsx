import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/react";
import {
  CANDIDATE_CONSENTS,
  CANDIDATE_STAGES,
  DECLINE_REASONS,
  GIG_STATUSES,
  WORK_MODES,
} from "~/db/schema";
import { formatDate, formatDateTime } from "~/utils/dates";

/** Fields an entry records that are no change a reader needs told (the text's length, ids). */
const SKIPPED = new Set(["body_chars", "id"]);
const FIELDS = [
  "slug",
  "title",
  "description",
  "duration",
  "required_skills",
  "nice_to_have_skills",
  "locations",
  "onsite",
  "min_experience_years",
  "rate_min",
  "rate_max",
  "start_date",
  "customer_offer_deadline",
  "offer_deadline",
  "language",
  "allocation",
  "submission_cap",
  "status",
  "contact_name",
  "contact_email",
  "contact_phone",
  "published",
  "published_at",
  "stage",
  "decline_reason",
  "feedback",
  "role",
  "partner_type",
  "disabled_at",
  "users",
  "wasContactPerson",
  "email",
  "subscribed",
  "locale",
  "category",
  "lead",
  "body_sha256",
  "consent",
  "requires_consent",
  "question",
  "answer",
  "cv_filename",
  "cv_size",
  "cv_added_at",
  "cv_kept_at",
  "cv_counted_from",
  "cv_notice_sent_at",
] as const;
type Field = (typeof FIELDS)[number];
const isField = (key: string): key is Field => (FIELDS as readonly string[]).includes(key);
const among = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);
const LONG = 80;

type Line = { key: string; field: string; before: string; after: string };

/**
 * An audit entry's before and after in words: one line per field that changed, "Status: Open →
 * Won", with the field's name and its values as the pages say them (statuses, stages, yes/no,
 * dates), not the stored JSON. An entry that only records the object (created, deleted) has none.
 */
export function AuditChange({
  data,
  subjectType,
}: {
  data: string | null;
  subjectType: string | null;
}) {
  const { t, i18n } = useTranslation();
  const lines = auditLines(data, subjectType, t, i18n.language);
  if (lines === null) return null;
  if (typeof lines === "string") return <span className="audit-raw">{lines}</span>;
  return (
    <ul className="audit-lines">
      {lines.map((line) => (
        <li key={line.key}>
          {line.field}: {line.before ? <del>{line.before}</del> : null}
          {line.before ? " → " : null}
          <ins>{line.after}</ins>
        </li>
      ))}
    </ul>
  );
}

export function auditLines(
  data: string | null,
  subjectType: string | null,
  t: TFunction<"translation">,
  locale: string,
): Line[] | string | null {
  if (!data) return null;
  let parsed: { before?: unknown; after?: unknown } | null;
  try {
    parsed = JSON.parse(data) as { before?: unknown; after?: unknown } | null;
  } catch {
    return data;
  }
  // Rows written before every entry took the before/after form hold other data: shown as it is.
  if (!parsed || typeof parsed !== "object" || !("before" in parsed || "after" in parsed))
    return data;
  const before = asRecord(parsed.before);
  const after = asRecord(parsed.after);
  if (!before || !after) return null;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) =>
      !SKIPPED.has(key) &&
      JSON.stringify(before[key]) !== JSON.stringify(after[key]) &&
      // A candidate's status follows its stage, which says it in the pages' words.
      !(subjectType === "candidate" && key === "status"),
  );
  const say = (key: string, value: unknown) => valueInWords(key, value, t, locale);
  return keys.map((key) => ({
    key,
    field: isField(key) ? t(`staff.audit.fields.${key}`) : key.replace(/_/g, " "),
    before: key === "body_sha256" ? "" : say(key, before[key]),
    after: key === "body_sha256" ? t("staff.audit.changed") : say(key, after[key]),
  }));
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function valueInWords(
  key: string,
  value: unknown,
  t: TFunction<"translation">,
  locale: string,
): string {
  if (value === null || value === undefined || value === "") return t("staff.audit.none");
  if (
    key === "published" ||
    key === "subscribed" ||
    key === "wasContactPerson" ||
    key === "requires_consent"
  )
    return t(value === true || value === 1 || value === "1" ? "staff.audit.yes" : "staff.audit.no");
  if (key === "status" && among(GIG_STATUSES, value)) return t(`gigs.status.${value}`);
  if (key === "stage" && among(CANDIDATE_STAGES, value)) return t(`dashboard.stages.${value}`);
  if (key === "decline_reason" && among(DECLINE_REASONS, value))
    return t(`offers.declineReasons.${value}`);
  if (key === "consent" && among(CANDIDATE_CONSENTS, value))
    return t(`representation.state.${value}`);
  if (key === "onsite" && among(WORK_MODES, value)) return t(`gigs.workMode.${value}`);
  if (key === "partner_type" && among(["company", "freelancer"] as const, value))
    return t(`staff.partners.types.${value}`);
  if (typeof value === "string") {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, locale);
    if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value, locale);
    if (value.startsWith("[")) {
      try {
        const list = JSON.parse(value) as unknown;
        if (Array.isArray(list)) return list.join(", ");
      } catch {
        // Not a list after all: the text as it is.
      }
    }
    return value.length > LONG ? `${value.slice(0, LONG - 1)}…` : value;
  }
  if (Array.isArray(value)) return value.join(", ");
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}
