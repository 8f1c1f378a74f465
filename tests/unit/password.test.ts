import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "~/utils/password.server";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("demo-password");
    expect(hash.startsWith("scrypt$")).toBe(true);
    expect(hash).not.toContain("demo-password");
    expect(await verifyPassword("demo-password", hash)).toBe(true);
    expect(await verifyPassword("demo-passwort", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("refuses a malformed stored hash instead of throwing", async () => {
    expect(await verifyPassword("x", "not-a-hash")).toBe(false);
  });
});
