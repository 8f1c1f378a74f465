import type { Consent } from "~/consent/consent";

/** Custom dimensions 1 and 2 of the analytics (spec: visitor type, action visitor type). */
export type VisitorType = "visitor" | "company" | "freelancer" | "staff";

export type ClientTelemetry = {
  sentry: { dsn: string; environment: string; release: string; userId: string | null } | null;
  matomo: { url: string; siteId: string } | null;
  consent:
    | { mode: "none" }
    | { mode: "built-in"; choice: Consent }
    | { mode: "external"; scriptUrl: string };
  visitorType: VisitorType;
};

/** Third-party origins a document may use: error reporting, analytics, a consent manager. */
export type CspSources = {
  script?: string[];
  connect?: string[];
  img?: string[];
  frame?: string[];
};
