import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { TranslationHandle } from "~/i18n/sections";
import { pageMeta } from "~/utils/seo";
import { CallDetails, Text } from "../../api/reference-page";
import { referencePageData } from "../../api/reference-page.server";

// Its own words come in the loader data; the browser needs only the shell's strings.
export const handle = { i18n: [] } satisfies TranslationHandle;

/**
 * The API's reference for people, rendered on the server from the OpenAPI document alone, in the
 * reader's language: readable without JavaScript and without a third-party viewer (decision 055).
 */
export const loader = ({ request }: LoaderFunctionArgs) => referencePageData(request);

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export default function ApiDocs() {
  const { index, tag, calls, description, text, documentLang } = useLoaderData<typeof loader>();
  const tags = [...new Set(index.map((call) => call.tag))];
  const tagName = (id: string) => index.find((call) => call.tag === id)?.tagName;
  const authText = { required: text.signedIn, optional: text.tokenOptional, none: text.noToken };
  const Auth = ({ auth }: { auth: keyof typeof authText }) => (
    <span className="tag">{authText[auth]}</span>
  );

  if (tag) {
    return (
      <div className="container section stack api-docs">
        <p>
          <a href="/api/docs">{text.title}</a>
        </p>
        <h1>{tagName(tag)}</h1>
        {documentLang ? <p>{text.englishNote}</p> : null}
        {calls.map((call) => (
          <section
            key={call.anchor}
            id={call.anchor}
            className="stack api-call"
            aria-labelledby={`${call.anchor}-title`}
          >
            <h2 id={`${call.anchor}-title`}>
              <code>
                {call.method} {call.path}
              </code>
            </h2>
            <p>
              <Text>{call.summary}</Text> <Auth auth={call.auth} />
            </p>
            <CallDetails call={call} />
          </section>
        ))}
      </div>
    );
  }

  return (
    <div className="container section stack api-docs">
      <h1>{text.title}</h1>
      <p>
        <Text>{description}</Text>
      </p>
      <p>
        {text.machineReadable} <a href="/api/openapi.json">/api/openapi.json</a>
      </p>
      {tags.map((id) => (
        <section key={id} aria-labelledby={`tag-${id}`} className="stack">
          <h2 id={`tag-${id}`}>
            <a href={`/api/docs?tag=${encodeURIComponent(id)}`}>{tagName(id)}</a>
          </h2>
          <ul className="api-index">
            {index
              .filter((call) => call.tag === id)
              .map((call) => (
                <li key={call.anchor}>
                  <a href={`/api/docs?tag=${encodeURIComponent(id)}#${call.anchor}`}>
                    <code>
                      {call.method} {call.path}
                    </code>
                  </a>{" "}
                  <Text>{call.summary}</Text> <Auth auth={call.auth} />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
