import { describe, expect, it } from "vitest";
import { getFixedTFor } from "~/i18n/i18n.server";
import { translate } from "~/i18n/client-i18n";
import en from "~/i18n/locales/en";
import fi from "~/i18n/locales/fi";

/** Counts shown to partners, with the one-form each language needs (issue 34: "1 offers"). */
const CASES = [
  [
    "offers.overview.total",
    "1 offer in total",
    "3 offers in total",
    "Yhteensä 1 tarjous",
    "Yhteensä 3 tarjousta",
  ],
  ["offers.myGigs.summary.declined", "1 declined", "3 declined", "1 hylätty", "3 hylättyä"],
  ["offers.myGigs.summary.accepted", "1 accepted", "3 accepted", "1 hyväksytty", "3 hyväksyttyä"],
  [
    "experts.stage.acceptedCount",
    "Accepted on 1 gig",
    "Accepted on 3 gigs",
    "Hyväksytty 1 keikalle",
    "Hyväksytty 3 keikalle",
  ],
] as const;

describe("counts in both languages, on the server and in the browser", () => {
  it("say one and many apart", async () => {
    const tEn = await getFixedTFor("en");
    const tFi = await getFixedTFor("fi");
    for (const [key, en1, en3, fi1, fi3] of CASES) {
      expect([tEn(key, { count: 1 }), tEn(key, { count: 3 })]).toEqual([en1, en3]);
      expect([tFi(key, { count: 1 }), tFi(key, { count: 3 })]).toEqual([fi1, fi3]);
      expect(translate(en as never, "en", key, { count: 1 })).toBe(en1);
      expect(translate(fi as never, "fi", key, { count: 3 })).toBe(fi3);
    }
  });
});
