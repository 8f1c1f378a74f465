import mailOutboxEn from "./mail-outbox.en";
import mailRepresentationEn from "./mail-representation.en";
import mailGigQuestionsEn from "./mail-gig-questions.en";
import cvRetentionMailEn from "./cv-retention-mail.en";
// Texts of the e-mails (app/mail). Kept apart so the mail templates can grow without touching en.ts.
// Every value is plain text: the mail layout escapes it for the HTML part.
const mailEn = {
  footer: "GigPartners · the partner marketplace for consulting gigs",
  greeting: "Hi {{name}},",
  greetingNoName: "Hi,",
  linkFallback: "If the button does not work, copy this address into your browser:",
  automatic: "This message was sent automatically. Replies to it are not read.",
  sendFailed: "We could not send the email. Please try again in a moment.",
  verify: {
    subject: "Verify your email address",
    heading: "Verify your email address",
    intro:
      "Please confirm that this is your email address to finish setting up your GigPartners account.",
    introInvite:
      "Please confirm that this is your email address. After that you can accept the invitation and join your team on GigPartners.",
    button: "Verify email address",
    ignore: "If you did not create a GigPartners account, you can ignore this email.",
  },
  passwordReset: {
    subject: "Reset your GigPartners password",
    heading: "Reset your password",
    intro: "We received a request to reset the password of your GigPartners account.",
    button: "Choose a new password",
    expires: "The link works once and expires in 1 hour.",
    ignore:
      "If you did not ask for a new password, you can ignore this email. Your password stays the same.",
  },
  invite: {
    subject: "{{inviterName}} invited you to join {{companyName}} on GigPartners",
    heading: "Join {{companyName}} on GigPartners",
    intro:
      "{{inviterName}} invited you to join {{companyName}} on GigPartners, the partner marketplace for consulting gigs.",
    messageLabel: "{{inviterName}} wrote:",
    button: "Accept the invitation",
    expires: "The invitation is valid for 14 days.",
    ignore: "If you were not expecting this invitation, you can ignore this email.",
  },
  userRemoved: {
    subject: "You no longer have access to {{companyName}} on GigPartners",
    heading: "Your access to {{companyName}} has ended",
    intro: "{{removedBy}} removed you from the users of {{companyName}} on GigPartners.",
    consequence: "You can no longer see the company's experts, offers or other details.",
    contact:
      "If you think this is a mistake, contact {{removedBy}} or another user of your company.",
  },
  accountDeleted: {
    subject: "Your GigPartners account has been deleted",
    heading: "Your account has been deleted",
    intro: "Your GigPartners account has been deleted, and you can no longer sign in with it.",
    thanks: "Thank you for using GigPartners. You are welcome to register again at any time.",
    contact:
      "If you did not ask for this, contact us at partners@gigpartners.example and we will help you.",
  },
  candidateStage: {
    subject: '{{expert}} on "{{gig}}": {{stage}}',
    heading: "Your offer moved to {{stage}}",
    intro: 'Your offer of {{expert}} on the gig "{{gig}}" is now at the stage "{{stage}}".',
    declined: 'The offer was declined. Reason: "{{reason}}".',
    feedbackLabel: "Feedback",
    button: "Open My gigs",
    why: "You get this e-mail because you are the contact person of this offer.",
  },
  newsletter: {
    subject: "New gigs on GigPartners",
    heading: "New consulting gigs",
    intro: "These gigs were published since the previous newsletter:",
    rate: "Rate: {{min}}–{{max}} €/h",
    placeAndMode: "Location: {{places}} ({{mode}})",
    mode: "Work mode: {{mode}}",
    deadline: "Offer deadline: {{date}}",
    button: "See all gigs",
    why: "You get this newsletter because you subscribed to it on GigPartners.",
    unsubscribe: "Unsubscribe with one click:",
    search: "Only the new gigs of your search: {{search}}.",
    searchButton: "See all gigs of your search",
  },
  newsletterConfirm: {
    subject: "Confirm your gig newsletter subscription",
    heading: "Confirm your subscription",
    intro:
      "Someone, probably you, asked for the GigPartners gig newsletter at this address. Confirm the subscription and new consulting gigs arrive by email on weekdays.",
    button: "Confirm the subscription",
    search: "The newsletter will list only the new gigs of this search: {{search}}.",
    expires: "The link works once and expires in 3 days.",
    ignore:
      "If you did not ask for the newsletter, ignore this email: nothing will be sent to you.",
  },
  secondFactor: {
    link: {
      subject: "Set up your GigPartners authenticator",
      heading: "Set up your authenticator",
      intro:
        "Your staff account needs an authenticator app for the second step of sign-in. Open this link in the browser where you signed in to GigPartners to set it up.",
      button: "Set up the authenticator",
      expires:
        "The link works once and expires in 24 hours. A new link can be sent from the sign-in page.",
      ignore:
        "If you did not sign in just now, someone may know your password: change it, and tell your administrator.",
    },
    enrolled: {
      subject: "An authenticator was set up for your GigPartners account",
      heading: "An authenticator was set up",
      intro:
        "An authenticator app was just set up for the second step of sign-in to your GigPartners staff account, and new recovery codes were made. Earlier set-up links no longer work.",
      notYou:
        "If this was not you, tell your administrator at once: they can reset the authenticator (npm run staff:revoke) and grant access again.",
    },
    reset: {
      subject: "Your GigPartners authenticator was reset",
      heading: "Your authenticator was reset",
      intro:
        "The authenticator and the recovery codes of your GigPartners staff account were removed, together with your staff access. If you are granted access again, you set up an authenticator anew.",
      notYou: "If you did not expect this, contact your administrator.",
    },
  },
  gigQuestionAnswered: mailGigQuestionsEn,
  outbox: mailOutboxEn,
  representation: mailRepresentationEn,
  cvRetention: cvRetentionMailEn,
};
export default mailEn;
