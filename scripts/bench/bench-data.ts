// Benchmark data on top of the demo seed: more gigs (copies of the demo's, with their own titles,
// slugs and publishing times; triggers keep the search tables in step) and one company with many
// experts and offers, for the dashboard pages. Either engine.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";

const BATCH = 500;
const CV = Buffer.from("%PDF-1.4\n% bench CV\ntrailer << >>\n%%EOF\n");

export type BenchSize = { gigs: number; experts: number; offers: number };

export const BENCH_USER = "bench@example.com";

export async function seedBenchData(db: Kysely<Database>, size: BenchSize) {
  const templates = await db.selectFrom("gigs").selectAll().orderBy("id").execute();
  if (templates.length === 0) throw new Error("seed the demo data first");
  const existing = templates.length;
  const now = Date.now();
  const gigIds: number[] = templates.map((g) => Number(g.id));
  await db.transaction().execute(async (trx) => {
    for (let start = existing; start < size.gigs; start += BATCH) {
      const rows = [];
      for (let n = start; n < Math.min(size.gigs, start + BATCH); n++) {
        const { id: _id, ...template } = templates[n % existing]!;
        const publishedAt = new Date(now - n * 60_000).toISOString();
        rows.push({
          ...template,
          title: `${template.title} #${n}`,
          slug: `${template.slug}-${n}`,
          published_at: publishedAt,
          first_published_at: publishedAt,
        });
      }
      const inserted = await trx.insertInto("gigs").values(rows).returning("id").execute();
      gigIds.push(...inserted.map((r) => Number(r.id)));
    }
  });

  const companyId = randomUUID();
  const userId = randomUUID();
  const stamp = new Date(now).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("companies")
      .values({
        id: companyId,
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
      .values({
        id: userId,
        email: BENCH_USER,
        name: "Bench User",
        phone_number: "+358 40 000 0000",
        job_title: "Sales",
        password_hash: null,
        email_verified_at: stamp,
        disabled_at: null,
        role: "partner",
        company_id: companyId,
        is_contact_person: 1,
        terms_accepted_at: stamp,
        terms_version: "2023-06-01",
        registered_at: stamp,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    await trx
      .insertInto("company_capabilities")
      .values([1, 3, 12].map((capability_id) => ({ company_id: companyId, capability_id })))
      .execute();
    const expertIds: string[] = [];
    for (let start = 0; start < size.experts; start += BATCH) {
      const rows = [];
      for (let n = start; n < Math.min(size.experts, start + BATCH); n++) {
        const id = randomUUID();
        expertIds.push(id);
        rows.push({
          id,
          company_id: companyId,
          user_id: null,
          name: `Bench Expert ${n}`,
          role: "Consultant",
          sales_pitch: "Ten years of delivery.",
          cv_data: CV,
          cv_filename: "cv.pdf",
          cv_mimetype: "application/pdf",
          cv_size: CV.length,
          cv_added_at: stamp,
          created_at: stamp,
          updated_at: stamp,
        });
      }
      await trx.insertInto("experts").values(rows).execute();
    }
    const stages = [
      "waiting-review",
      "suitable-candidate",
      "waiting-customer-decision",
      "declined",
    ];
    const statuses = {
      "waiting-review": "REVIEW",
      "suitable-candidate": "REVIEW",
      "waiting-customer-decision": "OFFERED",
      declined: "DECLINED",
    } as const;
    for (let start = 0; start < size.offers; start += BATCH) {
      const rows = [];
      for (let n = start; n < Math.min(size.offers, start + BATCH); n++) {
        // Each expert at most once per gig: offer n goes to gig n, expert n mod experts.
        const stage = stages[n % stages.length] as keyof typeof statuses;
        rows.push({
          id: randomUUID(),
          gig_id: gigIds[n % gigIds.length]!,
          expert_id: expertIds[n % expertIds.length]!,
          company_id: companyId,
          status: statuses[stage],
          stage,
          rate: 80 + (n % 40),
          additional_description: null,
          contact_user_id: userId,
          decline_reason: stage === "declined" ? ("OTHER" as const) : null,
          feedback: stage === "declined" ? "Bench feedback." : null,
          created_at: stamp,
          updated_at: stamp,
        });
      }
      await trx.insertInto("candidates").values(rows).execute();
    }
  });
  return { userId, gigs: gigIds.length };
}
