// A non-browser client for the server under test: no redirects followed (the matrix asserts
// where they point), a hard deadline per request, and the body read in full.
export type Reply = {
  status: number;
  location: string | null;
  body: string;
  bytes: number;
  ms: number;
  setCookies: string[];
};

export type Send = {
  method?: string;
  cookie?: string;
  body?: BodyInit;
  contentType?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
};

export async function send(
  baseUrl: string,
  pathAndQuery: string,
  options: Send = {},
): Promise<Reply> {
  const started = performance.now();
  const headers: Record<string, string> = { Accept: "text/html", ...options.headers };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.contentType) headers["Content-Type"] = options.contentType;
  const response = await fetch(baseUrl + pathAndQuery, {
    method: options.method ?? "GET",
    headers,
    body: options.body,
    redirect: "manual",
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  const buffer = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    location: response.headers.get("Location"),
    body: new TextDecoder().decode(buffer),
    bytes: buffer.byteLength,
    ms: performance.now() - started,
    setCookies: response.headers.getSetCookie(),
  };
}

export function form(fields: Record<string, string>): { body: string; contentType: string } {
  return {
    body: new URLSearchParams(fields).toString(),
    contentType: "application/x-www-form-urlencoded",
  };
}

/** Signs in through the product's own form and returns the Cookie header for later requests. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const reply = await send(baseUrl, "/sign-in", { method: "POST", ...form({ email, password }) });
  const session = reply.setCookies.find((c) => /^(__Host-)?session=/.test(c));
  if (reply.status !== 302 || !session)
    throw new Error(`sign-in of ${email} failed: ${reply.status} ${reply.body.slice(0, 300)}`);
  const [pair = session] = session.split(";");
  return pair;
}

export async function isHealthy(baseUrl: string): Promise<boolean> {
  try {
    return (await send(baseUrl, "/healthz", { timeoutMs: 5000 })).status === 200;
  } catch {
    return false;
  }
}
