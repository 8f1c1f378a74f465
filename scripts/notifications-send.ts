// npm run notifications:send   today's offer-deadline reminders, then the retries of failed or
//                              interrupted partner notifications
//
// For an external cron when the servers run with NOTIFICATION_SCHEDULE=off. Safe to run any
// number of times, from any number of machines: the send ledger gives each mail to one run.
import {
  sendDeadlineReminders,
  sweepNotifications,
} from "~/domain/newsletter/notifications.server";
import { runDbScript } from "./run-db-script";
import { describeLinks } from "./lib/links";

if (process.argv.length > 2) {
  console.error("Usage: npm run notifications:send");
  process.exit(2);
}

await runDbScript(async () => {
  const reminders = await sendDeadlineReminders();
  const retries = await sweepNotifications();
  console.log(
    `Offer deadline reminders: sent ${reminders.sent}, skipped ${reminders.skipped}, failed ${reminders.failed}. ` +
      `Retries: sent ${retries.sent}, skipped ${retries.skipped}, failed ${retries.failed}. ` +
      describeLinks(),
  );
  if (reminders.failed + retries.failed > 0) process.exitCode = 1;
});
