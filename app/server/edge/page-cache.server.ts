// A small shared cache of public pages, in the process, at the HTTP edge (docs/decisions/018).
//
// Public pages already tell shared caches they may keep them (`public, s-maxage=300`, varying on
// Cookie and Accept-Language: app/server/edge/cache-control.server.ts). A single container has no such
// cache in front of it, so every visitor's page was rendered anew: React's render is about half
// of a public page's cost. This keeps what a CDN would keep, for at most PAGE_CACHE_SECONDS:
// - only GET answers 200 with an HTML body, `public` Cache-Control and no Set-Cookie, to requests
//   without a session cookie or Authorization;
// - one variant per value of each request header the answer's Vary names (Cookie,
//   Accept-Language, Accept-Encoding), so a stored page only goes to a request that would have
//   been given the same page;
// - a request that asks for a fresh page (`Cache-Control: no-cache` or `max-age=0`, as a
//   browser's reload sends) skips it; a write answered without error empties it (http-edge).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { cookieHeaderHasSession } from "~/server/edge/cache-control.server";

type Entry = {
  url: string;
  vary: Array<[string, string]>;
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  storedAt: number;
  expiresAt: number;
};

export type PageCacheOptions = {
  /** 0 turns the cache off. */
  seconds: number;
  /** All stored bodies together; the least recently used go first. */
  maxBytes: number;
  now?: () => number;
  /** Told of each lookup the cache could answer: hit or not (the metrics count them). */
  onLookup?: (hit: boolean) => void;
};

const MAX_BODY_BYTES = 1024 * 1024;
const MAX_VARIANTS = 16;
/** Headers that belong to one connection, transfer or request, not to the page. */
const HOP_HEADERS = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "date",
  "age",
  "x-request-id",
]);

function header(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
}

const hasSession = (req: IncomingMessage) => cookieHeaderHasSession(header(req, "cookie"));

function wantsFresh(req: IncomingMessage) {
  const control = header(req, "cache-control").toLowerCase();
  return (
    /\bno-cache\b|\bno-store\b|\bmax-age=0\b/.test(control) ||
    /no-cache/i.test(header(req, "pragma"))
  );
}

/** Seconds a shared cache may keep the answer, or 0 when it may not keep it at all. */
function sharedMaxAge(cacheControl: string): number {
  const value = cacheControl.toLowerCase();
  if (!/\bpublic\b/.test(value) || /\bprivate\b|\bno-store\b|\bno-cache\b/.test(value)) return 0;
  const age = /\bs-maxage=(\d+)/.exec(value) ?? /\bmax-age=(\d+)/.exec(value);
  return age ? Number(age[1]) : 0;
}

export function createPageCache({ seconds, maxBytes, now = Date.now, onLookup }: PageCacheOptions) {
  /** Variants per URL; the Map's order is least recently used first. */
  const entries = new Map<string, Entry[]>();
  let bytes = 0;

  const matches = (entry: Entry, req: IncomingMessage) =>
    entry.vary.every(([name, value]) => header(req, name) === value);

  function remove(url: string, entry: Entry) {
    const variants = entries.get(url)?.filter((e) => e !== entry) ?? [];
    bytes -= entry.body.length;
    if (variants.length) entries.set(url, variants);
    else entries.delete(url);
  }

  function store(entry: Entry) {
    const variants = (entries.get(entry.url) ?? []).filter((e) => {
      const same =
        e.vary.length === entry.vary.length &&
        e.vary.every(([n, v], i) => entry.vary[i]?.[0] === n && entry.vary[i]?.[1] === v);
      if (same) bytes -= e.body.length;
      return !same;
    });
    variants.push(entry);
    if (variants.length > MAX_VARIANTS) bytes -= variants.shift()!.body.length;
    entries.delete(entry.url);
    entries.set(entry.url, variants);
    bytes += entry.body.length;
    for (const [url, list] of entries) {
      if (bytes <= maxBytes) break;
      for (const e of list) bytes -= e.body.length;
      entries.delete(url);
    }
  }

  function cacheable(req: IncomingMessage) {
    const method = req.method?.toUpperCase();
    return (
      seconds > 0 &&
      (method === "GET" || method === "HEAD") &&
      !req.headers.authorization &&
      !hasSession(req)
    );
  }

  /** Answers from the cache when it holds this page for this request; true when it did. */
  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (!cacheable(req)) return false;
    const hit = wantsFresh(req) ? false : lookup(req, res);
    onLookup?.(hit);
    return hit;
  }

  function lookup(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? "";
    const entry = entries.get(url)?.find((e) => matches(e, req));
    if (!entry) return false;
    if (entry.expiresAt <= now()) {
      remove(url, entry);
      return false;
    }
    // Most recently used last.
    const variants = entries.get(url)!;
    entries.delete(url);
    entries.set(url, variants);
    res.writeHead(entry.status, {
      ...entry.headers,
      "content-length": String(entry.body.length),
      age: String(Math.floor((now() - entry.storedAt) / 1000)),
    });
    res.end(req.method?.toUpperCase() === "HEAD" ? undefined : entry.body);
    return true;
  }

  /** Keeps the app's answer to this request if it turns out to be a public page. */
  function record(req: IncomingMessage, res: ServerResponse) {
    if (!cacheable(req) || req.method?.toUpperCase() !== "GET") return;
    const chunks: Buffer[] = [];
    let size = 0;
    let tooBig = false;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (tooBig || chunk == null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > MAX_BODY_BYTES) tooBig = true;
      else chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof res.write;
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as typeof res.end;
    res.once("finish", () => {
      if (tooBig || res.statusCode !== 200) return;
      const headers = res.getHeaders();
      const type = String(headers["content-type"] ?? "");
      const maxAge = sharedMaxAge(String(headers["cache-control"] ?? ""));
      if (!type.startsWith("text/html") || maxAge === 0 || headers["set-cookie"]) return;
      const varyNames = String(headers.vary ?? "")
        .split(",")
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean);
      if (varyNames.includes("*")) return;
      const kept: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined && !HOP_HEADERS.has(name) && name !== "content-length")
          kept[name] = value;
      const storedAt = now();
      store({
        url: req.url ?? "",
        vary: varyNames.sort().map((name) => [name, header(req, name)]),
        status: 200,
        headers: kept,
        body: Buffer.concat(chunks, size),
        storedAt,
        expiresAt: storedAt + Math.min(seconds, maxAge) * 1000,
      });
    });
  }

  /** Forgets every page: something a visitor sees may have changed. */
  function clear() {
    entries.clear();
    bytes = 0;
  }

  return { serve, record, clear, size: () => ({ pages: entries.size, bytes }) };
}

export type PageCache = ReturnType<typeof createPageCache>;
