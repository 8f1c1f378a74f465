import {
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  MaxPartSizeExceededError,
  type UploadHandler,
} from "@remix-run/node";
import { fileTypeFromBuffer } from "file-type";
import {
  CV_FILENAME_MAX,
  CV_FORM_OVERHEAD_BYTES,
  CV_MAX_BYTES,
  CV_TYPES,
  cvExtension,
  isAcceptedCvExtension,
  type CvExtension,
} from "~/validation/expert";
import { readBodyWithin } from "~/utils/request-body.server";

/** A CV as stored with the expert: the mimetype is the detected one, never the browser's. */
export type StoredCv = {
  data: Buffer;
  filename: string;
  mimetype: string;
  size: number;
};

export type CvError = "too-big" | "format";

/** Text fields of the expert forms are short; anything bigger is not one of our forms. */
const TEXT_PART_MAX = 64 * 1024;
/** The only file field of the expert forms. */
export const CV_FIELD = "cv";

export type CvFormRead =
  | { ok: true; formData: FormData }
  | { ok: false; error: "too-big" }
  | { ok: false; error: "bad-request" };

/**
 * Reads an expert form that may carry a CV without ever holding more than the limit: an
 * announced Content-Length over the limit is refused before the body is read, then the multipart
 * stream is parsed with a per-part limit and a limit on the whole body (for chunked uploads
 * without Content-Length), so an oversized file fails while it streams in.
 */
export async function readCvForm(request: Request): Promise<CvFormRead> {
  const bodyLimit = CV_MAX_BYTES + CV_FORM_OVERHEAD_BYTES;
  const announced = Number(request.headers.get("Content-Length") ?? NaN);
  if (Number.isFinite(announced) && announced > bodyLimit) return { ok: false, error: "too-big" };
  const type = request.headers.get("Content-Type") ?? "";
  if (
    !type.startsWith("multipart/form-data") &&
    !type.startsWith("application/x-www-form-urlencoded")
  )
    return { ok: false, error: "bad-request" };
  // A form posted without a file (urlencoded): counted while read too, since a chunked body
  // announces no length and request.formData() has no limit of its own.
  if (type.startsWith("application/x-www-form-urlencoded")) {
    const text = await readLimitedText(request, bodyLimit).catch(() => undefined);
    if (text === undefined) return { ok: false, error: "bad-request" };
    if (text === null) return { ok: false, error: "too-big" };
    const formData = new FormData();
    for (const [name, value] of new URLSearchParams(text)) formData.append(name, value);
    return { ok: true, formData };
  }

  let total = 0;
  const fileHandler = unstable_createMemoryUploadHandler({ maxPartSize: CV_MAX_BYTES });
  const textHandler = unstable_createMemoryUploadHandler({ maxPartSize: TEXT_PART_MAX });
  const handler: UploadHandler = async (part) => {
    const counted = {
      ...part,
      data: (async function* () {
        for await (const chunk of part.data) {
          total += chunk.byteLength;
          if (total > bodyLimit) throw new MaxPartSizeExceededError(part.name, bodyLimit);
          yield chunk;
        }
      })(),
    };
    if (typeof part.filename === "string") {
      // Other file fields are not ours: their bytes are counted but not kept.
      if (part.name !== CV_FIELD) {
        for await (const _chunk of counted.data);
        return undefined;
      }
      return fileHandler(counted);
    }
    return textHandler(counted);
  };
  try {
    return { ok: true, formData: await unstable_parseMultipartFormData(request, handler) };
  } catch (error) {
    // Duck-typed: the error class may come from the CommonJS or the ESM copy of Remix.
    if (isPartSizeError(error)) {
      return error.field === CV_FIELD || error.maxBytes === bodyLimit
        ? { ok: false, error: "too-big" }
        : { ok: false, error: "bad-request" };
    }
    return { ok: false, error: "bad-request" };
  }
}

/** The body as text, or null as soon as it grows over `limit` bytes (the rest is not read). */
async function readLimitedText(request: Request, limit: number): Promise<string | null> {
  const bytes = await readBodyWithin(request, limit);
  return bytes === null ? null : Buffer.from(bytes).toString("utf8");
}

function isPartSizeError(error: unknown): error is MaxPartSizeExceededError {
  return (
    error instanceof MaxPartSizeExceededError ||
    (error instanceof Error && "maxBytes" in error && "field" in error)
  );
}

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
 * detected type (a PDF called cv.docx or cv.txt is refused). An empty file is "format".
 */
export async function inspectCv(
  file: File,
): Promise<{ ok: true; cv: StoredCv } | { ok: false; error: CvError }> {
  if (file.size > CV_MAX_BYTES) return { ok: false, error: "too-big" };
  if (file.size === 0) return { ok: false, error: "format" };
  const ext = cvExtension(file.name);
  if (!isAcceptedCvExtension(ext)) return { ok: false, error: "format" };
  const bytes = Buffer.from(await file.arrayBuffer());
  const detected = await detectCvType(bytes);
  if (detected === null || detected !== ext) return { ok: false, error: "format" };
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
