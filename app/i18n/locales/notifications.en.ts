// English strings of the partner notifications (mails and the My details switches).
const notifications = {
  settings: {
    title: "Email notifications",
    intro:
      "Choose which emails GigPartners sends you about your offers, invites, stored CVs and new gigs.",
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
      "gig-question-answered":
        "Staff answer a question I asked on a gig, or one on a gig I have an offer on",
      "cv-retention": "A stored CV will be deleted in 30 days because it has not been used",
    },
    gigAlerts: {
      label: "Gig alerts",
      legend: "Email me new gigs that fit my company's experts",
      hint: "Each gig comes once, with the experts of yours that fit it and a link to offer.",
      choices: {
        off: "Off",
        daily: "A daily digest on weekdays",
        instant: "At once, as each gig is published",
      },
      short: { off: "Off", daily: "Daily digest", instant: "Instant" },
      invalid: "Choose off, daily or instant",
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
    gigAlert: {
      subjectInstant: 'New gig for your experts: "{{gig}}"',
      subjectDaily_one: "A new gig for your experts",
      subjectDaily_other: "{{count}} new gigs for your experts",
      headingInstant: "A new gig fits your experts",
      headingDaily: "New gigs that fit your experts",
      introInstant: "This gig was just published, and these experts of yours fit it:",
      introDaily:
        "These gigs were published since your previous digest, each with the experts of yours that fit it:",
      rate: "Rate: {{min}}–{{max}} €/h",
      deadline: "Offer deadline: {{date}}",
      expert: "{{name}} ({{score}}/100): {{reasons}}",
      expertNoReasons: "{{name}} ({{score}}/100)",
      moreExperts_one: "and {{count}} more of your experts",
      moreExperts_other: "and {{count}} more of your experts",
      offer: "Offer an expert: {{url}}",
      button: "Offer an expert",
      buttonDaily: "See the newest gigs",
      whyInstant: "You get this email because you chose instant gig alerts in My details.",
      whyDaily: "You get this email because you chose a daily digest of gig alerts in My details.",
      turnOff: "Change or turn off gig alerts in My details: {{url}}",
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
