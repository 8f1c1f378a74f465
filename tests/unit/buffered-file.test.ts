import { describe, expect, it } from "vitest";
import { BufferedFile, bytesOf, collectPart } from "~/utils/buffered-file.server";

async function* chunks(...parts: string[]) {
  for (const part of parts) yield new TextEncoder().encode(part);
}

describe("collectPart", () => {
  it("collects every chunk in order into a buffer sized from the expected length", async () => {
    const bytes = await collectPart(chunks("%PDF", "-1.4", " body"), 100, 64);
    expect(bytes?.toString()).toBe("%PDF-1.4 body");
    expect(bytes?.buffer.byteLength).toBe(64);
  });

  it("grows when the length is unknown or the expected one was too small", async () => {
    const long = "x".repeat(300_000);
    expect((await collectPart(chunks(long, "yz"), 1_000_000, null))?.toString()).toBe(`${long}yz`);
    expect((await collectPart(chunks("abc", "def"), 100, 2))?.toString()).toBe("abcdef");
  });

  it("gives up (null) as soon as the part goes over the limit", async () => {
    expect(await collectPart(chunks("12345", "6"), 5, null)).toBeNull();
    expect((await collectPart(chunks("12345"), 5, null))?.toString()).toBe("12345");
  });
});

describe("BufferedFile", () => {
  const file = new BufferedFile(Buffer.from("%PDF-1.4 cv"), "cv.pdf", "application/pdf");

  it("is a File with the buffer's size, name, type and bytes", async () => {
    expect(file).toBeInstanceOf(File);
    expect([file.size, file.name, file.type]).toEqual([11, "cv.pdf", "application/pdf"]);
    expect(Buffer.from(await file.arrayBuffer()).toString()).toBe("%PDF-1.4 cv");
    expect(await file.text()).toBe("%PDF-1.4 cv");
    expect(await new Response(file.stream()).text()).toBe("%PDF-1.4 cv");
    expect(await file.slice(0, 4).text()).toBe("%PDF");
  });

  it("hands its own buffer to bytesOf, and any other File's bytes as a copy", async () => {
    expect(await bytesOf(file)).toBe(file.buffer);
    const other = new File(["%PDF other"], "other.pdf");
    expect((await bytesOf(other)).toString()).toBe("%PDF other");
  });
});
