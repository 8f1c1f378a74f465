import type { LoaderFunctionArgs } from "@remix-run/node";
import { getBuildMeta } from "~/deploy/build-info.server";

/**
 * `/builds/meta/{buildId}.json` (spec 7): the running build's metadata, beside
 * `/builds/latest.json`'s version. Only the running build is known to a server, so any other id
 * is a 404; a page holding an older id reloads when latest.json tells it so.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const file = params.file ?? "";
  const meta = file.endsWith(".json") ? getBuildMeta(file.slice(0, -".json".length)) : null;
  if (!meta)
    return new Response(JSON.stringify({ error: "unknown-build" }), {
      status: 404,
      headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
    });
  return new Response(JSON.stringify(meta), {
    // A build's metadata never changes; its id changes with every build.
    headers: {
      "Content-Type": "application/json",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
