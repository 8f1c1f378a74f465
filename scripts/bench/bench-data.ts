// Benchmark data on either engine, on top of whatever the database holds (the demo seed for the
// page benchmark, nothing for the search benchmark): realistic gigs (bench-gigs.ts; triggers keep
// the search tables in step), partner companies with their users and experts (with what each
// offers: skills from the gigs' own, availability, rate expectation), and offers
// (candidates) spread over them. One company, signed in as BENCH_USER, is the dashboard pages'
// big company. GROWTH_SIZE is the size the growth targets are measured at.
//
// Gigs, companies, users and experts are built here and inserted in multi-row batches, one
// transaction per 10,000 rows; offers are generated inside the database by one INSERT ... SELECT
// per company group (PostgreSQL's generate_series, a recursive CTE on SQLite), so a million of
// them is a single statement rather than a million rows through the driver.
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type RawBuilder } from "kysely";
import { engineOf } from "~/db/client.server";
import type { Database, NewGig } from "~/db/schema";
import { helsinkiDate } from "~/utils/dates";
import { skillKey } from "~/domain/matching/skill-vocabulary";
import { LOCATIONS, makeGig, pick, random, ROLES, SKILLS, type Rand } from "./bench-gigs";

export type BenchSize = {
  /** Gigs in all, those already in the database included. */
  gigs: number;
  /** The bench company's (BENCH_USER's) experts and offers. */
  experts: number;
  offers: number;
  /** Partner companies in all, the bench company included (default 1: the bench company only). */
  companies?: number;
  /** Experts over all companies, the bench company's included (default `experts`). */
  totalExperts?: number;
  /** Offers (candidates) over all companies, the bench company's included (default `offers`). */
  candidates?: number;
};

/** The growth measurement's data: 100,000 gigs, 2,000 companies, 50,000 experts, 1,000,000 offers. */
export const GROWTH_SIZE = {
  gigs: 100_000,
  experts: 2_000,
  offers: 5_000,
  companies: 2_000,
  totalExperts: 50_000,
  candidates: 1_000_000,
} satisfies Required<BenchSize>;

export const BENCH_USER = "bench@example.com";

const BATCH = 500;
const TRANSACTION_ROWS = 10_000;
const CV = Buffer.from("%PDF-1.4\n% bench CV\ntrailer << >>\n%%EOF\n");
const FIRST_NAMES = ["Aino", "Eero", "Helmi", "Juho", "Kaisa", "Lauri", "Maria", "Niko", "Oona"];
const LAST_NAMES = [
  "Virtanen",
  "Korhonen",
  "Nieminen",
  "Mäkinen",
  "Hämäläinen",
  "Laine",
  "Koskinen",
];
const COMPANY_WORDS = ["Nordic", "Arctic", "Kide", "Sisu", "Lumo", "Aalto", "Revontuli", "Koski"];
const COMPANY_KINDS = ["Consulting", "Digital", "Solutions", "Software", "Partners", "Labs"];

type Db = Kysely<Database>;
const isPostgres = (db: Db) => engineOf(db as Kysely<unknown>) === "postgres";
type Company = { id: string; userId: string; experts: number; freelancer?: boolean };

export type BenchSeeded = { userId: string; gigs: number; experts: number; candidates: number };

