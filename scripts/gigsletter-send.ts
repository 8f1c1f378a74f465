// npm run gigsletter:send              sends today's gig newsletter (weekdays, Helsinki time)
// npm run gigsletter:send -- --dry-run prints who would get which gigs and writes nothing
//
// Safe to run from cron any number of times a day, from any number of machines: each active
// subscriber gets the day's newsletter once (see app/domain/newsletter/gigsletter-send.server.ts).
import { sendGigsletter } from "~/domain/newsletter/gigsletter-send.server";
import { runDbScript } from "./run-db-script";

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== "--dry-run");
if (unknown.length > 0) {
  console.error("Usage: npm run gigsletter:send [-- --dry-run]");
  process.exit(2);
}
const dryRun = args.includes("--dry-run");

await runDbScript(async () => {
  const summary = await sendGigsletter({ dryRun });
  if (summary.reason === "weekend") {
    console.log(`${summary.period}: a weekend day in Helsinki, no newsletter.`);
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
      `${summary.period} (dry run): ${summary.gigs} gigs; would send ${summary.sent}, skip ${summary.skipped}. Nothing was written or sent.`,
    );
    return;
  }
  console.log(
    `${summary.period}: ${summary.gigs} gigs; sent ${summary.sent}, skipped ${summary.skipped}, failed ${summary.failed}.`,
  );
  if (summary.failed > 0) process.exitCode = 1;
});
