import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { slugify } from "~/utils/slug";

/**
 * Markdown to safe HTML, for content pages (our own Markdown) and posts (Markdown from the
 * database). marked turns Markdown into HTML, then sanitize-html keeps only an allow-list:
 * headings, paragraphs, lists, links, emphasis, code, quotes and tables. Scripts, styles,
 * iframes, forms, event handler attributes and `javascript:` URLs never get through; images only
 * from this site (root-relative paths), which the Content-Security-Policy allows anyway.
 */

export type MarkdownOptions = {
  /** The site's origin (APP_URL); links to any other origin open in a new tab. */
  origin?: string;
};

const HEADING_TAGS = ["h2", "h3", "h4", "h5", "h6"];

/** Hands out unique heading ids within one rendered document. */
function createSlugger() {
  const seen = new Map<string, number>();
  return (text: string) => {
    // Anchors stay short enough to share; a heading without letters still gets one.
    const base = slugify(text).slice(0, 80) || "section";
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
}

function isExternal(href: string, origin: string | undefined): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  if (!origin) return true;
  try {
    return new URL(href).origin !== new URL(origin).origin;
  } catch {
    return true;
  }
}

function isOwnImage(src: string | undefined): boolean {
  return typeof src === "string" && src.startsWith("/") && !src.startsWith("//");
}

function toHtml(markdown: string, slug: (text: string) => string): string {
  const marked = new Marked({ gfm: true, breaks: false, async: false });
  marked.use({
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const text = this.parser.parseInline(tokens, this.parser.textRenderer);
        const level = Math.min(Math.max(depth, 2), 6);
        return `<h${level} id="${slug(text)}">${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
    },
  });
  return marked.parse(markdown, { async: false });
}

function sanitize(html: string, { origin }: MarkdownOptions): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...HEADING_TAGS,
      "p",
      "br",
      "hr",
      "ul",
      "ol",
      "li",
      "a",
      "strong",
      "b",
      "em",
      "i",
      "del",
      "code",
      "pre",
      "blockquote",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
      "img",
    ],
    allowedAttributes: {
      a: ["href", "title", "target", "rel"],
      img: ["src", "alt", "title", "width", "height"],
      th: ["align"],
      td: ["align"],
      ol: ["start"],
      ...Object.fromEntries(HEADING_TAGS.map((tag) => [tag, ["id"]])),
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    // Their text would be shown as code otherwise.
    nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object"],
    transformTags: {
      // The page's own title is the only h1.
      h1: (_tag, attribs) => ({ tagName: "h2", attribs: { id: attribs.id ?? "" } }),
      a: (tagName, attribs) => {
        const next: Record<string, string> = {};
        if (attribs.href) next.href = attribs.href;
        if (attribs.title) next.title = attribs.title;
        if (attribs.href && isExternal(attribs.href, origin)) {
          next.target = "_blank";
          next.rel = "noopener";
        }
        return { tagName, attribs: next };
      },
    },
    exclusiveFilter: (frame) => frame.tag === "img" && !isOwnImage(frame.attribs.src),
  });
}

/** Renders Markdown to sanitised HTML with ids on its headings. */
export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): string {
  return sanitize(toHtml(markdown, createSlugger()), options).trim();
}

export type FaqItem = { id: string; questionHtml: string; answerHtml: string };

/**
 * FAQ convention: Markdown before the first `## ` heading is an introduction; every `## Question`
 * heading starts an item whose answer is everything up to the next `## ` heading.
 */
export function renderFaq(
  markdown: string,
  options: MarkdownOptions = {},
): { introHtml: string; items: FaqItem[] } {
  const tokens = new Marked({ gfm: true }).lexer(markdown);
  const slug = createSlugger();
  let intro = "";
  const sections: { question: Tokens.Heading; answer: string }[] = [];
  for (const token of tokens) {
    const current = sections.at(-1);
    if (token.type === "heading" && (token as Tokens.Heading).depth <= 2) {
      sections.push({ question: token as Tokens.Heading, answer: "" });
    } else if (current) {
      current.answer += token.raw;
    } else {
      intro += token.raw;
    }
  }
  const inline = new Marked({ gfm: true, async: false });
  return {
    introHtml: renderMarkdown(intro, options),
    items: sections.map(({ question, answer }) => {
      const questionHtml = sanitizeHtml(inline.parseInline(question.text, { async: false }), {
        allowedTags: ["strong", "em", "code"],
        allowedAttributes: {},
      });
      const text = sanitizeHtml(questionHtml, { allowedTags: [], allowedAttributes: {} });
      return { id: slug(text), questionHtml, answerHtml: renderMarkdown(answer, options) };
    }),
  };
}
