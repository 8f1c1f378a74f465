import { getDb } from "~/db/db.server";

type Row = { subject_type: string | null; subject_id: string | null; data: string | null };

/**
 * What each audit entry is about, in words: a gig's or post's title, a user's name or address, a
 * company's name, a candidate as "expert · gig", a question on a gig as "gig · question". One
 * query per kind of object on the page. An object deleted since keeps the title or address its
 * entry recorded, if any; else null.
 */
export async function auditSubjectNames(rows: Row[]): Promise<(string | null)[]> {
  const idsOf = (type: string) => [
    ...new Set(
      rows.filter((r) => r.subject_type === type && r.subject_id).map((r) => r.subject_id!),
    ),
  ];
  const numeric = (ids: string[]) => ids.map(Number).filter(Number.isSafeInteger);
  const [gigs, posts, users, companies, candidates, questions] = await Promise.all([
    lookUp(numeric(idsOf("gig")), (ids) =>
      getDb().selectFrom("gigs").select(["id", "title as name"]).where("id", "in", ids).execute(),
    ),
    lookUp(numeric(idsOf("post")), (ids) =>
      getDb().selectFrom("posts").select(["id", "title as name"]).where("id", "in", ids).execute(),
    ),
    lookUp(idsOf("user"), (ids) =>
      getDb()
        .selectFrom("users")
        .select(["id", "name", "email"])
        .where("id", "in", ids)
        .execute()
        .then((list) =>
          list.map((u) => ({ id: u.id, name: u.name ? `${u.name} (${u.email})` : u.email })),
        ),
    ),
    lookUp(idsOf("company"), (ids) =>
      getDb().selectFrom("companies").select(["id", "name"]).where("id", "in", ids).execute(),
    ),
    lookUp(idsOf("candidate"), (ids) =>
      getDb()
        .selectFrom("candidates")
        .innerJoin("experts", "experts.id", "candidates.expert_id")
        .innerJoin("gigs", "gigs.id", "candidates.gig_id")
        .select(["candidates.id", "experts.name as expert", "gigs.title as gig"])
        .where("candidates.id", "in", ids)
        .execute()
        .then((list) => list.map((c) => ({ id: c.id, name: `${c.expert} · ${c.gig}` }))),
    ),
    lookUp(numeric(idsOf("gig-question")), (ids) =>
      getDb()
        .selectFrom("gig_questions")
        .innerJoin("gigs", "gigs.id", "gig_questions.gig_id")
        .select([
          "gig_questions.id",
          "gig_questions.text",
          "gig_questions.public_text",
          "gigs.title",
        ])
        .where("gig_questions.id", "in", ids)
        .execute()
        .then((list) =>
          list.map((q) => ({ id: q.id, name: `${q.title} · ${excerpt(q.public_text ?? q.text)}` })),
        ),
    ),
  ]);
  const byType: Record<string, Map<string, string>> = {
    gig: gigs,
    post: posts,
    user: users,
    company: companies,
    candidate: candidates,
    "gig-question": questions,
  };
  return rows.map(
    (row) =>
      (row.subject_type && row.subject_id
        ? byType[row.subject_type]?.get(row.subject_id)
        : undefined) ?? recordedName(row.data),
  );
}

const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

async function lookUp<Id extends string | number>(
  ids: Id[],
  query: (ids: Id[]) => Promise<{ id: string | number; name: string | null }[]>,
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const found = await query(ids);
  return new Map(found.filter((f) => f.name).map((f) => [String(f.id), f.name!]));
}

/** The title or address an entry's own data holds (a deleted post, a removed subscriber). */
function recordedName(data: string | null): string | null {
  if (!data) return null;
  try {
    const parsed = JSON.parse(data) as {
      before?: Record<string, unknown>;
      after?: Record<string, unknown>;
    };
    for (const side of [parsed?.after, parsed?.before])
      for (const key of ["title", "name", "email"])
        if (side && typeof side[key] === "string") return side[key] as string;
  } catch {
    // Not JSON: an entry from before every entry took the before/after form.
  }
  return null;
}
