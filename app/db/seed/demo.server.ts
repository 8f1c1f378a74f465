import type { Insertable, Kysely, Transaction } from "kysely";
import { hashPassword } from "~/utils/password.server";
import { newId } from "~/utils/ids.server";
import { writeCvChunks } from "../cv-chunks.server";
import type {
  CandidateStage,
  CandidateStatus,
  CandidateTable,
  CompanyTable,
  Database,
  DeclineReason,
  ExpertTable,
  NewUser,
} from "../schema";
import { helsinkiDate } from "~/utils/dates";
import { personKey } from "~/domain/shared/person-key";
import { slugify } from "~/utils/slug";
import { demoProfile, EXPERT_PROFILES } from "./expert-profiles";
import { addDays, buildGigRows } from "./gigs";
import { buildCvPdf, type CvContent } from "./pdf";
import { buildPostRows } from "./posts";

export const DEMO_PASSWORD = "demo-password";
export const DEMO_COMPANY_ID = "demo-company";
export const DEMO_FREELANCER_ID = "demo-freelancer";
const TERMS_VERSION = "2023-06-01";

const COMPANIES: {
  id: string;
  name: string;
  website: string | null;
  partner_type: "company" | "freelancer";
  business_id: string;
  capabilities: number[];
}[] = [
  {
    id: DEMO_COMPANY_ID,
    name: "Demo Consulting Oy",
    website: "https://demo-consulting.example.com",
    partner_type: "company",
    business_id: "1572860-0",
    capabilities: [1, 2, 3, 5, 7, 8, 11, 12],
  },
  {
    id: DEMO_FREELANCER_ID,
    name: "Ville Freelance Tmi",
    website: "https://ville-freelance.example.com",
    partner_type: "freelancer",
    business_id: "3217654-5",
    capabilities: [6],
  },
];

interface UserSeed {
  email: string;
  name: string;
  phone: string;
  jobTitle: string;
  role: "partner" | "staff";
  companyId: string | null;
  contactPerson: boolean;
  locale: "en" | "fi";
  /** Shown in the printed login table; colleagues can log in too but are not advertised. */
  login?: string;
}

const USERS: UserSeed[] = [
  {
    email: "company@example.com",
    name: "Kaisa Lindholm",
    phone: "+358 40 718 2034",
    jobTitle: "Sales Director",
    role: "partner",
    companyId: DEMO_COMPANY_ID,
    contactPerson: true,
    locale: "en",
    login: "partner (company contact)",
  },
  {
    email: "matti.example@example.com",
    name: "Matti Esimerkki",
    phone: "+358 50 362 9915",
    jobTitle: "Account Manager",
    role: "partner",
    companyId: DEMO_COMPANY_ID,
    contactPerson: false,
    locale: "fi",
  },
  {
    email: "anna.example@example.com",
    name: "Anna Esimerkki",
    phone: "+358 44 829 1407",
    jobTitle: "Resourcing Manager",
    role: "partner",
    companyId: DEMO_COMPANY_ID,
    contactPerson: false,
    locale: "en",
  },
  {
    email: "freelancer@example.com",
    name: "Ville Hämäläinen",
    phone: "+358 45 671 2290",
    jobTitle: "Senior UX designer",
    role: "partner",
    companyId: DEMO_FREELANCER_ID,
    contactPerson: true,
    locale: "fi",
    login: "partner (freelancer)",
  },
  {
    email: "staff@example.com",
    name: "Laura Virtanen",
    phone: "+358 40 123 4567",
    jobTitle: "Partner Manager",
    role: "staff",
    companyId: null,
    contactPerson: false,
    locale: "en",
    login: "staff",
  },
];

interface ExpertSeed {
  companyId: string;
  name: string;
  role: string;
  pitch: string;
  cv: Omit<CvContent, "name" | "title">;
  /** The freelancer offers themselves: their expert row is linked to their user. */
  userEmail?: string;
}

