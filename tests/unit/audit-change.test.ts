import { describe, expect, it } from "vitest";
import { auditLines } from "~/components/audit-change";
import { getFixedTFor } from "~/i18n/i18n.server";

const entry = (before: unknown, after: unknown) => JSON.stringify({ before, after });

describe("the audit log's changes in words", () => {
  it("says a gig's close, a candidate's move and a post's edit as the pages do", async () => {
    const t = await getFixedTFor("en");
    expect(auditLines(entry({ status: "waiting" }, { status: "won" }), "gig", t, "en")).toEqual([
      { key: "status", field: "Status", before: "Waiting", after: "Won" },
    ]);
    const moved = entry(
      { stage: "waiting-review", status: "REVIEW", decline_reason: null },
      { stage: "declined", status: "DECLINED", decline_reason: "INSUFFICIENT_SKILLS" },
    );
    expect(auditLines(moved, "candidate", t, "en")).toEqual([
      { key: "stage", field: "Stage", before: "Waiting review", after: "Declined" },
      { key: "decline_reason", field: "Reason", before: "none", after: "Insufficient skills" },
    ]);
    const edited = entry(
      { title: "Old", body_sha256: "aa", body_chars: 10, published: 0, published_at: null },
      { title: "New", body_sha256: "bb", body_chars: 12, published: 1, published_at: "2026-11-28" },
    );
    expect(auditLines(edited, "post", t, "en")).toEqual([
      { key: "title", field: "Title", before: "Old", after: "New" },
      { key: "body_sha256", field: "Text", before: "", after: "changed" },
      { key: "published", field: "Public", before: "no", after: "yes" },
      { key: "published_at", field: "Publication date", before: "none", after: "28 November 2026" },
    ]);
  });

  it("names a gig's cap on proposals per partner, and its removal", async () => {
    const t = await getFixedTFor("en");
    expect(
      auditLines(entry({ submission_cap: 3 }, { submission_cap: null }), "gig", t, "en"),
    ).toEqual([
      { key: "submission_cap", field: "Proposals per partner", before: "3", after: "none" },
    ]);
  });

  it("speaks Finnish on a Finnish page, with Helsinki's time", async () => {
    const t = await getFixedTFor("fi");
    const disabled = entry({ disabled_at: null }, { disabled_at: "2026-11-28T12:05:00.000Z" });
    expect(auditLines(disabled, "user", t, "fi")).toEqual([
      {
        key: "disabled_at",
        field: "Estetty",
        before: "ei mitään",
        after: "28. marraskuuta 2026 klo 14.05",
      },
    ]);
  });

  it("has no lines for a creation or deletion, and shows older free-form data as it is", async () => {
    const t = await getFixedTFor("en");
    expect(auditLines(entry(null, { title: "New gig" }), "gig", t, "en")).toBeNull();
    expect(auditLines(null, "gig", t, "en")).toBeNull();
    expect(auditLines('{"note":"old"}', "gig", t, "en")).toBe('{"note":"old"}');
  });
});
