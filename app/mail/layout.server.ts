import { getEnv } from "~/env.server";
import type { Locale } from "~/i18n/config";
import { getFixedTFor } from "~/i18n/i18n.server";

export type RenderedMail = { subject: string; html: string; text: string };

/** What a template says; every string is plain text (the layout escapes it for HTML). */
export type MailContent = {
  locale: Locale;
  subject: string;
  heading: string;
  greeting?: string;
  /** Paragraphs before the button. */
  paragraphs: string[];
  /** A list after the paragraphs (the newsletter's gigs): a linked title, detail lines. */
  items?: MailItem[];
  /** A message written by a person (an invite's note), shown as a quote. */
  quote?: { label: string; text: string };
  action?: { label: string; url: string };
  /** A second button beside `action`, for a mail that asks a yes-or-no question. */
  secondAction?: { label: string; url: string };
  /** Smaller print after the button: expiry, "ignore this if ...". */
  notes?: string[];
};

export type MailItem = { title: string; url: string; details: string[] };

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** An absolute link into the app: `new URL(path, APP_URL)` plus the given query parameters. */
export function absoluteUrl(path: string, params: Record<string, string | undefined> = {}): string {
  const url = new URL(path, getEnv().APP_URL);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") url.searchParams.set(key, value);
  }
  return url.toString();
}

/** One line: a subject never carries a line break into the header. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

const FONT = "font-family:Arial,Helvetica,sans-serif;";
const COLORS = {
  page: "#f5f7fb",
  card: "#ffffff",
  fg: "#14213d",
  muted: "#4a5568",
  accent: "#0b5cad",
};

function paragraph(text: string, style = "") {
  return `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;
}

/**
 * The logo mark and the product name. Our mails fetch nothing (no images, stylesheets or remote
 * addresses: nothing tells a sender when a mail is opened), and mail clients do not show inline
 * SVG, so the mark is drawn in HTML: the favicon's "G" in its colours on its rounded tile.
 */
function brandLine(brand: string) {
  return (
    `<span aria-hidden="true" style="display:inline-block;width:32px;height:32px;line-height:32px;border-radius:7px;background:#0b1f3a;color:#7dd3fc;font-size:21px;font-weight:bold;text-align:center;vertical-align:middle;margin-right:10px;">G</span>` +
    `<span style="vertical-align:middle;">${escapeHtml(brand)}</span>`
  );
}

/** A button; the second of two is outlined, so the first reads as the main answer. */
function buttonCell(button: { label: string; url: string }, second: boolean) {
  const href = escapeHtml(button.url);
  const cell = second
    ? `border-radius:6px;border:2px solid ${COLORS.accent};background-color:${COLORS.card};`
    : `border-radius:6px;background-color:${COLORS.accent};`;
  return (
    `<td style="${cell}">` +
    `<a href="${href}" style="display:inline-block;padding:12px 24px;${FONT}font-size:16px;font-weight:bold;color:${second ? COLORS.accent : "#ffffff"};text-decoration:none;border-radius:6px;">${escapeHtml(button.label)}</a>` +
    `</td>`
  );
}

function renderHtml(content: MailContent, brand: string, linkFallback: string, footer: string[]) {
  const { action, quote } = content;
  const parts: string[] = [
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${COLORS.fg};">${escapeHtml(content.heading)}</h1>`,
  ];
  if (content.greeting) parts.push(paragraph(content.greeting));
  for (const text of content.paragraphs) parts.push(paragraph(text));
  for (const item of content.items ?? []) {
    const href = escapeHtml(item.url);
    parts.push(
      `<p style="margin:0 0 16px;">` +
        `<a href="${href}" style="font-weight:bold;color:${COLORS.accent};">${escapeHtml(item.title)}</a>` +
        item.details.map((line) => `<br>${escapeHtml(line)}`).join("") +
        `</p>`,
    );
  }
  if (quote) {
    parts.push(
      paragraph(quote.label, "font-weight:bold;"),
      `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid ${COLORS.accent};background-color:${COLORS.page};white-space:pre-wrap;">${escapeHtml(quote.text)}</blockquote>`,
    );
  }
  const buttons = [action, content.secondAction].filter((b) => b !== undefined);
  if (buttons.length) {
    parts.push(
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>` +
        buttons
          .map((button, i) => buttonCell(button, i > 0))
          .join(`<td style="width:12px;"></td>`) +
        `</tr></table>`,
      `<p style="margin:0 0 16px;font-size:14px;color:${COLORS.muted};">${escapeHtml(linkFallback)}` +
        buttons
          .map(({ url }) => {
            const href = escapeHtml(url);
            return `<br><a href="${href}" style="color:${COLORS.accent};word-break:break-all;">${href}</a>`;
          })
          .join("") +
        `</p>`,
    );
  }
  for (const note of content.notes ?? []) {
    parts.push(paragraph(note, `font-size:14px;color:${COLORS.muted};`));
  }
  const preheader = content.paragraphs[0] ?? content.heading;
  return [
    "<!DOCTYPE html>",
    `<html lang="${content.locale}" dir="ltr">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${escapeHtml(content.subject)}</title>`,
    "</head>",
    `<body style="margin:0;padding:0;background-color:${COLORS.page};">`,
    `<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(preheader)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${COLORS.page};">`,
    `<tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:${COLORS.card};border-radius:10px;">`,
    `<tr><td style="padding:24px 32px 0;${FONT}font-size:18px;font-weight:bold;color:${COLORS.accent};">${brandLine(brand)}</td></tr>`,
    `<tr><td style="padding:16px 32px 16px;${FONT}font-size:16px;line-height:1.5;color:${COLORS.fg};">`,
    ...parts,
    "</td></tr>",
    "</table>",
    ...footer.map(
      (line) =>
        `<p style="margin:12px 0 0;max-width:560px;${FONT}font-size:12px;line-height:1.5;color:${COLORS.muted};">${escapeHtml(line)}</p>`,
    ),
    "</td></tr>",
    "</table>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

function renderText(content: MailContent, footer: string[]) {
  const blocks: string[] = [content.heading];
  if (content.greeting) blocks.push(content.greeting);
  blocks.push(...content.paragraphs);
  for (const item of content.items ?? []) {
    blocks.push([item.title, ...item.details, item.url].join("\n"));
  }
  if (content.quote) {
    const quoted = content.quote.text
      .split(/\r?\n/)
      .map((line) => `> ${line}`)
      .join("\n");
    blocks.push(`${content.quote.label}\n${quoted}`);
  }
  for (const button of [content.action, content.secondAction])
    if (button) blocks.push(`${button.label}:\n${button.url}`);
  blocks.push(...(content.notes ?? []));
  blocks.push(["-- ", ...footer, absoluteUrl("/")].join("\n"));
  return blocks.join("\n\n") + "\n";
}

/** The shared layout: an HTML part (inline styles, table layout for mail clients) and a text part. */
export async function renderMail(content: MailContent): Promise<RenderedMail> {
  const t = await getFixedTFor(content.locale);
  const linkFallback = t("mail.linkFallback");
  const footer = [t("mail.footer"), t("mail.automatic")];
  const subject = oneLine(content.subject);
  return {
    subject,
    html: renderHtml({ ...content, subject }, t("product.name"), linkFallback, footer),
    text: renderText(content, footer),
  };
}

/** A template's t() in the recipient's language, and its greeting (by name when known). */
export async function translator(locale: Locale) {
  const t = await getFixedTFor(locale);
  const greeting = (name?: string | null) =>
    name?.trim() ? t("mail.greeting", { name: name.trim() }) : t("mail.greetingNoName");
  return { t, greeting };
}
