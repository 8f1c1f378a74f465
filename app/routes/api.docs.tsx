import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { getEnv } from "~/env.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/utils/seo";
import { openApiDocument } from "./__api-openapi.server";

/**
 * The API's reference for people, rendered on the server from the OpenAPI document: readable
 * without JavaScript and without a third-party viewer.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { t } = await getT(request);
  const doc = openApiDocument(new URL(getEnv().APP_URL).origin);
  const calls = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    (["get", "post", "put", "patch", "delete"] as const).flatMap((method) => {
      const operation = item?.[method];
      if (!operation) return [];
      const body = operation.requestBody;
      const schema =
        body && "content" in body ? body.content["application/json"]?.schema : undefined;
      return [
        {
          method: method.toUpperCase(),
          path,
          tag: operation.tags?.[0] ?? "",
          summary: operation.summary ?? "",
          signedIn:
            (operation.security ?? []).length > 0 &&
            (operation.security ?? []).every((entry) => Object.keys(entry).length > 0),
          body: schema ? JSON.stringify(schema, null, 2) : null,
          responses: Object.entries(operation.responses ?? {}).map(([status, response]) => ({
            status,
            description: "description" in response ? response.description : "",
          })),
        },
      ];
    }),
  );
  return {
    calls,
    description: doc.info.description ?? "",
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
  const { calls, description } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const tags = [...new Set(calls.map((call) => call.tag))];
  return (
    <div className="container section stack api-docs">
      <h1>{t("api.docs.title")}</h1>
      <p>
        <Text>{description}</Text>
      </p>
      <p>
        {t("api.docs.machineReadable")} <a href="/api/openapi.json">/api/openapi.json</a>
      </p>
      {tags.map((tag) => (
        <section key={tag} aria-labelledby={`tag-${tag}`} className="stack">
          <h2 id={`tag-${tag}`}>{tag}</h2>
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
                  {call.signedIn ? ` (${t("api.docs.signedIn")})` : null}
                </p>
                {call.body ? (
                  <details>
                    <summary>{t("api.docs.body")}</summary>
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
