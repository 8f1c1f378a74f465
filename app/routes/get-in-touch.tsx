import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/content-page";
import { loadContentPage } from "~/domain/content.server";
import { publicCacheHeaders, publicPageHeaders } from "~/utils/cache-control.server";
import { pageMeta } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  return data(await loadContentPage(request, "get-in-touch"), {
    headers: publicCacheHeaders(request),
  });
}

export default function Page() {
  return <ContentPage page={useLoaderData<typeof loader>().page} />;
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export const headers: HeadersFunction = publicPageHeaders;
