import { z } from "zod";
import type { DB } from "~/db/client.server";
import { getDb } from "~/db/db.server";
import { isLocale, type Locale } from "~/i18n/config";
import { absoluteUrl, type RenderedMail } from "~/mail/layout.server";
import { newsletterEmail, type NewsletterGig } from "~/mail/templates.server";
import { BULK_CONNECTIONS, openBulkMailer, type BulkMailer } from "~/mail/transport.server";
import { helsinkiDate } from "~/utils/dates";
import { newToken } from "~/utils/ids.server";
import { logger } from "~/utils/logger.server";
import { gigSearchOf, savedSearchJson, type SavedSearch } from "~/validation/saved-search";
import { readSavedSearch } from "~/validation/newsletter";
import { gigIdsMatching } from "./gig-search/among.server";
import { readLedgerPayload } from "./shared/ledger-payload";
import { newsletterHeaders, unsubscribeUrl } from "./newsletter/newsletter.server";
import { unsubscribeTokensFor } from "./newsletter/newsletter-tokens.server";

/*
 * The weekday gig newsletter, exactly once per subscriber and Helsinki day, through the send
 * ledger (`mail_ledger`, migration 0008):
 *
 * - The first run of a day fixes the day's mailing in a row of its own (kind `gigsletter-run`):
 *   the cut-off (that run's time) and the gigs published after the previous newsletter's cut-off
 *   up to it. Every later or concurrent run of the day reads that row, so all of the day's mails
 *   list the same gigs, and the next day's newsletter starts where this one ended.
 * - Each subscriber's mail is a row (kind `gigsletter`, the subscription id, the date) inserted
 *   before the SMTP call: the key is the claim, so another process (or instance, on either
 *   engine) that finds it taken skips that subscriber. After the call the row is `sent`, or
 *   `failed` with the error.
 * - A failed row is claimed again by a later run of the same day, up to MAX_ATTEMPTS sends.
 * - A row still `claimed` after STALE_CLAIM_MS belongs to a run that crashed (or lost its
 *   database) in the middle of that send. The next run sends it again, once, counted as an
 *   attempt: if the SMTP server had accepted the message before the crash, that one address gets
 *   the day's newsletter twice. Every other address gets it once. A run keeps at most IN_FLIGHT
 *   sends going at once (over a pool of SMTP connections, for speed) and claims the next group
 *   of IN_FLIGHT before their turn, so a crash leaves at most 2 × IN_FLIGHT such rows, of which
 *   only the IN_FLIGHT in flight can have reached the SMTP server. A run started before they
 *   are stale skips them as another run's sends.
 * - A subscriber who subscribed from a gig search (decision 045) gets only the day's gigs that
 *   search lists on /gigs (`gigIdsMatching`, the search's own conditions), and no mail, nor a
 *   row, on a day when it lists none of them.
 */

const KIND = "gigsletter";
const RUN_KIND = "gigsletter-run";
const RUN_KEY = "all";
export const MAX_ATTEMPTS = 3;
export const STALE_CLAIM_MS = 10 * 60_000;
/** With no earlier newsletter, the first one lists the gigs of the last week. */
const FIRST_WINDOW_MS = 7 * 86_400_000;
const BATCH = 500;
/**
 * Sends in flight at once in one run (from claim commit to mark commit): twice the bulk mailer's
 * connections, so each connection has the next message ready while marks wait for a commit.
 */
const IN_FLIGHT = 2 * BULK_CONNECTIONS;
const SETTLE_GROUP = BULK_CONNECTIONS;
const SETTLE_WAIT_MS = 10;

/**
 * The day's mailing as its first run fixes it (the run row's `payload`), read back by every later
 * run and by the next day's, perhaps after a deploy: a row that no longer fits is not used.
 */
const RunPayloadSchema = z.object({
  since: z.string().datetime(),
  until: z.string().datetime(),
  gigIds: z.array(z.number().int()),
});
type RunPayload = z.infer<typeof RunPayloadSchema>;

const readRunPayload = (payload: string | null) =>
  readLedgerPayload(payload, (json) => RunPayloadSchema.safeParse(json));

export type GigsletterRecipient = { email: string; locale: Locale; gigs: string[] };

