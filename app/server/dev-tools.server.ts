import { devToolsEnabled } from "~/env.server";
import { isLoopbackAddress, peerAddress } from "./client-address.server";

/**
 * The development pages show other people's mail (reset links among it). They exist only when
 * `npm run dev` / `npm run demo` set DEV_TOOLS=1, and answer only a browser on this machine,
 * judged by the socket's address, never by X-Forwarded-For, which anyone can send.
 */
export function devToolsAllowed(enabled: boolean, peer: string | null): boolean {
  return enabled && isLoopbackAddress(peer);
}

export function requireDevTools(request: Request) {
  if (!devToolsAllowed(devToolsEnabled(), peerAddress(request)))
    throw new Response("Not found", { status: 404 });
}
