import { sql, type Kysely } from "kysely";
import { engineOf } from "../client.server";

/*
 * PostgreSQL's skill and location filters. Through gig_terms (0003) a filter is a join: a phrase
 * with a skill visited the gig row of every gig with that skill to test the phrase (4,908 index
 * lookups for "Rust" at 100,000 gigs, about 45 ms warm). The same terms on the gig row itself,
 * in a GIN index beside the phrase's, let PostgreSQL AND the two bitmaps and visit only the gigs
 * that match both. Stored for the reason search_vector is (0003): a plan that walks an order
 * index and filters reads the column instead of parsing three JSON lists per row.
 *
 * The terms are "skill:<value>" and "location:<value>", exactly as gig_terms holds them
 * (gig_json_texts trims and drops malformed lists). SQLite keeps gig_terms: its searches drive
 * by the smallest id set instead (app/domain/gig-search/).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== "postgres") return;
  await sql`
    create function gig_filter_terms(required_skills text, nice_to_have_skills text, locations text)
    returns text[] language sql immutable parallel safe as $$
      select coalesce(array_agg(distinct term), '{}') from (
        select 'skill:' || v as term from gig_json_texts(required_skills) v
        union all select 'skill:' || v from gig_json_texts(nice_to_have_skills) v
        union all select 'location:' || v from gig_json_texts(locations) v
      ) as terms
    $$`.execute(db);
  await sql`
    alter table gigs add column filter_terms text[] not null
    generated always as (gig_filter_terms(required_skills, nice_to_have_skills, locations)) stored`.execute(
    db,
  );
  await sql`create index gigs_filter_terms_idx on gigs using gin (filter_terms)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== "postgres") return;
  await sql`alter table gigs drop column filter_terms`.execute(db);
  await sql`drop function gig_filter_terms(text, text, text)`.execute(db);
}
