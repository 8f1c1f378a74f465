/**
 * What the audit trail records, and of which kind of object. The codes are stored and filtered
 * by (`?action=candidate.declined`); the staff log shows each in words (`staff.audit.actions`,
 * `staff.audit.subjects`), so every code written must be listed here.
 */
export const AUDIT_ACTIONS = [
  "account.deleted",
  "account.deleted-with-company",
  "candidate.declined",
  "candidate.moved",
  "company.disabled",
  "company.enabled",
  "company.partner-type-changed",
  "gig.closed",
  "gig.created",
  "gig.published",
  "gig.unpublished",
  "gig.updated",
  "gig-question.answered",
  "gig-question.answer-edited",
  "gig-question.hidden",
  "gig-question.reworded",
  "gig-question.shown",
  "post.created",
  "post.deleted",
  "post.published",
  "post.unpublished",
  "post.updated",
  "staff.granted",
  "staff.recovery-code-used",
  "staff.revoked",
  "staff.second-factor-enrolled",
  "staff.second-factor-failed",
  "staff.second-factor-link-sent",
  "staff.second-factor-locked",
  "staff.second-factor-passed",
  "staff.second-factor-reset",
  "staff.signed-in",
  "subscriber.unsubscribed",
  "user.deleted",
  "user.disabled",
  "user.enabled",
  "subscriber.exported",
  "candidate.cv-downloaded",
  "candidate.consent-agreed",
  "candidate.consent-declined",
  "expert.cv-deleted",
  "expert.cv-kept",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_SUBJECTS = [
  "candidate",
  "company",
  "gig",
  "gig-question",
  "newsletter-subscription",
  "post",
  "user",
  "newsletter",
  "expert",
] as const;

export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

/** Rows written before a code was listed still show, as their code. */
export const isAuditAction = (code: string): code is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(code);

export const isAuditSubject = (type: string): type is AuditSubject =>
  (AUDIT_SUBJECTS as readonly string[]).includes(type);
