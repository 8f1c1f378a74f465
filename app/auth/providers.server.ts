import {
  createRemoteJWKSet,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
  type JWTVerifyOptions,
} from "jose";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { z } from "zod";
import { getEnv, isSecureCookieSite } from "~/env.server";
import type { SignInResult } from "~/domain/identity/auth.server";
import { resolveProviderIdentity } from "~/domain/identity/identities.server";
import { getLocale } from "~/i18n/i18n.server";
import { authenticator } from "./authenticator.server";

/*
 * "Continue with Google / Microsoft": OpenID Connect authorization code flow with PKCE (S256)
 * and a random state per attempt (remix-auth-oauth2 keeps both in a short-lived cookie per
 * attempt). Endpoints come from the issuer's discovery document; the ID token is checked
 * against the issuer's published keys before anything in it is believed.
 */

export const PROVIDERS = ["google", "microsoft"] as const;
export type ProviderName = (typeof PROVIDERS)[number];

const DEFAULT_ISSUERS: Record<ProviderName, string> = {
  google: "https://accounts.google.com",
  microsoft: "https://login.microsoftonline.com/common/v2.0",
};

const DISCOVERY_TIMEOUT_MS = 5000;
const TOKEN_TIMEOUT_MS = 10_000;
const STATE_COOKIE_MAX_AGE_S = 10 * 60;
// Asymmetric signatures only: never "none", never an HMAC keyed with the (shared) client secret.
const ID_TOKEN_ALGORITHMS = [
  "RS256",
  "RS384",
  "RS512",
  "PS256",
  "PS384",
  "PS512",
  "ES256",
  "ES384",
  "ES512",
  "EdDSA",
];

export function isProviderName(value: unknown): value is ProviderName {
  return typeof value === "string" && (PROVIDERS as readonly string[]).includes(value);
}

export type ProviderConfig = {
  provider: ProviderName;
  issuer: string;
  clientId: string;
  clientSecret: string;
};

/** The provider's settings from the environment; null when its client id or secret is missing. */
export function providerConfig(provider: ProviderName): ProviderConfig | null {
  const env = getEnv();
  const settings = {
    google: [env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, env.GOOGLE_ISSUER],
    microsoft: [env.MICROSOFT_CLIENT_ID, env.MICROSOFT_CLIENT_SECRET, env.MICROSOFT_ISSUER],
  } satisfies Record<ProviderName, unknown[]>;
  const [clientId, clientSecret, issuer = DEFAULT_ISSUERS[provider]] = settings[provider];
  if (!clientId || !clientSecret) return null;
  return { provider, issuer: issuer.replace(/\/+$/, ""), clientId, clientSecret };
}

/** The providers whose client id and secret are set, in display order. */
export function configuredProviders(): ProviderName[] {
  return PROVIDERS.filter((p) => providerConfig(p) !== null);
}

/**
 * Origins a provider sign-in form leads to. Browsers (Chromium) apply the CSP `form-action`
 * directive to the redirects that follow a form submission too, so without these in
 * `form-action` the no-JavaScript POST /auth/<provider> -> 302 <provider> is blocked.
 * The issuer's origin (Google's and Microsoft's authorization endpoints live there), plus the
 * authorization endpoint's origin once discovery has named a different one.
 */
export function providerFormActionSources(): string[] {
  const sources = new Set<string>();
  for (const provider of PROVIDERS) {
    const config = providerConfig(provider);
    if (!config) continue;
    try {
      sources.add(new URL(config.issuer).origin);
    } catch {
      continue; // a malformed *_ISSUER fails at discovery with a message that names it
    }
    const discovered = authorizationOrigins.get(config.issuer);
    if (discovered) sources.add(discovered);
  }
  return [...sources];
}

