// Prints the current second-step code of the demo staff user (staff@example.com), whose
// authenticator key is public like the demo password; real staff use their own app.
import { Secret, TOTP } from "otpauth";
import { DEMO_STAFF_TOTP_SECRET } from "~/db/seed/demo.server";

const totp = new TOTP({ secret: Secret.fromBase32(DEMO_STAFF_TOTP_SECRET) });
const left = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(
  `${totp.generate()}  (a new code comes in ${left} s; each code signs in once, so a second sign-in waits for the next one)`,
);
