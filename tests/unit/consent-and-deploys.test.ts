import { afterEach, describe, expect, it, vi } from "vitest";
import { OAuth2RequestError } from "remix-auth-oauth2";
import { providerErrorCode, PROVIDER_ERROR_CODES } from "~/auth/provider-error-codes.server";
import { ProviderError } from "~/auth/providers.server";
import { consentOf, ConsentSchema, formatConsent, parseConsent } from "~/consent/consent";
import { consentCookie, readConsent } from "~/consent/consent.server";
import { claimReload, RELOAD_GUARD_MS } from "~/deploy/chunk-reload";
import { trackedUrl } from "~/telemetry/matomo";
import en from "~/i18n/locales/en";
import fi from "~/i18n/locales/fi";
import { pollUntilReady, READY_POLL_INTERVAL_MS, READY_POLL_TRIES } from "~/utils/poll";

describe("consent state", () => {
  it("is undecided without a cookie or with one it does not know", () => {
    expect(parseConsent(undefined)).toBe(null);
    expect(parseConsent("v0.analytics")).toBe(null);
    expect(parseConsent("yes")).toBe(null);
    expect(readConsent(new Request("http://x/"))).toBe(null);
  });

  it("round-trips both choices through the cookie", () => {
    for (const analytics of [true, false]) {
      const cookie = consentCookie({ analytics }).split(";")[0]!;
      expect(cookie).toBe(`consent=${formatConsent({ analytics })}`);
      const request = new Request("http://x/", { headers: { Cookie: `lng=fi; ${cookie}` } });
      expect(readConsent(request)).toEqual({ analytics });
    }
  });

  it("stores the choice for half a year, same-site, out of scripts' reach", () => {
    expect(consentCookie({ analytics: true })).toMatch(
      /Path=\/; Max-Age=15724800; SameSite=Lax; HttpOnly/,
    );
  });

  it("maps accept all, necessary only and the settings form to a choice", () => {
    const parse = (v: Record<string, string>) => consentOf(ConsentSchema.parse(v));
    expect(parse({ intent: "all" })).toEqual({ analytics: true });
    expect(parse({ intent: "necessary", analytics: "on" })).toEqual({ analytics: false });
    expect(parse({ intent: "save", analytics: "on" })).toEqual({ analytics: true });
    expect(parse({ intent: "save" })).toEqual({ analytics: false });
    expect(ConsentSchema.safeParse({ intent: "everything" }).success).toBe(false);
  });
});

describe("readiness polling (spec section 9)", () => {
  afterEach(() => vi.useRealTimers());

  it("checks every 250 ms, 40 times, then gives up once", async () => {
    vi.useFakeTimers();
    const isReady = vi.fn(() => false);
    const onGiveUp = vi.fn();
    const result = pollUntilReady(isReady, onGiveUp);
    await vi.advanceTimersByTimeAsync(READY_POLL_INTERVAL_MS * (READY_POLL_TRIES - 2));
    expect(isReady).toHaveBeenCalledTimes(READY_POLL_TRIES - 1);
    expect(onGiveUp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(READY_POLL_INTERVAL_MS * 10);
    expect(isReady).toHaveBeenCalledTimes(40);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    await expect(result).resolves.toBe(false);
  });

  it("stops as soon as the script is ready", async () => {
    vi.useFakeTimers();
    let ready = false;
    const onGiveUp = vi.fn();
    const result = pollUntilReady(() => ready, onGiveUp);
    await vi.advanceTimersByTimeAsync(READY_POLL_INTERVAL_MS * 3);
    ready = true;
    await vi.advanceTimersByTimeAsync(READY_POLL_INTERVAL_MS);
    await expect(result).resolves.toBe(true);
    expect(onGiveUp).not.toHaveBeenCalled();
  });
});

describe("the chunk-reload guard", () => {
  const memory = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
  };

  it("allows one reload of a target, not a second within the guard period", () => {
    const storage = memory();
    expect(claimReload(storage, "/gigs", 1_000)).toBe(true);
    expect(claimReload(storage, "/gigs", 1_500)).toBe(false);
    expect(claimReload(storage, "/gigs", 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
  });

  it("allows another target, and the same one after the guard period", () => {
    const storage = memory();
    expect(claimReload(storage, "/gigs", 0)).toBe(true);
    expect(claimReload(storage, "/posts", 10)).toBe(true);
    expect(claimReload(storage, "/posts", 10 + RELOAD_GUARD_MS)).toBe(true);
  });

  it("never reloads without a working sessionStorage", () => {
    expect(claimReload(null, "/gigs", 0)).toBe(false);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(claimReload(broken, "/gigs", 0)).toBe(false);
    expect(claimReload({ getItem: () => "{not json", setItem: () => {} }, "/gigs", 0)).toBe(false);
  });
});

describe("provider error codes in a redirect sign-in (spec section 8)", () => {
  it("maps access denied, network errors, internal errors and invalid state", () => {
    expect(providerErrorCode(new OAuth2RequestError("access_denied", null, null, null))).toBe(
      "access-denied",
    );
    expect(providerErrorCode(new OAuth2RequestError("server_error", null, null, null))).toBe(
      "internal-error",
    );
    expect(
      providerErrorCode(new OAuth2RequestError("temporarily_unavailable", null, null, null)),
    ).toBe("internal-error");
    expect(providerErrorCode(new TypeError("fetch failed"))).toBe("network-request-failed");
    expect(providerErrorCode(new ProviderError("discovery failed"))).toBe("network-request-failed");
    expect(providerErrorCode(new RangeError("State in URL doesn't match state in cookie."))).toBe(
      "invalid-state",
    );
    expect(providerErrorCode(new ReferenceError("Missing state on cookie."))).toBe("invalid-state");
    expect(providerErrorCode(new Error("other"))).toBe("unknown-error");
  });

  it("has a message for every code in both languages", () => {
    for (const code of PROVIDER_ERROR_CODES) {
      expect(en.oauth.errors[code], code).toBeTruthy();
      expect(fi.oauth.errors[code], code).toBeTruthy();
    }
  });
});

describe("analytics page addresses", () => {
  it("leave out query parameters that carry a token", () => {
    expect(trackedUrl("https://x.example/sign-in?inviteToken=abc&lng=fi")).toBe(
      "https://x.example/sign-in?lng=fi",
    );
    expect(trackedUrl("https://x.example/newsletter/unsubscribe?token=abc")).toBe(
      "https://x.example/newsletter/unsubscribe",
    );
  });
});
