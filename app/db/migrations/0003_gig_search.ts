import { sql, type Kysely } from "kysely";
import { engineOf } from "../client.server";

/*
 * Full-text search and filter indexes for the public gig list (app/domain/gig-search/).
 *
 * Phrase: SQLite gets an FTS5 external-content table over a view of gigs (the view joins the two
 * skill lists into one column); PostgreSQL a stored tsvector column with a GIN index, 'simple'
 * config (no stemming, no stop words, so Finnish and English both work and the words match
 * FTS5's unicode61 ones). Stored rather than an expression index: when the planner walks an
 * ordered index and filters (newest first, common word), an expression would be recomputed for
 * every row it passes (about a millisecond each), a column is only read. Both engines turn
 * punctuation into spaces first, so "Node.js" or "C#" split the same way on both (PostgreSQL's
 * parser alone would keep "node.js" as one host-like word).
 *
 * Skill and location filters: the columns are JSON text, which no index can look into, so
 * triggers keep a normalised side table gig_terms(kind, value, gig_id) whose primary key is the
 * lookup order: one skill is an index range of gig ids, whatever the table size. Matching through
 * the FTS column instead would find "Java" inside "Java 17+" or in a description; the filter must
 * mean "has exactly this skill", and FTS cannot tell required skills from locations either.
 *
 * Filters and orders: each index leads with what a query ranges or orders on and carries the
 * other filter columns, so counts and page ids are answered from the index alone; only the
 * twenty rows of a page are read from the (wide) table. These supersede 0001's
 * (status, offer_deadline) and (published_at) indexes.
 */

/** Columns read by the FTS index; `skills` is both lists side by side. */
const SQLITE_FTS_VALUES = (row: "new" | "old") =>
  `${row}.id, ${row}.title, ${row}.required_skills || ' ' || ${row}.nice_to_have_skills, ${row}.locations, ${row}.description`;

/** Punctuation to spaces, then 'simple' words (see the comment at the top). */
function pgVector(column: string) {
  return `to_tsvector('simple'::regconfig, regexp_replace(${column}, '[[:punct:]]+', ' ', 'g'))`;
}

const PG_SEARCH_VECTOR = `setweight(${pgVector("title")}, 'A') || setweight(${pgVector(
  "required_skills || ' ' || nice_to_have_skills",
)}, 'B') || setweight(${pgVector("locations")}, 'B') || setweight(${pgVector("description")}, 'C')`;

/** JSON text list -> its text items, for json_each (SQLite); malformed JSON gives no items. */
const sqliteTerms = (kind: string, column: string) =>
  `select new.id, '${kind}', trim(j.value) from json_each(case when json_valid(new.${column}) then new.${column} else '[]' end) j where j.type = 'text' and trim(j.value) <> ''`;

const SQLITE_TERMS_INSERT = `insert or ignore into gig_terms (gig_id, kind, value)
    ${sqliteTerms("skill", "required_skills")}
    union ${sqliteTerms("skill", "nice_to_have_skills")}
    union ${sqliteTerms("location", "locations")};`;

const SQLITE_UP = [
  `create view gigs_fts_source as
     select id, title, required_skills || ' ' || nice_to_have_skills as skills, locations, description
     from gigs`,
  // remove_diacritics 0: PostgreSQL's 'simple' keeps ä and ö too, so both engines find the same
  // gigs. prefix='2 3': short prefixes ("ja*") are answered from a prefix index, not a term scan.
  `create virtual table gigs_fts using fts5(
     title, skills, locations, description,
     content='gigs_fts_source', content_rowid='id',
     tokenize='unicode61 remove_diacritics 0', prefix='2 3')`,
  `create trigger gigs_fts_insert after insert on gigs begin
     insert into gigs_fts (rowid, title, skills, locations, description) values (${SQLITE_FTS_VALUES("new")});
   end`,
  `create trigger gigs_fts_delete after delete on gigs begin
     insert into gigs_fts (gigs_fts, rowid, title, skills, locations, description) values ('delete', ${SQLITE_FTS_VALUES("old")});
   end`,
  `create trigger gigs_fts_update after update of id, title, required_skills, nice_to_have_skills, locations, description on gigs begin
     insert into gigs_fts (gigs_fts, rowid, title, skills, locations, description) values ('delete', ${SQLITE_FTS_VALUES("old")});
     insert into gigs_fts (rowid, title, skills, locations, description) values (${SQLITE_FTS_VALUES("new")});
   end`,
  `insert into gigs_fts (gigs_fts) values ('rebuild')`,
  // Clustered on the lookup key; the gig_id index serves the cascade when a gig is deleted.
  `create table gig_terms (
     kind text not null check (kind in ('skill', 'location')),
     value text not null,
     gig_id integer not null references gigs (id) on delete cascade,
     primary key (kind, value, gig_id)
   ) without rowid`,
  `create index gig_terms_gig_idx on gig_terms (gig_id)`,
  // Looked up by id when a small id set (phrase, skill) drives a query: the table's own rows
  // are wide, this is a few dozen bytes per gig. PostgreSQL plans with bitmaps instead.
  `create index gigs_filter_idx on gigs (id, status, offer_deadline, onsite, language, published_at)`,
  `create trigger gig_terms_insert after insert on gigs begin
     ${SQLITE_TERMS_INSERT}
   end`,
  `create trigger gig_terms_update after update of id, required_skills, nice_to_have_skills, locations on gigs begin
     delete from gig_terms where gig_id = old.id;
     ${SQLITE_TERMS_INSERT}
   end`,
  `insert or ignore into gig_terms (gig_id, kind, value)
     select g.id, 'skill', trim(j.value) from gigs g, json_each(case when json_valid(g.required_skills) then g.required_skills else '[]' end) j where j.type = 'text' and trim(j.value) <> ''
     union select g.id, 'skill', trim(j.value) from gigs g, json_each(case when json_valid(g.nice_to_have_skills) then g.nice_to_have_skills else '[]' end) j where j.type = 'text' and trim(j.value) <> ''
     union select g.id, 'location', trim(j.value) from gigs g, json_each(case when json_valid(g.locations) then g.locations else '[]' end) j where j.type = 'text' and trim(j.value) <> ''`,
];

