import { devToolsEnabled, getEnv } from "~/env.server";
import { isFromThisMachine, peerAddress, type Forwarding } from "../../utils/client-address.server";

/**
 * The development pages show other people's mail (reset links among it). They exist only when
 * `npm run dev` / `npm run demo` set DEV_TOOLS=1, and answer only a browser on this machine
 * (`isFromThisMachine`: a reverse proxy on the same host makes every socket loopback).
 */
export function devToolsAllowed(
  enabled: boolean,
  peer: string | null,
  forwarding: Forwarding = {},
  trustedProxies = 0,
): boolean {
  return enabled && isFromThisMachine(peer, forwarding, trustedProxies);
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
