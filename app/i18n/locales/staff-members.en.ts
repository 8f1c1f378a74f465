// English strings of the back office's staff page (/staff/members); fi is typed against this file.
const staffMembers = {
  title: "Staff",
  lead: "Everyone who can open the back office. A new staff member sets up an authenticator through a link mailed at their first sign-in.",
  count_one: "{{count}} staff member",
  count_other: "{{count}} staff members",
  columns: {
    member: "Name and e-mail",
    secondFactor: "Authenticator",
    granted: "Staff since",
    actions: "Actions",
  },
  enrolled: "Set up",
  notEnrolled: "Not set up yet",
  grantedUnknown: "Before the log",
  you: "you",
  listed: "in STAFF_EMAILS",
  listedNote:
    "Addresses in the server's STAFF_EMAILS setting become staff at start and at sign-in. A revocation made here sticks: the setting does not grant that address again until someone grants it here or with npm run staff:grant. Remove the address from the setting too.",
  grant: {
    title: "Grant staff rights",
    help: "The person first registers and verifies their address. Partner accounts cannot be staff.",
    email: "E-mail address",
    submit: "Grant staff rights",
  },
  revoke: {
    button: "Revoke",
    named: "Revoke staff rights of {{email}}",
    title: "Revoke staff rights of {{email}}?",
    question:
      "They are signed out everywhere at once, their authenticator is forgotten and they can no longer open the back office.",
    confirm: "Revoke staff rights",
  },
  reset: {
    button: "Reset authenticator",
    named: "Reset the authenticator of {{email}}",
    title: "Reset the authenticator of {{email}}?",
    question:
      "They are signed out everywhere at once, their authenticator and recovery codes stop working, and they set up a new one through a mailed link at their next sign-in. They are told by e-mail.",
    confirm: "Reset authenticator",
  },
  back: "All staff",
  toast: {
    granted: "{{email}} is now staff. They set up an authenticator at their first sign-in.",
    alreadyStaff: "{{email}} already was staff.",
    revoked: "{{email}} is no longer staff and was signed out everywhere.",
    reset: "The authenticator of {{email}} was reset; they were signed out everywhere.",
  },
  errors: {
    "not-found": "There is no account with this address. The person registers first.",
    "has-company":
      "This account belongs to a partner company; staff accounts have none. Use another address.",
    "outside-domain": "This address is outside the staff e-mail domain.",
    unverified:
      "This address has not been verified yet. The person opens their verification link first.",
    self: "You cannot do this to your own account. Ask another staff member.",
  },
};

export default staffMembers;
