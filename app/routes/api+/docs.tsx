import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getEnv } from "~/env.server";
import { getT } from "~/i18n/i18n.server";
import type { TranslationHandle } from "~/i18n/sections";
import { pageMeta } from "~/utils/seo";
import type { ApiErrorStatus } from "~/i18n/locales/api-docs.en";
import { API_CALLS, openApiDocument } from "../../api/openapi.server";

// Its own words come in the loader data; the browser needs only the shell's strings.
export const handle = { i18n: [] } satisfies TranslationHandle;

/**
 * The API's reference for people, rendered on the server from the list of calls and the OpenAPI
 * document built from it, in the reader's language: readable without JavaScript and without a
 * third-party viewer.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { t } = await getT(request);
  const doc = openApiDocument(new URL(getEnv().APP_URL).origin);
  // The document is English; the page shows its texts in the reader's language, by operationId.
  // In the document's order: a path's methods together.
  const paths = Object.keys(doc.paths ?? {});
  const ordered = [...API_CALLS].sort((a, b) => paths.indexOf(a.path) - paths.indexOf(b.path));
  const calls = ordered.map((call) => {
    const operation = doc.paths?.[call.path]?.[call.method];
    const body = operation?.requestBody;
    const schema = body && "content" in body ? body.content["application/json"]?.schema : undefined;
    return {
      method: call.method.toUpperCase(),
      path: call.path,
      tag: call.tag,
      tagName: t(`apiDocs.tags.${call.tag}`),
      summary: t(`apiDocs.calls.${call.id}.summary`),
      // As the document says it: every security entry names a scheme (none is optional).
      signedIn:
        (operation?.security ?? []).length > 0 &&
        (operation?.security ?? []).every((entry) => Object.keys(entry).length > 0),
      body: schema ? JSON.stringify(schema, null, 2) : null,
      responses: Object.keys(operation?.responses ?? {}).map((status) => ({
        status,
        description:
          Number(status) === call.ok
            ? t(`apiDocs.calls.${call.id}.ok`)
            : t(`apiDocs.errors.${status as `${ApiErrorStatus}`}`),
      })),
    };
  });
  return {
    calls,
    description: t("apiDocs.intro"),
    // The API's texts are server-only (they stay out of the browser's language chunk), so the
    // page gets its few words of its own here rather than from the browser's translator.
    text: {
      title: t("api.docs.title"),
      machineReadable: t("api.docs.machineReadable"),
      signedIn: t("api.docs.signedIn"),
      body: t("api.docs.body"),
    },
    meta: { title: t("api.docs.title") },
  };
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

/** The document's texts mark code with backticks, as Markdown does. */
function Text({ children }: { children: string }) {
  return (
    <>
      {children
        .split(/`([^`]+)`/)
        .map((part, index) => (index % 2 ? <code key={index}>{part}</code> : part))}
    </>
  );
}

export default function ApiDocs() {
  const { calls, description, text } = useLoaderData<typeof loader>();
  const tags = [...new Set(calls.map((call) => call.tag))];
  return (
    <div className="container section stack api-docs">
      <h1>{text.title}</h1>
      <p>
        <Text>{description}</Text>
      </p>
      <p>
        {text.machineReadable} <a href="/api/openapi.json">/api/openapi.json</a>
      </p>
      {tags.map((tag) => (
        <section key={tag} aria-labelledby={`tag-${tag}`} className="stack">
          <h2 id={`tag-${tag}`}>{calls.find((call) => call.tag === tag)?.tagName}</h2>
          {calls
            .filter((call) => call.tag === tag)
            .map((call) => (
              <article key={`${call.method} ${call.path}`} className="stack">
                <h3>
                  <code>
                    {call.method} {call.path}
                  </code>
                </h3>
                <p>
                  <Text>{call.summary}</Text>
                  {call.signedIn ? ` (${text.signedIn})` : null}
                </p>
                {call.body ? (
                  <details>
                    <summary>{text.body}</summary>
                    <pre>{call.body}</pre>
                  </details>
                ) : null}
                <ul>
                  {call.responses.map((response) => (
                    <li key={response.status}>
                      <code>{response.status}</code> <Text>{response.description}</Text>
                    </li>
                  ))}
                </ul>
              </article>
            ))}
        </section>
      ))}
    </div>
  );
}
