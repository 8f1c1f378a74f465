// The "json-upload" body policy of the experts API: its cap, the edge's matching paths, and the
// draining of a refused body (tests/api/experts.test.ts checks the same over HTTP).
import { describe, expect, it } from "vitest";
import { JSON_UPLOAD_PATH } from "~/server/edge/http-edge.server";
import {
  bufferActionBody,
  DRAIN_MAX_BYTES,
  isDeferredUpload,
  isOversizedForm,
  MAX_FORM_BODY_BYTES,
  MAX_JSON_UPLOAD_BYTES,
  readBodyWithin,
} from "~/server/forms/request-body.server";
import { CV_MAX_BYTES } from "~/validation/expert";
import { routeFilesMatching } from "../fixtures/route-files";

const MB = 1024 * 1024;

/** A chunked body (no Content-Length) of `total` bytes; `pulled()` tells how much was read. */
function chunked(total: number, chunk = MB) {
  let pulled = 0;
  const bytes = new Uint8Array(chunk).fill(65);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      pulled += chunk;
      controller.enqueue(bytes);
    },
  });
  return { body, pulled: () => pulled };
}

function post(body: BodyInit, type: string, headers: Record<string, string> = {}) {
  return new Request("http://localhost:3000/api/experts", {
    method: "POST",
    body,
    headers: { "Content-Type": type, ...headers },
    duplex: "half",
  } as RequestInit);
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => (e instanceof Response ? e.status : e),
  );

describe("the json-upload cap", () => {
  it("holds a 15 MB CV as base64 with room for the other fields", () => {
    expect(MAX_JSON_UPLOAD_BYTES).toBe(Math.ceil((CV_MAX_BYTES * 4) / 3) + 64 * 1024);
    expect(Buffer.alloc(CV_MAX_BYTES).toString("base64").length).toBeLessThan(
      MAX_JSON_UPLOAD_BYTES - 60 * 1024,
    );
  });

  it("applies to JSON only; other types keep the form cap", () => {
    const announced = (type: string, length: number) =>
      post("", type, { "Content-Length": String(length) });
    expect(isOversizedForm(announced("application/json", 5 * MB), "json-upload")).toBe(false);
    expect(isOversizedForm(announced("application/json", 5 * MB), "json")).toBe(true);
    expect(
      isOversizedForm(announced("application/json", MAX_JSON_UPLOAD_BYTES + 1), "json-upload"),
    ).toBe(true);
    expect(
      isOversizedForm(announced("application/x-www-form-urlencoded", 2 * MB), "json-upload"),
    ).toBe(true);
  });

  it("leaves a JSON body unread for the route, which reads it once the caller is known", async () => {
    const stream = chunked(2 * MB);
    const request = await bufferActionBody(post(stream.body, "application/json"), "json-upload");
    expect(stream.pulled()).toBeLessThanOrEqual(MB);
    expect(isDeferredUpload(request)).toBe(true);
    expect(await readBodyWithin(request, MAX_JSON_UPLOAD_BYTES)).toHaveLength(2 * MB);
  });

  it("buffers other types under the form cap", async () => {
    const form = post("a=1", "application/x-www-form-urlencoded");
    expect(isDeferredUpload(await bufferActionBody(form, "json-upload"))).toBe(false);
  });

  it("refuses a chunked body over the cap, after reading what was still coming", async () => {
    const stream = chunked(MAX_JSON_UPLOAD_BYTES + 3 * MB);
    const request = post(stream.body, "application/json");
    expect(request.headers.get("Content-Length")).toBeNull();
    expect(await readBodyWithin(request, MAX_JSON_UPLOAD_BYTES, { drain: true })).toBeNull();
    // Drained to its end, so a client still sending gets the answer rather than a reset.
    expect(stream.pulled()).toBeGreaterThanOrEqual(MAX_JSON_UPLOAD_BYTES + 3 * MB);
  });

  it("stops draining an endless body after DRAIN_MAX_BYTES", async () => {
    const stream = chunked(Number.POSITIVE_INFINITY);
    expect(await refusal(bufferActionBody(post(stream.body, "application/json"), "json"))).toBe(
      413,
    );
    expect(stream.pulled()).toBeLessThan(MAX_FORM_BODY_BYTES + DRAIN_MAX_BYTES + 4 * MB);
  });
});

describe("the edge's JSON upload paths", () => {
  const jsonUploadRoutes = routeFilesMatching(/requestBody\b.*"json-upload"/);

  it("cover every route that takes a CV as base64, and nothing else", () => {
    expect(jsonUploadRoutes.length).toBeGreaterThan(0);
    for (const { file, url } of jsonUploadRoutes)
      expect(JSON_UPLOAD_PATH.test(url), file).toBe(true);
    for (const other of [
      "/api/experts/x1/cv",
      "/api/gigs",
      "/api/auth/local",
      "/api/expertsx",
      "/dashboard/experts/new",
    ])
      expect(JSON_UPLOAD_PATH.test(other), other).toBe(false);
  });
});
