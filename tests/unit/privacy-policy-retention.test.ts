import { describe, expect, it } from "vitest";
import { getContentPage } from "~/domain/content/content.server";

// The privacy policy states the CV retention the sweep applies (decision 051), from the setting.
describe("the privacy policy's CV retention", () => {
  it("says the configured period in both languages, with no placeholder left", () => {
    const en = getContentPage("en", "privacy-policy").html;
    const fi = getContentPage("fi", "privacy-policy").html;
    expect(en).toContain("no active offer for 24 months");
    expect(en).toContain("30 days before");
    expect(fi).toContain("säilytysaikana, joka on 24 kuukautta");
    expect(fi).toContain("30 päivää ennen poistoa");
    for (const html of [en, fi]) expect(html).not.toContain("{{");
  });
});
