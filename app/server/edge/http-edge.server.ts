// The HTTP edge: what happens to a request before express and Remix see it.
//
// The stack is fixed at `remix-serve build/index.js`, which gives no hook into its express app or
// its HTTP server. It does import the server build (server.ts) before it creates the express app
// and calls `app.listen`, which calls `http.createServer(app)`. So server.ts installs this edge at
// import time: the next `http.createServer` call (remix-serve's, the only one in the process) gets
// our timeouts, connection cap and error handlers, and a pre-handler in front of express. See
// docs/decisions/009-http-edge.md.
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { getEnv } from "~/env.server";
import type { Locale } from "~/i18n/config";
import { resources } from "~/i18n/resources.server";
import { apiCors } from "~/api/cors.server";
import {
  createCompressedAssets,
  type CompressedAssets,
} from "~/server/edge/compressed-assets.server";
import { watchBodyRate, type BodyRate } from "~/server/edge/body-rate.server";
import {
  normalizeAddress,
  PEER_ADDRESS_HEADER,
  resolveClientAddress,
} from "~/utils/client-address.server";
import { createConnectionShare, type ConnectionShare } from "~/server/edge/connection-share.server";
import { createPageCache, type PageCache } from "~/server/edge/page-cache.server";
import { METRICS_PATH, serveMetrics } from "~/server/edge/metrics-endpoint.server";
import { watchRequest } from "~/server/edge/request-log.server";
import { createRoutePatterns } from "~/server/edge/route-pattern.server";
import { countPageCacheLookup } from "~/server/observability/metrics.server";
import { runInRequestScope } from "~/utils/request-scope.server";
import { newRequestId } from "~/utils/request-id.server";
import { MAX_FORM_BODY_BYTES } from "~/server/edge/request-guards.server";
import {
  DRAIN_MAX_BYTES,
  DRAIN_MAX_MS,
  MAX_JSON_UPLOAD_BYTES,
} from "~/server/forms/request-body.server";
import { applySecurityHeaders } from "~/server/edge/security-headers.server";
import { CV_FORM_OVERHEAD_BYTES, CV_MAX_BYTES } from "~/validation/expert";

export const MAX_MULTIPART_BODY_BYTES = CV_MAX_BYTES + CV_FORM_OVERHEAD_BYTES;

/*
 * After a 413 the client usually keeps sending the body it started. Closing at once would make
 * its kernel reset the connection and drop our answer unread, so we read and discard what comes,
 * up to DRAIN_MAX_BYTES and DRAIN_MAX_MS (shared with the app's own refusals), before closing.
 */

/** Tracing and tunnelling: never meant for this site (TRACE echoes cookies back). */
const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);
const ALLOWED_METHODS = "GET, HEAD, POST, OPTIONS";
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type EdgeMessage = keyof (typeof resources)["en"]["translation"]["edge"];
type Listener = (req: IncomingMessage, res: ServerResponse) => void;