const EXPERTS: ExpertSeed[] = [
  {
    companyId: DEMO_COMPANY_ID,
    name: "Aino Laine",
    role: "Senior full-stack developer",
    pitch:
      "Aino has ten years of TypeScript, React and Node.js, most recently in multi-tenant SaaS products used across the Nordics. She owns features from database to user interface and is a patient mentor for junior developers.",
    cv: {
      summary:
        "Full-stack developer with ten years of experience in web applications. Strong in TypeScript, React and Node.js, with a focus on maintainable code, automated testing and accessible user interfaces. Has worked in product teams at SaaS companies and as a consultant in public sector projects.",
      skills: ["TypeScript", "React", "Node.js", "PostgreSQL", "React Native", "AWS", "Playwright"],
      experience: [
        "2021-2024 Lead developer, HR software company: workforce planning module, performance work for large customers.",
        "2018-2021 Full-stack developer, Finnish public sector agency: online benefit application service (WCAG 2.1 AA).",
      ],
    },
  },
  {
    companyId: DEMO_COMPANY_ID,
    name: "Mikko Heikkinen",
    role: "Cloud architect",
    pitch:
      "Mikko designs cloud platforms that teams actually like to use. Fifteen years in infrastructure, the last seven on Azure and AWS: landing zones, Kubernetes platforms and cost control. Certified Azure Solutions Architect Expert.",
    cv: {
      summary:
        "Cloud architect with fifteen years in infrastructure and seven years of public cloud. Has designed Azure landing zones for industrial companies and run Kubernetes platforms for gaming and media companies. Writes everything as code and hands over to internal teams with care.",
      skills: ["Microsoft Azure", "AWS", "Terraform", "Kubernetes", "Azure Policy", "FinOps"],
      experience: [
        "2022-2024 Cloud architect, industrial technology group: Azure landing zone and migration waves.",
        "2019-2022 Platform lead, media software company: EKS platform with GitOps for 40 services.",
      ],
    },
  },
  {
    companyId: DEMO_COMPANY_ID,
    name: "Johanna Salo",
    role: "Senior data engineer",
    pitch:
      "Johanna builds data platforms that analysts trust. Eight years with Python, SQL and dbt on Snowflake and Databricks, including metering data for a Finnish energy company and sales data for a Nordic retailer.",
    cv: {
      summary:
        "Data engineer with eight years of experience in data warehousing and modern data platforms. Builds reliable ingestion pipelines, well-tested dbt models and clear documentation. Works closely with analysts and business owners.",
      skills: ["Python", "SQL", "dbt", "Snowflake", "Databricks", "Airflow", "Azure Data Factory"],
      experience: [
        "2021-2024 Data engineer, energy company: smart meter data pipelines, data quality framework.",
        "2017-2021 BI developer, Nordic retailer: sales and inventory data warehouse.",
      ],
    },
  },
  {
    companyId: DEMO_COMPANY_ID,
    name: "Pekka Järvinen",
    role: "Senior Java developer",
    pitch:
      "Pekka has built Java backends for logistics and finance for twelve years. He is at home with Spring Boot, Kafka and PostgreSQL and has led the move of two monoliths to services without stopping the business.",
    cv: {
      summary:
        "Senior Java developer and technical lead with twelve years of backend development. Experienced in event-driven architectures, high-volume transaction systems and gradual modernisation of legacy systems.",
      skills: [
        "Java 21",
        "Spring Boot",
        "Kafka",
        "PostgreSQL",
        "Kubernetes",
        "Domain-driven design",
      ],
      experience: [
        "2020-2024 Technical lead, Nordic logistics company: shipment tracking services, 200 000 parcels a day.",
        "2015-2020 Java developer, payments company: card transaction processing and settlement.",
      ],
    },
  },
  {
    companyId: DEMO_COMPANY_ID,
    name: "Emilia Koskinen",
    role: "Agile coach and scrum master",
    pitch:
      "Emilia helps teams deliver steadily without drama. Nine years as scrum master and agile coach in banking and telecom, SAFe Program Consultant, and fluent in Finnish, Swedish and English.",
    cv: {
      summary:
        "Agile coach and scrum master with nine years of experience in teams and large programmes. Known for clear facilitation, practical metrics and good cooperation with product owners and management.",
      skills: ["Scrum", "SAFe (SPC)", "Kanban", "Facilitation", "Jira", "Coaching"],
      experience: [
        "2021-2024 Agile coach, telecom operator: release train launch and PI planning for 120 people.",
        "2016-2021 Scrum master, Nordic bank: mobile and online banking teams.",
      ],
    },
  },
  {
    companyId: DEMO_COMPANY_ID,
    name: "Tuomas Rantanen",
    role: "Cyber security consultant",
    pitch:
      "Tuomas brings eleven years of information and OT security: ISO 27001 programmes, IEC 62443 network segmentation and security testing. He explains risks in a language management understands.",
    cv: {
      summary:
        "Cyber security consultant with eleven years of experience in information security management and industrial (OT) security. Has led ISO 27001 certification projects and designed network segmentation for process industry sites.",
      skills: [
        "ISO 27001",
        "IEC 62443",
        "NIS2",
        "Risk assessment",
        "Network security",
        "Security testing",
      ],
      experience: [
        "2020-2024 Security consultant, forest industry company: OT security assessment and segmentation plan.",
        "2016-2020 Information security manager, SaaS company: ISO 27001 certification.",
      ],
    },
  },
  {
    companyId: DEMO_FREELANCER_ID,
    name: "Ville Hämäläinen",
    role: "Senior UX designer",
    pitch:
      "I design digital services for the public sector and large companies: user research, service concepts and detailed UI design in Figma. Twelve years of experience, the last five as a freelancer.",
    cv: {
      summary:
        "Senior UX designer with twelve years of experience in user research and interface design. Has designed self-service portals for healthcare and municipal e-services, and built design systems for retail companies.",
      skills: [
        "User research",
        "Usability testing",
        "Figma",
        "Service design",
        "Accessibility",
        "Design systems",
      ],
      experience: [
        "2022-2024 Freelance UX designer, wellbeing services county: appointment booking and messaging.",
        "2012-2019 Designer, Helsinki design agency: web services for retail and media clients.",
      ],
    },
    userEmail: "freelancer@example.com",
  },
];

