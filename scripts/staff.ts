// npm run staff:grant -- <email>   makes an existing account (without a partner company) staff
// npm run staff:revoke -- <email>  takes staff rights away and ends the account's sessions
import { ConflictError, NotFoundError } from "~/domain/errors";
import { grantStaff, revokeStaff } from "~/domain/staff-access.server";
import { getEnv } from "~/env.server";
import { runDbScript } from "./run-db-script";

const [command, email] = process.argv.slice(2);

const MESSAGES: Record<string, string> = {
  "not-found": "There is no account with this address. The person signs up first (Register).",
  "has-company":
    "This account belongs to a partner company; staff accounts have none. Use another address.",
  "outside-domain": "The address is outside STAFF_EMAIL_DOMAIN.",
};

if ((command !== "grant" && command !== "revoke") || !email) {
  console.error("Usage: npm run staff:grant -- <email>   |   npm run staff:revoke -- <email>");
  process.exit(2);
}

await runDbScript(async () => {
  try {
    if (command === "grant") {
      const changed = await grantStaff(email, getEnv().STAFF_EMAIL_DOMAIN);
      console.log(changed ? `${email} is now staff.` : `${email} already was staff.`);
    } else {
      const changed = await revokeStaff(email);
      console.log(changed ? `${email} is no longer staff.` : `${email} was not staff.`);
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
