import { getBuildVersion } from "~/deploy/build-info.server";

/** The deployed build's version; open pages compare it with their own to offer a reload. */
export function loader() {
  return new Response(JSON.stringify({ version: getBuildVersion() }), {
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}
