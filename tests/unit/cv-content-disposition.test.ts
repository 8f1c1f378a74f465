import { describe, expect, it } from "vitest";
import { cvContentDisposition } from "~/server/forms/cv-download.server";

describe("the CV download's Content-Disposition", () => {
  it("gives a plain ASCII name as it is, quoted or escaped only where the header needs it", () => {
    expect(cvContentDisposition("cv.pdf")).toBe("attachment; filename=cv.pdf");
    expect(cvContentDisposition("my cv.pdf")).toBe('attachment; filename="my cv.pdf"');
    expect(cvContentDisposition('a "b" \\c.pdf')).toBe(
      'attachment; filename="a \\"b\\" \\\\c.pdf"',
    );
  });

  it("adds filename* where a client could decode filename: a %XX in the name", () => {
    expect(cvContentDisposition("100%41.pdf")).toBe(
      "attachment; filename=100%41.pdf; filename*=UTF-8''100%2541.pdf",
    );
  });

  it("gives a non-ASCII name in filename* with a readable ASCII fallback", () => {
    expect(cvContentDisposition("Ääkkönen CV.pdf")).toBe(
      `attachment; filename="Aakkonen CV.pdf"; filename*=UTF-8''${encodeURIComponent("Ääkkönen CV.pdf")}`,
    );
    expect(cvContentDisposition("日本.pdf")).toBe(
      "attachment; filename=__.pdf; filename*=UTF-8''%E6%97%A5%E6%9C%AC.pdf",
    );
    expect(cvContentDisposition("\u4e00")).toBe(
      "attachment; filename=_; filename*=UTF-8''%E4%B8%80",
    );
  });
});