/** A day's gig as the mail shows it, with its id for a saved search's selection. */
type LetterGig = NewsletterGig & { id: number };

export type GigsletterSummary = {
  /** The Helsinki date of the run. */
  period: string;
  /** Why nothing was due, when nothing was; "invalid-run": the day's run row no longer fits. */
  reason: "weekend" | "no-new-gigs" | "invalid-run" | null;
  /** Mails sent by this run (a dry run: mails it would send). */
  sent: number;
  /** Subscribers already served today, being served by another run, or out of attempts. */
  skipped: number;
  /** Subscribers whose saved search lists none of the day's gigs: no mail for them today. */
  unmatched: number;
  failed: number;
  gigs: number;
  /** A dry run's list of who would get the newsletter now. */
  recipients?: GigsletterRecipient[];
};

function isWeekend(date: string): boolean {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** The previous newsletter's cut-off: the latest earlier run that reached someone, or listed nothing. */
async function previousCutoff(period: string): Promise<string | null> {
  const db = getDb();
  const runs = await db
    .selectFrom("mail_ledger as run")
    .select(["run.period_key", "run.payload", "run.claimed_at"])
    .where("run.kind", "=", RUN_KIND)
    .where("run.period_key", "<", period)
    .where((eb) =>
      eb.or([
        eb("run.state", "=", "sent"),
        eb.exists(
          eb
            .selectFrom("mail_ledger as mail")
            .select("mail.kind")
            .where("mail.kind", "=", KIND)
            .whereRef("mail.period_key", "=", "run.period_key")
            .where("mail.state", "=", "sent"),
        ),
      ]),
    )
    .orderBy("run.period_key", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!runs) return null;
  const read = readRunPayload(runs.payload);
  if ("data" in read) return read.data.until;
  // dayRun writes the cut-off as the run row's claim time too, and nothing changes that later.
  // Logged as an error all the same: a deploy changed the shape without carrying the rows over.
  logger.error("gig newsletter run payload invalid, its claim time taken as its cut-off", {
    kind: RUN_KIND,
    period: runs.period_key,
    problem: read.problem,
  });
  return runs.claimed_at;
}

async function newGigIds(since: string, until: string): Promise<number[]> {
  const rows = await getDb()
    .selectFrom("gigs")
    .select("id")
    .where("published", "=", 1)
    .where("published_at", ">", since)
    .where("published_at", "<=", until)
    .orderBy("published_at")
    .orderBy("id")
    .execute();
  return rows.map((r) => Number(r.id));
}

/**
 * The day's mailing as a run fixed it: null before any has, "invalid" when the row no longer fits
 * RunPayloadSchema. Such a row is logged and (unless `mark` is false, for a dry run) marked
 * failed; no mail is sent from it, since the day's mails must all list the same gigs.
 */
async function fixedRun(period: string, mark: boolean): Promise<RunPayload | "invalid" | null> {
  const db = getDb();
  const row = await db
    .selectFrom("mail_ledger")
    .select("payload")
    .where("kind", "=", RUN_KIND)
    .where("recipient_key", "=", RUN_KEY)
    .where("period_key", "=", period)
    .executeTakeFirst();
  if (!row) return null;
  const read = readRunPayload(row.payload);
  if ("data" in read) return read.data;
  logger.error("gig newsletter run payload invalid, nothing sent", {
    kind: RUN_KIND,
    period,
    problem: read.problem,
  });
  if (mark)
    await db
      .updateTable("mail_ledger")
      .set({ state: "failed", last_error: `invalid payload: ${read.problem}`.slice(0, 500) })
      .where("kind", "=", RUN_KIND)
      .where("recipient_key", "=", RUN_KEY)
      .where("period_key", "=", period)
      .execute();
  return "invalid";
}

/** The day's mailing as the first run fixed it; with `write` false it is only computed. */
async function dayRun(period: string, now: Date, write: boolean): Promise<RunPayload | "invalid"> {
  const existing = await fixedRun(period, write);
  if (existing) return existing;
  const until = now.toISOString();
  const since =
    (await previousCutoff(period)) ?? new Date(now.getTime() - FIRST_WINDOW_MS).toISOString();
  const payload: RunPayload = { since, until, gigIds: await newGigIds(since, until) };
  if (!write) return payload;
  // A run with nothing to send is `sent` at once: the next newsletter starts after its cut-off.
  await getDb()
    .insertInto("mail_ledger")
    .values({
      kind: RUN_KIND,
      recipient_key: RUN_KEY,
      period_key: period,
      state: payload.gigIds.length === 0 ? "sent" : "claimed",
      attempts: 1,
      claimed_at: until,
      sent_at: payload.gigIds.length === 0 ? until : null,
      last_error: null,
      payload: JSON.stringify(payload),
    })
    .onConflict((oc) => oc.columns(["kind", "recipient_key", "period_key"]).doNothing())
    .execute();
  // Another process may have fixed the day first; its row is the day's mailing.
  const fixed = await fixedRun(period, true);
  if (!fixed) throw new Error(`the gig newsletter's run row for ${period} is missing`);
  return fixed;
}

async function letterGigs(ids: number[]): Promise<LetterGig[]> {
  if (ids.length === 0) return [];
  const rows = await getDb()
    .selectFrom("gigs")
    .select([
      "id",
      "slug",
      "title",
      "rate_min",
      "rate_max",
      "locations",
      "onsite",
      "offer_deadline",
    ])
    .where("id", "in", ids)
    .where("published", "=", 1)
    .execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => {
    const gig = byId.get(id);
    return gig
      ? [
          {
            id,
            title: gig.title,
            url: absoluteUrl(`/gigs/${id}/${gig.slug}`),
            rateMin: gig.rate_min,
            rateMax: gig.rate_max,
            locations: stringList(gig.locations),
            workMode: gig.onsite,
            offerDeadline: gig.offer_deadline,
          },
        ]
      : [];
  });
}

