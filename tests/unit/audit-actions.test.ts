import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from "~/domain/shared/audit-actions";
import { getFixedTFor } from "~/i18n/i18n.server";

// The staff audit log shows each stored code in words. The codes hold dots ("gig.created"),
// which i18next reads as nesting: each must resolve to a sentence, not come back as its key.
describe.each(["en", "fi"] as const)("audit log words (%s)", (locale) => {
  it("name every action and kind of object, each differently", async () => {
    const t = await getFixedTFor(locale);
    const actions = AUDIT_ACTIONS.map((code) => t(`staff.audit.actions.${code}`));
    const subjects = AUDIT_SUBJECTS.map((type) => t(`staff.audit.subjects.${type}`));
    for (const words of [...actions, ...subjects]) expect(words).not.toMatch(/^staff\.audit\./);
    expect(new Set(actions).size).toBe(AUDIT_ACTIONS.length);
    expect(new Set(subjects).size).toBe(AUDIT_SUBJECTS.length);
  });
});

it("the two languages differ, so neither list fell back to the other", async () => {
  const [en, fi] = await Promise.all([getFixedTFor("en"), getFixedTFor("fi")]);
  for (const code of AUDIT_ACTIONS)
    expect(fi(`staff.audit.actions.${code}`)).not.toBe(en(`staff.audit.actions.${code}`));
});
