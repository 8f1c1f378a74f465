/*
 * Content negotiation for the few API calls that answer more than JSON (GET /api/my-gigs as CSV).
 * Each type gets the quality of the most specific media range that matches it (RFC 9110 §12.5.1:
 * `text/csv` over `text/*` over `*\/*`); the higher quality wins, a tie keeps JSON, the API's
 * default, and so does a request without Accept.
 */

type Range = { type: string; subtype: string; q: number };

function parseAccept(header: string): Range[] {
  return header.split(",").flatMap((part) => {
    const [range = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    const [type, subtype] = range.split("/");
    if (!type || !subtype) return [];
    const qParam = params.find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    return Number.isFinite(q) && q >= 0 && q <= 1 ? [{ type, subtype, q }] : [];
  });
}

function qualityOf(ranges: Range[], mediaType: string): number {
  const [type, subtype] = mediaType.split("/");
  let best = { specificity: -1, q: 0 };
  for (const r of ranges) {
    const specificity =
      r.type === type && r.subtype === subtype
        ? 2
        : r.type === type && r.subtype === "*"
          ? 1
          : r.type === "*" && r.subtype === "*"
            ? 0
            : -1;
    if (specificity > best.specificity) best = { specificity, q: r.q };
  }
  return best.q;
}

/** Whether the caller asked for CSV rather than JSON. */
export function prefersCsv(request: Request): boolean {
  const header = request.headers.get("Accept");
  if (!header) return false;
  const ranges = parseAccept(header);
  const csv = qualityOf(ranges, "text/csv");
  return csv > 0 && csv > qualityOf(ranges, "application/json");
}
