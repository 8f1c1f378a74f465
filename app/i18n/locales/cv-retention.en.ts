// English strings of CV retention (decision 051): the partner's keep question and the staff view.
const cvRetention = {
  months_one: "{{count}} month",
  months_other: "{{count}} months",
  inDays_one: "in {{count}} day",
  inDays_other: "in {{count}} days",
  today: "today",
  // A date that has passed: the hourly sweep acts on it at its next run.
  nextRun: "at the next hourly run",
  keep: {
    title: "Keep the CV?",
    titleOwn: "Keep your CV?",
    question:
      "The CV of {{name}} ({{filename}}, added {{added}}) will be deleted on {{date}} unless it is kept, the expert is offered for a gig or a newer CV is uploaded.",
    questionOwn:
      "Your CV ({{filename}}, added {{added}}) will be deleted on {{date}} unless you keep it, offer yourself for a gig or upload a newer CV.",
    noticeSent: "The notice of this was sent on {{date}}.",
    activeOffer:
      "{{name}} has an active offer, so the CV will not be deleted while it lasts. Its count of {{months}} starts when the offer ends.",
    activeOfferOwn:
      "You have an active offer, so your CV will not be deleted while it lasts. Its count of {{months}} starts when the offer ends.",
    explain:
      "CVs are kept for {{months}} after the later of the upload and the last change to an offer. Keeping it starts the count again from today.",
    noCv: "{{name}} has no stored CV, so there is nothing to keep.",
    noCvOwn: "You have no stored CV, so there is nothing to keep.",
    confirm: "Keep the CV",
    kept: "The CV of {{name}} is kept. Unless it is used, it will be deleted on {{date}} at the earliest.",
    keptOwn: "Your CV is kept. Unless it is used, it will be deleted on {{date}} at the earliest.",
    nothingToKeep: "There is no stored CV to keep any more.",
  },
  staff: {
    title: "CV retention",
    lead: "A CV is deleted when its expert has had no active offer for {{months}}, counted from the latest of the upload, a partner's Keep the CV and the last change to an offer. The partner's users are told {{days}} days before, and the CV goes {{days}} days after the notice at the earliest. The expert's other details stay.",
    noticedTitle: "Notice sent",
    noticedEmpty: "No CV is waiting for its deletion.",
    upcomingTitle: "Notice due within {{days}} days",
    upcomingEmpty: "No CV reaches its notice within {{days}} days.",
    shown: "The first {{shown}} of {{count}} are shown.",
    auditLink: "CVs deleted so far, in the audit log",
    columns: {
      expert: "Expert",
      partner: "Partner",
      cv: "CV",
      countedFrom: "Counted from",
      noticeSent: "Notice sent",
      recipients: "Mailed to",
      noticeDue: "Notice",
      deleteFrom: "Deleted",
    },
    recipients_one: "{{count}} user",
    recipients_other: "{{count}} users",
    recipientsNone: "nobody: every user has the notice switched off",
  },
};
export default cvRetention;