function formatBytes(bytes: number) {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

function message(locale: Locale, key: EdgeMessage) {
  return resources[locale].translation.edge[key]
    .replace("{{formLimit}}", formatBytes(MAX_FORM_BODY_BYTES))
    .replace("{{uploadLimit}}", formatBytes(CV_MAX_BYTES));
}

/** The edge answers before the app's own language detection runs; `?lng=` or the browser's first choice. */
export function edgeLocale(url: string | undefined, acceptLanguage: string | undefined): Locale {
  const query = /[?&]lng=(en|fi)(?:&|$)/.exec(url ?? "");
  if (query) return query[1] as Locale;
  return /^\s*fi\b/i.test(acceptLanguage ?? "") ? "fi" : "en";
}

function body(status: number, locale: Locale, key: EdgeMessage) {
  return `${status} ${http.STATUS_CODES[status]}\n\n${message(locale, key)}\n`;
}

/** Security headers for every response; documents and resource routes already set their own. */
function securityHeaders(): [string, string][] {
  return [...applySecurityHeaders(new Headers()).entries()];
}

function mergeVary(current: unknown, added: string[]): string {
  const names = String(current ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const known = new Set(names.map((name) => name.toLowerCase()));
  return [...names, ...added.filter((name) => !known.has(name.toLowerCase()))].join(", ");
}

/**
 * Adds the security headers a response lacks, just before its head is written. `Vary` is merged
 * with the app's own instead (CORS's `Origin` must survive a page's `Vary: Cookie`).
 */
function addMissingHeaders(res: ServerResponse, defaults: [string, string][]) {
  const vary = defaults.filter(([name]) => name === "Vary").map(([, value]) => value);
  const others = vary.length ? defaults.filter(([name]) => name !== "Vary") : defaults;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!this.headersSent) {
      // Node merges headers given to writeHead over these by name, so none is ever doubled.
      for (const [name, value] of others) if (!this.hasHeader(name)) this.setHeader(name, value);
      if (vary.length) {
        const given = (args as unknown[]).find(
          (arg): arg is Record<string, unknown> =>
            typeof arg === "object" && arg !== null && !Array.isArray(arg),
        );
        const key = given && Object.keys(given).find((name) => name.toLowerCase() === "vary");
        if (key) given[key] = mergeVary(given[key], vary);
        else this.setHeader("Vary", mergeVary(this.getHeader("Vary"), vary));
      }
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

/**
 * The routes that stream a CV upload (they export `requestBody = "streamed-upload"`). They refuse
 * an oversized file themselves, unread, with the form and its "the maximum size is 15 MB"
 * message, which a person without JavaScript needs; the edge only stops what is far beyond it.
 */
export const UPLOAD_PATH =
  /^\/dashboard\/(?:cv-upload|experts\/(?:new|[^/]+\/edit)|freelancer-information\/edit)\/?$/;
const UPLOAD_CEILING_BYTES = 4 * MAX_MULTIPART_BODY_BYTES;

/**
 * The JSON API's expert writes (they export `requestBody = "json-upload"`): a JSON body with the
 * CV as base64 may be up to MAX_JSON_UPLOAD_BYTES; the route checks the decoded size itself.
 */
export const JSON_UPLOAD_PATH = /^\/api\/experts(?:\/[^/]+)?\/?$/;

function bodyLimit(req: IncomingMessage) {
  const type = (req.headers["content-type"] ?? "").toLowerCase();
  const path = (req.url ?? "").split("?")[0]!;
  if (type.startsWith("multipart/form-data"))
    return UPLOAD_PATH.test(path) ? UPLOAD_CEILING_BYTES : MAX_MULTIPART_BODY_BYTES;
  if (type.split(";")[0]!.trim() === "application/json" && JSON_UPLOAD_PATH.test(path))
    return MAX_JSON_UPLOAD_BYTES;
  return MAX_FORM_BODY_BYTES;
}

export function isOversized(req: IncomingMessage) {
  const length = Number(req.headers["content-length"] ?? 0);
  return Number.isFinite(length) && length > bodyLimit(req);
}

const API_CODES: Record<number, string> = {
  400: "bad-request",
  405: "method-not-allowed",
  413: "payload-too-large",
  429: "too-many-requests",
};

function answer(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  key: EdgeMessage,
  extra: Record<string, string> = {},
) {
  const locale = edgeLocale(req.url, req.headers["accept-language"]);
  // The JSON API's callers get its error shape (app/api/errors.server.ts).
  const api = /^\/api(\/|\?|$)/.test(req.url ?? "");
  const text = api
    ? JSON.stringify({
        error: {
          status,
          code: API_CODES[status] ?? "bad-request",
          message: message(locale, key),
          details: null,
        },
      })
    : body(status, locale, key);
  res.writeHead(status, {
    "Content-Type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(text)),
    "Cache-Control": "no-store",
    ...extra,
  });
  return text;
}

function refuseOversized(req: IncomingMessage, res: ServerResponse) {
  res.write(answer(req, res, 413, "tooLarge", { Connection: "close" }));
  let drained = 0;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    res.end();
  };
  const timer = setTimeout(finish, DRAIN_MAX_MS);
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_MAX_BYTES) finish();
  });
  req.on("end", finish);
  req.on("error", finish);
  req.on("close", finish);
}

/** Node keeps the first of several Host headers; a proxy in front may have routed by another. */
function hasSeveralHosts(req: IncomingMessage) {
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    if (req.rawHeaders[i]!.length === 4 && req.rawHeaders[i]!.toLowerCase() === "host") hosts++;
  return hosts > 1;
}

/** True when the edge answered the request itself. */
function handledAtEdge(req: IncomingMessage, res: ServerResponse): boolean {
  const method = (req.method ?? "").toUpperCase();
  if (REFUSED_METHODS.has(method)) {
    res.end(answer(req, res, 405, "methodNotAllowed", { Allow: ALLOWED_METHODS }));
    return true;
  }
  // Absolute-form (`GET http://other.example/`) and `*` targets are for proxies, not this site.
  if (!req.url?.startsWith("/")) {
    res.end(answer(req, res, 400, "badTarget", { Connection: "close" }));
    return true;
  }
  if (hasSeveralHosts(req)) {
    res.end(answer(req, res, 400, "badRequest", { Connection: "close" }));
    return true;
  }
  if (isOversized(req)) {
    refuseOversized(req, res);
    return true;
  }
  if (isDataRequest(req.url)) {
    res.end(answer(req, res, 400, "badRequest"));
    // A body (at most the form limit, checked above) is read and dropped, so the connection lives on.
    req.resume();
    return true;
  }
  return false;
}

