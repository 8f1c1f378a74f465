// English strings of the page the consent mail's links open (decision 048); fi is typed against this.
const representationPage = {
  agreeTitle: "Agree to be proposed",
  declineTitle: "Decline the proposal",
  summary:
    '{{company}} proposes you, {{expert}}, for the consulting gig "{{gig}}" at {{rate}} €/h.',
  contact: "Their contact person: {{contact}}",
  gigLink: "Read the gig",
  agreeQuestion:
    "By confirming you agree that {{company}} represents you for this gig. GigPartners can then present you to the customer.",
  declineQuestion:
    "By confirming you do not agree: the proposal is withdrawn and {{company}} is told.",
  agreeSubmit: "I agree",
  declineSubmit: "I do not agree",
  switchToDecline: "Changed your mind? Answer that you do not agree",
  switchToAgree: "Changed your mind? Answer that you agree",
  answeredTitle: "Your answer is recorded",
  agreed: "You agreed on {{date}} to be proposed for this gig.",
  declined: "You declined on {{date}}. The proposal was withdrawn.",
  answerOnce: "The link works once. To change your answer, contact {{company}}.",
  expiredTitle: "This link has expired",
  expired:
    "The link worked for {{days}} days. If you still want to answer, contact the partner who proposed you.",
  closedTitle: "This proposal is no longer open",
  closed:
    "The proposal has been withdrawn or already decided, so it needs no answer from you. If you have questions, contact the partner who proposed you.",
  invalidTitle: "This link does not work",
  invalid:
    "The address is incomplete or not valid. Open the link from the e-mail again, or copy the whole address into your browser.",
  home: "Go to the home page",
  toastAgreed: "Thank you: you agreed to be proposed",
  toastDeclined: "Thank you: the proposal was withdrawn",
};

export default representationPage;
