import type { CvDownload } from "~/domain/experts/experts.server";

/** An ASCII-only fallback for old clients; the real name goes in filename* (RFC 5987/6266). */
function asciiFallback(filename: string) {
  const ascii = filename
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_")
    .trim();
  return ascii || "cv";
}

function rfc5987(value: string) {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function contentDisposition(filename: string) {
  return `attachment; filename="${asciiFallback(filename)}"; filename*=UTF-8''${rfc5987(filename)}`;
}

/** The CV as a download: stored type, attachment, never sniffed, never cached. */
export function cvResponse(cv: CvDownload, method = "GET") {
  return new Response(method === "HEAD" ? null : new Uint8Array(cv.data), {
    status: 200,
    headers: {
      "Content-Type": cv.mimetype,
      "Content-Length": String(cv.data.length),
      "Content-Disposition": contentDisposition(cv.filename),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
