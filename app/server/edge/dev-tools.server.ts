import { devToolsEnabled, getEnv } from "~/env.server";
import {
  isLoopbackAddress,
  normalizeAddress,
  peerAddress,
} from "../../utils/client-address.server";

/** What proxies say about the client: X-Forwarded-For, Forwarded and X-Real-IP. */
export type Forwarding = {
  forwardedFor?: string | null;
  forwarded?: string | null;
  realIp?: string | null;
};

/** Every address a `Forwarded` header names as `for=` (RFC 7239); obfuscated names stay as they are. */
function forwardedFor(header: string): string[] {
  return [...header.matchAll(/for\s*=\s*"?\[?([^\]";,\s]*)/gi)].map((match) => match[1]!);
}

/**
 * The development pages show other people's mail (reset links among it). They exist only when
 * `npm run dev` / `npm run demo` set DEV_TOOLS=1, and answer only a browser on this machine.
 * The socket's address is loopback for everyone when a reverse proxy on the same host forwards
 * the request, so a forwarded request is judged by what the trusted proxy says, and refused
 * when no proxy is trusted (a forwarding header then means a proxy we cannot hear, or a client
 * pretending to be one). Every address any forwarding header names must be loopback too.
 */
export function devToolsAllowed(
  enabled: boolean,
  peer: string | null,
  forwarding: Forwarding = {},
  trustedProxies = 0,
): boolean {
  if (!enabled || !isLoopbackAddress(peer)) return false;
  const { forwardedFor: chain, forwarded, realIp } = forwarding;
  if (trustedProxies === 0) return !chain && !forwarded && !realIp;
  // The entry the outermost trusted proxy wrote, never a fallback to a proxy's own address.
  const hops = (chain ?? "").split(",");
  if (!chain || hops.length < trustedProxies) return false;
  const claimed = [hops[hops.length - trustedProxies]!];
  if (realIp) claimed.push(realIp);
  if (forwarded) claimed.push(...forwardedFor(forwarded));
  return claimed.every((address) => isLoopbackAddress(normalizeAddress(address)));
}

export function requireDevTools(request: Request) {
  const forwarding = {
    forwardedFor: request.headers.get("X-Forwarded-For"),
    forwarded: request.headers.get("Forwarded"),
    realIp: request.headers.get("X-Real-IP"),
  };
  const allowed = devToolsAllowed(
    devToolsEnabled(),
    peerAddress(request),
    forwarding,
    getEnv().TRUSTED_PROXIES,
  );
  if (!allowed) throw new Response("Not found", { status: 404 });
}
