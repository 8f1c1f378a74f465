// The CV part of an expert form, held once in memory. Remix's memory upload handler keeps the
// streamed chunks, copies them into a File, and reading the File copies them again: three copies
// of a 15 MB CV at once (the target is a rise under 40 MB per upload). Here the bytes go
// straight into one buffer as they stream in, and the File hands out that buffer without a copy.

/** A File over a buffer it does not copy; `bytesOf` reads it back without a copy either. */
export class BufferedFile extends File {
  readonly #bytes: Buffer<ArrayBuffer>;

  constructor(bytes: Buffer<ArrayBuffer>, name: string, type: string) {
    super([], name, { type });
    this.#bytes = bytes;
  }

  get size() {
    return this.#bytes.length;
  }

  get buffer() {
    return this.#bytes;
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.#bytes;
    return buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer;
  }

  async bytes() {
    return new Uint8Array(await this.arrayBuffer());
  }

  async text() {
    return this.#bytes.toString("utf8");
  }

  stream() {
    return new Blob([this.#bytes]).stream();
  }

  slice(start?: number, end?: number, type?: string) {
    return new Blob([this.#bytes.subarray(start, end)], { type });
  }
}

/** A file's bytes: the buffer itself for a BufferedFile, one copy for any other File. */
export async function bytesOf(file: File): Promise<Buffer> {
  return file instanceof BufferedFile ? file.buffer : Buffer.from(await file.arrayBuffer());
}

/**
 * Collects a streamed part into one buffer of at most `limit` bytes, sized from `expected` (the
 * request's Content-Length, which is at least the part's size) when known and grown otherwise.
 * Returns null as soon as the part goes over the limit.
 */
export async function collectPart(
  data: AsyncIterable<Uint8Array>,
  limit: number,
  expected: number | null,
): Promise<Buffer<ArrayBuffer> | null> {
  let buffer = Buffer.allocUnsafeSlow(Math.min(expected ?? 256 * 1024, limit));
  let length = 0;
  for await (const chunk of data) {
    if (length + chunk.byteLength > limit) return null;
    if (length + chunk.byteLength > buffer.length) {
      const grown = Buffer.allocUnsafeSlow(
        Math.min(limit, Math.max(buffer.length * 2, length + chunk.byteLength)),
      );
      buffer.copy(grown, 0, 0, length);
      buffer = grown;
    }
    buffer.set(chunk, length);
    length += chunk.byteLength;
  }
  // A view, not a copy: the unused tail is the form's other fields (or less than half, grown).
  return buffer.subarray(0, length);
}
