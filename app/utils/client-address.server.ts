import net from "node:net";
import { getEnv } from "~/env.server";

/**
 * Carries the socket's remote address from the HTTP edge (app/server/edge/http-edge.server.ts) into
 * the Remix request. The edge overwrites it on every request before express sees the request,
 * so a client that sends this header itself never gets its value through.
 */
export const PEER_ADDRESS_HEADER = "x-gigpartners-peer-address";

/** `::ffff:1.2.3.4` and `[::1]:443` / `1.2.3.4:80` (some proxies add the port) -> bare address. */
export function normalizeAddress(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value)?.[1];
  if (bracketed !== undefined) value = bracketed;
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  if (/^::ffff:[\d.]+$/i.test(value)) value = value.slice("::ffff:".length);
  return net.isIP(value) ? value.toLowerCase() : null;
}

/**
 * The client's address given `trustedProxies` proxies in front of the server: 0 is the socket's
 * peer; N is the X-Forwarded-For entry N hops to the left of the peer, the address the
 * outermost trusted proxy saw. Entries further left are the client's own and never read. When
 * that entry is missing or not an address, the nearest valid hop to its right stands in, which
 * a trusted proxy wrote: the client then shares a bucket with that proxy instead of escaping
 * the per-address limits.
 */
export function resolveClientAddress(
  peer: string | null | undefined,
  forwardedFor: string | null | undefined,
  trustedProxies: number,
): string | null {
  const hops = [...(forwardedFor ?? "").split(","), peer ?? ""];
  const wanted = Math.max(0, hops.length - 1 - trustedProxies);
  for (let i = wanted; i < hops.length; i++) {
    const address = normalizeAddress(hops[i]);
    if (address) return address;
  }
  return null;
}

/** The socket's peer as the edge recorded it; null when the request did not come through it. */
export function peerAddress(request: Request): string | null {
  return normalizeAddress(request.headers.get(PEER_ADDRESS_HEADER));
}

export function clientAddress(request: Request): string | null {
  return resolveClientAddress(
    request.headers.get(PEER_ADDRESS_HEADER),
    request.headers.get("X-Forwarded-For"),
    getEnv().TRUSTED_PROXIES,
  );
}

/** 127.0.0.0/8 and ::1 (also IPv4-mapped). */
export function isLoopbackAddress(address: string | null): boolean {
  const normalized = normalizeAddress(address);
  if (!normalized) return false;
  return normalized === "::1" || /^127\.\d+\.\d+\.\d+$/.test(normalized);
}

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
 * A client on this machine (the development tools, the metrics). The socket's address is
 * loopback for everyone when a reverse proxy on the same host forwards the request, so a
 * forwarded request is judged by what the trusted proxy says, and refused when no proxy is
 * trusted (a forwarding header then means a proxy we cannot hear, or a client pretending to be
 * one). Every address any forwarding header names must be loopback too.
 */
export function isFromThisMachine(
  peer: string | null,
  forwarding: Forwarding = {},
  trustedProxies = 0,
): boolean {
  if (!isLoopbackAddress(peer)) return false;
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
