// The CV retention notice (app/mail/cv-retention-templates.server.ts), under mail.cvRetention.
const cvRetentionMail = {
  months_one: "{{count}} month",
  months_other: "{{count}} months",
  subject: "The CV of {{expert}} will be deleted on {{date}}",
  subjectOwn: "Your CV will be deleted on {{date}}",
  heading: "A stored CV will be deleted",
  intro:
    "The CV of {{expert}} ({{filename}}) will be deleted from GigPartners on {{date}}. The expert has had no active offer, and CVs are kept for {{months}} after the later of the upload and the last change to an offer. The expert's other details stay.",
  introOwn:
    "Your CV ({{filename}}) will be deleted from GigPartners on {{date}}. You have had no active offer, and CVs are kept for {{months}} after the later of the upload and the last change to an offer. Your other details stay.",
  keep: "If the CV is still needed, choose Keep the CV, and the {{months}} count again from today. Offering the expert for a gig or uploading a newer CV does the same.",
  keepOwn:
    "If you want to keep it, choose Keep the CV, and the {{months}} count again from today. Offering yourself for a gig or uploading a newer CV does the same.",
  button: "Keep the CV",
  subjectMany: "{{count}} CVs will be deleted from {{date}}",
  headingMany: "Stored CVs will be deleted",
  introMany:
    "These CVs stored by your company will be deleted from GigPartners on the dates shown. Their experts have had no active offer, and CVs are kept for {{months}} after the later of the upload and the last change to an offer. The experts' other details stay.",
  keepMany:
    "Open a CV's link to keep it, and its {{months}} count again from today. Offering the expert for a gig or uploading a newer CV does the same.",
  deleteOn: "Deleted on {{date}}",
  buttonMany: "Open Experts",
  more_one: "{{count}} more CV is due as well: the Experts tab lists every expert.",
  more_other: "{{count}} more CVs are due as well: the Experts tab lists every expert.",
  why: "You get this email because your company stored this CV on GigPartners (privacy policy: {{url}}).",
  whyOwn: "You get this email because you stored your CV on GigPartners (privacy policy: {{url}}).",
};
export default cvRetentionMail;