/**
 * Remix's data requests from before single fetch (`?_data=routes/_index`). This app's client never
 * makes them (it fetches `.data` URLs); Remix would answer them and report each one as a server
 * failure (its deprecation warning), so any client could flood the error service.
 */
export function isDataRequest(url: string | undefined): boolean {
  // Parsed as Remix parses it: `?_dat%61=` is `_data` too.
  if (!url?.includes("?")) return false;
  try {
    return new URL(url, "http://edge.invalid").searchParams.has("_data");
  } catch {
    return false;
  }
}

type Edge = {
  defaults: [string, string][];
  pages: PageCache;
  assets: CompressedAssets;
  bodyRate: BodyRate;
  /** Behind trusted proxies the sockets are the proxies': each client's share of the requests. */
  requestShare: ConnectionShare | null;
  trustedProxies: number;
  /** The route pattern of a URL, for the access log and the metrics. */
  routeOf: (url: string | undefined) => string;
  metricsAccess: { token: string | undefined; trustedProxies: number };
};

/** Answers over the share and says so; otherwise counts the request until its answer is done. */
function overShare(req: IncomingMessage, res: ServerResponse, edge: Edge): boolean {
  if (!edge.requestShare) return false;
  const address = resolveClientAddress(
    req.socket.remoteAddress,
    [req.headers["x-forwarded-for"] ?? []].flat().join(","),
    edge.trustedProxies,
  );
  const key = edge.requestShare.admit(address);
  if (key === null) {
    res.end(
      answer(req, res, 429, "tooManyConnections", { Connection: "close", "Retry-After": "5" }),
    );
    return true;
  }
  res.once("close", () => edge.requestShare!.release(key));
  return false;
}

function edgeHandler(app: Listener, edge: Edge): Listener {
  return (req, res) => {
    // First, so every answer (the edge's own too) carries the id and every log line names it.
    const requestId = watchRequest(req, res, edge.routeOf);
    runInRequestScope(() => handle(app, edge, req, res, requestId), requestId);
  };
}

function handle(
  app: Listener,
  edge: Edge,
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
) {
  const { defaults, pages, assets } = edge;
  // Overwritten on every request, so a client's own header of this name never gets through.
  const peer = req.socket.remoteAddress;
  if (peer) req.headers[PEER_ADDRESS_HEADER] = peer;
  else delete req.headers[PEER_ADDRESS_HEADER];
  const cors = apiCors(req);
  addMissingHeaders(res, cors ? [...cors.headers, ...defaults] : defaults);
  if (overShare(req, res, edge)) return;
  watchBodyRate(req, res, edge.bodyRate, () => {
    if (res.headersSent) req.socket.destroy();
    else
      endSocket(
        req.socket,
        rawResponse(408, "timeout", [...defaults, ["X-Request-Id", requestId]]),
      );
  });
  if (cors?.preflight) {
    res.writeHead(204, { "Content-Length": "0" }).end();
    return;
  }
  if (
    handledAtEdge(req, res) ||
    serveMetrics(req, res, edge.metricsAccess) ||
    assets(req, res) ||
    pages.serve(req, res)
  )
    return;
  pages.record(req, res);
  // A write that went through may have changed what visitors see (a published gig).
  if (WRITE_METHODS.has(req.method?.toUpperCase() ?? ""))
    res.once("finish", () => res.statusCode < 400 && pages.clear());
  app(req, res);
}

/** How long a refused socket may stay after our answer; a half-open client would keep it for ever. */
const LINGER_MS = 2000;

