import { getEnv } from "~/env.server";
import { getT } from "~/i18n/i18n.server";
import apiDocsEn from "~/i18n/locales/api-docs.en";
import { openApiDocument } from "./openapi.server";
import { operationViews, type Constraint, type FieldRow, type OpenApiLike } from "./reference-view";

/**
 * What the API's reference page shows (app/routes/api+/docs.tsx), from the OpenAPI document alone
 * (app/api/reference-view.ts walks it), in the reader's language where the project has the words
 * (decision 055): the index of every call, or one area's calls in full for `?tag=`. An unknown
 * area is a 404.
 */
export async function referencePageData(request: Request) {
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
