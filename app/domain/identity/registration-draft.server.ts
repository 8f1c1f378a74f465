import { z } from "zod";
import { getDb } from "~/db/db.server";

/** What a partner has entered before registration completes; kept per user once the account exists. */
export const RegistrationDraftSchema = z.object({
  partnerType: z.enum(["company", "freelancer"]).optional(),
  inviteToken: z.string().max(200).optional(),
  company: z
    .object({
      name: z.string(),
      website: z.string().optional(),
      countryCode: z.string(),
      capabilityIds: z.array(z.number().int()),
      businessId: z.string().optional(),
      lightEntrepreneur: z.boolean().optional(),
      contactPerson: z.string().optional(),
    })
    .optional(),
});
export type RegistrationDraft = z.infer<typeof RegistrationDraftSchema>;

export function parseDraft(value: unknown): RegistrationDraft {
  const parsed = RegistrationDraftSchema.safeParse(
    typeof value === "string" ? safeJson(value) : value,
  );
  return parsed.success ? parsed.data : {};
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return {};
  }
}

export async function getDraft(userId: string): Promise<RegistrationDraft> {
  const row = await getDb()
    .selectFrom("registration_drafts")
    .select("data")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? parseDraft(row.data) : {};
}

/** Merges into the stored draft (an upsert, so two tabs cannot create two drafts). */
export async function saveDraft(
  userId: string,
  patch: RegistrationDraft,
): Promise<RegistrationDraft> {
  const next = { ...(await getDraft(userId)), ...patch };
  const data = JSON.stringify(next);
  const now = new Date().toISOString();
  await getDb()
    .insertInto("registration_drafts")
    .values({ user_id: userId, data, updated_at: now })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ data, updated_at: now }))
    .execute();
  return next;
}

/** The next registration page for a signed-in user who has not finished registering. */
export function nextRegistrationStep(draft: RegistrationDraft): string {
  if (draft.inviteToken) return "/register/personal-information";
  if (!draft.partnerType) return "/register/partner-type";
  if (!draft.company) return "/register/company-information";
  return "/register/personal-information";
}
