import { getEnv } from "~/env.server";

/**
 * Where a job's mails link to. It is worked out as the server does (APP_URL, else
 * http://localhost: + PORT, else 3000), so a job must be given the same APP_URL or PORT as the
 * server it goes with: `PORT=4000 npm run demo` and `PORT=4000 npm run gigsletter:send`.
 */
export function describeLinks(): string {
  const { APP_URL } = getEnv();
  const from = process.env.APP_URL?.trim()
    ? "APP_URL"
    : process.env.PORT?.trim()
      ? "PORT"
      : "the default";
  return `Links in the mails open ${APP_URL} (from ${from}; give the job the server's APP_URL or PORT).`;
}
