// English strings of the expert's consent to be represented (decision 048): its states where
// offers are shown, the staff's view of it, the gig setting, and the page the mailed links open.
const representation = {
  state: {
    "not-asked": "Consent not asked (no e-mail)",
    waiting: "Waiting for the expert's consent",
    agreed: "The expert agreed",
    declined: "The expert declined",
  },
  stateLabel: "Expert's consent",
  offerNote:
    "This gig needs the expert's consent: we e-mail the expert you offer, and the offer goes to the customer only after they agree. An expert without an e-mail address cannot be asked.",
  toastAsked: "We e-mailed the expert to ask for their consent to be represented.",
  gigForm: {
    requiresConsent: "Requires the expert's consent",
    requiresConsentHint:
      "A candidate can go to the customer only after the expert has agreed, by the link mailed to them, to be represented by the partner.",
  },
  staff: {
    label: "Expert's consent",
    "not-asked": "Not asked: the partner gave no e-mail address for the expert",
    waiting: "Waiting: asked by e-mail on {{date}}",
    agreed: "Agreed on {{date}}",
    self: "Offered themselves on {{date}} (counts as consent)",
    declined: "Declined on {{date}}: the proposal is withdrawn",
    gigRequires: "Candidates of this gig go to the customer only with the expert's consent.",
    needsConsent: "Can go to the customer once the expert agrees.",
    declinedNoMove: "The expert declined, so this candidate cannot be moved.",
    errors: {
      "not-asked":
        "This gig needs the expert's consent before the candidate goes to the customer, and this expert could not be asked: the partner gave no e-mail address. The partner can add it, withdraw the offer and offer again, or you can turn the requirement off in the gig's settings.",
      waiting:
        "This gig needs the expert's consent before the candidate goes to the customer. The expert has not agreed yet.",
      declined: "The expert declined to be represented, so this candidate cannot be moved.",
    },
  },
};

export default representation;
