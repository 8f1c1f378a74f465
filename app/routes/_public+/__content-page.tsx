import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/content-page";
import { pageMeta } from "~/utils/seo";
import type { ContentPageLoader } from "./__content-page.server";

/** The page and meta of the content routes (privacy policy, terms, get in touch, discover). */
export default function ContentPageRoute() {
  return <ContentPage page={useLoaderData<ContentPageLoader>().page} />;
}

export const meta: MetaFunction<ContentPageLoader> = (args) =>
  pageMeta(args, args.data?.meta ?? {});