/** Sign-in with the provider could not start or finish for a reason other than the user. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly code:
      "unavailable" | "invalid-id-token" | "invalid-access-token" | "missing-email" = "unavailable",
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

const DiscoverySchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  jwks_uri: z.string().url(),
  // Only the provider token callback uses it (app/auth/provider-userinfo.server.ts).
  userinfo_endpoint: z.string().url().optional(),
});
export type Discovery = z.infer<typeof DiscoverySchema>;

async function fetchDiscovery(issuer: string): Promise<Discovery> {
  const url = `${issuer}/.well-known/openid-configuration`;
  let body: unknown;
  try {
    // The timeout covers the body too: a provider that stops answering cannot hold a request.
    const response = await fetch(url, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    });
    if (!response.ok) {
      throw new ProviderError(`OpenID discovery ${url} answered HTTP ${response.status}`);
    }
    body = await response.json();
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    const e = error as Error;
    const reason =
      e?.name === "TimeoutError"
        ? `no answer within ${DISCOVERY_TIMEOUT_MS / 1000} s`
        : `${e?.message ?? String(error)}${(e?.cause as Error | undefined)?.message ? ` (${(e.cause as Error).message})` : ""}`;
    throw new ProviderError(`OpenID discovery ${url} failed: ${reason}`);
  }
  const parsed = DiscoverySchema.safeParse(body);
  if (!parsed.success) {
    throw new ProviderError(`OpenID discovery ${url} is not a valid discovery document`);
  }
  // OpenID Connect Discovery 1.0, 4.3: the document must name the issuer it was fetched for.
  // Microsoft's multi-tenant endpoints name a template ({tenantid}) instead.
  const named = parsed.data.issuer.replace(/\/+$/, "");
  if (!named.includes("{tenantid}") && named !== issuer) {
    throw new ProviderError(
      `OpenID discovery ${url} names the issuer ${parsed.data.issuer}, not ${issuer}; check the *_ISSUER setting`,
    );
  }
  return parsed.data;
}

type ProviderRuntime = { discovery: Discovery; keys: JWTVerifyGetKey };
const runtimes = new Map<string, Promise<ProviderRuntime>>();
// issuer -> origin of its authorization endpoint, once discovered (for the CSP, synchronously).
const authorizationOrigins = new Map<string, string>();

/** Discovery document and key set of an issuer, fetched once per process (a failure is retried). */
export function discoverIssuer(issuer: string): Promise<ProviderRuntime> {
  let pending = runtimes.get(issuer);
  if (!pending) {
    pending = fetchDiscovery(issuer).then((discovery) => {
      authorizationOrigins.set(issuer, new URL(discovery.authorization_endpoint).origin);
      return {
        discovery,
        // Cached by jose; refetched (at most every 30 s) when a token names an unknown key.
        keys: createRemoteJWKSet(new URL(discovery.jwks_uri), {
          timeoutDuration: DISCOVERY_TIMEOUT_MS,
        }),
      };
    });
    runtimes.set(issuer, pending);
    pending.catch(() => runtimes.delete(issuer));
  }
  return pending;
}

/**
 * The issuer a token must name. Microsoft's multi-tenant discovery names
 * `https://login.microsoftonline.com/{tenantid}/v2.0`; the token names the user's tenant, which
 * it also carries in `tid`. Google's tokens may name `accounts.google.com` without the scheme.
 */
export function issuerMatches(discoveryIssuer: string, payload: JWTPayload): boolean {
  const iss = payload.iss;
  if (typeof iss !== "string") return false;
  if (discoveryIssuer.includes("{tenantid}")) {
    const tid = payload.tid;
    if (typeof tid !== "string" || !/^[0-9a-f-]{36}$/i.test(tid)) return false;
    return iss === discoveryIssuer.replace("{tenantid}", tid);
  }
  if (discoveryIssuer === "https://accounts.google.com" && iss === "accounts.google.com") {
    return true;
  }
  return iss === discoveryIssuer;
}

export type IdTokenClaims = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

const isTrue = (claim: unknown) =>
  claim === true || claim === "true" || claim === 1 || claim === "1";

/**
 * Whether the ID token proves the address is its holder's: `email_verified: true` from any
 * provider. Microsoft sends no such claim; for it, `xms_edov` (the tenant's domain owner verified
 * the address) or a single-tenant issuer (our own tenant's administrator wrote the address). On the
 * multi-tenant issuer (`common`, `organizations`: discovery names `{tenantid}`) any tenant's
 * administrator can write any `email`, so there it proves nothing (decision 031).
 */
export function emailIsVerified(
  payload: JWTPayload,
  provider: ProviderName | undefined,
  discoveryIssuer: string,
): boolean {
  if (isTrue(payload.email_verified)) return true;
  if (provider !== "microsoft") return false;
  return isTrue(payload.xms_edov) || !discoveryIssuer.includes("{tenantid}");
}

/**
 * Checks the ID token's signature (issuer's keys), issuer, audience (our client id), expiry and
 * issue time, and returns the claims we use. Any failure throws ProviderError.
 */
export async function verifyIdToken(
  idToken: string,
  options: {
    discovery: Pick<Discovery, "issuer">;
    keys: JWTVerifyGetKey;
    clientId: string;
    provider?: ProviderName;
  },
): Promise<IdTokenClaims> {
  let payload: JWTPayload;
  try {
    const verifyOptions: JWTVerifyOptions = {
      audience: options.clientId,
      algorithms: ID_TOKEN_ALGORITHMS,
      requiredClaims: ["iss", "sub", "aud", "exp", "iat"],
      clockTolerance: 60,
    };
    ({ payload } = await jwtVerify(idToken, options.keys, verifyOptions));
  } catch (error) {
    throw new ProviderError(`ID token rejected: ${(error as Error).message}`, "invalid-id-token");
  }
  if (!issuerMatches(options.discovery.issuer, payload)) {
    throw new ProviderError(
      `ID token issuer ${String(payload.iss)} is not ${options.discovery.issuer}`,
      "invalid-id-token",
    );
  }
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== options.clientId) {
    throw new ProviderError("ID token has several audiences and another azp", "invalid-id-token");
  }
  const claims = profileClaims(payload, options.provider, options.discovery.issuer);
  if (!claims) throw new ProviderError("ID token has no usable sub", "invalid-id-token");
  return claims;
}

/**
 * The claims we use of a verified ID token or of the provider's userinfo answer (the same names,
 * OpenID Connect Core 5.1); null without a usable `sub`.
 */