export async function seedBenchData(
  db: Db,
  size: BenchSize,
  { log = () => {} }: { log?: (line: string) => void } = {},
): Promise<BenchSeeded> {
  const companies = Math.max(1, size.companies ?? 1);
  const totalExperts = Math.max(size.experts, size.totalExperts ?? size.experts);
  const candidates = Math.max(size.offers, size.candidates ?? size.offers);
  const now = new Date();
  const r = random(42);
  let started = performance.now();
  const done = (what: string) => {
    // "N things in T s" read in CI's log like a test runner's closing line (pytest's "N passed in
    // T s") that counted no test.
    log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
  };

  await seedGigs(db, size.gigs, r, now);
  done(count(size.gigs, "gig", "gigs"));
  const stamp = now.toISOString();
  const bench = await seedBenchCompany(db, size.experts, stamp);
  const others = await seedCompanies(db, companies - 1, totalExperts - size.experts, r, stamp);
  await seedExperts(db, [bench, ...others], r, stamp);
  done(`${count(companies, "company", "companies")}, ${count(totalExperts, "expert", "experts")}`);
  await withGigNumbers(db, async (trx, gigCount) => {
    await seedOffers(trx, [bench], size.offers, gigCount, 0);
    await seedOffers(trx, others, candidates - size.offers, gigCount, 1);
  });
  done(count(candidates, "offer", "offers"));
  if (isPostgres(db)) {
    // What autovacuum does after a bulk insert (PostgreSQL 13+ vacuums on inserts too) by the
    // time anyone searches: statistics, and the visibility map without which every index-only
    // scan fetches each row from the table (the unfiltered /gigs count: 5 ms instead of 0.4).
    await sql`vacuum analyze`.execute(db);
    done("vacuum analyze");
  }
  const gigs = await countRows(db, "gigs");
  return { userId: bench.userId, gigs, experts: totalExperts, candidates };
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en")} ${n === 1 ? one : many}`;

async function countRows(db: Db, table: "gigs" | "candidates") {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts `rows()` in batches, one transaction per TRANSACTION_ROWS. */
async function insertBatched<T>(
  db: Db,
  total: number,
  row: (n: number) => T,
  insert: (trx: Db, rows: T[]) => Promise<unknown>,
) {
  for (let done = 0; done < total;) {
    await db.transaction().execute(async (trx) => {
      const end = Math.min(total, done + TRANSACTION_ROWS);
      for (; done < end; done += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, end - done) }, (_, k) => row(done + k));
        await insert(trx, rows);
      }
    });
  }
}

async function seedGigs(db: Db, total: number, r: Rand, now: Date) {
  const existing = await countRows(db, "gigs");
  const today = helsinkiDate(now);
  await insertBatched(
    db,
    Math.max(0, total - existing),
    (n): NewGig => makeGig(r, existing + n, today, now),
    (trx, rows) => trx.insertInto("gigs").values(rows).execute(),
  );
}

async function seedBenchCompany(db: Db, experts: number, stamp: string): Promise<Company> {
  const company = { id: randomUUID(), userId: randomUUID(), experts };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("companies")
      .values({
        id: company.id,
        name: "Bench Consulting Oy",
        website: "https://bench.example.com",
        partner_type: "company",
        country_code: "FI",
        business_id: "1572860-0",
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    await trx
      .insertInto("users")
      .values(partnerUser(company, BENCH_USER, "Bench User", stamp))
      .execute();
    await trx
      .insertInto("company_capabilities")
      .values([1, 3, 12].map((capability_id) => ({ company_id: company.id, capability_id })))
      .execute();
  });
  return company;
}

function partnerUser(company: Company, email: string, name: string, stamp: string) {
  return {
    id: company.userId,
    email,
    name,
    phone_number: "+358 40 000 0000",
    job_title: "Sales",
    password_hash: null,
    email_verified_at: stamp,
    disabled_at: null,
    role: "partner" as const,
    company_id: company.id,
    is_contact_person: 1 as const,
    terms_accepted_at: stamp,
    terms_version: "2023-06-01",
    registered_at: stamp,
    created_at: stamp,
    updated_at: stamp,
  };
}

/** A valid y-tunnus for n: seven digits and the mod-11 check digit (n with remainder 1 skipped). */
function businessId(n: number) {
  for (let digits = 2_000_000 + n * 7; ; digits++) {
    const text = String(digits).padStart(7, "0");
    const sum = [7, 9, 10, 5, 8, 4, 2].reduce((acc, w, i) => acc + w * Number(text[i]), 0);
    if (sum % 11 === 1) continue;
    return `${text}-${sum % 11 === 0 ? 0 : 11 - (sum % 11)}`;
  }
}