function stringList(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

type Subscriber = { id: string; email: string; locale: Locale; search: SavedSearch | null };

/** Active subscriptions in id order, read a batch at a time, handed out in groups. */
async function* subscriberGroups(size: number): AsyncGenerator<Subscriber[]> {
  let group: Subscriber[] = [];
  for await (const subscriber of subscribers()) {
    group.push(subscriber);
    if (group.length === size) {
      yield group;
      group = [];
    }
  }
  if (group.length > 0) yield group;
}

/** Active subscriptions in id order, a batch at a time. */
async function* subscribers(): AsyncGenerator<Subscriber> {
  let after = "";
  for (;;) {
    const rows = await getDb()
      .selectFrom("newsletter_subscriptions")
      .select(["id", "email", "locale", "search"])
      .where("unsubscribed_at", "is", null)
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    for (const row of rows)
      yield { id: row.id, email: row.email, locale: localeOf(row), search: searchOf(row) };
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * A subscription's saved search. One that no longer reads (a deploy changed its shape without
 * carrying the rows over) is logged and taken as none: every new gig rather than no newsletter.
 */
function searchOf(row: { id: string; search: string | null }): SavedSearch | null {
  const search = readSavedSearch(row.search);
  if (search !== "invalid") return search;
  logger.error("newsletter subscription search invalid, sending every gig", {
    subscription: row.id,
  });
  return null;
}

/**
 * The day's gigs each saved search lists, each search asked once a run (many subscribers share
 * one); a subscriber without a search gets them all.
 */
function gigsBySearch(gigs: LetterGig[]) {
  const ids = gigs.map((gig) => gig.id);
  const found = new Map<string, Promise<LetterGig[]>>();
  return (search: SavedSearch | null): Promise<LetterGig[]> => {
    if (!search) return Promise.resolve(gigs);
    const key = savedSearchJson(search)!;
    let listed = found.get(key);
    if (!listed) {
      listed = gigIdsMatching(gigSearchOf(search), ids).then((matched) => {
        const wanted = new Set(matched);
        return gigs.filter((gig) => wanted.has(gig.id));
      });
      found.set(key, listed);
    }
    return listed;
  };
}

/**
 * Claims this subscriber's row for the day: a new row, or a failed one with attempts left, or
 * one a crashed run left claimed. One statement each, so two processes never both get it.
 */
async function claim(
  recipient: string,
  period: string,
  now: Date,
  db: DB = getDb(),
): Promise<boolean> {
  const nowIso = now.toISOString();
  const inserted = await db
    .insertInto("mail_ledger")
    .values({
      kind: KIND,
      recipient_key: recipient,
      period_key: period,
      state: "claimed",
      attempts: 1,
      claimed_at: nowIso,
      sent_at: null,
      last_error: null,
      payload: null,
    })
    .onConflict((oc) => oc.columns(["kind", "recipient_key", "period_key"]).doNothing())
    .returning("recipient_key")
    .executeTakeFirst();
  if (inserted) return true;
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  const reclaimed = await db
    .updateTable("mail_ledger")
    .set((eb) => ({ state: "claimed", claimed_at: nowIso, attempts: eb("attempts", "+", 1) }))
    .where("kind", "=", KIND)
    .where("recipient_key", "=", recipient)
    .where("period_key", "=", period)
    .where("attempts", "<", MAX_ATTEMPTS)
    .where((eb) =>
      eb.or([
        eb("state", "=", "failed"),
        eb.and([eb("state", "=", "claimed"), eb("claimed_at", "<", staleBefore)]),
      ]),
    )
    .returning("recipient_key")
    .executeTakeFirst();
  return Boolean(reclaimed);
}

/** Whether `claim` would get this subscriber's row now (for a dry run, which claims nothing). */
async function wouldClaim(recipient: string, period: string, now: Date): Promise<boolean> {
  const row = await getDb()
    .selectFrom("mail_ledger")
    .select(["state", "attempts", "claimed_at"])
    .where("kind", "=", KIND)
    .where("recipient_key", "=", recipient)
    .where("period_key", "=", period)
    .executeTakeFirst();
  if (!row) return true;
  if (Number(row.attempts) >= MAX_ATTEMPTS) return false;
  if (row.state === "failed") return true;
  return row.state === "claimed" && Date.parse(row.claimed_at) < now.getTime() - STALE_CLAIM_MS;
}

type Outcome = { sentAt: string } | { error: string };

async function settle(recipient: string, period: string, outcome: Outcome, db: DB = getDb()) {
  await db
    .updateTable("mail_ledger")
    .set(
      "sentAt" in outcome
        ? { state: "sent", sent_at: outcome.sentAt, last_error: null }
        : { state: "failed", last_error: outcome.error.slice(0, 500) },
    )
    .where("kind", "=", KIND)
    .where("recipient_key", "=", recipient)
    .where("period_key", "=", period)
    .execute();
}

/**
 * Marks finished sends, each row by its own statement, committing them together: the marks of
 * up to SETTLE_GROUP sends, or those that finished within SETTLE_WAIT_MS. One commit (on SQLite
 * one fsync, which on a busy disk takes milliseconds) for several mails instead of one each. A
 * send counts as in flight until its row's commit is done, so this adds no rows to what a crash
 * can leave claimed.
 */
function settler(period: string) {
  type Mark = { recipient: string; outcome: Outcome; done: (error?: unknown) => void };
  let queue: Mark[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing = Promise.resolve();
  const write = async (batch: Mark[]) => {
    try {
      await getDb()
        .transaction()
        .execute(async (trx) => {
          // The sent ones in one statement (they share their time); failures carry their own error.
          const sent = batch.filter((m) => "sentAt" in m.outcome);
          if (sent.length)
            await trx
              .updateTable("mail_ledger")
              .set({
                state: "sent",
                sent_at: (sent[0]!.outcome as { sentAt: string }).sentAt,
                last_error: null,
              })
              .where("kind", "=", KIND)
              .where("period_key", "=", period)
              .where(
                "recipient_key",
                "in",
                sent.map((m) => m.recipient),
              )
              .execute();
          for (const { recipient, outcome } of batch)
            if (!("sentAt" in outcome)) await settle(recipient, period, outcome, trx);
        });
      for (const mark of batch) mark.done();
    } catch (error) {
      for (const mark of batch) mark.done(error);
    }
  };
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = queue;
    queue = [];
    writing = writing.then(() => write(batch));
  };
  return (recipient: string, outcome: Outcome) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ recipient, outcome, done: (error) => (error ? reject(error) : resolve()) });
      if (queue.length >= SETTLE_GROUP) flush();
      else timer ??= setTimeout(flush, SETTLE_WAIT_MS);
    });
}

