import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  checkFormEntries,
  checkQuery,
  MAX_ARRAY_ITEMS,
  MAX_PARAMETERS,
} from "~/server/forms/form-limits.server";
import { boundReply, MAX_ECHOED_CHARS, parseForm } from "~/server/forms/form-submission.server";
import { bufferActionBody, MAX_FORM_BODY_BYTES } from "~/server/forms/request-body.server";
import { CAPABILITY_IDS_MAX, CompanyInformationSchema } from "~/validation/registration";
import { DB_ID_MAX, dbId, parseDbId } from "~/validation/ids";

const form = (body: string) => checkFormEntries(new URLSearchParams(body));
const query = (search: string) => checkQuery(new URLSearchParams(search));

describe("form and query limits", () => {
  it("accepts ordinary forms and queries", () => {
    expect(form("email=a%40example.com&password=x&redirectTo=%2Fgigs")).toBeNull();
    expect(form("capabilityIds=1&capabilityIds=2&a.b[3].c=x")).toBeNull();
    expect(query("q=developer&mode=remote&mode=hybrid&page=2")).toBeNull();
  });

  it("allows at most 1000 parameters", () => {
    const params = (n: number) => Array.from({ length: n }, (_, i) => `f${i}=1`).join("&");
    expect(form(params(MAX_PARAMETERS))).toBeNull();
    expect(form(params(MAX_PARAMETERS + 1))).toBe("too-many-parameters");
    expect(query(params(MAX_PARAMETERS + 1))).toBe("too-many-parameters");
  });

  it("refuses array indexes beyond 20 items, in bodies and queries", () => {
    expect(form(`email[${MAX_ARRAY_ITEMS - 1}]=1`)).toBeNull();
    expect(form(`email[${MAX_ARRAY_ITEMS}]=1`)).toBe("array-too-long");
    expect(form("email%5B100000000%5D=1")).toBe("array-too-long");
    expect(form("email[99999999999999999999999]=1")).toBe("array-too-long");
    expect(form("a.b[0].c[25]=1")).toBe("array-too-long");
    expect(query("skill[10000000]=x")).toBe("array-too-long");
  });

  it("uses a field's own maximum where its schema allows more than 20", () => {
    expect(CAPABILITY_IDS_MAX).toBeGreaterThan(MAX_ARRAY_ITEMS);
    expect(form(`capabilityIds[${CAPABILITY_IDS_MAX - 1}]=1`)).toBeNull();
    expect(form(`capabilityIds[${CAPABILITY_IDS_MAX}]=1`)).toBe("array-too-long");
    expect(form("capabilityIds[10000000]=1")).toBe("array-too-long");
    const repeated = (n: number) => Array.from({ length: n }, (_, i) => `capabilityIds=${i + 1}`);
    expect(form(repeated(CAPABILITY_IDS_MAX).join("&"))).toBeNull();
    expect(form(repeated(CAPABILITY_IDS_MAX + 1).join("&"))).toBe("array-too-long");
  });

  it("counts repeated and appended names as array items in a form", () => {
    const repeated = (name: string, n: number) => Array(n).fill(`${name}=1`).join("&");
    expect(form(repeated("email", MAX_ARRAY_ITEMS))).toBeNull();
    expect(form(repeated("email", MAX_ARRAY_ITEMS + 1))).toBe("array-too-long");
    expect(form(repeated("tags[]", MAX_ARRAY_ITEMS + 1))).toBe("array-too-long");
    // A query's list filters are cut by their own parser instead.
    expect(query(repeated("skill", MAX_ARRAY_ITEMS + 1))).toBeNull();
  });

  it("allows nesting depth 5", () => {
    expect(form("a.b.c.d.e=1")).toBeNull();
    expect(form("a.b.c.d.e.f=1")).toBe("too-deep");
    expect(form("a[0][0][0][0][0]=1")).toBe("too-deep");
    expect(query("a.b.c.d.e.f=1")).toBe("too-deep");
  });

  it("refuses NUL bytes in names and values", () => {
    expect(form("email=a%00b")).toBe("nul-byte");
    expect(form("em%00ail=a")).toBe("nul-byte");
    expect(query("skill=%00")).toBe("nul-byte");
  });

  it("accepts conform's own intents and refuses malformed or list-changing ones", () => {
    const intent = (value: unknown) =>
      form("email=x&__intent__=" + encodeURIComponent(JSON.stringify(value)));
    expect(intent({ type: "validate", payload: { name: "email" } })).toBeNull();
    expect(intent({ type: "reset", payload: {} })).toBeNull();
    expect(form("__intent__=%7B")).toBe("bad-form-control");
    expect(intent({ type: "validate" })).toBe("bad-form-control");
    expect(intent({ type: "update", payload: { name: "email", index: 1e8, value: "x" } })).toBe(
      "bad-form-control",
    );
    expect(intent({ type: "reset", payload: { name: "email", index: 1e8 } })).toBe(
      "bad-form-control",
    );
    expect(intent({ type: "validate", payload: { name: "a.b.c.d.e.f" } })).toBe("bad-form-control");
    expect(form("__state__=%7B")).toBe("bad-form-control");
    expect(form("__state__=" + encodeURIComponent("[1]"))).toBe("bad-form-control");
    expect(form("__state__=" + encodeURIComponent("{}"))).toBeNull();
  });

  it("refuses a file where conform expects its control text", () => {
    const data = new FormData();
    data.append("__intent__", new File(["x"], "x.txt"));
    expect(checkFormEntries(data)).toBe("bad-form-control");
  });
});

