import { stringify, type Options as CsvOptions } from "csv-stringify/sync";
import { getDb } from "~/db/db.server";
import type { Staff } from "../shared/actor";
import { writeAudit } from "../shared/audit.server";
import { NotFoundError } from "../shared/errors";

/*
 * The gig newsletter's subscribers for staff: one list (the confirmation link, registration and
 * My details all write newsletter_subscriptions), searchable, exportable, and one address can be
 * taken off it.
 */

export const SUBSCRIBERS_PAGE_SIZE = 50;
const EXPORT_BATCH = 1000;

/**
 * Active subscribers (page and counts), and how many other addresses have a confirmation link
 * that is still valid (pending: they get nothing until someone opens it).
 */
export async function listSubscribers(query: { q: string; page: number }, now = new Date()) {
  let base = getDb().selectFrom("newsletter_subscriptions").where("unsubscribed_at", "is", null);
  if (query.q) base = base.where("email", "like", `%${query.q.toLowerCase()}%`);
  const [rows, matching, active, pending] = await Promise.all([
    base
      .select(["id", "email", "locale", "subscribed_at"])
      .orderBy("subscribed_at", "desc")
      .orderBy("id")
      .limit(SUBSCRIBERS_PAGE_SIZE)
      .offset((query.page - 1) * SUBSCRIBERS_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
    getDb()
      .selectFrom("newsletter_subscriptions")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("unsubscribed_at", "is", null)
      .executeTakeFirstOrThrow(),
    getDb()
      .selectFrom("newsletter_confirmations as c")
      .select((eb) => eb.fn.count<number | string>("c.email").distinct().as("n"))
      .where("c.expires_at", ">", now.toISOString())
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("newsletter_subscriptions as s")
              .select("s.id")
              .whereRef("s.email", "=", "c.email")
              .where("s.unsubscribed_at", "is", null),
          ),
        ),
      )
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(matching.n);
  const pages = Math.max(1, Math.ceil(total / SUBSCRIBERS_PAGE_SIZE));
  return {
    subscribers: rows,
    total,
    active: Number(active.n),
    pending: Number(pending.n),
    page: Math.min(query.page, pages),
    pages,
  };
}

/**
 * Takes one address off the list, as the subscriber's own link would, and clears the newsletter
 * choice of an account with that address so My details says the same. Audited.
 */
export async function unsubscribeByStaff(actor: Staff, subscriptionId: string) {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .selectFrom("newsletter_subscriptions")
        .select(["id", "email"])
        .where("id", "=", subscriptionId)
        .where("unsubscribed_at", "is", null)
        .executeTakeFirst();
      if (!row) throw new NotFoundError("subscription");
      const now = new Date().toISOString();
      await trx
        .updateTable("newsletter_subscriptions")
        .set({ unsubscribed_at: now })
        .where("id", "=", row.id)
        .execute();
      await trx
        .updateTable("users")
        .set({ subscribe_to_gigsletter: 0, updated_at: now })
        .where("email", "=", row.email)
        .execute();
      await writeAudit(trx, {
        actorUserId: actor.id,
        ip: actor.ip,
        action: "subscriber.unsubscribed",
        subjectType: "newsletter-subscription",
        subjectId: row.id,
        before: { email: row.email, subscribed: true },
        after: { email: row.email, subscribed: false },
      });
      return row.email;
    });
}

/**
 * The file's format: `csv-stringify` (node-csv's writer, maintained and widely used) owns the
 * quoting and, with `escape_formulas`, the defence against spreadsheet formula injection (a cell
 * that starts with = + - @, a tab or a CR, or their full-width forms, gets a leading apostrophe).
 * CRLF line ends as RFC 4180 asks; no BOM.
 */
const CSV_OPTIONS = {
  columns: [
    { key: "email", header: "email" },
    { key: "locale", header: "language" },
    { key: "subscribed_at", header: "subscribed_at" },
  ],
  record_delimiter: "windows",
  escape_formulas: true,
} satisfies CsvOptions;

/**
 * The whole list for a member of staff, recorded in the audit trail first: every address on it
 * leaves the system with the file.
 */
export async function exportSubscribers(actor: Staff): Promise<ReadableStream<Uint8Array>> {
  await writeAudit(getDb(), {
    actorUserId: actor.id,
    ip: actor.ip,
    action: "subscriber.exported",
    subjectType: "newsletter",
    subjectId: "subscribers.csv",
  });
  return subscribersCsv();
}

/**
 * The active subscribers as CSV (email, language, subscribed at), read in batches by key so a
 * long list never sits in memory at once.
 */
export function subscribersCsv(): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: { subscribed_at: string; id: string } | null = null;
  let headerSent = false;
  return new ReadableStream({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(stringify([], { ...CSV_OPTIONS, header: true })));
        return;
      }
      let query = getDb()
        .selectFrom("newsletter_subscriptions")
        .select(["id", "email", "locale", "subscribed_at"])
        .where("unsubscribed_at", "is", null);
      const cursor = after;
      if (cursor)
        query = query.where((eb) =>
          eb.or([
            eb("subscribed_at", ">", cursor.subscribed_at),
            eb.and([eb("subscribed_at", "=", cursor.subscribed_at), eb("id", ">", cursor.id)]),
          ]),
        );
      const rows = await query.orderBy("subscribed_at").orderBy("id").limit(EXPORT_BATCH).execute();
      if (rows.length === 0) {
        controller.close();
        return;
      }
      after = rows[rows.length - 1]!;
      controller.enqueue(encoder.encode(stringify(rows, { ...CSV_OPTIONS, header: false })));
    },
  });
}