function localeOf(subscriber: { locale: string }): Locale {
  return isLocale(subscriber.locale) ? subscriber.locale : "en";
}

/**
 * Claims the day's mail of each of these subscribers and reads the stable token its unsubscribe
 * link carries (storing its hash where a subscription still had an older one), committed together
 * before any of their sends starts: one commit (on SQLite one fsync) for a group instead of two per mail. What a
 * crash can leave is unchanged: a claimed row whose send had not started is sent once later,
 * like one in flight, and only the sends in flight (IN_FLIGHT at most) can have reached the
 * SMTP server. An address unsubscribed since the list was read leaves no row behind, should it
 * subscribe again today.
 */
async function claimGroup<S extends Subscriber>(
  group: S[],
  period: string,
  now: Date,
): Promise<Array<S & { token: string }>> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      // One statement claims every new row of the group (the common case); the keys taken
      // already go one by one through claim(), which takes over only failed or stale ones.
      const inserted = await trx
        .insertInto("mail_ledger")
        .values(
          group.map((subscriber) => ({
            kind: KIND,
            recipient_key: subscriber.id,
            period_key: period,
            state: "claimed" as const,
            attempts: 1,
            claimed_at: now.toISOString(),
            sent_at: null,
            last_error: null,
            payload: null,
          })),
        )
        .onConflict((oc) => oc.columns(["kind", "recipient_key", "period_key"]).doNothing())
        .returning("recipient_key")
        .execute();
      const fresh = new Set(inserted.map((row) => row.recipient_key));
      const taken: S[] = [];
      for (const subscriber of group)
        if (fresh.has(subscriber.id) || (await claim(subscriber.id, period, now, trx)))
          taken.push(subscriber);
      const tokens = await unsubscribeTokensFor(
        trx,
        taken.map((subscriber) => subscriber.id),
        now,
      );
      const claimed: Array<S & { token: string }> = [];
      for (const subscriber of taken) {
        const token = tokens.get(subscriber.id);
        if (token) {
          claimed.push({ ...subscriber, token });
          continue;
        }
        await trx
          .deleteFrom("mail_ledger")
          .where("kind", "=", KIND)
          .where("recipient_key", "=", subscriber.id)
          .where("period_key", "=", period)
          .execute();
      }
      return claimed;
    });
}

