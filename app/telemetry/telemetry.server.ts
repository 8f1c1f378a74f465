// What the browser needs to report errors, ask for consent and load analytics (root loader), and
// the origins the CSP must allow for it (entry.server.tsx). Everything is off until configured.
import { isStaff } from "~/auth/guards.server";
import type { SessionUser } from "~/auth/session.server";
import { readConsent } from "~/consent/consent.server";
import { getEnv } from "~/env.server";
import { getBuildVersion } from "~/deploy/build-info.server";
import type { ClientTelemetry, CspSources, VisitorType } from "./telemetry";

function visitorTypeOf(user: SessionUser | null): VisitorType {
  if (!user) return "visitor";
  if (isStaff(user)) return "staff";
  if (user.partner_type === "company") return "company";
  if (user.partner_type === "freelancer") return "freelancer";
  // Signed in, registration not finished: no partner yet.
  return "visitor";
}

function matomoConfig() {
  const { MATOMO_URL, MATOMO_SITE_ID } = getEnv();
  if (!MATOMO_URL || !MATOMO_SITE_ID) return null;
  return { url: MATOMO_URL.endsWith("/") ? MATOMO_URL : `${MATOMO_URL}/`, siteId: MATOMO_SITE_ID };
}

export function clientTelemetry(request: Request, user: SessionUser | null): ClientTelemetry {
  const env = getEnv();
  const matomo = matomoConfig();
  const external = env.CONSENT_SCRIPT_URL ?? null;
  return {
    sentry: env.SENTRY_DSN
      ? {
          dsn: env.SENTRY_DSN,
          environment: env.APP_ENV,
          release: getBuildVersion(),
          userId: user?.id ?? null,
        }
      : null,
    matomo,
    consent: external
      ? { mode: "external", scriptUrl: external }
      : matomo
        ? { mode: "built-in", choice: readConsent(request) }
        : { mode: "none" },
    visitorType: visitorTypeOf(user),
  };
}

const originOf = (url: string) => new URL(url).origin;

/**
 * The error service is always allowed when configured; the analytics origin only after the
 * visitor accepted analytics (with an external consent manager the server cannot know, so its
 * origin and the tracker's are allowed and the scripts themselves wait for consent).
 */
export function telemetryCspSources(request: Request): CspSources {
  const env = getEnv();
  const sources: Required<CspSources> = { script: [], connect: [], img: [], frame: [] };
  if (env.SENTRY_DSN) sources.connect.push(originOf(env.SENTRY_DSN));
  const matomo = matomoConfig();
  const external = env.CONSENT_SCRIPT_URL;
  if (external) {
    const origin = originOf(external);
    sources.script.push(origin);
    sources.connect.push(origin);
    sources.img.push(origin);
    sources.frame.push(origin);
  }
  if (matomo && (external || readConsent(request)?.analytics)) {
    const origin = originOf(matomo.url);
    sources.script.push(origin);
    sources.connect.push(origin);
    sources.img.push(origin);
  }
  return sources;
}