interface CandidateSeed {
  gig: string;
  expert: string;
  status: CandidateStatus;
  stage: CandidateStage;
  rate: number;
  contact: string;
  description: string;
  declineReason?: DeclineReason;
  feedback?: string;
}

const CANDIDATES: CandidateSeed[] = [
  {
    gig: "Senior Java developer for a logistics platform",
    expert: "Pekka Järvinen",
    status: "REVIEW",
    stage: "waiting-review",
    rate: 105,
    contact: "company@example.com",
    description:
      "Pekka led the shipment tracking services of a Nordic logistics company for four years and is available from the start date.",
  },
  {
    gig: "Data engineer for the data platform of an energy company",
    expert: "Johanna Salo",
    status: "REVIEW",
    stage: "suitable-candidate",
    rate: 98,
    contact: "anna.example@example.com",
    description:
      "Johanna has built smart meter data pipelines for another Finnish energy company and knows the market data sources.",
  },
  {
    gig: "Scrum master for a banking mobile app team",
    expert: "Emilia Koskinen",
    status: "REVIEW",
    stage: "waiting-review",
    rate: 92,
    contact: "matti.example@example.com",
    description: "Five years as scrum master for mobile and online banking teams at a Nordic bank.",
  },
  {
    gig: "Cloud architect for an Azure landing zone",
    expert: "Mikko Heikkinen",
    status: "REVIEW",
    stage: "suitable-candidate",
    rate: 125,
    contact: "company@example.com",
    description:
      "Mikko designed and delivered an Azure landing zone for an industrial group in 2023, including Terraform modules and handover.",
  },
  {
    gig: "Cyber security consultant for ISO 27001 preparation",
    expert: "Tuomas Rantanen",
    status: "REVIEW",
    stage: "suitable-candidate",
    rate: 110,
    contact: "matti.example@example.com",
    description:
      "Tuomas has taken a SaaS company through ISO 27001 certification as its information security manager.",
  },
  {
    gig: "Kotlin Android developer for a retail loyalty app",
    expert: "Aino Laine",
    status: "DECLINED",
    stage: "declined",
    rate: 95,
    contact: "anna.example@example.com",
    description: "Aino has built React Native apps and is keen to work on native Android.",
    declineReason: "INSUFFICIENT_SKILLS",
    feedback:
      "The customer needs several years of native Android development with Kotlin and Jetpack Compose. Aino's mobile experience is with React Native, so we cannot put her forward this time.",
  },
  {
    gig: "Penetration tester for web and mobile applications",
    expert: "Tuomas Rantanen",
    status: "DECLINED",
    stage: "declined",
    rate: 115,
    contact: "matti.example@example.com",
    description: "Tuomas has done security testing as part of his OT and ISO 27001 work.",
    declineReason: "INSUFFICIENT_EXPERIENCE",
    feedback:
      "The customer asks for at least five years of hands-on web and mobile penetration testing. Tuomas's background is strong in security management, but the hands-on testing experience is too limited for this assignment.",
  },
  {
    gig: "Senior Node.js developer for a travel booking platform",
    expert: "Aino Laine",
    status: "OFFERED",
    stage: "waiting-customer-decision",
    rate: 98,
    contact: "company@example.com",
    description:
      "Ten years of TypeScript and Node.js, including pricing services in a multi-tenant SaaS product.",
  },
  {
    gig: "Azure data architect for a wholesale group",
    expert: "Johanna Salo",
    status: "OFFERED",
    stage: "waiting-customer-decision",
    rate: 110,
    contact: "anna.example@example.com",
    description:
      "Johanna has consolidated two retail data warehouses into Databricks and defined the governance model with the business.",
  },
  {
    gig: "Scrum master for a telecom billing programme",
    expert: "Emilia Koskinen",
    status: "OFFERED",
    stage: "waiting-customer-decision",
    rate: 90,
    contact: "matti.example@example.com",
    description:
      "Emilia launched a release train at a telecom operator and knows the billing domain from that programme.",
  },
  {
    gig: "Lead frontend developer for a design system",
    expert: "Aino Laine",
    status: "OFFERED",
    stage: "waiting-customer-decision",
    rate: 102,
    contact: "company@example.com",
    description:
      "Aino built the component library of a public sector design system and led its accessibility work.",
  },
  {
    gig: "OT security architect for a paper mill network",
    expert: "Tuomas Rantanen",
    status: "OFFERED",
    stage: "waiting-customer-decision",
    rate: 118,
    contact: "matti.example@example.com",
    description:
      "Tuomas designed the IEC 62443 zone model for another forest industry company's mills last year.",
  },
  {
    gig: "Java architect for a pension insurance modernisation",
    expert: "Pekka Järvinen",
    status: "DECLINED",
    stage: "declined",
    rate: 112,
    contact: "company@example.com",
    description:
      "Pekka has modernised transaction systems step by step alongside a running legacy system.",
    declineReason: "MORE_SUITABLE_CANDIDATE_FOUND",
    feedback:
      "Pekka was a strong candidate, but the customer chose an architect with several years of experience in pension insurance systems and mainframe integration.",
  },
  {
    gig: "Business analyst for a Norwegian grocery chain",
    expert: "Emilia Koskinen",
    status: "DECLINED",
    stage: "declined",
    rate: 95,
    contact: "matti.example@example.com",
    description:
      "Emilia has facilitated process harmonisation workshops in retail and speaks Swedish, which helps with Norwegian.",
    declineReason: "REJECTED_BY_CUSTOMER",
    feedback:
      "The customer interviewed Emilia and liked her facilitation skills, but decided to require fluent Norwegian for the workshops with store staff.",
  },
  {
    gig: "Senior full-stack developer for a SaaS HR product",
    expert: "Aino Laine",
    status: "ACCEPTED",
    stage: "accepted",
    rate: 98,
    contact: "company@example.com",
    description:
      "Aino has worked on HR and payroll products and knows the performance challenges of large tenants.",
  },
  {
    gig: "Kubernetes specialist for a gaming company",
    expert: "Mikko Heikkinen",
    status: "ACCEPTED",
    stage: "accepted",
    rate: 115,
    contact: "anna.example@example.com",
    description:
      "Mikko ran EKS platforms for a media software company and has load tested game backends before.",
  },
  {
    gig: "Data platform lead for a Danish shipping company",
    expert: "Johanna Salo",
    status: "DECLINED",
    stage: "declined",
    rate: 120,
    contact: "anna.example@example.com",
    description:
      "Johanna has led a data platform team of five and worked with Azure Databricks for four years.",
    declineReason: "GIG_LOST",
    feedback:
      "The customer awarded the whole data platform project to another provider, so none of our candidates went forward.",
  },
  {
    gig: "Interim CIO for a manufacturing group",
    expert: "Mikko Heikkinen",
    status: "DECLINED",
    stage: "declined",
    rate: 130,
    contact: "company@example.com",
    description: "Mikko has led IT integration after two acquisitions as head of infrastructure.",
    declineReason: "GIG_CANCELLED",
    feedback: "The customer cancelled the search after appointing an internal candidate as CIO.",
  },
  {
    gig: "Mobile developer for the app renewal of a Finnish bank",
    expert: "Aino Laine",
    status: "DECLINED",
    stage: "declined",
    rate: 96,
    contact: "company@example.com",
    description:
      "Aino has three years of React Native, including strong customer authentication flows.",
    declineReason: "OTHER",
    feedback:
      "Aino's current assignment was extended, so she was no longer available on the start date. Withdrawn at the partner's request.",
  },
  {
    gig: "Senior UX designer for a healthcare self-service portal",
    expert: "Ville Hämäläinen",
    status: "REVIEW",
    stage: "waiting-review",
    rate: 92,
    contact: "freelancer@example.com",
    description:
      "I designed the appointment booking and messaging flows for another wellbeing services county and can be in Oulu every other week.",
  },
  {
    gig: "UX researcher for the e-services of a Swedish municipality",
    expert: "Ville Hämäläinen",
    status: "OFFERED",
    stage: "waiting-customer-decision",
    rate: 90,
    contact: "freelancer@example.com",
    description:
      "I have run over a hundred usability tests for municipal e-services and can hold sessions in Swedish.",
  },
];

