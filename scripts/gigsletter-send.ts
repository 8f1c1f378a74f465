// npm run gigsletter:send                      sends today's gig newsletter (weekdays, Helsinki time)
// npm run gigsletter:send -- --dry-run         prints who would get which gigs and writes nothing
// npm run gigsletter:send -- --force           sends today's even on a weekend day
// npm run gigsletter:send -- --date 2026-11-30 sends that day's newsletter now, with the gigs
//                                              published so far (a weekend day needs --force)
//
// Safe to run from cron any number of times a day, from any number of machines: each active
// subscriber gets the day's newsletter once (see app/domain/gigsletter-send.server.ts).
// Links in the mails are built from APP_URL, or PORT, as the server builds them.
import { sendGigsletter } from "~/domain/gigsletter-send.server";
import { runDbScript } from "./run-db-script";
import { describeLinks } from "./lib/links";

const USAGE = "Usage: npm run gigsletter:send [-- [--dry-run] [--force] [--date YYYY-MM-DD]]";

const args = process.argv.slice(2);
const dateAt = args.indexOf("--date");
const day = dateAt >= 0 ? args[dateAt + 1] : undefined;
const rest = dateAt < 0 ? args : args.filter((_, i) => i !== dateAt && i !== dateAt + 1);
const unknown = rest.filter((a) => a !== "--dry-run" && a !== "--force");
if (unknown.length > 0 || (dateAt >= 0 && !isCalendarDate(day))) {
  console.error(USAGE);
  process.exit(2);
}
const dryRun = args.includes("--dry-run");
const force = args.includes("--force");

function isCalendarDate(value: string | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return new Date(`${value}T12:00:00Z`).toISOString().slice(0, 10) === value;
}

await runDbScript(async () => {
  const summary = await sendGigsletter({ dryRun, day, force });
  if (summary.reason === "weekend") {
    console.log(
      `${summary.period}: a weekend day in Helsinki, no newsletter. Add --force to send one anyway, or --date with a weekday.`,
    );
    return;
  }
  if (summary.reason === "no-new-gigs") {
    console.log(
      `${summary.period}: no gigs published since the previous newsletter, nothing sent.`,
    );
    return;
  }
  if (summary.reason === "invalid-run") {
    console.error(
      `${summary.period}: the day's mailing in the send ledger no longer fits its schema (see the log); nothing sent.`,
    );
    process.exitCode = 1;
    return;
  }
  if (dryRun) {
    for (const r of summary.recipients ?? []) {
      console.log(`${r.email} (${r.locale}): ${r.gigs.join("; ")}`);
    }
    console.log(
      `${summary.period} (dry run): ${summary.gigs} gigs; would send ${summary.sent}, skip ${summary.skipped}; ${summary.unmatched} saved searches list none of them. Nothing was written or sent.`,
    );
    return;
  }
  console.log(
    `${summary.period}: ${summary.gigs} gigs; sent ${summary.sent}, skipped ${summary.skipped}, failed ${summary.failed}; ${summary.unmatched} saved searches listed none of them. ${describeLinks()}`,
  );
  if (summary.failed > 0) process.exitCode = 1;
});
