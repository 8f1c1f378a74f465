import { create as createContentDisposition } from "content-disposition";
import type { CvDownload } from "~/domain/experts/experts.server";

/** Printable US-ASCII: such a name goes in filename as it is. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** A readable ASCII fallback ("Ääkkönen" -> "Aakkonen") for clients that ignore filename*. */
function asciiFallback(filename: string) {
  const ascii = filename
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_")
    .trim();
  return ascii || "cv";
}

/**
 * The header comes from `content-disposition` (the Express team's, which Express itself uses):
 * it owns the quoting, the RFC 8187 filename* and when filename* is needed at all. Its own
 * fallback turns every non-ASCII letter into "?", so a non-ASCII name brings ours.
 */
export function cvContentDisposition(filename: string) {
  return createContentDisposition(filename, {
    fallback: PLAIN_ASCII.test(filename) ? true : asciiFallback(filename),
  });
}

/** The CV as a download: stored type, attachment, never sniffed, never cached. */
export function cvResponse(cv: CvDownload, method = "GET") {
  return new Response(method === "HEAD" ? null : new Uint8Array(cv.data), {
    status: 200,
    headers: {
      "Content-Type": cv.mimetype,
      "Content-Length": String(cv.data.length),
      "Content-Disposition": cvContentDisposition(cv.filename),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