/**
 * `count` companies sharing `experts` experts the way a market does: a few large consultancies,
 * a long tail of small ones, and every tenth a freelancer who is their own single expert.
 */
async function seedCompanies(db: Db, count: number, experts: number, r: Rand, stamp: string) {
  if (count <= 0) return [];
  const freelancer = (c: number) => c % 10 === 9 && experts >= count;
  const freelancers = Array.from({ length: count }, (_, c) => c).filter(freelancer).length;
  const weights = Array.from({ length: count }, (_, c) => (freelancer(c) ? 0 : 1 / (c + 1) ** 0.8));
  const sum = weights.reduce((a, b) => a + b, 0);
  const shared = experts - freelancers;
  const sizes = weights.map((w, c) => (freelancer(c) ? 1 : Math.floor((w / sum) * shared)));
  // Rounding leaves a few over: the largest companies take them.
  for (let left = experts - sizes.reduce((a, b) => a + b, 0), c = 0; left > 0; left--, c++) {
    sizes[c % Math.max(1, count - freelancers)]! += 1;
  }
  const list: Company[] = sizes.map((n, c) => ({
    id: randomUUID(),
    userId: randomUUID(),
    experts: n,
    freelancer: freelancer(c),
  }));
  await insertBatched(
    db,
    count,
    (c) => c,
    async (trx, rows) => {
      await trx
        .insertInto("companies")
        .values(
          rows.map((c) => {
            const solo = freelancer(c);
            const name = solo
              ? `${pick(r, FIRST_NAMES)} ${pick(r, LAST_NAMES)} Tmi ${c}`
              : `${pick(r, COMPANY_WORDS)} ${pick(r, COMPANY_KINDS)} ${c} Oy`;
            return {
              id: list[c]!.id,
              name,
              website: solo ? null : `https://partner-${c}.example.com`,
              partner_type: solo ? ("freelancer" as const) : ("company" as const),
              country_code: "FI",
              business_id: businessId(c),
              created_at: stamp,
              updated_at: stamp,
            };
          }),
        )
        .execute();
      await trx
        .insertInto("users")
        .values(
          rows.map((c) =>
            partnerUser(list[c]!, `partner-${c}@bench.example.com`, `Partner ${c}`, stamp),
          ),
        )
        .execute();
      await trx
        .insertInto("company_capabilities")
        .values(rows.map((c) => ({ company_id: list[c]!.id, capability_id: 1 + (c % 12) })))
        .execute();
    },
  );
  return list;
}

/** The gigs' skills under their keys (app/domain/matching/skill-vocabulary.ts), computed once. */
const SKILL_ROWS = SKILLS.map((label) => ({ skill_key: skillKey(label), label })).filter(
  (skill, i, all) => all.findIndex((other) => other.skill_key === skill.skill_key) === i,
);
const WORK_MODE_CHOICES = [["remote"], ["remote", "hybrid"], ["hybrid", "onsite"], []];
const SKILL_ROWS_PER_INSERT = 2_000;

/**
 * What expert n offers, by arithmetic on n rather than from the random sequence (so the data
 * seeded after it stays as before): 4-8 of the gigs' skills, available now or within two months,
 * an allocation, a rate expectation (most give one) inside the gigs' spread, modes and places.
 */
function expertProfile(n: number, today: string) {
  const skills = Array.from(
    { length: 4 + (n % 5) },
    (_, k) => SKILL_ROWS[(n * 7 + k * 13) % SKILL_ROWS.length]!,
  );
  return {
    skills,
    columns: {
      available_from: n % 3 === 0 ? null : addDays(today, n % 60),
      allocation: [100, 100, 80, 60, 50][n % 5]!,
      rate_expectation: n % 7 === 6 ? null : 60 + ((n * 13) % 80),
      work_modes: JSON.stringify(WORK_MODE_CHOICES[n % WORK_MODE_CHOICES.length]),
      locations: JSON.stringify(
        [LOCATIONS[n % LOCATIONS.length]!, LOCATIONS[(n * 3 + 1) % LOCATIONS.length]!].filter(
          (place, i, both) => both.indexOf(place) === i,
        ),
      ),
    },
  };
}

