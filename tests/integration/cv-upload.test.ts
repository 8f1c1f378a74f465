import { readCvChunks } from "~/db/cv-chunks.server";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { inspectCv, safeCvFilename } from "~/domain/experts/cv-upload.server";
import {
  CV_ARCHIVE_MAX_ENTRIES,
  CV_ARCHIVE_MAX_INFLATED_BYTES,
} from "~/domain/experts/cv-archive.server";
import { readCvForm } from "~/server/forms/cv-form.server";
import { DRAIN_MAX_BYTES } from "~/server/forms/request-body.server";
import {
  takeUploadSlot,
  uploadsBusyPage,
  UPLOAD_RETRY_AFTER_S,
} from "~/server/forms/upload-slots.server";
import { getEnv } from "~/env.server";
import { action as createAction } from "~/routes/dashboard+/experts.new";
import { action as editAction } from "~/routes/dashboard+/experts.$expertId.edit";
import { action as uploadAction } from "~/routes/dashboard+/cv-upload";
import { CV_MAX_BYTES, CV_TYPES } from "~/validation/expert";
import {
  docBytes,
  docxBomb,
  docxBytes,
  docxWithEntries,
  exeBytes,
  odtBytes,
  otherCfbBytes,
  pdfBytes,
} from "../fixtures/cv/documents";
import { file, formRequest, sessionCookieFor } from "../fixtures/cv/requests";
import { routeAnswer } from "../fixtures/matchers";
import { withAppDatabase } from "../fixtures/db";
import { makeCompany, makeExpert } from "../fixtures/factories";

withAppDatabase();
let companyId: string;
let cookie: string;
beforeAll(async () => {
  const company = await makeCompany();
  companyId = company.companyId;
  cookie = await sessionCookieFor(company.userId);
});

const MB = 1024 * 1024;

async function expertCount() {
  const row = await getDb()
    .selectFrom("experts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("company_id", "=", companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function create(fields: Record<string, string | File>) {
  return routeAnswer(
    createAction({
      request: formRequest("/dashboard/experts/new", cookie, fields),
      params: {},
      context: {},
    }),
  );
}

describe(`CV type from the bytes (${process.env.TEST_ENGINE})`, () => {
  it.each([
    ["cv.pdf", pdfBytes(), CV_TYPES.pdf],
    ["cv.docx", docxBytes(), CV_TYPES.docx],
    ["cv.odt", odtBytes(), CV_TYPES.odt],
    ["cv.doc", docBytes(), CV_TYPES.doc],
    ["CV.PDF", pdfBytes(), CV_TYPES.pdf],
  ])("accepts %s and stores the detected type", async (name, bytes, mimetype) => {
    // The browser's claimed type is ignored.
    const result = await inspectCv(file(bytes, name, "text/plain"));
    expect(result).toMatchObject({ ok: true, cv: { mimetype, size: bytes.length } });
  });

  it.each([
    ["a PDF named .docx", pdfBytes(), "cv.docx"],
    ["a PDF named .txt", pdfBytes(), "cv.txt"],
    ["a DOCX named .doc", docxBytes(), "cv.doc"],
    ["an ODT named .docx", odtBytes(), "cv.docx"],
    ["a renamed .exe", exeBytes(), "cv.pdf"],
    ["a compound file that is not a Word document", otherCfbBytes(), "cv.doc"],
    ["plain text", Buffer.from("just text, no document"), "cv.pdf"],
    ["an empty file", Buffer.alloc(0), "cv.pdf"],
  ])("refuses %s as format not supported", async (_label, bytes, name) => {
    expect(await inspectCv(file(bytes, name))).toEqual({ ok: false, error: "format" });
  });

  it("refuses a DOCX whose document.xml inflates past 100 MB, from its central directory", async () => {
    expect(CV_ARCHIVE_MAX_INFLATED_BYTES).toBe(100 * MB);
    const bomb = docxBomb(CV_ARCHIVE_MAX_INFLATED_BYTES + MB);
    expect(bomb.length).toBeLessThan(MB);
    expect(await inspectCv(file(bomb, "cv.docx"))).toEqual({ ok: false, error: "format" });
  });

  it("refuses a DOCX with thousands of entries, and takes one with hundreds", async () => {
    expect(await inspectCv(file(docxWithEntries(5000), "cv.docx"))).toEqual({
      ok: false,
      error: "format",
    });
    const many = docxWithEntries(CV_ARCHIVE_MAX_ENTRIES - 2);
    expect(await inspectCv(file(many, "cv.docx"))).toMatchObject({ ok: true });
  });

  it("refuses a file over 15 MB as too big", async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(CV_MAX_BYTES)]);
    expect(await inspectCv(file(big, "cv.pdf"))).toEqual({ ok: false, error: "too-big" });
  });

  it("keeps a safe base name", () => {
    expect(safeCvFilename('../../etc/"evil"\u0007 cv.pdf', "pdf")).toBe("evil cv.pdf");
    expect(safeCvFilename("Äijä Öberg.docx", "docx")).toBe("Äijä Öberg.docx");
    expect(safeCvFilename("x".repeat(500) + ".pdf", "pdf").length).toBeLessThanOrEqual(200);
  });
});

