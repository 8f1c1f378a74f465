// The mails of the expert's consent to be represented (decision 048). Plain text: the mail
// layout escapes it.
const representationMail = {
  subject: '{{company}} proposes you for the gig "{{gig}}"',
  heading: "Do you agree to be proposed?",
  intro:
    '{{company}} would like to propose you as a candidate for the consulting gig "{{gig}}" on GigPartners, at {{rate}} €/h.',
  ask: "Before you are put forward, we ask whether you agree that they represent you for this gig. Answer with one of the buttons: you need no account, and each opens a page where you confirm your answer.",
  contact: "Their contact person: {{contact}}",
  gigLink: "The gig: {{url}}",
  agree: "I agree",
  decline: "I do not agree",
  expires: "The links work once, until {{date}}.",
  why: "You get this e-mail because {{company}} gave us your address when proposing you. If you do not agree, the proposal is withdrawn and {{company}} is told.",
  declinedByExpert:
    "{{expert}} did not agree to be represented for this gig, so the offer was withdrawn. You can offer them again if they change their mind.",
};

export default representationMail;