export function profileClaims(
  payload: JWTPayload,
  provider: ProviderName | undefined,
  discoveryIssuer: string,
): IdTokenClaims | null {
  const sub = payload.sub;
  if (typeof sub !== "string" || sub.length === 0 || sub.length > 255) return null;
  const email = typeof payload.email === "string" ? payload.email.trim().toLowerCase() : "";
  const name = typeof payload.name === "string" ? payload.name.trim() : "";
  return {
    subject: sub,
    email: email && z.string().email().safeParse(email).success ? email : null,
    emailVerified: emailIsVerified(payload, provider, discoveryIssuer),
    name: name || null,
  };
}

/**
 * Which door a provider sign-in goes through: the pages (`/auth/<provider>`, ending in a cookie
 * session) or the JSON API (`/api/connect/<provider>`, ending in an API token). Each door has its
 * own strategy, redirect URI (both must be registered at the provider) and state cookie, so an
 * attempt started at one door can only be finished at the same door.
 */
export type ProviderDoor = "page" | "api";

/** The authenticator's name of the provider's strategy for a door. */
export function providerStrategyName(provider: ProviderName, door: ProviderDoor = "page") {
  return door === "api" ? `${provider}-api` : provider;
}

/** Where the provider sends the browser back to, for a door. */
export function providerCallbackPath(provider: ProviderName, door: ProviderDoor = "page") {
  return door === "api" ? `/api/auth/${provider}/callback` : `/auth/${provider}/callback`;
}

function stateCookieName(provider: ProviderName, door: ProviderDoor) {
  // One cookie per attempt: remix-auth-oauth2 appends ":<random id>" to this name.
  return `${isSecureCookieSite() ? "__Host-" : ""}oauth2-${door === "api" ? "api-" : ""}${provider}`;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ProviderError(`${what}: no answer within ${ms / 1000} s`)),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

class OidcStrategy extends OAuth2Strategy<SignInResult> {
  override name = "oidc";

  // arctic's token request has no timeout of its own.
  protected override validateAuthorizationCode(code: string, codeVerifier: string) {
    return withTimeout(
      super.validateAuthorizationCode(code, codeVerifier),
      TOKEN_TIMEOUT_MS,
      "token endpoint",
    );
  }
}

async function createStrategy(config: ProviderConfig, door: ProviderDoor): Promise<OidcStrategy> {
  const { discovery, keys } = await discoverIssuer(config.issuer);
  const secure = isSecureCookieSite();
  return new OidcStrategy(
    {
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      authorizationEndpoint: discovery.authorization_endpoint,
      tokenEndpoint: discovery.token_endpoint,
      redirectURI: `${getEnv().APP_URL.replace(/\/+$/, "")}${providerCallbackPath(config.provider, door)}`,
      scopes: ["openid", "email", "profile"],
      cookie: {
        name: stateCookieName(config.provider, door),
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
        maxAge: STATE_COOKIE_MAX_AGE_S,
        ...(secure ? { secure: true as const } : {}),
      },
    },
    async ({ tokens, request }) => {
      const claims = await verifyIdToken(tokens.idToken(), {
        discovery,
        keys,
        clientId: config.clientId,
        provider: config.provider,
      });
      if (!claims.email) {
        throw new ProviderError(`${config.provider} sent no e-mail address`, "missing-email");
      }
      return resolveProviderIdentity({
        provider: config.provider,
        subject: claims.subject,
        email: claims.email,
        emailVerified: claims.emailVerified,
        name: claims.name,
        locale: await getLocale(request),
      });
    },
  );
}

const registering = new Map<string, Promise<void>>();

/**
 * Registers the provider's strategy for a door on the authenticator (named by
 * providerStrategyName), discovering the issuer on first use. Throws ProviderError when the
 * provider is not configured or its discovery fails (the next call tries again).
 */
export async function ensureProviderStrategy(
  provider: ProviderName,
  door: ProviderDoor = "page",
): Promise<void> {
  const name = providerStrategyName(provider, door);
  if (authenticator.get(name)) return;
  let pending = registering.get(name);
  if (!pending) {
    const config = providerConfig(provider);
    if (!config) throw new ProviderError(`${provider} sign-in is not configured`);
    pending = createStrategy(config, door).then((strategy) => {
      authenticator.use(strategy, name);
    });
    registering.set(name, pending);
    pending.then(
      () => registering.delete(name),
      () => registering.delete(name),
    );
  }
  return pending;
}

/**
 * Set-Cookie headers that remove the state cookie of the attempt this callback answers (other
 * tabs' attempts keep theirs). The cookie would expire by itself in 10 minutes.
 */
export function clearStateCookies(
  request: Request,
  provider: ProviderName,
  door: ProviderDoor = "page",
): string[] {
  const state = new URL(request.url).searchParams.get("state");
  if (!state) return [];
  const prefix = `${stateCookieName(provider, door)}:`;
  const secure = isSecureCookieSite();
  const headers: string[] = [];
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name.startsWith(prefix)) continue;
    const value = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1");
    if (new URLSearchParams(value).get("state") !== state) continue;
    headers.push(`${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`);
  }
  return headers;
}