export interface DemoLogin {
  email: string;
  password: string;
  role: string;
}

/**
 * The demo staff user's authenticator key (base32), as public as the demo password: add it to an
 * authenticator app, or print the current code with `npm run demo:staff-code`.
 */
export const DEMO_STAFF_TOTP_SECRET = "GIGPARTNERSDEMOSTAFFTOTPKEY234567";

/** The fixed demo logins, all with the same well-known password. */
export const DEMO_LOGINS: DemoLogin[] = USERS.filter((u) => u.login).map((u) => ({
  email: u.email,
  password: DEMO_PASSWORD,
  role: u.login!,
}));

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Inserts the demo data that is missing, matched by natural keys (fixed ids, e-mails, gig
 * slug and title, expert name within its company, post slug), so running it again is a no-op.
 */
export async function seedDemo(
  db: Kysely<Database>,
  options: { today?: Date } = {},
): Promise<{ created: boolean; logins: DemoLogin[] }> {
  const today = options.today ?? new Date();
  const day = helsinkiDate(today);
  const yesterday = addDays(day, -1);
  // Timestamps in the past, on Helsinki calendar days, so nothing in the demo lies in the future.
  const at = (date: string, hour = 9) =>
    `${date < day ? date : yesterday}T${String(hour).padStart(2, "0")}:00:00.000Z`;
  const daysAgo = (days: number, hour = 9) => at(addDays(day, -days), hour);

  // Hashing is slow on purpose; do it before the transaction so its locks are held briefly.
  const passwordHashes = new Map(
    await Promise.all(
      USERS.map(async (u) => [u.email, await hashPassword(DEMO_PASSWORD)] as const),
    ),
  );
  const gigRows = buildGigRows(today);
  const postRows = buildPostRows(today);

  const inserted = await db.transaction().execute(async (trx: Transaction<Database>) => {
    let count = 0;

    const companyIds = COMPANIES.map((c) => c.id);
    const existingCompanies = new Set(
      (await trx.selectFrom("companies").select("id").where("id", "in", companyIds).execute()).map(
        (r) => r.id,
      ),
    );
    const newCompanies: Insertable<CompanyTable>[] = COMPANIES.filter(
      (c) => !existingCompanies.has(c.id),
    ).map((c) => ({
      id: c.id,
      name: c.name,
      website: c.website,
      partner_type: c.partner_type,
      country_code: "FI",
      business_id: c.business_id,
      created_at: daysAgo(180),
      updated_at: daysAgo(180),
    }));
    if (newCompanies.length) await trx.insertInto("companies").values(newCompanies).execute();
    count += newCompanies.length;

    const existingCapabilities = new Set(
      (
        await trx
          .selectFrom("company_capabilities")
          .select(["company_id", "capability_id"])
          .where("company_id", "in", companyIds)
          .execute()
      ).map((r) => `${r.company_id}:${r.capability_id}`),
    );
    const newCapabilities = COMPANIES.flatMap((c) =>
      c.capabilities.map((id) => ({ company_id: c.id, capability_id: id })),
    ).filter((r) => !existingCapabilities.has(`${r.company_id}:${r.capability_id}`));
    if (newCapabilities.length)
      await trx.insertInto("company_capabilities").values(newCapabilities).execute();
    count += newCapabilities.length;

    const emails = USERS.map((u) => u.email);
    const userIds = new Map(
      (
        await trx.selectFrom("users").select(["id", "email"]).where("email", "in", emails).execute()
      ).map((r) => [r.email, r.id]),
    );
    const newUsers: NewUser[] = USERS.filter((u) => !userIds.has(u.email)).map((u) => {
      const id = newId();
      userIds.set(u.email, id);
      const registered = daysAgo(u.companyId === DEMO_COMPANY_ID ? 175 : 150);
      return {
        id,
        email: u.email,
        name: u.name,
        phone_number: u.phone,
        job_title: u.jobTitle,
        password_hash: passwordHashes.get(u.email)!,
        email_verified_at: registered,
        role: u.role,
        company_id: u.companyId,
        is_contact_person: u.contactPerson ? 1 : 0,
        marketing_consent: 0,
        subscribe_to_gigsletter: u.role === "partner" ? 1 : 0,
        terms_accepted_at: registered,
        terms_version: TERMS_VERSION,
        registered_at: registered,
        locale: u.locale,
        created_at: registered,
        updated_at: registered,
      };
    });
    if (newUsers.length) await trx.insertInto("users").values(newUsers).execute();
    count += newUsers.length;

    const expertKey = (companyId: string, name: string) => `${companyId}:${name}`;
    const expertIds = new Map(
      (
        await trx
          .selectFrom("experts")
          .select(["id", "company_id", "name"])
          .where("company_id", "in", companyIds)
          .execute()
      ).map((r) => [expertKey(r.company_id, r.name), r.id]),
    );
    const newCvs = new Map<string, Buffer>();
    const newExperts: Insertable<ExpertTable>[] = EXPERTS.filter(
      (e) => !expertIds.has(expertKey(e.companyId, e.name)),
    ).map((e, index) => {
      const id = newId();
      expertIds.set(expertKey(e.companyId, e.name), id);
      const cv = buildCvPdf({ name: e.name, title: e.role, ...e.cv });
      const added = daysAgo(160 - index * 7);
      newCvs.set(id, cv);
      return {
        id,
        company_id: e.companyId,
        user_id: e.userEmail ? userIds.get(e.userEmail)! : null,
        name: e.name,
        role: e.role,
        sales_pitch: e.pitch,
        cv_filename: `${slugify(e.name)}-cv.pdf`,
        cv_mimetype: "application/pdf",
        cv_size: cv.length,
        cv_added_at: added,
        created_at: added,
        updated_at: added,
      };
    });
    for (const chunk of chunks(newExperts, 10))
      await trx.insertInto("experts").values(chunk).execute();
    for (const [id, cv] of newCvs) await writeCvChunks(trx, id, cv);
    count += newExperts.length;

    // What each expert offers, for a new expert and for one seeded before profiles existed
    // (a demo database from before migration 0021): an expert without skills gets them.
    const demoExpertIds = [...expertIds.values()];
    const profiled = new Set(
      (
        await trx
          .selectFrom("expert_skills")
          .select("expert_id")
          .distinct()
          .where("expert_id", "in", demoExpertIds)
          .execute()
      ).map((r) => r.expert_id),
    );
    for (const e of EXPERTS) {
      const id = expertIds.get(expertKey(e.companyId, e.name))!;
      const seed = EXPERT_PROFILES[e.name];
      if (profiled.has(id) || !seed) continue;
      const { columns, skills } = demoProfile(seed, day);
      await trx.updateTable("experts").set(columns).where("id", "=", id).execute();
      await trx
        .insertInto("expert_skills")
        .values(
          skills.map((skill, position) => ({
            expert_id: id,
            skill_key: skill.key,
            label: skill.label,
            position,
          })),
        )
        .execute();
      count += 1;
    }

    const gigKey = (slug: string, title: string) => `${slug}\n${title}`;
    const gigSlugs = gigRows.map((g) => g.slug);
    const loadGigIds = async () =>
      new Map(
        (
          await trx
            .selectFrom("gigs")
            .select(["id", "slug", "title"])
            .where("slug", "in", gigSlugs)
            .orderBy("id")
            .execute()
        )
          .reverse() // the lowest id wins if a slug and title were ever duplicated
          .map((r) => [gigKey(r.slug, r.title), r.id]),
      );
    const existingGigs = await loadGigIds();
    const newGigs = gigRows.filter((g) => !existingGigs.has(gigKey(g.slug, g.title)));
    for (const chunk of chunks(newGigs, 10)) await trx.insertInto("gigs").values(chunk).execute();
    count += newGigs.length;
    const gigIds = newGigs.length ? await loadGigIds() : existingGigs;

    const ourExpertIds = [...expertIds.values()];
    const existingCandidates = new Set(
      (
        await trx
          .selectFrom("candidates")
          .select(["gig_id", "expert_id"])
          .where("expert_id", "in", ourExpertIds)
          .execute()
      ).map((r) => `${r.gig_id}:${r.expert_id}`),
    );
    const newCandidates: Insertable<CandidateTable>[] = [];
    for (const c of CANDIDATES) {
      const gig = gigRows.find((g) => g.title === c.gig);
      const expert = EXPERTS.find((e) => e.name === c.expert);
      if (!gig || !expert)
        throw new Error(
          `Demo candidate refers to an unknown gig or expert: ${c.gig} / ${c.expert}`,
        );
      const gigId = gigIds.get(gigKey(gig.slug, gig.title))!;
      const expertId = expertIds.get(expertKey(expert.companyId, expert.name))!;
      if (existingCandidates.has(`${gigId}:${expertId}`)) continue;
      // Offered a couple of days before the deadline; decisions follow a few days after it.
      const created = at(addDays(gig.offer_deadline, -2), 10);
      const updated = c.status === "REVIEW" ? created : at(addDays(gig.offer_deadline, 3), 14);
      newCandidates.push({
        id: newId(),
        gig_id: gigId,
        expert_id: expertId,
        company_id: expert.companyId,
        status: c.status,
        stage: c.stage,
        rate: c.rate,
        additional_description: c.description,
        contact_user_id: userIds.get(c.contact)!,
        decline_reason: c.declineReason ?? null,
        feedback: c.feedback ?? null,
        // The freelancer's own candidacies are the person of their account (decision 047).
        person_key: expert.userEmail ? personKey({ email: expert.userEmail }) : null,
        // A freelancer offering themselves has agreed to it (decision 048). Every row names both
        // columns: SQLite's multi-row insert fills an absent one with null, not its default.
        consent: expert.userEmail ? "agreed" : "not-asked",
        consent_at: expert.userEmail ? created : null,
        created_at: created,
        updated_at: updated,
      });
    }
    for (const chunk of chunks(newCandidates, 10))
      await trx.insertInto("candidates").values(chunk).execute();
    count += newCandidates.length;

    const postSlugs = postRows.map((p) => p.slug);
    const existingPosts = new Set(
      (await trx.selectFrom("posts").select("slug").where("slug", "in", postSlugs).execute()).map(
        (r) => r.slug,
      ),
    );
    const newPosts = postRows.filter((p) => !existingPosts.has(p.slug));
    for (const chunk of chunks(newPosts, 10)) await trx.insertInto("posts").values(chunk).execute();
    count += newPosts.length;

    // The demo staff user has an authenticator already (so the demo needs no mailbox to set one
    // up), and the audit log entries of the demo's publications and candidate moves. Its public
    // key is written plain, like a row from before migration 0015: the server encrypts it under
    // its own SESSION_SECRET at start or first use (decision 031).
    const staffId = userIds.get("staff@example.com");
    const staffEnrolled =
      staffId &&
      (await trx
        .selectFrom("staff_second_factors")
        .select("user_id")
        .where("user_id", "=", staffId)
        .executeTakeFirst());
    if (staffId && !staffEnrolled) {
      await trx
        .insertInto("staff_second_factors")
        .values({
          user_id: staffId,
          secret: DEMO_STAFF_TOTP_SECRET,
          enabled_at: daysAgo(90),
          created_at: daysAgo(90),
        })
        .execute();
      await trx
        .insertInto("audit_events")
        .values([
          {
            at: daysAgo(90, 8),
            actor_user_id: null,
            company_id: null,
            action: "staff.granted",
            subject_type: "user",
            subject_id: staffId,
            data: JSON.stringify({ before: { role: "partner" }, after: { role: "staff" } }),
            ip: null,
          },
          {
            at: daysAgo(90, 9),
            actor_user_id: staffId,
            company_id: null,
            action: "staff.second-factor-enrolled",
            subject_type: "user",
            subject_id: staffId,
            data: null,
            ip: null,
          },
          ...gigRows.flatMap((gig) => {
            const id = gigIds.get(gigKey(gig.slug, gig.title));
            if (id === undefined) return [];
            return [
              {
                at: gig.created_at,
                actor_user_id: staffId,
                company_id: null,
                action: gig.published ? "gig.published" : "gig.created",
                subject_type: "gig",
                subject_id: String(id),
                data: JSON.stringify({
                  before: gig.published ? { published: 0 } : null,
                  after: gig.published ? { published: 1 } : { title: gig.title, published: 0 },
                }),
                ip: null,
              },
            ];
          }),
          ...newCandidates
            .filter((c) => c.stage !== "waiting-review")
            .map((c) => ({
              at: c.updated_at,
              actor_user_id: staffId,
              company_id: c.company_id,
              action: c.stage === "declined" ? "candidate.declined" : "candidate.moved",
              subject_type: "candidate",
              subject_id: c.id,
              data: JSON.stringify({
                before: { stage: "waiting-review" },
                after: {
                  stage: c.stage,
                  decline_reason: c.decline_reason ?? null,
                  feedback: c.feedback ?? null,
                },
              }),
              ip: null,
            })),
        ])
        .execute();
      count += 1;
    }

    return count;
  });

  return { created: inserted > 0, logins: DEMO_LOGINS };
}