describe("database ids", () => {
  const schema = dbId();
  it("accepts whole numbers in the column's range", () => {
    expect(schema.parse("1")).toBe(1);
    expect(schema.parse(" 42 ")).toBe(42);
    expect(schema.parse(String(DB_ID_MAX))).toBe(DB_ID_MAX);
    expect(parseDbId("007")).toBe(7);
  });

  it("reads a whole number with a zero fraction in a URL as the same id, never in a form", () => {
    expect(parseDbId("4.0")).toBe(4);
    expect(parseDbId("4.00")).toBe(4);
    expect(parseDbId("2147483648.0")).toBeNull();
    expect(schema.safeParse("4.0").success).toBe(false);
  });

  it.each([
    "0",
    "-1",
    "1.5",
    "1e3",
    "1e400",
    "Infinity",
    "NaN",
    "0x10",
    "",
    "2147483648",
    "9".repeat(30),
  ])("refuses %j", (value) => {
    expect(schema.safeParse(value).success).toBe(false);
    expect(parseDbId(value)).toBeNull();
  });

  it("gives the company form one field error for a bad capability id", () => {
    const base = { name: "Acme Oy", countryCode: "SE" };
    for (const id of ["1.5", "Infinity", "1e400", "2147483648"]) {
      const result = CompanyInformationSchema.safeParse({ ...base, capabilityIds: [id] });
      expect(result.success, id).toBe(false);
      expect(result.error!.issues.map((i) => i.path.join("."))).toEqual(["capabilityIds"]);
    }
    expect(
      CompanyInformationSchema.parse({ ...base, capabilityIds: ["2", 4] }).capabilityIds,
    ).toEqual([2, 4]);
  });
});

