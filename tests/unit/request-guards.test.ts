import { describe, expect, it } from "vitest";
import {
  isCrossSiteMutation,
  isOversizedForm,
  MAX_FORM_BODY_BYTES,
} from "~/server/edge/request-guards.server";

function post(headers: Record<string, string>, url = "http://localhost:3000/language") {
  return new Request(url, { method: "POST", headers });
}

describe("isCrossSiteMutation", () => {
  it("lets reads through whatever their origin", () => {
    expect(
      isCrossSiteMutation(
        new Request("http://localhost:3000/", { headers: { Origin: "https://evil.example" } }),
      ),
    ).toBe(false);
  });

  it("accepts a post from the site itself", () => {
    expect(
      isCrossSiteMutation(
        post({ Origin: "http://localhost:3000", "Sec-Fetch-Site": "same-origin" }),
      ),
    ).toBe(false);
  });

  it("accepts the configured APP_URL origin behind a proxy that rewrites Host", () => {
    expect(
      isCrossSiteMutation(
        post({ Origin: "http://localhost:3000" }, "http://internal:8080/language"),
      ),
    ).toBe(false);
  });

  it("refuses another origin", () => {
    expect(isCrossSiteMutation(post({ Origin: "https://evil.example" }))).toBe(true);
  });

  it("refuses an Origin that only matches the request's own Host (a forged or rewritten Host)", () => {
    expect(
      isCrossSiteMutation(post({ Origin: "http://evil.example" }, "http://evil.example/language")),
    ).toBe(true);
  });

  it("refuses an opaque origin", () => {
    expect(isCrossSiteMutation(post({ Origin: "null" }))).toBe(true);
  });

  it("refuses when the browser says the request is cross-site", () => {
    expect(isCrossSiteMutation(post({ "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(
      isCrossSiteMutation(post({ "Sec-Fetch-Site": "same-site", Origin: "http://localhost:3000" })),
    ).toBe(true);
  });

  it("lets non-browser clients without Origin through (they carry no victim's cookies)", () => {
    expect(isCrossSiteMutation(post({}))).toBe(false);
  });
});

describe("isOversizedForm", () => {
  const form = (length: number, type = "application/x-www-form-urlencoded") =>
    post({ "Content-Type": type, "Content-Length": String(length) });

  it("accepts ordinary form posts up to the limit", () => {
    expect(isOversizedForm(form(2_000))).toBe(false);
    expect(isOversizedForm(form(MAX_FORM_BODY_BYTES))).toBe(false);
  });

  it("refuses a form body above the limit", () => {
    expect(isOversizedForm(form(MAX_FORM_BODY_BYTES + 1))).toBe(true);
  });

  it("leaves routes that stream uploads to their own limit, and only those", () => {
    const upload = () => form(10 * MAX_FORM_BODY_BYTES, "multipart/form-data; boundary=x");
    expect(isOversizedForm(upload(), "streamed-upload")).toBe(false);
    expect(isOversizedForm(upload())).toBe(true);
  });

  it("never applies to reads", () => {
    expect(
      isOversizedForm(
        new Request("http://localhost:3000/", { headers: { "Content-Length": "99999999" } }),
      ),
    ).toBe(false);
  });
});
