// npm run cv-retention:sweep   notice the CVs whose retention period ends within 30 days, and
//                              delete those noticed 30 days ago or more (decision 051)
//
// For an external cron (hourly, say) when the servers run with CV_RETENTION_SCHEDULE=off. Safe to
// run any number of times, from any number of machines: each notice and each deletion happens
// once. A refused notice mail is retried by the servers' notification retries or by
// `npm run notifications:send`.
import { sweepCvRetention } from "~/domain/experts/cv-retention.server";
import { getEnv } from "~/env.server";
import { runDbScript } from "./run-db-script";
import { describeLinks } from "./lib/links";

if (process.argv.length > 2) {
  console.error("Usage: npm run cv-retention:sweep");
  process.exit(2);
}

await runDbScript(async () => {
  const months = getEnv().CV_RETENTION_MONTHS;
  const run = await sweepCvRetention({ months });
  console.log(
    `CV retention (${months} months): noticed ${run.noticed}, deleted ${run.deleted}, ` +
      `notices dropped for a new period ${run.cleared}. ` +
      `Notice mails: sent ${run.mails.sent}, skipped ${run.mails.skipped}, failed ${run.mails.failed}. ` +
      describeLinks(),
  );
  if (run.mails.failed > 0) process.exitCode = 1;
});
