import { fromBuffer, type Entry } from "yauzl";

/*
 * DOCX and ODT are zips. A CV's has tens of entries that inflate to a few megabytes; a crafted one
 * (a 15 MB upload whose word/document.xml inflates to gigabytes, or a million empty entries)
 * would stop whoever opens it later. Its central directory says both, so it is read and judged
 * from that alone; nothing is inflated here.
 */

/** More entries than a CV with many embedded images has. */
export const CV_ARCHIVE_MAX_ENTRIES = 1000;
/** What all entries may inflate to together, as the central directory declares them. */
export const CV_ARCHIVE_MAX_INFLATED_BYTES = 100 * 1024 * 1024;

/** Whether a zip's central directory is readable and within the entry and inflated-size bounds. */
export function isArchiveWithinBounds(bytes: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return resolve(false);
      if (zip.entryCount > CV_ARCHIVE_MAX_ENTRIES) return resolve(false);
      let inflated = 0;
      zip.on("entry", (entry: Entry) => {
        inflated += entry.uncompressedSize;
        // Stopping means not asking for the next entry; nothing else is read from the buffer.
        if (inflated > CV_ARCHIVE_MAX_INFLATED_BYTES) resolve(false);
        else zip.readEntry();
      });
      zip.on("end", () => resolve(true));
      zip.on("error", () => resolve(false));
      zip.readEntry();
    });
  });
}
