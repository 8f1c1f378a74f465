export interface CvContent {
  name: string;
  title: string;
  summary: string;
  skills?: string[];
  experience?: string[];
}

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const WRAP_AT = 84; // characters per line of 11 pt Helvetica within the margins

/** Characters outside Latin-1 that WinAnsiEncoding places in 0x80-0x9F. */
const WIN_ANSI_EXTRAS: Record<string, number> = {
  "€": 0x80,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
};

/** A PDF string literal in WinAnsi bytes (held as a latin1 JS string), so ä, ö and å render. */
function pdfString(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    const byte = WIN_ANSI_EXTRAS[char] ?? (code >= 0x20 && code <= 0xff ? code : 0x3f);
    const c = String.fromCharCode(byte);
    out += c === "\\" || c === "(" || c === ")" ? `\\${c}` : c;
  }
  return `(${out})`;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Line {
  font: "F1" | "F2";
  size: number;
  text: string;
  gap?: number;
}

function contentStream(cv: CvContent): string {
  const lines: Line[] = [
    { font: "F2", size: 20, text: cv.name },
    { font: "F1", size: 13, text: cv.title, gap: 4 },
    { font: "F2", size: 12, text: "Summary", gap: 22 },
    ...wrap(cv.summary, WRAP_AT).map((text, i): Line => ({
      font: "F1",
      size: 11,
      text,
      gap: i === 0 ? 4 : 0,
    })),
  ];
  if (cv.skills?.length) {
    lines.push({ font: "F2", size: 12, text: "Key skills", gap: 14 });
    wrap(cv.skills.join(", "), WRAP_AT).forEach((text, i) =>
      lines.push({ font: "F1", size: 11, text, gap: i === 0 ? 4 : 0 }),
    );
  }
  if (cv.experience?.length) {
    lines.push({ font: "F2", size: 12, text: "Selected experience", gap: 14 });
    cv.experience.forEach((item, i) =>
      wrap(item, WRAP_AT - 2).forEach((text, j) =>
        lines.push({
          font: "F1",
          size: 11,
          text: j === 0 ? `• ${text}` : `   ${text}`,
          gap: i === 0 && j === 0 ? 4 : 0,
        }),
      ),
    );
  }

  const ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN - 20;
  lines.forEach((line, index) => {
    if (index > 0) y -= Math.round(line.size * 1.35) + (line.gap ?? 0);
    ops.push(`BT /${line.font} ${line.size} Tf ${MARGIN} ${y} Td ${pdfString(line.text)} Tj ET`);
    // A rule under the name and title block.
    if (index === 1) ops.push(`0.6 w ${MARGIN} ${y - 10} m ${PAGE_WIDTH - MARGIN} ${y - 10} l S`);
  });
  return ops.join("\n");
}

/**
 * A one-page PDF 1.4 CV built by hand: standard Helvetica fonts (nothing embedded) and an
 * xref table with exact byte offsets, so any PDF reader opens it without repairing.
 */
export function buildCvPdf(cv: CvContent): Buffer {
  const content = contentStream(cv);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Title ${pdfString(`${cv.name} - CV`)} /Author ${pdfString(cv.name)} /Producer (Partner marketplace demo data) >>`,
  ];

  // Every character is one byte (latin1), so string lengths are byte offsets.
  let pdf = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}
