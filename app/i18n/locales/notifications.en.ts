// English strings of the partner notifications (mails and the My details switches).
const notifications = {
  settings: {
    title: "Email notifications",
    intro: "Choose which emails GigPartners sends you about your offers and invites.",
    legend: "Email me when",
    edit: "Edit notifications",
    on: "On",
    off: "Off",
    save: "Save notifications",
    saved: "Notification settings saved",
    failed: "Failed to save the notification settings",
    kinds: {
      "offer-stage": "An offer of mine moves to another stage",
      "offer-deadline": "A gig's offer deadline is tomorrow and my offer is still in review",
      "invite-accepted": "Someone I invited joins the company",
    },
  },
  mail: {
    turnOff: "You can turn these emails off in My details: {{url}}",
    deadline: {
      subject: 'Offer deadline tomorrow: "{{gig}}"',
      heading: "The offer deadline is tomorrow",
      intro:
        'The offer deadline of the gig "{{gig}}" is tomorrow, {{date}}. Your offer is still in review: {{experts}}.',
      edit: "Until the deadline you can still update the rate and description in My gigs.",
      button: "Open My gigs",
      gigLink: "The gig: {{url}}",
      why: "You get this email because you are the contact person of this offer.",
    },
    inviteAccepted: {
      subject: "{{invitee}} joined your company on GigPartners",
      heading: "Your invite was accepted",
      intro: "{{invitee}} ({{email}}) accepted your invite and is now a user of your company.",
      button: "Open Company and users",
      why: "You get this email because you sent the invite.",
    },
  },
};
export default notifications;
