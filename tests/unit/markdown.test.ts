import { describe, expect, it } from "vitest";
import { getContentEntry, parseFrontMatter } from "~/content";
import { CONTENT_PAGE_SLUGS } from "~/content/pages";
import { renderFaq, renderMarkdown } from "~/domain/content/markdown.server";
import { slugify } from "~/utils/slug";
import { SUPPORTED_LOCALES } from "~/i18n/config";
import { POST_SEEDS } from "~/db/seed/posts";

const ORIGIN = "https://gigs.example.com";

describe("renderMarkdown", () => {
  it("renders normal Markdown: headings with ids, paragraphs, lists, emphasis, code, quotes, tables", () => {
    const html = renderMarkdown(
      [
        "## What changes for partners",
        "",
        "Some **strong** and *emphasised* text with `code`.",
        "",
        "- one",
        "- two",
        "",
        "1. first",
        "2. second",
        "",
        "> A quote",
        "",
        "| Stage | Meaning |",
        "|---|---|",
        "| Accepted | Done |",
        "",
        "```",
        "const a = 1 < 2;",
        "```",
      ].join("\n"),
      { origin: ORIGIN },
    );
    expect(html).toContain('<h2 id="what-changes-for-partners">What changes for partners</h2>');
    expect(html).toContain("<strong>strong</strong>");
    expect(html).toContain("<em>emphasised</em>");
    expect(html).toContain("<code>code</code>");
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>/);
    expect(html).toMatch(/<blockquote>\s*<p>A quote<\/p>\s*<\/blockquote>/);
    expect(html).toContain("<th>Stage</th>");
    expect(html).toContain("<td>Accepted</td>");
    expect(html).toContain("const a = 1 &lt; 2;");
  });

  it("gives headings unique, ASCII ids and turns an h1 into an h2 (the page has its own h1)", () => {
    const html = renderMarkdown("# Title\n\n## Mitä maksaa?\n\n## Mitä maksaa?");
    expect(html).toContain('<h2 id="title">Title</h2>');
    expect(html).toContain('<h2 id="mita-maksaa">');
    expect(html).toContain('<h2 id="mita-maksaa-1">');
    expect(html).not.toContain("<h1");
    expect(slugify("1. Scope & Definitions")).toBe("1-scope-definitions");
  });

  it("opens only external links in a new tab, with rel=noopener", () => {
    const html = renderMarkdown(
      `[ext](https://example.org/a) [own](${ORIGIN}/gigs) [rel](/posts) [mail](mailto:a@example.com)`,
      { origin: ORIGIN },
    );
    expect(html).toContain(
      '<a href="https://example.org/a" target="_blank" rel="noopener">ext</a>',
    );
    expect(html).toContain(`<a href="${ORIGIN}/gigs">own</a>`);
    expect(html).toContain('<a href="/posts">rel</a>');
    expect(html).toContain('<a href="mailto:a@example.com">mail</a>');
  });

  it("removes script tags, with their content", () => {
    const html = renderMarkdown(
      "Hello <script>alert('x')</script> world\n\n<script>\nalert(1)\n</script>",
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("alert");
    expect(html).toContain("Hello");
  });

  it("removes javascript: and other unsafe link targets", () => {
    const html = renderMarkdown(
      '[click](javascript:alert(1)) <a href="JaVaScRiPt:alert(2)">x</a> <a href="data:text/html,hi">d</a> <a href="//evil.example">p</a>',
    );
    expect(html.toLowerCase()).not.toContain("javascript:");
    expect(html).not.toContain("data:");
    expect(html).not.toContain("//evil.example");
    expect(html).toContain("click");
  });

  it("removes on* event handler attributes and style attributes", () => {
    const html = renderMarkdown(
      '<p onclick="alert(1)" style="color:red">text</p>\n\n<a href="/x" onmouseover="alert(2)" target="_top">link</a>',
    );
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toContain("style=");
    expect(html).not.toContain("_top");
    expect(html).toContain("<p>text</p>");
    expect(html).toContain('<a href="/x">link</a>');
  });

  it("removes <img src=x onerror> and images from other origins, keeps the site's own", () => {
    const html = renderMarkdown(
      '<img src=x onerror="alert(1)">\n\n![remote](https://evil.example/pixel.png)\n\n<img src="//evil.example/a.png">\n\n![own](/share-image.png)',
    );
    expect(html).not.toContain("onerror");
    expect(html).not.toContain('src="x"');
    expect(html).not.toContain("evil.example");
    expect(html).toContain('<img src="/share-image.png" alt="own" />');
  });

  it("removes iframes, styles, forms and objects", () => {
    const html = renderMarkdown(
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><form action="/x"><input name="a"></form><object data="x"></object>ok',
    );
    expect(html).not.toMatch(/<(iframe|style|form|input|object)/i);
    expect(html).not.toContain("display:none");
    expect(html).toContain("ok");
  });
});

describe("renderFaq", () => {
  it("turns each ## heading into a question with the Markdown up to the next one as its answer", () => {
    const { introHtml, items } = renderFaq(
      "Intro text.\n\n## How do I *register*?\n\nAnswer one.\n\n- a\n- b\n\n## Is an offer binding?\n\nNo.<script>x()</script>",
    );
    expect(introHtml).toBe("<p>Intro text.</p>");
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      id: "how-do-i-register",
      questionHtml: "How do I <em>register</em>?",
    });
    expect(items[0]?.answerHtml).toContain("<p>Answer one.</p>");
    expect(items[0]?.answerHtml).toContain("<li>b</li>");
    expect(items[1]?.answerHtml).toBe("<p>No.</p>");
  });
});

describe("content pages", () => {
  it("every page exists in every locale with a title, description and body", () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const slug of CONTENT_PAGE_SLUGS) {
        const entry = getContentEntry(locale, slug);
        expect(entry.title, `${locale}/${slug}`).not.toBe("");
        expect(entry.description, `${locale}/${slug}`).not.toBe("");
        expect(entry.body.length, `${locale}/${slug}`).toBeGreaterThan(200);
        expect(renderMarkdown(entry.body)).toContain("<p>");
      }
    }
  });

  it("the terms carry their version date, and the FAQ has 8-12 questions in both languages", () => {
    expect(getContentEntry("en", "terms-of-use").version).toBe("2023-06-01");
    expect(getContentEntry("fi", "terms-of-use").version).toBe("2023-06-01");
    for (const locale of SUPPORTED_LOCALES) {
      const { items } = renderFaq(getContentEntry(locale, "faq").body);
      expect(items.length).toBeGreaterThanOrEqual(8);
      expect(items.length).toBeLessThanOrEqual(12);
    }
  });

  it("parses front matter", () => {
    expect(parseFrontMatter("---\ntitle: A: b\ndescription: 'C'\n---\n\nBody")).toEqual({
      attributes: { title: "A: b", description: "C" },
      body: "\nBody",
    });
    expect(parseFrontMatter("No front matter").attributes).toEqual({});
  });
});

describe("posts", () => {
  it("the demo posts' Markdown renders headings and lists", () => {
    const html = renderMarkdown(POST_SEEDS[0]?.body ?? "");
    expect(html).toContain('<h2 id="what-changes-for-existing-partners">');
    expect(html).toContain("<ul>");
  });
});
