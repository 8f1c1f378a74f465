import { fileTypeFromBuffer } from "file-type";
import { bytesOf } from "~/utils/buffered-file.server";
import { isArchiveWithinBounds } from "./cv-archive.server";
import {
  CV_FILENAME_MAX,
  CV_MAX_BYTES,
  CV_TYPES,
  cvExtension,
  isAcceptedCvExtension,
  type CvExtension,
} from "~/validation/expert";

/** A CV as stored with the expert: the mimetype is the detected one, never the browser's. */
export type StoredCv = {
  data: Buffer;
  filename: string;
  mimetype: string;
  size: number;
};

export type CvError = "too-big" | "format";

/** The UTF-16LE stream name every Word 97-2003 document's compound file contains. */
const WORD_DOCUMENT_STREAM = Buffer.from("WordDocument", "utf16le");

async function detectCvType(bytes: Buffer): Promise<CvExtension | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return null;
  switch (detected.ext) {
    case "pdf":
      return "pdf";
    case "docx":
      return "docx";
    case "odt":
      return "odt";
    case "cfb":
      // A compound file can be many things (xls, msi, msg); only a Word document has this stream.
      return bytes.includes(WORD_DOCUMENT_STREAM) ? "doc" : null;
    default:
      return null;
  }
}

/** Keeps the base name, drops control and path characters, trims to a sane length. */
export function safeCvFilename(name: string, ext: CvExtension): string {
  const base = (name.split(/[/\\]/).pop() ?? "")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, "")
    .trim();
  const stem = base.slice(0, base.length - (ext.length + 1)).trim() || "cv";
  return `${stem.slice(0, CV_FILENAME_MAX - ext.length - 1)}.${ext}`;
}

/**
 * Checks a CV from its bytes: PDF, DOC, DOCX or ODT, and the file's extension must name the
 * detected type (a PDF called cv.docx or cv.txt is refused). An empty file is "format", and so
 * is a DOCX or ODT whose zip would inflate past its bounds (app/domain/experts/cv-archive.server.ts).
 */
export async function inspectCv(
  file: File,
): Promise<{ ok: true; cv: StoredCv } | { ok: false; error: CvError }> {
  if (file.size > CV_MAX_BYTES) return { ok: false, error: "too-big" };
  if (file.size === 0) return { ok: false, error: "format" };
  const ext = cvExtension(file.name);
  if (!isAcceptedCvExtension(ext)) return { ok: false, error: "format" };
  const bytes = await bytesOf(file);
  const detected = await detectCvType(bytes);
  if (detected === null || detected !== ext) return { ok: false, error: "format" };
  if ((detected === "docx" || detected === "odt") && !(await isArchiveWithinBounds(bytes)))
    return { ok: false, error: "format" };
  return {
    ok: true,
    cv: {
      data: bytes,
      filename: safeCvFilename(file.name, detected),
      mimetype: CV_TYPES[detected],
      size: bytes.length,
    },
  };
}