function endSocket(socket: Duplex, text: string) {
  socket.end(text);
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

function rawResponse(status: number, key: EdgeMessage, defaults: [string, string][]) {
  const text = body(status, "en", key);
  const headers = [
    ["Content-Type", "text/plain; charset=utf-8"],
    ["Content-Length", String(Buffer.byteLength(text))],
    ["Connection", "close"],
    ...defaults,
  ];
  return (
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
    headers.map(([name, value]) => `${name}: ${value}\r\n`).join("") +
    `\r\n${text}`
  );
}

export function clientErrorStatus(code: string | undefined): [number, EdgeMessage] {
  if (code === "HPE_HEADER_OVERFLOW") return [431, "headersTooLarge"];
  if (code === "ERR_HTTP_REQUEST_TIMEOUT" || code === "ERR_HTTP_HEADERS_TIMEOUT")
    return [408, "timeout"];
  if (code === "HPE_INVALID_METHOD") return [405, "methodNotAllowed"];
  return [400, "badRequest"];
}

function configure(
  server: http.Server,
  defaults: [string, string][],
  share: ConnectionShare | null,
) {
  const env = getEnv();
  server.keepAliveTimeout = env.KEEP_ALIVE_TIMEOUT_MS;
  server.maxConnections = env.MAX_CONNECTIONS;
  // Without proxies the socket's address is the client's (client-address.server.ts), and a
  // client over its share is turned away before it can send a byte.
  if (share)
    server.on("connection", (socket: Duplex & { remoteAddress?: string }) => {
      const key = share.admit(normalizeAddress(socket.remoteAddress));
      if (key === null) socket.destroy();
      else socket.once("close", () => share.release(key));
    });
  // Node's default answer to a malformed or timed-out request is a bare status line or a reset.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const [status, key] = clientErrorStatus(error.code);
    // No request was read, so none could name itself: a new id, for the client to quote.
    endSocket(socket, rawResponse(status, key, [...defaults, ["X-Request-Id", newRequestId()]]));
  });
  // Without a listener Node drops CONNECT requests with a reset.
  server.on("connect", (_req: IncomingMessage, socket: Duplex) => {
    socket.end(
      rawResponse(405, "methodNotAllowed", [...defaults, ["X-Request-Id", newRequestId()]]),
    );
  });
}

/** The metrics endpoint is the edge's own, so Remix's routes do not name it. */
function routeOrMetrics(routeOf: (url: string | undefined) => string) {
  return (url: string | undefined) =>
    (url ?? "").split("?")[0] === METRICS_PATH ? METRICS_PATH : routeOf(url);
}

declare global {
  var __httpEdgeInstalled: boolean | undefined;
}

/**
 * Called once from server.ts, with where the build's browser assets are; a rebuild in
 * `npm run dev` imports server.ts again, not the server.
 */
export function installHttpEdge(build: Parameters<typeof createRoutePatterns>[0]) {
  if (globalThis.__httpEdgeInstalled) return;
  globalThis.__httpEdgeInstalled = true;
  const env = getEnv();
  const defaults = securityHeaders();
  const requestTimeout = env.REQUEST_TIMEOUT_MS;
  const headersTimeout = Math.min(env.HEADERS_TIMEOUT_MS, requestTimeout);
  const pages = createPageCache({
    seconds: env.PAGE_CACHE_SECONDS,
    maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
    onLookup: countPageCacheLookup,
  });
  const assets = createCompressedAssets(build.publicPath, build.assetsBuildDirectory);
  const share = () =>
    createConnectionShare({ max: env.MAX_CONNECTIONS, perClient: env.MAX_CONNECTIONS_PER_CLIENT });
  const proxied = env.TRUSTED_PROXIES > 0;
  const edge: Edge = {
    defaults,
    pages,
    assets,
    bodyRate: { minBytesPerSecond: env.MIN_BODY_BYTES_PER_SECOND, graceMs: env.BODY_GRACE_MS },
    requestShare: proxied ? share() : null,
    trustedProxies: env.TRUSTED_PROXIES,
    routeOf: routeOrMetrics(createRoutePatterns(build)),
    metricsAccess: { token: env.METRICS_TOKEN, trustedProxies: env.TRUSTED_PROXIES },
  };
  const original = http.createServer;
  const patched = (...args: unknown[]) => {
    // Only the first server, remix-serve's, goes through the edge.
    http.createServer = original;
    const app = args.find((arg): arg is Listener => typeof arg === "function");
    const options = args.find((arg) => typeof arg === "object" && arg !== null) ?? {};
    const server = original.call(
      http,
      {
        ...options,
        requestTimeout,
        headersTimeout,
        // How often Node looks for timed-out requests; a fraction of the shortest timeout.
        connectionsCheckingInterval: Math.max(100, Math.min(30_000, headersTimeout / 4)),
      },
      app ? edgeHandler(app, edge) : undefined,
    );
    configure(server, defaults, proxied ? null : share());
    return server;
  };
  http.createServer = patched as typeof http.createServer;
}
