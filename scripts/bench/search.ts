// Gig search benchmark: seeds 100,000 varied gigs into throwaway databases (a temporary SQLite
// file, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is a postgres:// URL whose
// user may create databases), runs 200 varied searches through searchGigs and prints median and
// p95 per engine. It reports figures and never fails on them.
//
//   npm run bench:search            (package.json: "bench:search": "tsx scripts/bench/search.ts")
//   BENCH_GIGS=20000 BENCH_SEARCHES=500 npm run bench:search
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { createDb, type DB, type Engine } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import type { NewGig } from "~/db/schema";
import { searchGigs } from "~/domain/gig-search.server";
import { GigSearchSchema, type GigSearch } from "~/validation/gig-search";
import { helsinkiDate } from "~/utils/dates";
import { createThrowawayPostgres } from "../lib/throwaway-postgres";

const GIGS = Number(process.env.BENCH_GIGS ?? 100_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 200);
const WARMUP = 10;
const BATCH = 500;
const TRANSACTION_ROWS = 10_000;
const TARGET = { median: 20, p95: 50 };

/** Deterministic, so every run (and both engines) get the same gigs and the same searches. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rand = ReturnType<typeof random>;
const pick = <T>(r: Rand, items: readonly T[]): T => {
  const item = items[Math.floor(r() * items.length)];
  if (item === undefined) throw new Error("pick() needs a non-empty list");
  return item;
};
const some = <T>(r: Rand, items: readonly T[], min: number, max: number) => {
  const n = min + Math.floor(r() * (max - min + 1));
  return [...new Set(Array.from({ length: n }, () => pick(r, items)))];
};

const ROLES = [
  "Java developer",
  "React developer",
  "Data engineer",
  "Cloud architect",
  "Scrum master",
  "DevOps engineer",
  "UX designer",
  "Test automation engineer",
  "Project manager",
  "Business analyst",
  "Cyber security consultant",
  "Machine learning engineer",
  "Embedded C++ developer",
  "Full-stack .NET developer",
  "Python backend developer",
  "Node.js developer",
  "Kotlin Android developer",
  "iOS developer",
  "SAP S/4HANA consultant",
  "Salesforce developer",
  "Technical product owner",
  "Agile coach",
  "Service designer",
  "Enterprise architect",
  "Kubernetes specialist",
  "Power BI developer",
  "Penetration tester",
  "Data scientist",
  "Network engineer",
  "Ohjelmistokehittäjä",
  "Testiautomaatioasiantuntija",
  "Projektipäällikkö",
  "Palvelumuotoilija",
  "Tietoturva-asiantuntija",
  "Pilviarkkitehti",
];
const LEVELS = ["Senior", "Lead", "Junior", "Principal", "Experienced", "", ""];
const DOMAINS = [
  "for a logistics platform",
  "for a public sector service",
  "for an energy company",
  "for a banking mobile app",
  "for a retail chain",
  "for a healthcare self-service portal",
  "for an insurance claims system",
  "for a railway ticketing system",
  "for a media streaming app",
  "for a telecom billing programme",
  "for a pension insurance modernisation",
  "for a paper mill network",
  "for a gaming company",
  "for a fintech API",
  "for a municipal digitalisation programme",
  "for an e-commerce platform",
  "for a shipping company",
  "for a manufacturing group",
  "for industrial IoT gateways",
  "for a SaaS HR product",
  "kunnan digipalveluihin",
  "pankin mobiilisovellukseen",
  "terveydenhuollon asiointipalveluun",
];
const SKILLS = [
  "Java 17+",
  "Spring Boot",
  "PostgreSQL",
  "REST APIs",
  "React",
  "TypeScript",
  "Accessibility (WCAG 2.1)",
  "Finnish language",
  "Microsoft Azure",
  "Terraform",
  "Azure Policy",
  "Networking",
  "Python",
  "SQL",
  "dbt",
  "Snowflake",
  "Databricks",
  "Scrum",
  "Jira",
  "Facilitation",
  "ISO 27001",
  "Risk assessment",
  "UX design",
  "Figma",
  "User research",
  "Kotlin",
  "Jetpack Compose",
  "Android SDK",
  "Kubernetes",
  "Helm",
  "GitHub Actions",
  "Linux",
  "SAP FI/CO",
  "Test automation",
  "Playwright",
  "Robot Framework",
  "MLOps",
  "C++17",
  "Embedded Linux",
  "Yocto",
  "Project management",
  "Power BI",
  "DAX",
  "Apex",
  "Swift",
  "SwiftUI",
  "SAFe",
  "FastAPI",
  "Django",
  "OWASP Top 10",
  "Burp Suite",
  "Service design",
  ".NET 8",
  "C#",
  "Angular",
  "SQL Server",
  "Swedish language",
  "Product ownership",
  "AWS",
  "FinOps",
  "Google Analytics 4",
  "Node.js",
  "Microservices",
  "Storybook",
  "Design systems",
  "IEC 62443",
  "Software architecture",
  "Observability",
  "Kafka",
  "GraphQL",
  "Go",
  "Rust",
  "Vue.js",
  "Next.js",
  "Docker",
  "Ansible",
  "Elasticsearch",
  "Redis",
  "MongoDB",
  "Flutter",
  "React Native",
  "Power Platform",
  "ServiceNow",
  "Tableau",
  "Spark",
  "Airflow",
  "OpenShift",
  "Istio",
  "Prometheus",
  "Grafana",
  "Jenkins",
  "GitLab CI",
  "Selenium",
  "Cypress",
  "Confluence",
  "ITIL",
  "TOGAF",
  "Archimate",
  "Solidity",
];
const LOCATIONS = [
  "Helsinki",
  "Espoo",
  "Tampere",
  "Turku",
  "Oulu",
  "Vantaa",
  "Jyväskylä",
  "Kuopio",
  "Lahti",
  "Pori",
  "Vaasa",
  "Stockholm",
  "Gothenburg",
  "Malmö",
  "Oslo",
  "Bergen",
  "Copenhagen",
  "Aarhus",
  "Tallinn",
  "Remote",
];
const SENTENCES = [
  "Our customer, a Nordic {domain} operator, is rebuilding the platform that serves {n} users a day.",
  "You will design and implement services in a team of {n} developers and review code.",
  "The team works in two-week sprints and owns its services in production.",
  "The office is in {location}; the team meets there twice a week and works remotely otherwise.",
  "Daily communication is in {language}, so fluency is required.",
  "You will mentor junior developers and take part in architecture decisions about {skill}.",
  "The work starts with a two-week onboarding and continues with feature development.",
  "Experience with {skill} and {skill} is essential; {skill} is a plus.",
  "Asiakkaamme uudistaa järjestelmäänsä ja etsii kokenutta asiantuntijaa tiimiinsä.",
  "Työ tehdään pääosin etänä, ja tiimi tapaa {location}ssa kerran viikossa.",
  "The customer values clear documentation, automated tests and steady delivery.",
  "Security reviews and accessibility audits are part of every release.",
];
const STATUSES = ["offer-in-progress", "waiting", "resolved", "won", "lost"] as const;
const LANGUAGES = ["English", "English", "English", "Finnish", "Finnish", "Swedish"];

function addDays(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function makeGig(r: Rand, i: number, today: string, now: Date): NewGig {
  const title = [pick(r, LEVELS), pick(r, ROLES), pick(r, DOMAINS)].filter(Boolean).join(" ");
  const required = some(r, SKILLS, 2, 5);
  const locations = some(r, LOCATIONS, 1, 2);
  const language = pick(r, LANGUAGES);
  const description = Array.from({ length: 3 + Math.floor(r() * 4) }, () =>
    pick(r, SENTENCES)
      .replace(/\{domain\}/g, () => pick(r, DOMAINS).split(" ").pop()!)
      .replace(/\{skill\}/g, () => pick(r, SKILLS))
      .replace(/\{location\}/g, () => pick(r, LOCATIONS))
      .replace(/\{language\}/g, language)
      .replace(/\{n\}/g, () => String(2 + Math.floor(r() * 2000))),
  ).join(" ");
  // About a fifth accepts proposals; some of those have already passed their deadline.
  const accepting = r() < 0.2;
  const deadline = addDays(
    today,
    accepting ? Math.floor(r() * 90) - 20 : -1 - Math.floor(r() * 1500),
  );
  const publishedMs = Math.min(
    Date.parse(`${addDays(deadline, -7 - Math.floor(r() * 28))}T08:00:00Z`) +
      Math.floor(r() * 36_000_000),
    now.getTime() - 60_000,
  );
  const published = new Date(publishedMs).toISOString();
  const rate = 50 + Math.floor(r() * 80);
  return {
    slug: `bench-gig-${i}`,
    title,
    description,
    duration: `${1 + Math.floor(r() * 12)} months`,
    required_skills: JSON.stringify(required),
    nice_to_have_skills: JSON.stringify(some(r, SKILLS, 0, 3)),
    locations: JSON.stringify(locations),
    onsite: pick(r, ["onsite", "remote", "hybrid"] as const),
    min_experience_years: Math.floor(r() * 12),
    rate_min: rate,
    rate_max: rate + 10 + Math.floor(r() * 30),
    start_date: addDays(deadline, 21),
    customer_offer_deadline: addDays(deadline, 2),
    offer_deadline: deadline,
    language,
    allocation: pick(r, [50, 80, 100, 100]),
    status: accepting ? "accepting-proposals" : pick(r, STATUSES),
    contact_name: "Laura Virtanen",
    contact_email: "laura.virtanen@example.com",
    contact_phone: "+358 40 123 4567",
    published_at: published,
    created_at: published,
    updated_at: published,
  };
}

async function seed(db: DB, now: Date) {
  const r = random(42);
  const today = helsinkiDate(now);
  const started = performance.now();
  for (let done = 0; done < GIGS;) {
    await db.transaction().execute(async (trx) => {
      const end = Math.min(GIGS, done + TRANSACTION_ROWS);
      for (; done < end; done += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, end - done) }, (_, k) =>
          makeGig(r, done + k, today, now),
        );
        await trx.insertInto("gigs").values(rows).execute();
      }
    });
    process.stdout.write(`\r  seeded ${done.toLocaleString("en")} gigs`);
  }
  process.stdout.write(`  (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
}

const PHRASES = [
  "",
  "",
  "",
  "java",
  "react developer",
  "helsinki",
  "data",
  "kube",
  "c++",
  "senior cloud architect",
  "ohjelmisto",
  "azure terraform",
  "AND",
  '"quoted" OR',
  "python sql",
  "tampere remote",
  "security",
  "sap",
  "x",
  "de",
  "node.js",
  "logistics platform",
  "jyväskylä",
  "asiantuntija",
  "-java *:",
  "team",
  "kehittäjä pankin",
  "no such gig anywhere",
];

function searches(count: number): GigSearch[] {
  const r = random(7);
  return Array.from({ length: count }, () =>
    GigSearchSchema.parse({
      q: pick(r, PHRASES),
      status: pick(r, ["all", "all", "open", "closed"]),
      mode: r() < 0.3 ? some(r, ["onsite", "remote", "hybrid"], 1, 2) : [],
      language: r() < 0.2 ? [pick(r, ["English", "Finnish", "Swedish"])] : [],
      location: r() < 0.2 ? [pick(r, LOCATIONS)] : [],
      skill: r() < 0.2 ? [pick(r, SKILLS)] : [],
      sort: pick(r, ["deadline", "deadline", "newest"]),
      page: r() < 0.6 ? 1 : r() < 0.75 ? 2 + Math.floor(r() * 4) : 6 + Math.floor(r() * 45),
    }),
  );
}

const quantile = (sorted: number[], q: number) => {
  const value = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  if (value === undefined) throw new Error("quantile() of no timings");
  return value;
};

async function run(engine: Engine, url: string) {
  console.log(`\n${engine}: ${GIGS.toLocaleString("en")} gigs`);
  const handle = createDb(url);
  // The app's singleton (getDb) now answers from the bench database.
  globalThis.__appDb = handle;
  const { db } = handle;
  try {
    await migrateToLatest(db);
    const now = new Date();
    await seed(db, now);
    // What autovacuum leaves behind on a live database. SQLite gets no statistics: nothing in
    // the app runs ANALYZE, so the plans must be good without them.
    if (engine === "postgres") await sql`vacuum analyze`.execute(db);

    const all = searches(WARMUP + SEARCHES);
    for (const search of all.slice(0, WARMUP)) await searchGigs(search, { now });
    const times: number[] = [];
    const slowest: Array<{ ms: number; search: GigSearch; total: string }> = [];
    for (const search of all.slice(WARMUP)) {
      const started = performance.now();
      const result = await searchGigs(search, { now });
      const ms = performance.now() - started;
      times.push(ms);
      slowest.push({ ms, search, total: `${result.total}${result.capped ? "+" : ""}` });
    }
    times.sort((a, b) => a - b);
    const median = quantile(times, 0.5);
    const p95 = quantile(times, 0.95);
    const met = median < TARGET.median && p95 < TARGET.p95;
    console.log(
      `  ${SEARCHES} searches: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${quantile(times, 1).toFixed(1)} ms`,
    );
    console.log(
      `  target (median < ${TARGET.median} ms, p95 < ${TARGET.p95} ms): ${met ? "met" : "NOT met"}; load average now ${os.loadavg().at(0)?.toFixed(2)}`,
    );
    console.log("  slowest:");
    for (const s of slowest.sort((a, b) => b.ms - a.ms).slice(0, 5)) {
      const { q, status, mode, language, location, skill, sort, page } = s.search;
      console.log(
        `    ${s.ms.toFixed(1)} ms  ${JSON.stringify({ q, status, mode, language, location, skill, sort, page })} -> ${s.total}`,
      );
    }
    return { engine, median, p95, met };
  } finally {
    globalThis.__appDb = undefined;
    await db.destroy();
  }
}

async function withPostgresDatabase<T>(adminUrl: string, body: (url: string) => Promise<T>) {
  const { url, drop } = await createThrowawayPostgres(adminUrl, "bench");
  try {
    return await body(url);
  } finally {
    await drop();
  }
}

async function main() {
  const cpus = os.cpus();
  console.log(
    `machine: ${cpus[0]?.model ?? "unknown CPU"} x ${cpus.length}, ${os.platform()} ${os.release()}, node ${process.version}`,
  );
  // Figures from a busy machine are not comparable with an idle one's; say which it was.
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  const results = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gp-bench-"));
  try {
    results.push(await run("sqlite", path.join(dir, "bench.db")));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const pgUrl = [process.env.BENCH_DATABASE_URL, process.env.TEST_DATABASE_URL].find((u) =>
    u?.startsWith("postgres"),
  );
  if (pgUrl) results.push(await withPostgresDatabase(pgUrl, (url) => run("postgres", url)));
  else console.log("\npostgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");

  console.log("\nsummary");
  for (const r of results) {
    console.log(
      `  ${r.engine.padEnd(8)} median ${r.median.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  ${r.met ? "target met" : "target NOT met"}`,
    );
  }
}

await main();
