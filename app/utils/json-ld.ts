import { helsinkiOffsetHours } from "./helsinki-time";

/*
 * schema.org structured data, built as plain objects (pure, so unit tests can check them) and
 * serialised safely for an inline <script type="application/ld+json">.
 */

export type JsonLd = { "@context": "https://schema.org"; "@type": string } & Record<
  string,
  unknown
>;

/** The fields of a gig the job posting needs (a GigView satisfies it). */
export type JobPostingGig = {
  id: number;
  slug: string;
  title: string;
  description: string;
  published_at: string;
  offer_deadline: string;
  onsite: "onsite" | "remote" | "hybrid";
  locations: string[];
  rate_min: number;
  rate_max: number;
};

export type JobPostingContext = {
  /** APP_URL's origin, e.g. https://gigs.example.com */
  origin: string;
  organizationName: string;
};

/** Gigs are published in Finland; a few nearby cities in the demo data are abroad. */
const CITY_COUNTRIES: Record<string, string> = {
  stockholm: "SE",
  gothenburg: "SE",
  göteborg: "SE",
  oslo: "NO",
  copenhagen: "DK",
  københavn: "DK",
  tallinn: "EE",
};
const DEFAULT_COUNTRY = "FI";
const REMOTE_WORDS = new Set(["remote", "etä", "etätyö"]);

/** Helsinki's UTC offset ("+02:00" or "+03:00") on a calendar date. */
function helsinkiOffset(date: string): string {
  // Noon avoids the small hours when the clocks change; the offset is the same all evening.
  return `+0${helsinkiOffsetHours(Date.parse(`${date}T12:00:00Z`))}:00`;
}

/** The last second of a Helsinki calendar date as ISO 8601 with its offset. */
export function endOfHelsinkiDay(date: string): string {
  const day = date.slice(0, 10);
  return `${day}T23:59:59${helsinkiOffset(day)}`;
}

function place(locality: string) {
  const country = CITY_COUNTRIES[locality.trim().toLowerCase()] ?? DEFAULT_COUNTRY;
  return {
    "@type": "Place",
    address: {
      "@type": "PostalAddress",
      addressLocality: locality.trim(),
      addressCountry: country,
    },
  };
}

/** schema.org JobPosting for a gig page (Google's required and recommended properties). */
export function jobPostingJsonLd(gig: JobPostingGig, context: JobPostingContext): JsonLd {
  const url = `${context.origin}/gigs/${gig.id}/${gig.slug}`;
  const places = gig.locations.filter((l) => l.trim() && !REMOTE_WORDS.has(l.trim().toLowerCase()));
  const location =
    gig.onsite === "remote"
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: "Finland" },
        }
      : {
          jobLocation: places.length
            ? places.map(place)
            : [{ "@type": "Place", address: { "@type": "PostalAddress", addressCountry: "FI" } }],
        };
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: gig.title,
    description: gig.description,
    identifier: { "@type": "PropertyValue", name: context.organizationName, value: String(gig.id) },
    url,
    datePosted: gig.published_at,
    validThrough: endOfHelsinkiDay(gig.offer_deadline),
    employmentType: "CONTRACTOR",
    hiringOrganization: {
      "@type": "Organization",
      name: context.organizationName,
      sameAs: context.origin,
    },
    ...location,
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "EUR",
      value: {
        "@type": "QuantitativeValue",
        minValue: gig.rate_min,
        maxValue: gig.rate_max,
        unitText: "HOUR",
      },
    },
    directApply: false,
  };
}

/**
 * JSON for an inline script: `<` is escaped so no value can close the element (`</script>`) or
 * open a comment, and U+2028/U+2029 so older parsers do not see a line break in a string.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
