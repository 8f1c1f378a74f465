import { describe, expect, it } from "vitest";
import { renderMail } from "~/mail/layout.server";

describe("the mail layout's brand line", () => {
  it("shows the logo mark (the app icon's PNG, from the site) beside the product name", async () => {
    const mail = await renderMail({
      locale: "en",
      subject: "A subject",
      heading: "A heading",
      paragraphs: ["A paragraph."],
    });
    // Decorative: the name beside it is the text, so a client that blocks images loses nothing.
    expect(mail.html).toMatch(
      /<img src="https?:\/\/[^"]+\/icon-192\.png" width="32" height="32" alt=""/,
    );
    expect(mail.html).toContain(">GigPartners</span>");
    expect(mail.text).not.toContain("icon-192");
  });
});