const PG_UP = [
  `alter table gigs add column search_vector tsvector generated always as (${PG_SEARCH_VECTOR}) stored`,
  `create index gigs_search_idx on gigs using gin (search_vector)`,
  `create table gig_terms (
     kind text not null check (kind in ('skill', 'location')),
     value text not null,
     gig_id integer not null references gigs (id) on delete cascade,
     primary key (kind, value, gig_id)
   )`,
  `create index gig_terms_gig_idx on gig_terms (gig_id)`,
  // Malformed JSON or a non-array yields no terms instead of failing the gig's insert.
  `create function gig_json_texts(doc text) returns setof text language plpgsql immutable as $$
   begin
     if jsonb_typeof(doc::jsonb) = 'array' then
       return query select btrim(v) from jsonb_array_elements_text(doc::jsonb) v where btrim(v) <> '';
     end if;
   exception when others then
     return;
   end $$`,
  `create function gig_terms_sync() returns trigger language plpgsql as $$
   begin
     if tg_op = 'UPDATE' then
       delete from gig_terms where gig_id = old.id;
     end if;
     insert into gig_terms (gig_id, kind, value)
       select new.id, 'skill', v from gig_json_texts(new.required_skills) v
       union select new.id, 'skill', v from gig_json_texts(new.nice_to_have_skills) v
       union select new.id, 'location', v from gig_json_texts(new.locations) v
     on conflict do nothing;
     return null;
   end $$`,
  `create trigger gig_terms_sync after insert or update of id, required_skills, nice_to_have_skills, locations
     on gigs for each row execute function gig_terms_sync()`,
  `insert into gig_terms (gig_id, kind, value)
     select g.id, 'skill', v from gigs g, gig_json_texts(g.required_skills) v
     union select g.id, 'skill', v from gigs g, gig_json_texts(g.nice_to_have_skills) v
     union select g.id, 'location', v from gigs g, gig_json_texts(g.locations) v
     on conflict do nothing`,
];

/** Shared by both engines (see the comment at the top). */
const COMMON_UP = [
  `drop index gigs_status_deadline_idx`,
  `drop index gigs_published_idx`,
  // open gigs, soonest deadline first
  `create index gigs_open_idx on gigs (status, offer_deadline, id, onsite, language)`,
  // closed gigs, latest deadline first
  `create index gigs_deadline_idx on gigs (offer_deadline, id, status, onsite, language)`,
  `create index gigs_newest_idx on gigs (published_at, id, status, offer_deadline, onsite, language)`,
  `create index gigs_mode_idx on gigs (onsite, language, status, offer_deadline)`,
  `create index gigs_language_idx on gigs (language, onsite, status, offer_deadline)`,
];

export async function up(db: Kysely<unknown>) {
  const statements = engineOf(db) === "postgres" ? PG_UP : SQLITE_UP;
  for (const statement of [...statements, ...COMMON_UP]) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>) {
  const common = [
    ...["language", "mode", "newest", "deadline", "open"].map(
      (name) => `drop index if exists gigs_${name}_idx`,
    ),
    `create index gigs_status_deadline_idx on gigs (status, offer_deadline)`,
    `create index gigs_published_idx on gigs (published_at)`,
  ];
  const statements =
    engineOf(db) === "postgres"
      ? [
          "drop trigger if exists gig_terms_sync on gigs",
          "drop function if exists gig_terms_sync()",
          "drop function if exists gig_json_texts(text)",
          "drop table if exists gig_terms",
          "drop index if exists gigs_search_idx",
          "alter table gigs drop column if exists search_vector",
        ]
      : [
          "drop trigger if exists gig_terms_update",
          "drop trigger if exists gig_terms_insert",
          "drop table if exists gig_terms",
          "drop index if exists gigs_filter_idx",
          "drop trigger if exists gigs_fts_update",
          "drop trigger if exists gigs_fts_delete",
          "drop trigger if exists gigs_fts_insert",
          "drop table if exists gigs_fts",
          "drop view if exists gigs_fts_source",
        ];
  for (const statement of [...common, ...statements]) await sql.raw(statement).execute(db);
}
