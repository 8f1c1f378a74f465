import { describe, expect, it } from "vitest";
import {
  endOfHelsinkiDay,
  jobPostingJsonLd,
  serializeJsonLd,
  type JobPostingGig,
} from "~/utils/json-ld";

const context = { origin: "https://gigs.example.com", organizationName: "GigPartners" };

function gig(overrides: Partial<JobPostingGig> = {}): JobPostingGig {
  return {
    id: 42,
    slug: "senior-data-engineer",
    title: "Senior data engineer",
    description: "Build the data platform.\n\nAzure and dbt.",
    published_at: "2026-11-02T08:00:00.000Z",
    offer_deadline: "2026-12-04",
    onsite: "hybrid",
    locations: ["Helsinki", "Remote"],
    rate_min: 80,
    rate_max: 105,
    ...overrides,
  };
}

describe("JobPosting JSON-LD", () => {
  it("has Google's required properties and the gig's terms", () => {
    const ld = jobPostingJsonLd(gig(), context);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Senior data engineer",
      description: "Build the data platform.\n\nAzure and dbt.",
      datePosted: "2026-11-02T08:00:00.000Z",
      validThrough: "2026-12-04T23:59:59+02:00",
      employmentType: "CONTRACTOR",
      url: "https://gigs.example.com/gigs/42/senior-data-engineer",
      hiringOrganization: {
        "@type": "Organization",
        name: "GigPartners",
        sameAs: "https://gigs.example.com",
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "EUR",
        value: { "@type": "QuantitativeValue", minValue: 80, maxValue: 105, unitText: "HOUR" },
      },
    });
  });

  it("places on-site and hybrid gigs in their cities, leaving out 'Remote'", () => {
    const ld = jobPostingJsonLd(gig({ locations: ["Helsinki", "Remote", "Stockholm"] }), context);
    expect(ld.jobLocation).toEqual([
      {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Helsinki", addressCountry: "FI" },
      },
      {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Stockholm", addressCountry: "SE" },
      },
    ]);
    expect(ld.jobLocationType).toBeUndefined();
    const onsite = jobPostingJsonLd(gig({ onsite: "onsite", locations: [] }), context);
    expect(onsite.jobLocation).toEqual([
      { "@type": "Place", address: { "@type": "PostalAddress", addressCountry: "FI" } },
    ]);
  });

  it("marks remote gigs as telecommuting from Finland", () => {
    const ld = jobPostingJsonLd(gig({ onsite: "remote", locations: ["Remote"] }), context);
    expect(ld.jobLocationType).toBe("TELECOMMUTE");
    expect(ld.applicantLocationRequirements).toEqual({ "@type": "Country", name: "Finland" });
    expect(ld.jobLocation).toBeUndefined();
  });

  it("ends the offer deadline at the end of the Helsinki day, summer time included", () => {
    expect(endOfHelsinkiDay("2026-01-15")).toBe("2026-01-15T23:59:59+02:00");
    expect(endOfHelsinkiDay("2026-07-01")).toBe("2026-07-01T23:59:59+03:00");
    // The day the clocks go forward (29 March 2026) ends in summer time.
    expect(endOfHelsinkiDay("2026-03-29")).toBe("2026-03-29T23:59:59+03:00");
    expect(Date.parse(endOfHelsinkiDay("2026-12-04"))).toBe(Date.parse("2026-12-04T21:59:59Z"));
  });

  it("serialises so that no value can close the script element", () => {
    const ld = jobPostingJsonLd(
      gig({ title: "</script><script>alert(1)</script>", description: "a <!-- b & c" }),
      context,
    );
    const json = serializeJsonLd(ld);
    expect(json).not.toMatch(/<\/|<!--|<script/i);
    expect(JSON.parse(json)).toEqual(ld);
    expect(serializeJsonLd({ s: "\u2028\u2029" })).toBe('{"s":"\\u2028\\u2029"}');
  });
});
