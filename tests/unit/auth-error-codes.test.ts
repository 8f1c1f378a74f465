import { describe, expect, it } from "vitest";
import {
  AUTH_ERROR_CODES,
  authErrorKey,
  INVITE_ERROR_CODES,
  inviteErrorKey,
  toAuthErrorCode,
} from "~/validation/error-codes";
import en from "~/i18n/locales/en";
import fi from "~/i18n/locales/fi";

describe("auth error codes", () => {
  it("maps every specified code to its own message, in both languages", () => {
    for (const code of AUTH_ERROR_CODES) {
      expect(authErrorKey(code)).toBe(`auth.errors.${code}`);
      expect(en.auth.errors[code], code).toBeTruthy();
      expect(fi.auth.errors[code], code).toBeTruthy();
    }
    for (const code of INVITE_ERROR_CODES) {
      expect(inviteErrorKey(code)).toBe(`auth.inviteErrors.${code}`);
      expect(en.auth.inviteErrors[code], code).toBeTruthy();
      expect(fi.auth.inviteErrors[code], code).toBeTruthy();
    }
  });

  it("accepts provider-style prefixed codes", () => {
    expect(toAuthErrorCode("auth/wrong-password")).toBe("wrong-password");
  });

  it("falls back to unknown-error for any other code, including the provider's popup codes", () => {
    for (const code of [
      "popup-blocked",
      "network-request-failed",
      "internal-error",
      undefined,
      42,
      "",
    ]) {
      expect(authErrorKey(code)).toBe("auth.errors.unknown-error");
    }
    expect(inviteErrorKey("nonsense")).toBe("auth.inviteErrors.generic");
  });

  it("keeps the specification's wording for a wrong password", () => {
    expect(en.auth.errors["wrong-password"].toLowerCase()).toContain(
      "incorrect username or password",
    );
  });
});
