/** Fixed ids: companies store them, so an id never changes meaning. Append only. */
export const CAPABILITIES = [
  {
    id: 1,
    slug: "software-development",
    name_en: "Software development",
    name_fi: "Ohjelmistokehitys",
  },
  {
    id: 2,
    slug: "cloud-and-infrastructure",
    name_en: "Cloud and infrastructure",
    name_fi: "Pilvi ja infrastruktuuri",
  },
  {
    id: 3,
    slug: "data-and-analytics",
    name_en: "Data and analytics",
    name_fi: "Data ja analytiikka",
  },
  {
    id: 4,
    slug: "ai-and-machine-learning",
    name_en: "AI and machine learning",
    name_fi: "Tekoäly ja koneoppiminen",
  },
  { id: 5, slug: "cyber-security", name_en: "Cyber security", name_fi: "Kyberturvallisuus" },
  {
    id: 6,
    slug: "ux-and-service-design",
    name_en: "UX and service design",
    name_fi: "UX- ja palvelumuotoilu",
  },
  {
    id: 7,
    slug: "project-management",
    name_en: "Project and programme management",
    name_fi: "Projektin- ja ohjelmanhallinta",
  },
  { id: 8, slug: "agile-coaching", name_en: "Agile coaching", name_fi: "Ketterä valmennus" },
  {
    id: 9,
    slug: "enterprise-architecture",
    name_en: "Enterprise architecture",
    name_fi: "Kokonaisarkkitehtuuri",
  },
  { id: 10, slug: "erp-and-crm", name_en: "ERP and CRM", name_fi: "ERP ja CRM" },
  {
    id: 11,
    slug: "testing-and-quality",
    name_en: "Testing and quality assurance",
    name_fi: "Testaus ja laadunvarmistus",
  },
  {
    id: 12,
    slug: "devops",
    name_en: "DevOps and platform engineering",
    name_fi: "DevOps ja alustakehitys",
  },
  { id: 13, slug: "mobile-development", name_en: "Mobile development", name_fi: "Mobiilikehitys" },
  {
    id: 14,
    slug: "embedded-systems",
    name_en: "Embedded systems",
    name_fi: "Sulautetut järjestelmät",
  },
  {
    id: 15,
    slug: "business-consulting",
    name_en: "Business consulting",
    name_fi: "Liiketoimintakonsultointi",
  },
  {
    id: 16,
    slug: "digital-marketing",
    name_en: "Digital marketing",
    name_fi: "Digitaalinen markkinointi",
  },
] as const;
