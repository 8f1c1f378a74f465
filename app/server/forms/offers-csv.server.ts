import { stringify, type Options as CsvOptions } from "csv-stringify/sync";
import type { TFunction } from "i18next";
import { companyOfferBatches, type ExportedOffer } from "~/domain/offer-export.server";
import { helsinkiDate } from "~/utils/dates";
import { offerBadge } from "~/validation/offer-status";

/*
 * The company's offers as a CSV download, one row per offer, for the page
 * (GET /dashboard/my-gigs.csv) and the API (GET /api/my-gigs with Accept: text/csv) alike
 * (docs/decisions/050-partner-numbers-and-data-exports.md). `csv-stringify` owns the quoting and,
 * with `escape_formulas`, the defence against formula injection: a cell that starts with
 * = + - @, a tab or a CR (an expert's name, a gig's title, staff's feedback) gets a leading
 * apostrophe, so a spreadsheet shows it as text instead of running it. Headers and the words
 * of stages and decline reasons are in the reader's language; dates are Helsinki calendar dates
 * (YYYY-MM-DD), which every spreadsheet reads. A byte-order mark leads the file, so Excel opens
 * "ä" and "ö" as UTF-8; CRLF line ends as RFC 4180 asks.
 */

const COLUMNS = [
  "gigId",
  "gig",
  "offerDeadline",
  "expert",
  "rate",
  "stage",
  "offeredOn",
  "changedOn",
  "declineReason",
  "feedback",
  "contact",
  "consent",
  "consentOn",
] as const;
type Column = (typeof COLUMNS)[number];

function csvOptions(t: TFunction) {
  return {
    columns: COLUMNS.map((key) => ({ key, header: t(`offersCsv.columns.${key}`) })),
    record_delimiter: "windows",
    escape_formulas: true,
  } satisfies CsvOptions;
}

function csvRecord(offer: ExportedOffer, t: TFunction): Record<Column, string | number> {
  const { label } = offerBadge(offer.status, offer.stage);
  return {
    gigId: offer.gigId,
    gig: offer.gigTitle,
    offerDeadline: offer.gigOfferDeadline,
    expert: offer.expertName,
    rate: offer.rate,
    stage:
      label.kind === "stage" ? t(`dashboard.stages.${label.key}`) : t(`offers.tags.${label.key}`),
    offeredOn: helsinkiDate(new Date(offer.createdAt)),
    changedOn: helsinkiDate(new Date(offer.updatedAt)),
    declineReason: offer.declineReason ? t(`offers.declineReasons.${offer.declineReason}`) : "",
    feedback: offer.feedback ?? "",
    contact: offer.contactName ?? "",
    consent: t(`representation.state.${offer.consent}`),
    consentOn: offer.consentAt ? helsinkiDate(new Date(offer.consentAt)) : "",
  };
}

/** The CSV's bytes as a stream: the header row, then the offers a batch at a time. */
export function offersCsv(companyId: string, t: TFunction): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const options = csvOptions(t);
  let batches: AsyncGenerator<ExportedOffer[]> | null = null;
  return new ReadableStream({
    async pull(controller) {
      if (!batches) {
        batches = companyOfferBatches(companyId);
        controller.enqueue(encoder.encode(stringify([], { ...options, header: true, bom: true })));
        return;
      }
      const next = await batches.next();
      if (next.done) {
        controller.close();
        return;
      }
      const records = next.value.map((offer) => csvRecord(offer, t));
      controller.enqueue(encoder.encode(stringify(records, { ...options, header: false })));
    },
    async cancel() {
      await batches?.return(undefined);
    },
  });
}

/** The download: attachment, never cached; HEAD gets the headers alone. */
export function offersCsvResponse(
  companyId: string,
  t: TFunction,
  { method = "GET", now = new Date() }: { method?: string; now?: Date } = {},
) {
  const filename = `${t("offersCsv.filename")}-${helsinkiDate(now)}.csv`;
  return new Response(method === "HEAD" ? null : offersCsv(companyId, t), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
