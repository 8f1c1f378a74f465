import { describe, expect, it, vi } from "vitest";

describe("robots.txt on the production site", () => {
  it("lets crawlers reach sign-in and registration's first page, not their steps or the dashboard", async () => {
    vi.stubEnv("APP_ENV", "production");
    vi.stubEnv("APP_URL", "https://gigpartners.example");
    vi.resetModules();
    const { loader } = await import("~/routes/_resources+/robots[.]txt");
    const lines = (await loader().text()).split("\n");
    vi.unstubAllEnvs();
    expect(lines).toContain("Disallow: /dashboard");
    expect(lines).toContain("Disallow: /sign-in/");
    expect(lines).toContain("Disallow: /register/");
    expect(lines).not.toContain("Disallow: /sign-in");
    expect(lines).not.toContain("Disallow: /register");
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain("Sitemap: https://gigpartners.example/sitemap.xml");
  });
});
