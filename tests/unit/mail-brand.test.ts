import { describe, expect, it } from "vitest";
import { renderMail } from "~/mail/layout.server";

describe("the mail layout's brand line", () => {
  it("shows the logo mark, drawn in HTML, beside the product name", async () => {
    const mail = await renderMail({
      locale: "en",
      subject: "A subject",
      heading: "A heading",
      paragraphs: ["A paragraph."],
    });
    // Decorative (hidden from screen readers: the name beside it is the text), and fetched from
    // nowhere: the mail loads no image.
    expect(mail.html).toMatch(
      /<span aria-hidden="true" style="[^"]*background:#0b1f3a[^"]*">G<\/span>/,
    );
    expect(mail.html).not.toMatch(/<img|\ssrc=/i);
    expect(mail.html).toContain(">GigPartners</span>");
  });
});
