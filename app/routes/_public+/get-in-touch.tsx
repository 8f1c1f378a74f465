import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadContentPage } from "~/routes/_public+/__content-page.server";

export function loader(args: LoaderFunctionArgs) {
  return loadContentPage(args, "get-in-touch");
}

export { default, meta } from "~/routes/_public+/__content-page";
export { publicPageHeaders as headers } from "~/server/edge/cache-control.server";
