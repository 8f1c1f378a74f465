// The mail a partner gets when staff answer a question on a gig (decision 049).
const mailGigQuestionsEn = {
  subjectAsked: 'Your question on "{{gig}}" was answered',
  subjectOffer: 'A question on "{{gig}}" was answered',
  heading: "A question on a gig was answered",
  introAsked: 'Staff answered the question you asked on the gig "{{gig}}".',
  introOffer:
    'Staff answered a partner\'s question on the gig "{{gig}}", which you have an offer on.',
  question: "The question: {{question}}",
  answer: "The answer",
  button: "Open the gig",
  whyAsked: "You get this email because you asked the question.",
  whyOffer: "You get this email because you are the contact person of an offer on this gig.",
};
export default mailGigQuestionsEn;
