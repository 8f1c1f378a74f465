import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

/*
 * The build's scripts and stylesheets, sent as the copies `npm run build` compressed once
 * (scripts/compress-assets.mjs): Brotli where the browser takes it, gzip otherwise. Brotli at its
 * highest level is about 14% smaller than gzip on the first visit's JavaScript, every small
 * chunk is compressed too (remix-serve's middleware leaves files under 1 KB as they are), and
 * the server no longer gzips each asset on every request. What has no compressed copy, or a
 * client that takes neither encoding, goes on to remix-serve as before.
 */

const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;
type Encoding = (typeof ENCODINGS)[number]["name"];

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
};

/** The content codings a request's Accept-Encoding allows (a q of 0 refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  return accepted;
}

type Copy = { encoding: Encoding; file: string; size: number; type: string };

/** Every compressed copy under `directory`, by the URL path of the file it is a copy of. */
function indexCopies(publicPath: string, directory: string) {
  const index = new Map<string, Copy[]>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(file);
        continue;
      }
      const encoding = ENCODINGS.find((e) => entry.name.endsWith(e.suffix));
      const original = encoding && file.slice(0, -encoding.suffix.length);
      const type = original && TYPES[path.extname(original)];
      if (!encoding || !original || !type || !fs.existsSync(original)) continue;
      // A copy older than its file is left over from an earlier build (`remix dev` rebuilds
      // without compressing): the file itself is served instead.
      const stat = fs.statSync(file);
      if (stat.mtimeMs < fs.statSync(original).mtimeMs) continue;
      const url = publicPath + path.relative(directory, original).split(path.sep).join("/");
      const copies = index.get(url) ?? [];
      copies.push({ encoding: encoding.name, file, size: stat.size, type });
      // Brotli first: it is the smaller one.
      copies.sort((a, b) => (a.encoding === "br" ? -1 : b.encoding === "br" ? 1 : 0));
      index.set(url, copies);
    }
  };
  if (fs.existsSync(directory)) walk(directory);
  return index;
}

/**
 * A handler that answers a GET or HEAD of a build asset with its compressed copy and returns true,
 * or returns false and leaves the request to the app.
 */
export function createCompressedAssets(publicPath: string, directory: string) {
  const index = indexCopies(publicPath, path.resolve(directory));
  return function serveCompressedAsset(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method?.toUpperCase();
    if ((method !== "GET" && method !== "HEAD") || req.headers.range) return false;
    const url = req.url ?? "";
    if (!url.startsWith(publicPath)) return false;
    const copies = index.get(url.split(/[?#]/, 1)[0]!);
    if (!copies) return false;
    const accepted = acceptedEncodings(req.headers["accept-encoding"]);
    const copy = copies.find((c) => accepted.has(c.encoding));
    if (!copy) return false;
    res.writeHead(200, {
      "Content-Type": copy.type,
      "Content-Encoding": copy.encoding,
      "Content-Length": String(copy.size),
      Vary: "Accept-Encoding",
      // The file names carry a hash of their content, as with remix-serve's static handler.
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    if (method === "HEAD") {
      res.end();
      return true;
    }
    fs.createReadStream(copy.file)
      .on("error", () => res.destroy())
      .pipe(res);
    return true;
  };
}

export type CompressedAssets = ReturnType<typeof createCompressedAssets>;
