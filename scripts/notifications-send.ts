// npm run notifications:send   today's offer-deadline reminders, then the retries of failed or
//                              interrupted partner notifications, experts' consent requests
//                              and gig alerts
//
// For an external cron when the servers run with NOTIFICATION_SCHEDULE=off. Safe to run any
// number of times, from any number of machines: the send ledger gives each mail to one run.
import {
  sendDeadlineReminders,
  sweepNotifications,
} from "~/domain/newsletter/notifications.server";
import { sweepGigAlerts } from "~/domain/gig-alerts.server";
import { sweepConsentRequests } from "~/domain/expert-consent-mail.server";
import { gigAlertMatcher } from "~/domain/gig-alert-matches.server";
import { runDbScript } from "./run-db-script";
import { describeLinks } from "./lib/links";

if (process.argv.length > 2) {
  console.error("Usage: npm run notifications:send");
  process.exit(2);
}

await runDbScript(async () => {
  const reminders = await sendDeadlineReminders();
  const retries = await sweepNotifications();
  const consents = await sweepConsentRequests();
  const alerts = await sweepGigAlerts(gigAlertMatcher());
  console.log(
    `Offer deadline reminders: sent ${reminders.sent}, skipped ${reminders.skipped}, failed ${reminders.failed}. ` +
      `Retries: sent ${retries.sent}, skipped ${retries.skipped}, failed ${retries.failed}. ` +
      `Consent requests: sent ${consents.sent}, skipped ${consents.skipped}, failed ${consents.failed}. ` +
      `Unfinished instant gig alerts: sent ${alerts.sent}, failed ${alerts.failed}. ` +
      describeLinks(),
  );
  if (reminders.failed + retries.failed + consents.failed + alerts.failed > 0) process.exitCode = 1;
});
