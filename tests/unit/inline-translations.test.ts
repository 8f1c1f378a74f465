import { describe, expect, it, vi } from "vitest";
import { sectionsJson } from "~/i18n/inline-translations";

describe("a page's inline translations", () => {
  it("serialises each language and set of sections once, and never answers with another's", () => {
    const english = vi.fn(() => ({ nav: { home: "Home" } }));
    const finnish = vi.fn(() => ({ nav: { home: "Etusivu" } }));
    const more = vi.fn(() => ({ nav: { home: "Home" }, gigs: { title: "Gigs" } }));
    expect(sectionsJson("en", ["nav"], english)).toBe('{"nav":{"home":"Home"}}');
    expect(sectionsJson("en", ["nav"], english)).toBe('{"nav":{"home":"Home"}}');
    expect(english).toHaveBeenCalledTimes(1);
    expect(sectionsJson("fi", ["nav"], finnish)).toBe('{"nav":{"home":"Etusivu"}}');
    expect(sectionsJson("en", ["nav", "gigs"], more)).toBe(
      '{"nav":{"home":"Home"},"gigs":{"title":"Gigs"}}',
    );
    expect(finnish).toHaveBeenCalledTimes(1);
    expect(more).toHaveBeenCalledTimes(1);
  });

  it("cannot close its script element", () => {
    const json = sectionsJson("en", ["x-test"], () => ({ s: "</script><script>alert(1)" }));
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ s: "</script><script>alert(1)" });
  });
});
