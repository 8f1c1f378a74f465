import { getDb } from "~/db/db.server";
import { isLocale, type Locale } from "~/i18n/config";
import { accountDeletedEmail } from "~/mail/templates.server";
import { sendMail } from "~/mail/transport.server";
import { logger } from "~/utils/logger.server";
import { nowIso } from "~/utils/ids.server";
import {
  forgetRateLimitsOf,
  lockCompany,
  removeUserHandingOver,
} from "../company/company-users.server";
import { isSubscribed, unsubscribeAddress } from "../newsletter/newsletter.server";
import { subscribeAccountAddress } from "../newsletter/newsletter-confirm.server";
import type { Client } from "../shared/actor";
import { writeAudit } from "../shared/audit.server";
import { NotFoundError } from "../shared/errors";

export type MyDetails = {
  name: string | null;
  email: string;
  jobTitle: string | null;
  phoneNumber: string | null;
  marketingConsent: boolean;
  newsletter: boolean;
  termsAcceptedAt: string | null;
};

/**
 * The signed-in user's own details. The newsletter choice is whether the account's address has
 * an active gig newsletter subscription (an unsubscribe link may have ended it since).
 */
export async function getMyDetails(userId: string): Promise<MyDetails> {
  const db = getDb();
  const user = await db
    .selectFrom("users")
    .select([
      "name",
      "email",
      "job_title",
      "phone_number",
      "marketing_consent",
      "subscribe_to_gigsletter",
      "terms_accepted_at",
    ])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) throw new NotFoundError();
  const subscribed = await isSubscribed(user.email);
  return {
    name: user.name,
    email: user.email,
    jobTitle: user.job_title,
    phoneNumber: user.phone_number,
    marketingConsent: Boolean(user.marketing_consent),
    newsletter: subscribed,
    termsAcceptedAt: user.terms_accepted_at,
  };
}

export type MyDetailsUpdate = {
  name: string;
  phoneNumber: string;
  jobTitle?: string;
  marketingConsent: boolean;
  subscribeToGigsletter: boolean;
};

export type MyDetailsSaved = {
  /** The address cannot receive the newsletter (role, disposable or reserved domain). */
  newsletterRefused: boolean;
  /** The address is not proven yet: a confirmation link went to it instead. */
  newsletterConfirmationSent: boolean;
};

/**
 * Saves the user's own details. The newsletter choice follows registration: opting in subscribes
 * the account's address (a proven one at once, any other after its confirmation link), opting out
 * ends that address's subscription.
 */
export async function updateMyDetails(
  userId: string,
  input: MyDetailsUpdate,
): Promise<MyDetailsSaved> {
  const db = getDb();
  const user = await db
    .selectFrom("users")
    .select(["email", "locale", "email_verified_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) throw new NotFoundError();
  await db
    .updateTable("users")
    .set({
      name: input.name,
      phone_number: input.phoneNumber,
      job_title: input.jobTitle || null,
      marketing_consent: input.marketingConsent ? 1 : 0,
      subscribe_to_gigsletter: input.subscribeToGigsletter ? 1 : 0,
      updated_at: nowIso(),
    })
    .where("id", "=", userId)
    .execute();
  const saved = { newsletterRefused: false, newsletterConfirmationSent: false };
  if (!input.subscribeToGigsletter) {
    await unsubscribeAddress(user.email);
    return saved;
  }
  if (await isSubscribed(user.email)) return saved;
  const outcome = await subscribeAccountAddress(user);
  return {
    newsletterRefused: outcome === "refused",
    newsletterConfirmationSent: outcome === "confirmation-sent",
  };
}

/** What deleting this account takes with it: the whole company when no other user remains. */
export async function getAccountDeletionImpact(user: { id: string; company_id: string }) {
  const db = getDb();
  const [others, company] = await Promise.all([
    db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("company_id", "=", user.company_id)
      .where("id", "!=", user.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("companies")
      .select(["name", "partner_type"])
      .where("id", "=", user.company_id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    deletesCompany: Number(others.count) === 0,
    companyName: company.name,
    partnerType: company.partner_type,
  };
}

export type AccountDeletionResult =
  | { ok: true; deletedCompany: boolean; mailSent: boolean }
  | { ok: false; code: "would-delete-company" };

/**
 * Deletes the user's own account in one transaction. Other users of the company stay: the
 * contact person role and the user's offers pass to one of them. The last user (always so for a
 * freelancer) takes the company with them: company, experts and CVs, offers and invites go by
 * cascade. Sessions, identities, tokens and the registration draft go with the user row; the
 * account's newsletter subscription and the rate-limit windows keyed by its address (and by the
 * company, when it goes) are removed too. The goodbye mail goes after the commit.
 *
 * `expectCompanyDeletion` is what the user was told when confirming. If the company would go
 * although they were told it stays (the other users left meanwhile), nothing is deleted and the
 * answer is "would-delete-company", so they can read the new warning and confirm again.
 */
export async function deleteMyAccount(
  user: { id: string; company_id: string } & Client,
  { expectCompanyDeletion }: { expectCompanyDeletion: boolean },
): Promise<AccountDeletionResult> {
  const deleted = await getDb()
    .transaction()
    .execute(async (trx) => {
      await lockCompany(trx, user.company_id);
      const me = await trx
        .selectFrom("users")
        .select(["id", "name", "email", "locale", "is_contact_person"])
        .where("id", "=", user.id)
        .where("company_id", "=", user.company_id)
        .executeTakeFirst();
      if (!me) throw new NotFoundError();
      const successor = await trx
        .selectFrom("users")
        .select("id")
        .where("company_id", "=", user.company_id)
        .where("id", "!=", user.id)
        .orderBy("is_contact_person", "desc")
        .orderBy("registered_at")
        .orderBy("created_at")
        .executeTakeFirst();
      if (!successor && !expectCompanyDeletion) return null;
      const deletedCompany = !successor;
      if (successor) {
        await removeUserHandingOver(trx, user.company_id, me, successor.id);
      } else {
        // Candidates, experts, invites, capabilities and users (with their sessions) cascade.
        await trx.deleteFrom("sessions").where("user_id", "=", user.id).execute();
        await trx.deleteFrom("companies").where("id", "=", user.company_id).execute();
        await forgetRateLimitsOf(trx, { email: me.email, companyId: user.company_id });
      }
      for (const table of ["newsletter_subscriptions", "newsletter_confirmations"] as const)
        await trx.deleteFrom(table).where("email", "=", me.email.toLowerCase()).execute();
      await writeAudit(trx, {
        actorUserId: null,
        ip: user.ip,
        companyId: user.company_id,
        action: deletedCompany ? "account.deleted-with-company" : "account.deleted",
        subjectType: "user",
        subjectId: user.id,
      });
      return { me, deletedCompany };
    });
  if (!deleted) return { ok: false, code: "would-delete-company" };
  let mailSent = true;
  try {
    const locale: Locale = isLocale(deleted.me.locale) ? deleted.me.locale : "en";
    const mail = await accountDeletedEmail({ locale, name: deleted.me.name });
    await sendMail({ to: deleted.me.email, ...mail });
  } catch (error) {
    mailSent = false;
    logger.warn("account deleted mail not sent", { reason: (error as Error).message });
  }
  return { ok: true, deletedCompany: deleted.deletedCompany, mailSent };
}
