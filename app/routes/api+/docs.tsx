import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getEnv } from "~/env.server";
import { getT } from "~/i18n/i18n.server";
import type { TranslationHandle } from "~/i18n/sections";
import apiDocsEn from "~/i18n/locales/api-docs.en";
import { pageMeta } from "~/utils/seo";
import {
  operationViews,
  type Constraint,
  type FieldRow,
  type OpenApiLike,
} from "../../api/reference-view";
import { openApiDocument } from "../../api/openapi.server";

// Its own words come in the loader data; the browser needs only the shell's strings.
export const handle = { i18n: [] } satisfies TranslationHandle;

/**
 * The API's reference for people, rendered on the server from the OpenAPI document alone
 * (app/api/reference-view.ts walks it), in the reader's language where the project has the words:
 * readable without JavaScript and without a third-party viewer (decision 055).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { t: fixedT, locale } = await getT(request);
  const wanted = new URL(request.url).searchParams.get("tag");
  // Keys built from the document's names: a text the locale files lack falls back to the
  // document's English (a call, status or tag another change has added).
  const t = fixedT as unknown as (key: string, options?: Record<string, unknown>) => string;
  const tr = (key: string, fallback: string) => t(key, { defaultValue: fallback });
  const doc = openApiDocument(new URL(getEnv().APP_URL).origin) as unknown as OpenApiLike;
  const tagIds = Object.fromEntries(Object.entries(apiDocsEn.tags).map(([id, name]) => [name, id]));

  const constraint = (c: Constraint) => {
    let key: string = c.kind;
    if (c.kind !== "default" && c.kind !== "pattern") {
      const which =
        c.min !== undefined && c.max !== undefined
          ? "Between"
          : c.min !== undefined
            ? "Min"
            : "Max";
      key = c.kind === "range" ? which.toLowerCase() : `${c.kind}${which}`;
    }
    return t(`api.docs.constraint.${key}`, { ...c, interpolation: { escapeValue: false } });
  };
  const field = (row: FieldRow) => ({
    name: row.name,
    type: row.type,
    required: row.required,
    description: row.description,
    constraints: row.constraints.map(constraint),
  });

  const views = operationViews(doc).map((view) => {
    const tagName = view.tags[0] ?? "";
    return { view, tag: tagIds[tagName] ?? tagName, tagName };
  });
  // The index lists every call; a tag's page shows its calls in full, so that neither page (nor
  // the loader data it carries again for hydration) grows with the whole document.
  if (wanted !== null && !views.some((v) => v.tag === wanted))
    throw new Response(null, { status: 404 });
  const index = views.map(({ view, tag, tagName }) => ({
    anchor: anchorOf(view),
    method: view.method,
    path: view.path,
    tag,
    tagName: tr(`apiDocs.tags.${tag}`, tagName),
    summary: view.operationId
      ? tr(`apiDocs.calls.${view.operationId}.summary`, view.summary)
      : view.summary,
    auth: view.auth,
  }));
  const calls = views
    .filter((v) => v.tag === wanted)
    .map(({ view }) => {
      const id = view.operationId;
      return {
        ...index.find((entry) => entry.anchor === anchorOf(view))!,
        parameters: view.parameters.map((p) => ({
          ...field(p),
          in: tr(`api.docs.location.${p.in}`, p.in),
        })),
        body: view.body && { ...view.body, fields: view.body.fields.map(field) },
        success: view.success.map((s) => ({
          status: s.status,
          description: id ? tr(`apiDocs.calls.${id}.ok`, s.description) : s.description,
          contentTypes: s.contentTypes,
          fields: s.fields.map(field),
          headers: s.headers,
        })),
        errors: view.errors.map((s) => ({
          status: s.status,
          description: tr(`apiDocs.errors.${s.status}`, s.description),
          codes: s.codes,
          headers: s.headers.map((h) => h.name),
        })),
        example: view.example,
      };
    });
  const words = [
    "title",
    "machineReadable",
    "signedIn",
    "tokenOptional",
    "noToken",
    "body",
    "parameters",
    "response",
    "responseHeaders",
    "errors",
    "example",
    "exampleRequest",
    "exampleResponse",
    "noParameters",
    "englishNote",
    "yes",
    "no",
    "wholeBody",
  ] as const;
  const columns = [
    "name",
    "in",
    "field",
    "type",
    "required",
    "description",
    "status",
    "codes",
    "headers",
  ] as const;
  return {
    index,
    tag: wanted,
    calls,
    description: t("apiDocs.intro"),
    // The API's texts are server-only (they stay out of the browser's language chunk), so the
    // page gets its few words of its own here rather than from the browser's translator.
    text: Object.fromEntries(words.map((w) => [w, t(`api.docs.${w}`)])) as Record<
      (typeof words)[number],
      string
    >,
    column: Object.fromEntries(columns.map((c) => [c, t(`api.docs.column.${c}`)])) as Record<
      (typeof columns)[number],
      string
    >,
    // The document's descriptions are English (decision 013): marked so on another language's page.
    documentLang: locale === "en" ? undefined : "en",
    meta: {
      title: wanted
        ? `${t("api.docs.title")}: ${index.find((entry) => entry.tag === wanted)?.tagName}`
        : t("api.docs.title"),
    },
  };
}

function anchorOf(view: { operationId: string | null; method: string; path: string }) {
  return view.operationId ?? `${view.method}-${view.path}`.replace(/[^\w-]+/g, "-");
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type Call = Data["calls"][number];
type Field = Call["parameters"][number];

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

function Description({ field, lang }: { field: Omit<Field, "in">; lang?: string }) {
  return (
    <>
      {field.description ? (
        <span lang={lang}>
          <Text>{field.description}</Text>
        </span>
      ) : null}
      {field.constraints.length ? (
        <span className="api-constraints">
          {field.description ? " " : null}({field.constraints.join(", ")})
        </span>
      ) : null}
    </>
  );
}

function FieldTable({
  id,
  rows,
  withIn = false,
}: {
  id: string;
  rows: (Omit<Field, "in"> & { in?: string })[];
  withIn?: boolean;
}) {
  const { text, column, documentLang } = useLoaderData<typeof loader>();
  return (
    <div className="table-scroll">
      <table className="data-table api-fields" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">{withIn ? column.name : column.field}</th>
            {withIn ? <th scope="col">{column.in}</th> : null}
            <th scope="col">{column.type}</th>
            <th scope="col">{column.required}</th>
            <th scope="col">{column.description}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.in ?? ""}${row.name}`}>
              <th scope="row">{row.name ? <code>{row.name}</code> : text.wholeBody}</th>
              {withIn ? <td data-label={column.in}>{row.in}</td> : null}
              <td data-label={column.type}>
                <code>{row.type}</code>
              </td>
              <td data-label={column.required}>{row.required ? text.yes : text.no}</td>
              <td data-label={column.description}>
                <Description field={row} lang={documentLang} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CallDetails({ call }: { call: Call }) {
  const { text, column, documentLang } = useLoaderData<typeof loader>();
  const id = (part: string) => `${call.anchor}-${part}`;
  return (
    <div className="stack">
      <h3 id={id("parameters")}>{text.parameters}</h3>
      {call.parameters.length ? (
        <FieldTable id={id("parameters")} rows={call.parameters} withIn />
      ) : (
        <p>{text.noParameters}</p>
      )}
      {call.body ? (
        <>
          <h3 id={id("body")}>
            {text.body} <code>{call.body.contentType}</code>
          </h3>
          <FieldTable id={id("body")} rows={call.body.fields} />
        </>
      ) : null}
      {call.success.map((answer) => (
        <section key={answer.status} className="stack" aria-labelledby={id(answer.status)}>
          <h3 id={id(answer.status)}>
            {text.response} <code>{answer.status}</code>{" "}
            {answer.contentTypes.map((type) => (
              <code key={type}>{type} </code>
            ))}
          </h3>
          <p>
            <Text>{answer.description}</Text>
          </p>
          {answer.fields.length ? <FieldTable id={id(answer.status)} rows={answer.fields} /> : null}
          {answer.headers.length ? (
            <>
              <h4 id={id(`${answer.status}-headers`)}>{text.responseHeaders}</h4>
              <div className="table-scroll">
                <table className="data-table" aria-labelledby={id(`${answer.status}-headers`)}>
                  <thead>
                    <tr>
                      <th scope="col">{column.name}</th>
                      <th scope="col">{column.type}</th>
                      <th scope="col">{column.description}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {answer.headers.map((header) => (
                      <tr key={header.name}>
                        <th scope="row">
                          <code>{header.name}</code>
                        </th>
                        <td data-label={column.type}>
                          <code>{header.type}</code>
                        </td>
                        <td data-label={column.description} lang={documentLang}>
                          {header.description ? <Text>{header.description}</Text> : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : null}
        </section>
      ))}
      {call.errors.length ? (
        <>
          <h3 id={id("errors")}>{text.errors}</h3>
          <div className="table-scroll">
            <table className="data-table" aria-labelledby={id("errors")}>
              <thead>
                <tr>
                  <th scope="col">{column.status}</th>
                  <th scope="col">{column.description}</th>
                  <th scope="col">{column.codes}</th>
                  <th scope="col">{column.headers}</th>
                </tr>
              </thead>
              <tbody>
                {call.errors.map((error) => (
                  <tr key={error.status}>
                    <th scope="row">
                      <code>{error.status}</code>
                    </th>
                    <td data-label={column.description}>
                      <Text>{error.description}</Text>
                    </td>
                    <td data-label={column.codes}>
                      {error.codes.map((code, index) => (
                        <span key={code}>
                          {index ? ", " : null}
                          <code>{code}</code>
                        </span>
                      ))}
                    </td>
                    <td data-label={column.headers}>
                      {error.headers.map((name, index) => (
                        <span key={name}>
                          {index ? ", " : null}
                          <code>{name}</code>
                        </span>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      <h3>{text.example}</h3>
      <div className="api-example">
        <figure>
          <figcaption>{text.exampleRequest}</figcaption>
          <pre>
            <code>{call.example.request}</code>
          </pre>
        </figure>
        {call.example.response ? (
          <figure>
            <figcaption>{text.exampleResponse}</figcaption>
            <pre>
              <code>{call.example.response}</code>
            </pre>
          </figure>
        ) : null}
      </div>
    </div>
  );
}

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