function addDays(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function seedExperts(db: Db, companies: Company[], r: Rand, stamp: string) {
  const owners = companies.flatMap((company) =>
    Array.from({ length: company.experts }, () => company),
  );
  const today = helsinkiDate(new Date(stamp));
  const skillsOf = new Map<string, ReturnType<typeof expertProfile>["skills"]>();
  await insertBatched(
    db,
    owners.length,
    (n) => {
      const company = owners[n]!;
      // Most experts have a CV; a freelancer is their own expert, signed in as its user.
      const cv = n % 5 !== 4;
      const id = randomUUID();
      const profile = expertProfile(n, today);
      skillsOf.set(id, profile.skills);
      return {
        id,
        company_id: company.id,
        user_id: company.freelancer ? company.userId : null,
        name: `${pick(r, FIRST_NAMES)} ${pick(r, LAST_NAMES)} ${n}`,
        role: pick(r, ROLES),
        sales_pitch: `Years of delivery with ${pick(r, SKILLS)} and ${pick(r, SKILLS)}.`,
        cv_filename: cv ? "cv.pdf" : null,
        cv_mimetype: cv ? "application/pdf" : null,
        cv_size: cv ? CV.length : null,
        cv_added_at: cv ? stamp : null,
        ...profile.columns,
        created_at: stamp,
        updated_at: stamp,
      };
    },
    async (trx, rows) => {
      await trx.insertInto("experts").values(rows).execute();
      // The bench's CV is far below one chunk (migration 0011).
      const chunks = rows.flatMap((row) =>
        row.cv_size ? [{ expert_id: row.id, seq: 0, data: CV }] : [],
      );
      if (chunks.length) await trx.insertInto("expert_cv_chunks").values(chunks).execute();
      const skills = rows.flatMap((row) => {
        const list = skillsOf.get(row.id)!;
        skillsOf.delete(row.id);
        return list.map((skill, position) => ({ expert_id: row.id, ...skill, position }));
      });
      for (let i = 0; i < skills.length; i += SKILL_ROWS_PER_INSERT)
        await trx
          .insertInto("expert_skills")
          .values(skills.slice(i, i + SKILL_ROWS_PER_INSERT))
          .execute();
    },
  );
}

/**
 * Runs `body` in one transaction with a temporary table bench_gigs (n, id, ...) numbering the
 * gigs from 0, so that offers can pick gig n by arithmetic.
 */
async function withGigNumbers(db: Db, body: (trx: Db, gigs: number) => Promise<void>) {
  await db.transaction().execute(async (trx) => {
    await sql`create temporary table bench_gigs as
      select row_number() over (order by id) - 1 as n, id, status, offer_deadline, published_at
      from gigs`.execute(trx);
    await sql`create unique index bench_gigs_n on bench_gigs (n)`.execute(trx);
    await sql`create temporary table bench_experts (
      n integer primary key, id text not null, company_id text not null, user_id text not null)`.execute(
      trx,
    );
    // On failure the rollback takes the temporary tables with it (DDL is transactional on both).
    await body(trx, await countRows(trx, "gigs"));
    await sql`drop table bench_experts`.execute(trx);
    await sql`drop table bench_gigs`.execute(trx);
  });
}

/** A version-4 UUID made by the database, a new one per row. */
const uuidSql = (db: Db): RawBuilder<string> => {
  if (isPostgres(db)) return sql`gen_random_uuid()::text`;
  const hex = (bytes: number) => sql`lower(hex(randomblob(${sql.lit(bytes)})))`;
  return sql`${hex(4)} || '-' || ${hex(2)} || '-4' || substr(${hex(2)}, 2) || '-'
    || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(${hex(2)}, 2) || '-' || ${hex(6)}`;
};

/** The numbers 0 .. count - 1 as rows of `s(n)`, for INSERT ... SELECT. */
const seriesSql = (db: Db, count: number): RawBuilder<unknown> =>
  isPostgres(db)
    ? sql`s (n) as (select generate_series(0::bigint, ${count - 1}::bigint))`
    : sql`recursive s (n) as (select 0 union all select n + 1 from s where n < ${count - 1})`;

/** A step that visits every gig once before any twice: coprime to the gig count. */
function strideFor(gigs: number) {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let stride = 4999;
  while (gcd(stride, gigs) !== 1) stride += 2;
  return stride;
}

/**
 * `count` offers by `companies`' experts. Offer n goes to expert n mod E, and that expert's
 * k-th offer (k = n div E) to gig (e * 37 + k * stride) mod G: distinct gigs per expert, so the
 * (gig, expert) key holds. The stage follows the gig: open gigs hold offers under review,
 * closed ones mostly decided (offered, accepted, declined with a reason and feedback).
 */
async function seedOffers(
  trx: Db,
  companies: Company[],
  count: number,
  gigs: number,
  seed: number,
) {
  if (count <= 0) return;
  await sql`delete from bench_experts`.execute(trx);
  const companyIds = companies.filter((c) => c.experts > 0).map((c) => c.id);
  if (!companyIds.length) return;
  // Experts of these companies, numbered from 0 in a shuffled but fixed order.
  await sql`insert into bench_experts (n, id, company_id, user_id)
    select row_number() over (order by e.id) - 1, e.id, e.company_id, u.id
    from experts e join users u on u.company_id = e.company_id and u.is_contact_person = 1
    where e.company_id in (${sql.join(companyIds)})`.execute(trx);
  const { rows } = await sql<{ n: number }>`select count(*) as n from bench_experts`.execute(trx);
  const experts = Number(rows[0]?.n ?? 0);
  if (experts === 0 || Math.ceil(count / experts) > gigs) {
    throw new Error(`cannot place ${count} offers on ${gigs} gigs with ${experts} experts`);
  }
  const today = helsinkiDate(new Date());
  const h = sql`((s.n * 7919 + ${seed}) % 100)`;
  const open = sql`(g.status = 'accepting-proposals' and g.offer_deadline >= ${today})`;
  const stage = sql`case
    when ${open} then case when ${h} < 60 then 'waiting-review'
      when ${h} < 85 then 'suitable-candidate' else 'ready-to-offer' end
    when g.offer_deadline >= ${today} then case when ${h} < 50 then 'waiting-customer-decision'
      else 'suitable-candidate' end
    when ${h} < 70 then 'declined' when ${h} < 80 then 'accepted'
    when ${h} < 90 then 'waiting-customer-decision' else 'suitable-candidate' end`;
  await sql`
    with ${seriesSql(trx, count)},
    picked as (
      select s.n, e.id as expert_id, e.company_id, e.user_id, g.id as gig_id, g.published_at,
        ${stage} as stage
      from s
      join bench_experts e on e.n = s.n % ${experts}
      join bench_gigs g on g.n = (e.n * 37 + (s.n / ${experts}) * ${strideFor(gigs)}) % ${gigs}
    )
    insert into candidates (id, gig_id, expert_id, company_id, status, stage, rate,
      additional_description, contact_user_id, decline_reason, feedback, created_at, updated_at)
    select ${uuidSql(trx)}, gig_id, expert_id, company_id,
      case stage when 'waiting-customer-decision' then 'OFFERED' when 'accepted' then 'ACCEPTED'
        when 'declined' then 'DECLINED' else 'REVIEW' end,
      stage, 60 + (n * 13) % 80,
      case when n % 3 = 0 then 'Available from next month; has led two similar projects.' end,
      user_id,
      case when stage = 'declined' then case n % 3 when 0 then 'MORE_SUITABLE_CANDIDATE_FOUND'
        when 1 then 'REJECTED_BY_CUSTOMER' else 'INSUFFICIENT_EXPERIENCE' end end,
      case when stage = 'declined' then 'The customer chose a candidate with more domain experience.' end,
      published_at, published_at
    from picked`.execute(trx);
}
