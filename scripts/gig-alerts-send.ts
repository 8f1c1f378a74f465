// npm run gig-alerts:send             today's gig alert digest (weekdays, Helsinki time) to the
//                                     users who chose "daily"
// npm run gig-alerts:send -- --force  the digest on a weekend day too
//
// For an external cron at the newsletter's hour when the servers run with
// NOTIFICATION_SCHEDULE=off (retries, and instant alerts a server did not finish, are
// `npm run notifications:send`'s). Safe to run any number of times, from any number of machines:
// a user gets one digest a day and each gig once (see app/domain/gig-alerts.server.ts).
import { sendDailyGigAlerts } from "~/domain/gig-alerts.server";
import { gigAlertMatcher } from "~/domain/gig-alert-matches.server";
import { runDbScript } from "./run-db-script";
import { describeLinks } from "./lib/links";

const args = process.argv.slice(2);
if (args.some((a) => a !== "--force")) {
  console.error("Usage: npm run gig-alerts:send [-- --force]");
  process.exit(2);
}

await runDbScript(async () => {
  const daily = await sendDailyGigAlerts({
    findMatches: gigAlertMatcher(),
    force: args.includes("--force"),
  });
  const outcome =
    daily.reason === "weekend"
      ? "a weekend day in Helsinki, no digest (add --force to send one)"
      : daily.reason === "no-new-gigs"
        ? "no open gigs published in the last week, nothing sent"
        : `sent ${daily.sent}, already sent today ${daily.skipped}, nothing new for ${daily.nothingNew}, failed ${daily.failed}`;
  console.log(`Daily gig alerts: ${outcome}. ${describeLinks()}`);
  if (daily.failed > 0) process.exitCode = 1;
});