describe(`reading the upload while it streams (${process.env.TEST_ENGINE})`, () => {
  it("refuses an announced Content-Length over the limit without reading the body", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = new Request("http://localhost/x", {
      method: "POST",
      body,
      duplex: "half",
      headers: {
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(16 * MB),
      },
    } as RequestInit);
    expect(await readCvForm(request)).toEqual({ ok: false, error: "too-big" });
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("stops an unannounced (chunked) urlencoded body over the limit while reading it", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        if (pulled > 40 * 1024) controller.close();
        else controller.enqueue(new Uint8Array(1024).fill(97));
      },
    });
    const request = new Request("http://localhost/x", {
      method: "POST",
      body,
      duplex: "half",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    } as RequestInit);
    expect(request.headers.get("Content-Length")).toBeNull();
    expect(await readCvForm(request)).toEqual({ ok: false, error: "too-big" });
    // Kept up to the limit only; the rest read and dropped, within the drain's bound, so that a
    // client still sending reads the answer.
    expect(pulled * 1024).toBeLessThan(CV_MAX_BYTES + DRAIN_MAX_BYTES + 2 * MB);
  });

  it("throws the 'too many uploads' page, with Retry-After, when every upload slot is taken", async () => {
    const held = Array.from({ length: getEnv().UPLOAD_CONCURRENCY }, () => takeUploadSlot());
    try {
      const form = () =>
        readCvForm(
          new Request("http://localhost/x", {
            method: "POST",
            body: new URLSearchParams({ name: "Busy" }),
          }),
        );
      expect(await routeAnswer(form())).toMatchObject({
        status: 503,
        data: { errorVariant: "uploads-busy" },
        thrown: true,
      });
      const headers = new Headers(uploadsBusyPage().init?.headers);
      expect(headers.get("Retry-After")).toBe(String(UPLOAD_RETRY_AFTER_S));
    } finally {
      for (const release of held) release?.();
    }
  });

  it("reads a small urlencoded form", async () => {
    const read = await readCvForm(
      new Request("http://localhost/x", {
        method: "POST",
        body: new URLSearchParams({ name: "Ä B", salesPitch: "x&y=z" }),
      }),
    );
    expect(read.ok && Object.fromEntries(read.formData)).toEqual({
      name: "Ä B",
      salesPitch: "x&y=z",
    });
  });

  it("stops a 16 MB file part while streaming (no Content-Length)", async () => {
    const request = formRequest("/x", "", {
      name: "A",
      cv: file(Buffer.alloc(16 * MB), "cv.pdf"),
    });
    expect(request.headers.get("Content-Length")).toBeNull();
    expect(await readCvForm(request)).toEqual({ ok: false, error: "too-big" });
  });

  it("reads a normal form with its file", async () => {
    const read = await readCvForm(
      formRequest("/x", "", { name: "A", cv: file(pdfBytes(), "cv.pdf") }),
    );
    expect(read.ok).toBe(true);
    if (read.ok) {
      expect(read.formData.get("name")).toBe("A");
      expect((read.formData.get("cv") as File).size).toBe(pdfBytes().length);
    }
  });

  it("ignores file fields that are not the CV", async () => {
    const read = await readCvForm(
      formRequest("/x", "", { name: "A", other: file(pdfBytes(), "x.pdf") }),
    );
    expect(read.ok && read.formData.has("other")).toBe(false);
  });
});

