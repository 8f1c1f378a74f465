// npm run staff:grant -- <email>   makes an existing account (without a partner company, with a
//                                  verified address) staff and prints a one-time link to set up
//                                  its authenticator
// npm run staff:revoke -- <email>  takes staff rights away, ends the account's sessions and
//                                  resets its authenticator (the owner is mailed); STAFF_EMAILS
//                                  no longer grants it until staff:grant (decision 040)
// The back office's Staff page (/staff/members) does the same for staff who are signed in.
import { getDb } from "~/db/db.server";
import { ConflictError, NotFoundError } from "~/domain/shared/errors";
import { createEnrolmentLink, hasSecondFactor } from "~/domain/identity/second-factor.server";
import { grantStaff, revokeStaff } from "~/domain/identity/staff-access.server";
import { getEnv } from "~/env.server";
import { settleBackgroundMail } from "~/mail/background.server";
import { runDbScript } from "./run-db-script";

const [command, email] = process.argv.slice(2);

const MESSAGES: Record<string, string> = {
  "not-found": "There is no account with this address. The person signs up first (Register).",
  "has-company":
    "This account belongs to a partner company; staff accounts have none. Use another address.",
  "outside-domain": "The address is outside STAFF_EMAIL_DOMAIN.",
  unverified:
    "This address has not been verified. The person opens the link in the verification e-mail first (an account made with Google or Microsoft needs a provider that vouches for the address).",
};

if ((command !== "grant" && command !== "revoke") || !email) {
  console.error("Usage: npm run staff:grant -- <email>   |   npm run staff:revoke -- <email>");
  process.exit(2);
}

/** A set-up link for a staff account without an authenticator, to hand to its owner. */
async function printEnrolmentLink(address: string) {
  const user = await getDb()
    .selectFrom("users")
    .select("id")
    .where("email", "=", address.trim().toLowerCase())
    .executeTakeFirstOrThrow();
  if (await hasSecondFactor(user.id)) return;
  const url = await createEnrolmentLink(user.id);
  console.log(
    `Give this one-time link to ${address} only (valid 24 hours; it must be opened signed in as them):\n${url}\n` +
      "They can also ask for a link by e-mail on the second-step page after signing in.",
  );
}

await runDbScript(async () => {
  try {
    if (command === "grant") {
      const changed = await grantStaff(email, getEnv().STAFF_EMAIL_DOMAIN);
      console.log(changed ? `${email} is now staff.` : `${email} already was staff.`);
      await printEnrolmentLink(email);
    } else {
      const changed = await revokeStaff(email);
      console.log(changed ? `${email} is no longer staff.` : `${email} was not staff.`);
      await settleBackgroundMail();
    }
  } catch (error) {
    const code =
      error instanceof NotFoundError
        ? "not-found"
        : error instanceof ConflictError
          ? error.code
          : null;
    if (!code) throw error;
    console.error(MESSAGES[code] ?? code);
    process.exitCode = 1;
  }
});
