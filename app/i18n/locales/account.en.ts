// English strings of the "account" dashboard section; fi is typed against this file.
const account = {
  details: {
    newsletter: "Gig newsletter",
    subscribed: "Subscribed",
    notSubscribed: "Not subscribed",
    notSet: "Not set",
    edit: "Edit my details",
    editTitle: "Edit my details",
    email: "Email",
    emailNote: "The email address is your sign-in and cannot be changed here.",
    save: "Save changes",
    saved: "Changes saved",
    savedNewsletterRefused:
      "Changes saved. This email address cannot receive the gig newsletter, so it was not subscribed.",
    savedNewsletterConfirm:
      "Changes saved. To start the gig newsletter, open the confirmation link we sent to your email address.",
    failed: "Failed to edit my details",
  },
  delete: {
    title: "Delete my account",
    open: "Delete my account",
    intro:
      "Deleting your account signs you out everywhere and removes your personal data. This cannot be undone.",
    handover:
      "The other users of {{company}} keep their access. If you are the contact person, another user becomes the contact person.",
    lastUser:
      "You are the last user of {{company}}. Deleting your account also deletes the company and all its data: experts, CVs, offers and invites.",
    lastFreelancer:
      "Deleting your account also deletes your freelancer profile and all its data: your CV, offers and company details.",
    confirmLabel: "Type your email address {{email}} to confirm",
    confirmRequired: "Please type your email address to confirm",
    confirmMismatch: "The email address does not match your account",
    submit: "Delete my account permanently",
    done: "Your account has been deleted.",
    nowLastUser:
      "The other users have left in the meantime: you are now the last user, so the company and all its data would be deleted too. Read the warning and confirm again.",
    failed: "Failed to delete your account",
  },
};

export default account;