describe(`expert form uploads store nothing on error (${process.env.TEST_ENGINE})`, () => {
  it.each([
    [
      "a 16 MB file",
      () => file(Buffer.concat([pdfBytes(), Buffer.alloc(16 * MB)]), "cv.pdf"),
      "experts.validation.cvTooBig:15",
    ],
    ["a renamed .exe", () => file(exeBytes(), "cv.pdf"), "experts.validation.cvFormat"],
    ["an empty file", () => file(Buffer.alloc(0), "cv.pdf"), "experts.validation.cvFormat"],
    ["a PDF named .docx", () => file(pdfBytes(), "cv.docx"), "experts.validation.cvFormat"],
    ["a PDF named .txt", () => file(pdfBytes(), "cv.txt"), "experts.validation.cvFormat"],
    [
      "a DOCX that inflates to 101 MB",
      () => file(docxBomb(101 * MB), "cv.docx"),
      "experts.validation.cvFormat",
    ],
  ])("%s: 400 with the message, no expert", async (_label, makeFile, message) => {
    const before = await expertCount();
    const result = await create({ name: "Rejected Expert", salesPitch: "", cv: makeFile() });
    expect(result.status).toBe(400);
    expect(result.data.result.error.cv).toEqual([message]);
    expect(await expertCount()).toBe(before);
  });

  it("no file: the required message", async () => {
    const result = await create({ name: "No CV", salesPitch: "" });
    expect(result.status).toBe(400);
    expect(result.data.result.error.cv).toEqual(["experts.validation.cvRequired"]);
  });

  it("a bad file on edit keeps the old CV and fields", async () => {
    const expertId = await makeExpert(companyId, { name: "Keeps Old CV" });
    const result = await routeAnswer(
      editAction({
        request: formRequest(`/dashboard/experts/${expertId}/edit`, cookie, {
          name: "Changed Name",
          cv: file(exeBytes(), "cv.pdf"),
        }),
        params: { expertId },
        context: {},
      }),
    );
    expect(result.status).toBe(400);
    const row = await getDb()
      .selectFrom("experts")
      .select(["name", "cv_filename", "cv_size"])
      .where("id", "=", expertId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: "Keeps Old CV", cv_filename: "cv.pdf", cv_size: 15 });
  });

  it("creates an expert with a DOCX and stores the detected type", async () => {
    const result = await create({
      name: "Docx Expert",
      salesPitch: "Pitch",
      cv: file(docxBytes(), "Docx Expert CV.docx", "application/pdf"),
    });
    await expect(result).toRedirectTo("/dashboard/experts");
    const row = await getDb()
      .selectFrom("experts")
      .selectAll()
      .where("company_id", "=", companyId)
      .where("name", "=", "Docx Expert")
      .executeTakeFirstOrThrow();
    expect(row.cv_mimetype).toBe(CV_TYPES.docx);
    expect(row.cv_filename).toBe("Docx Expert CV.docx");
    expect((await readCvChunks(getDb(), row.id))!.equals(docxBytes())).toBe(true);
    expect(row.cv_size).toBe(docxBytes().length);
    expect(row.cv_added_at).toBeTruthy();
  });
});

describe(`a large CV (${process.env.TEST_ENGINE})`, () => {
  it("is stored byte for byte in chunks, and SQLite's page cache gets its size back", async () => {
    const cacheSize = async () =>
      process.env.TEST_ENGINE === "sqlite"
        ? (await sql<{ cache_size: number }>`pragma cache_size`.execute(getDb())).rows[0]
            ?.cache_size
        : null;
    const before = await cacheSize();
    const bytes = Buffer.concat([pdfBytes("Large CV"), Buffer.alloc(5 * MB - 1000, 0x20)]);
    const result = await create({
      name: "Large CV Expert",
      salesPitch: "Pitch",
      cv: file(bytes, "large.pdf", "application/pdf"),
    });
    await expect(result).toRedirectTo("/dashboard/experts");
    const row = await getDb()
      .selectFrom("experts")
      .select("id")
      .where("company_id", "=", companyId)
      .where("name", "=", "Large CV Expert")
      .executeTakeFirstOrThrow();
    const chunks = await getDb()
      .selectFrom("expert_cv_chunks")
      .select("seq")
      .where("expert_id", "=", row.id)
      .execute();
    expect(chunks).toHaveLength(5);
    expect((await readCvChunks(getDb(), row.id))!.equals(bytes)).toBe(true);
    expect(await cacheSize()).toBe(before);
  });
});

describe(`upload endpoint for the progress bar (${process.env.TEST_ENGINE})`, () => {
  const upload = (query: string, fields: Record<string, string | File>, marker = true) =>
    routeAnswer(
      uploadAction({
        request: formRequest(
          `/dashboard/cv-upload?${query}`,
          cookie,
          fields,
          marker ? { "X-Upload-Progress": "1" } : {},
        ),
        params: {},
        context: {},
      }),
    );

  it("answers JSON with where to go and flashes the toast", async () => {
    const result = await upload("form=expert-create", {
      name: "Xhr Expert",
      cv: file(pdfBytes(), "xhr.pdf"),
    });
    expect(result.status).toBe(200);
    expect(await result.response!.json()).toEqual({ redirectTo: "/dashboard/experts" });
    expect(result.setCookie).toBeTruthy();
  });

  it("answers field errors as JSON with 400, the same as the page action", async () => {
    const result = await upload("form=expert-create", {
      name: "",
      cv: file(exeBytes(), "cv.pdf"),
    });
    expect(result.status).toBe(400);
    const body = (await result.response!.json()) as { result: { error: Record<string, string[]> } };
    expect(body.result.error.name).toEqual(["validation.required"]);
  });

  it("refuses a request without the marker or with an unknown form", async () => {
    expect((await upload("form=expert-create", { name: "A" }, false)).status).toBe(400);
    expect((await upload("form=nope", { name: "A" })).status).toBe(400);
  });
});