/** Rendered mails kept at once: every language's plain one, and the latest saved searches'. */
const RENDERED_MAX = 200;

/**
 * The day's mail per language and saved search, rendered once per run: the gigs and texts are
 * the same for every subscriber of a search, only the unsubscribe token differs: the mail is
 * rendered with a random token of its own (a mark no gig text can contain), and each
 * subscriber's copy swaps that mark for their token.
 */
function letterRenderer() {
  const tokenMark = newToken();
  const rendered = new Map<string, Promise<RenderedMail>>();
  return async (
    locale: Locale,
    token: string,
    gigs: NewsletterGig[],
    search: SavedSearch | null,
  ): Promise<RenderedMail> => {
    const key = `${locale}\n${savedSearchJson(search) ?? ""}`;
    let mail = rendered.get(key);
    if (!mail) {
      mail = newsletterEmail({
        locale,
        gigs,
        search,
        unsubscribeUrl: unsubscribeUrl(tokenMark, locale),
      });
      rendered.set(key, mail);
      // Map keeps insertion order: the first entry is the oldest.
      if (rendered.size > RENDERED_MAX) rendered.delete(rendered.keys().next().value!);
    }
    const { subject, html, text } = await mail;
    return {
      subject,
      html: html.split(tokenMark).join(token),
      text: text.split(tokenMark).join(token),
    };
  };
}

