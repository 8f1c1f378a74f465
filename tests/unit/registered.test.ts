import { describe, expect, it } from "vitest";
import { homeFor, isRegistered, needsRegistration } from "~/auth/guards.server";

const partner = {
  role: "partner" as const,
  registered_at: "2026-01-01T00:00:00.000Z",
  company_id: "c1",
  partner_type: "company" as const,
};
const staff = { role: "staff" as const, registered_at: null, company_id: null, partner_type: null };

describe("one meaning of registered", () => {
  it("is a partner who finished registration with a company and a partner type", () => {
    expect(isRegistered(partner)).toBe(true);
    expect(isRegistered({ ...partner, registered_at: null })).toBe(false);
    expect(isRegistered({ ...partner, company_id: null })).toBe(false);
    expect(isRegistered({ ...partner, partner_type: null })).toBe(false);
  });

  it("never calls staff registered, and never sends them to registration", () => {
    const registeredStaff = { ...staff, registered_at: partner.registered_at };
    for (const user of [staff, registeredStaff, { ...partner, role: "staff" as const }]) {
      expect(isRegistered(user)).toBe(false);
      expect(needsRegistration(user)).toBe(false);
      expect(homeFor(user)).toBe("/staff");
    }
  });

  it("sends each user home: partners to the dashboard, unfinished ones to registration", () => {
    expect(homeFor(partner)).toBe("/dashboard/overview");
    const unfinished = { ...partner, registered_at: null, company_id: null };
    expect(needsRegistration(unfinished)).toBe(true);
    expect(homeFor(unfinished)).toBe("/register/personal-information");
  });
});
