import { useLoaderData } from "@remix-run/react";
import type { referencePageData } from "./reference-page.server";

/*
 * The parts of the API's reference page (app/routes/api+/docs.tsx), reading its loader data
 * (app/api/reference-page.server.ts): plain server-rendered HTML, tables with row and column
 * headers, nothing that needs JavaScript.
 */

type Data = ReturnType<typeof useLoaderData<typeof referencePageData>>;
export type Call = Data["calls"][number];
type Field = Call["parameters"][number];

/** The document's texts mark code with backticks, as Markdown does. */
export function Text({ children }: { children: string }) {
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
  const { text, column, documentLang } = useLoaderData<typeof referencePageData>();
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

export function CallDetails({ call }: { call: Call }) {
  const { text, column, documentLang } = useLoaderData<typeof referencePageData>();
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