/** Sends one claimed subscriber's mail and settles the row; throws only when the ledger cannot be written. */
async function deliver(
  { mailer, render, mark }: Run,
  subscriber: Subscriber & { token: string; gigs: NewsletterGig[] },
  now: Date,
): Promise<"sent" | "failed"> {
  const { locale, token } = subscriber;
  try {
    const mail = await render(locale, token, subscriber.gigs, subscriber.search);
    await mailer.send({ to: subscriber.email, ...mail, headers: newsletterHeaders(token, locale) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.error("gig newsletter not sent", { subscription: subscriber.id, reason: message });
    await mark(subscriber.id, { error: message });
    return "failed";
  }
  await mark(subscriber.id, { sentAt: now.toISOString() });
  return "sent";
}

type Run = {
  mailer: BulkMailer;
  render: ReturnType<typeof letterRenderer>;
  mark: ReturnType<typeof settler>;
};

/**
 * One weekday run of the gig newsletter (the external cron's `npm run gigsletter:send`). Safe to
 * start any number of times and in any number of processes: each active subscriber gets the
 * day's newsletter once. A dry run writes nothing and lists who would get it now. `day` runs
 * another day's newsletter (YYYY-MM-DD) with the gigs published up to now, and `force` sends one
 * on a weekend day: how someone trying the product sees a newsletter on a Saturday.
 */
export async function sendGigsletter({
  now = new Date(),
  dryRun = false,
  day,
  force = false,
}: {
  now?: Date;
  dryRun?: boolean;
  day?: string;
  force?: boolean;
} = {}): Promise<GigsletterSummary> {
  const period = day ?? helsinkiDate(now);
  const summary: GigsletterSummary = {
    period,
    reason: null,
    sent: 0,
    skipped: 0,
    unmatched: 0,
    failed: 0,
    gigs: 0,
    ...(dryRun ? { recipients: [] } : {}),
  };
  if (isWeekend(period) && !force) return { ...summary, reason: "weekend" };
  const run = await dayRun(period, now, !dryRun);
  if (run === "invalid") return { ...summary, reason: "invalid-run" };
  const gigs = await letterGigs(run.gigIds);
  summary.gigs = gigs.length;
  if (gigs.length === 0) return { ...summary, reason: "no-new-gigs" };
  const listedFor = gigsBySearch(gigs);

  if (dryRun) {
    for await (const subscriber of subscribers()) {
      const listed = await listedFor(subscriber.search);
      if (!listed.length) summary.unmatched++;
      else if (await wouldClaim(subscriber.id, period, now)) {
        summary.recipients?.push({
          email: subscriber.email,
          locale: subscriber.locale,
          gigs: listed.map((g) => g.title),
        });
        summary.sent++;
      } else summary.skipped++;
    }
    return summary;
  }

  const mailer = openBulkMailer();
  const sending: Run = { mailer, render: letterRenderer(), mark: settler(period) };
  const inFlight = new Set<Promise<void>>();
  let fatal: { error: unknown } | null = null;
  try {
    for await (const group of subscriberGroups(IN_FLIGHT)) {
      if (fatal) break;
      const listed = await Promise.all(
        group.map(async (subscriber) => ({
          ...subscriber,
          gigs: await listedFor(subscriber.search),
        })),
      );
      const wanted = listed.filter((subscriber) => subscriber.gigs.length > 0);
      summary.unmatched += listed.length - wanted.length;
      const claimed = wanted.length ? await claimGroup(wanted, period, now) : [];
      summary.skipped += wanted.length - claimed.length;
      for (const recipient of claimed) {
        while (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
        const send: Promise<void> = deliver(sending, recipient, now)
          .then((outcome) => void summary[outcome]++)
          // Only the ledger's own writes throw here: the database is gone, so the run stops.
          .catch((error: unknown) => void (fatal ??= { error }))
          .finally(() => inFlight.delete(send));
        inFlight.add(send);
      }
    }
  } finally {
    await Promise.all(inFlight);
    mailer.close();
  }
  if (fatal) throw (fatal as { error: unknown }).error;
  // The day's mailing reached someone: the next newsletter starts after its cut-off. (A run
  // that crashed before this line counts too, through its sent rows; see previousCutoff.)
  if (summary.sent > 0) {
    await getDb()
      .updateTable("mail_ledger")
      .set({ state: "sent", sent_at: now.toISOString() })
      .where("kind", "=", RUN_KIND)
      .where("recipient_key", "=", RUN_KEY)
      .where("period_key", "=", period)
      .where("state", "=", "claimed")
      .execute();
  }
  return summary;
}
