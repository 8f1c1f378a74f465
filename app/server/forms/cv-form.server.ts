import {
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  MaxPartSizeExceededError,
  type UploadHandler,
} from "@remix-run/node";
import { CV_FORM_OVERHEAD_BYTES, CV_MAX_BYTES } from "~/validation/expert";
import { BufferedFile, collectPart } from "~/utils/buffered-file.server";
import { drainUnread, readBodyWithin } from "./request-body.server";
import { takeUploadSlot, uploadsBusyPage } from "./upload-slots.server";

// Reading the expert forms' request body; what a CV file may be is decided in
// app/domain/experts/cv-upload.server.ts (inspectCv), once the body is parsed.

/** Text fields of the expert forms are short; anything bigger is not one of our forms. */
const TEXT_PART_MAX = 64 * 1024;
/** The only file field of the expert forms. */
export const CV_FIELD = "cv";
const CV_FORM_BODY_LIMIT = CV_MAX_BYTES + CV_FORM_OVERHEAD_BYTES;

export type CvFormRead =
  | { ok: true; formData: FormData }
  | { ok: false; error: "too-big" }
  | { ok: false; error: "bad-request" };

/**
 * Reads an expert form that may carry a CV without ever holding more than the limit: an
 * announced Content-Length over the limit is refused before the body is read, then the multipart
 * stream is parsed with a per-part limit and a limit on the whole body (for chunked uploads
 * without Content-Length), so an oversized file fails while it streams in. Read within an upload
 * slot (app/server/forms/upload-slots.server.ts); with none free, a 503 page is thrown.
 */
export async function readCvForm(request: Request): Promise<CvFormRead> {
  const type = request.headers.get("Content-Type") ?? "";
  const announced = Number(request.headers.get("Content-Length") ?? NaN);
  if (Number.isFinite(announced) && announced > CV_FORM_BODY_LIMIT)
    return { ok: false, error: "too-big" };
  if (
    !type.startsWith("multipart/form-data") &&
    !type.startsWith("application/x-www-form-urlencoded")
  )
    return { ok: false, error: "bad-request" };
  const release = takeUploadSlot();
  if (!release) throw uploadsBusyPage();
  let read: CvFormRead;
  try {
    read = await readWithin(request, type, announced);
  } finally {
    release();
  }
  // A refused form's rest is read and dropped (bounded) before the answer, as the edge does for
  // a 413: a browser without JavaScript still sending its file then shows the form's message or
  // the 400 page, not a connection error.
  if (!read.ok) await drainUnread(request);
  return read;
}

async function readWithin(request: Request, type: string, announced: number): Promise<CvFormRead> {
  const bodyLimit = CV_FORM_BODY_LIMIT;
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
      const bytes = await collectPart(
        counted.data,
        CV_MAX_BYTES,
        Number.isFinite(announced) ? announced : null,
      );
      if (bytes === null) throw new MaxPartSizeExceededError(part.name, CV_MAX_BYTES);
      return new BufferedFile(bytes, part.filename, part.contentType);
    }
    return textHandler(counted);
  };
  // The parser stops at the first part it refuses and never lets go of the stream it reads, so it
  // reads a copy, and what it left of the body can still be drained.
  if (!request.body) return { ok: false, error: "bad-request" };
  const source = request.body.getReader();
  const parsed = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await source.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
    }),
    duplex: "half",
  } as RequestInit);
  try {
    return { ok: true, formData: await unstable_parseMultipartFormData(parsed, handler) };
  } catch (error) {
    source.releaseLock();
    // Duck-typed: the error class may come from the CommonJS or the ESM copy of Remix.
    if (isPartSizeError(error)) {
      return error.field === CV_FIELD || error.maxBytes === bodyLimit
        ? { ok: false, error: "too-big" }
        : { ok: false, error: "bad-request" };
    }
    return { ok: false, error: "bad-request" };
  }
}

/** The body as text, or null as soon as it grows over `limit` bytes (the rest is left unread). */
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
