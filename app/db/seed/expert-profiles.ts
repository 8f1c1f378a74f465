import {
  buildSkillVocabulary,
  normaliseSkills,
  type Skill,
} from "~/domain/matching/skill-vocabulary";
import { CAPABILITIES } from "../reference/capabilities";
import type { WorkMode } from "../schema";
import { addDays, GIG_SEEDS } from "./gigs";

/*
 * What each demo expert offers (issue 36): skills that cover the required skills of open demo
 * gigs, availability, allocation and rate expectations inside those gigs' ranges, so that a
 * newcomer sees matches at once. Keyed by the expert's name in demo.server.ts.
 */

export interface ExpertProfileSeed {
  skills: string[];
  /** Days from today until the expert can start; null: now. */
  availableInDays: number | null;
  allocation: number;
  rate: number | null;
  workModes: WorkMode[];
  locations: string[];
}

export const EXPERT_PROFILES: Record<string, ExpertProfileSeed> = {
  // "React and TypeScript developer for a public sector service", "Senior Node.js developer".
  "Aino Laine": {
    skills: [
      "TypeScript",
      "React",
      "Node.js",
      "PostgreSQL",
      "Accessibility (WCAG 2.1)",
      "Finnish language",
      "Design systems",
      "Playwright",
      "React Native",
      "AWS",
    ],
    availableInDays: null,
    allocation: 100,
    rate: 90,
    workModes: ["remote", "hybrid"],
    locations: ["Helsinki", "Tampere", "Remote"],
  },
  // "Cloud architect for an Azure landing zone", "Platform engineer for AWS cost optimisation".
  "Mikko Heikkinen": {
    skills: [
      "Microsoft Azure",
      "Terraform",
      "Azure Policy",
      "Networking",
      "AWS",
      "FinOps",
      "Cost analysis",
      "Kubernetes",
      "ISO 27001",
    ],
    availableInDays: 14,
    allocation: 100,
    rate: 120,
    workModes: ["remote", "hybrid"],
    locations: ["Espoo", "Helsinki", "Remote"],
  },
  // "Data engineer for the data platform of an energy company".
  "Johanna Salo": {
    skills: [
      "Python",
      "SQL",
      "dbt",
      "Snowflake or Databricks",
      "Databricks",
      "Airflow",
      "Azure Data Factory",
      "Energy market data",
      "Power BI",
    ],
    availableInDays: null,
    allocation: 80,
    rate: 100,
    workModes: ["remote", "hybrid"],
    locations: ["Helsinki", "Remote"],
  },
  // "Senior Java developer for a logistics platform": Java 21 covers its "Java 17+".
  "Pekka Järvinen": {
    skills: [
      "Java 21",
      "Spring Boot",
      "PostgreSQL",
      "REST APIs",
      "Kafka",
      "Kubernetes",
      "Domain-driven design",
      "Software architecture",
    ],
    availableInDays: 30,
    allocation: 100,
    rate: 105,
    workModes: ["hybrid", "onsite"],
    locations: ["Helsinki", "Espoo"],
  },
  // "Scrum master for a banking mobile app team", "Agile coach for a SAFe transformation".
  "Emilia Koskinen": {
    skills: [
      "Scrum",
      "SAFe (SPC)",
      "Jira",
      "Facilitation",
      "Agile coaching",
      "PI planning",
      "Leadership coaching",
      "Experience in mobile teams",
      "Finnish language",
      "Swedish language",
    ],
    availableInDays: null,
    allocation: 80,
    rate: 95,
    workModes: ["onsite", "hybrid"],
    locations: ["Helsinki", "Tampere"],
  },
  // "Cyber security consultant for ISO 27001 preparation".
  "Tuomas Rantanen": {
    skills: [
      "ISO 27001",
      "Risk assessment",
      "Information security policies",
      "IEC 62443",
      "NIS2",
      "OT security",
      "Network segmentation",
    ],
    availableInDays: 10,
    allocation: 100,
    rate: 115,
    workModes: ["remote", "hybrid"],
    locations: ["Remote", "Oulu"],
  },
  // The freelancer: "Senior UX designer for a healthcare self-service portal", the service designers.
  "Ville Hämäläinen": {
    skills: [
      "UX design",
      "Figma",
      "User research",
      "Service design",
      "Usability testing",
      "Accessibility",
      "Design systems",
      "Customer journey mapping",
      "Workshop facilitation",
      "Finnish language",
    ],
    availableInDays: null,
    allocation: 80,
    rate: 90,
    workModes: ["remote", "hybrid"],
    locations: ["Oulu", "Turku", "Helsinki", "Remote"],
  },
};

/** The demo's vocabulary: its gigs' skills and the capabilities, as the app builds it. */
const vocabulary = buildSkillVocabulary([
  ...GIG_SEEDS.flatMap((gig) => [...gig.required, ...gig.niceToHave]),
  ...CAPABILITIES.flatMap((c) => [c.name_en, c.name_fi]),
]);

/** A demo expert's profile columns and skills, with availability counted from `day`. */
export function demoProfile(seed: ExpertProfileSeed, day: string) {
  const skills: Skill[] = normaliseSkills(seed.skills, vocabulary);
  return {
    columns: {
      available_from: seed.availableInDays === null ? null : addDays(day, seed.availableInDays),
      allocation: seed.allocation,
      rate_expectation: seed.rate,
      work_modes: JSON.stringify(seed.workModes),
      locations: JSON.stringify(seed.locations),
    },
    skills,
  };
}