describe("the error reply", () => {
  const schema = z.object({ email: z.string().email(), tags: z.array(z.string()).optional() });

  it("echoes only the form's own fields, with bounded values", () => {
    const data = new FormData();
    data.append("email", "x".repeat(MAX_ECHOED_CHARS * 3));
    data.append("junk", "y");
    data.append("a.b", "c");
    const reply = parseForm(data, schema).reply();
    expect(Object.keys(reply.initialValue!)).toEqual(["email"]);
    expect((reply.initialValue!.email as string).length).toBe(MAX_ECHOED_CHARS);
    expect(reply.fields).toEqual(["email"]);
    expect(reply.error).toHaveProperty("email");
  });

  it("would echo everything without the bound (conform's own reply)", () => {
    const data = new FormData();
    data.append("junk", "y");
    const unbounded = parseWithZod(data, { schema }).reply();
    expect(unbounded.initialValue).toHaveProperty("junk");
    expect(boundReply(unbounded, schema).initialValue).not.toHaveProperty("junk");
  });

  it("keeps hideFields and extra errors of the options", () => {
    const data = new FormData();
    data.append("email", "a@example.com");
    const reply = parseForm(data, schema).reply({ hideFields: ["email"], formErrors: ["x"] });
    expect(reply.initialValue).not.toHaveProperty("email");
    expect(reply.error?.[""]).toEqual(["x"]);
  });
});

describe("bufferActionBody", () => {
  const post = (body: BodyInit | null, type?: string, extra: RequestInit = {}) =>
    new Request("http://localhost:3000/sign-in", {
      method: "POST",
      body,
      headers: type ? { "Content-Type": type } : {},
      ...extra,
    });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: unknown) => (e instanceof Response ? e.status : e),
    );

  it("hands on a readable copy of an ordinary form", async () => {
    const request = await bufferActionBody(
      post("email=a%40example.com", "application/x-www-form-urlencoded"),
      "form",
    );
    expect((await request.formData()).get("email")).toBe("a@example.com");
  });

  it("refuses a body over the limit even without Content-Length (chunked)", async () => {
    const big = new Uint8Array(MAX_FORM_BODY_BYTES + 1).fill(97);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(big.subarray(0, 1000));
        controller.enqueue(big.subarray(1000));
        controller.close();
      },
    });
    const request = post(stream, "application/x-www-form-urlencoded", {
      duplex: "half",
    } as RequestInit);
    expect(request.headers.get("Content-Length")).toBeNull();
    expect(await refusal(bufferActionBody(request, "form"))).toBe(413);
  });

  it("refuses the hostile limits before any parsing", async () => {
    expect(
      await refusal(
        bufferActionBody(
          post("email%5B100000000%5D=1", "application/x-www-form-urlencoded"),
          "form",
        ),
      ),
    ).toBe(400);
  });

  it("refuses JSON on a page action but leaves a place for API routes", async () => {
    expect(await refusal(bufferActionBody(post("{}", "application/json"), "form"))).toBe(415);
    const api = await bufferActionBody(post('{"a":1}', "application/json"), "json");
    expect(await api.json()).toEqual({ a: 1 });
  });

  it("refuses broken multipart with 400 and applies the limits to multipart too", async () => {
    expect(await refusal(bufferActionBody(post("garbage", "multipart/form-data"), "form"))).toBe(
      400,
    );
    expect(
      await refusal(
        bufferActionBody(
          post(
            '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
            "multipart/form-data; boundary=x",
          ),
          "form",
        ),
      ),
    ).toBe(400);
    const data = new FormData();
    data.append("email[50]", "x");
    expect(await refusal(bufferActionBody(post(data), "form"))).toBe(400);
  });

  it("leaves streamed uploads alone", async () => {
    const request = post("anything", "multipart/form-data");
    expect(await bufferActionBody(request, "streamed-upload")).toBe(request);
  });

  it("accepts an empty body without a type and refuses a typeless body", async () => {
    // A string body would get text/plain; bytes carry no type.
    expect(await refusal(bufferActionBody(post(new Uint8Array(0)), "form"))).toBeNull();
    expect(await refusal(bufferActionBody(post(new Blob(["x"])), "form"))).toBe(415);
  });

  it("hands the action an empty typeless body as an empty form it can read", async () => {
    const request = await bufferActionBody(post(new Uint8Array(0)), "form");
    expect([...(await request.formData()).keys()]).toEqual([]);
  });
});
