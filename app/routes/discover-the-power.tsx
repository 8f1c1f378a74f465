import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadContentPage } from "~/routes/__content-page.server";

export function loader(args: LoaderFunctionArgs) {
  return loadContentPage(args, "discover-the-power");
}

export { default, meta } from "~/routes/__content-page";
export { publicPageHeaders as headers } from "~/server/cache-control.server";
