// Realistic, deterministic gigs for the benchmarks: titles, skills, descriptions (English and
// Finnish), locations, modes, rates, states and deadlines spread the way a live site has them,
// so that searches meet the selectivities they would meet in production.
import type { NewGig } from "~/db/schema";
import { slugify } from "~/utils/slug";

/** Deterministic, so every run (and both engines) get the same gigs and the same searches. */
export function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export type Rand = ReturnType<typeof random>;
export const pick = <T>(r: Rand, items: readonly T[]): T => {
  const item = items[Math.floor(r() * items.length)];
  if (item === undefined) throw new Error("pick() needs a non-empty list");
  return item;
};
export const some = <T>(r: Rand, items: readonly T[], min: number, max: number) => {
  const n = min + Math.floor(r() * (max - min + 1));
  return [...new Set(Array.from({ length: n }, () => pick(r, items)))];
};

export const ROLES = [
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
export const SKILLS = [
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
export const LOCATIONS = [
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

const CONTACTS = [
  "Laura Virtanen",
  "Mikko Korhonen",
  "Anna Nieminen",
  "Jussi Mäkinen",
  "Sari Heikkinen",
];

function addDays(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function makeGig(r: Rand, i: number, today: string, now: Date): NewGig {
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
  // Drafts and gigs taken down: one in a hundred, by index so the random sequence (and with it
  // every earlier figure's data) stays the same.
  const isPublic = i % 100 !== 99;
  const contact = CONTACTS[i % CONTACTS.length]!;
  return {
    slug: `${slugify(title)}-${i}`,
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
    contact_name: contact,
    contact_email: `${slugify(contact).replace("-", ".")}@example.com`,
    contact_phone: `+358 40 ${String(1_000_000 + (i % 9_000_000)).padStart(7, "0")}`,
    published_at: published,
    published: isPublic ? 1 : 0,
    first_published_at: isPublic ? published : null,
    created_at: published,
    updated_at: published,
  };
}
