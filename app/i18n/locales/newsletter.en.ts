// Texts of the public site's newsletter part; kept apart so each part can grow on its own.
const newsletterEn = {
  title: "Gig newsletter",
  lead: "New gigs in your inbox on weekdays. Every newsletter has a one-click unsubscribe link.",
  pageLead:
    "Get the new consulting gigs by email on weekdays. Every newsletter has a one-click unsubscribe link.",
  email: "Email",
  submit: "Subscribe",
  subscribed: "You are subscribed to the gig newsletter. It arrives on weekdays.",
  checkInbox:
    "Almost done: open the link we sent to your email address to confirm the subscription. If the address already gets the gig newsletter, nothing changes.",
  errors: {
    malformed: "Please check your email address",
    invalid: "Please use a different email address",
    tooMany: "Too many sign-up attempts from your network. Please try again in an hour.",
    searchTooLong: "This search is too long to keep. Remove some filters and subscribe again.",
  },
  search: {
    phrase: "Gigs matching “{{phrase}}”",
    phraseAndFilters: "Gigs matching “{{phrase}}”, {{filters}}",
    filtersOnly: "Gigs: {{filters}}",
    kept: "Your newsletter will list only the new gigs of this search: {{search}}",
    link: "Get the new gigs of this search by email",
  },
  unsubscribe: {
    title: "Unsubscribe from the gig newsletter",
    confirm: "Stop sending the gig newsletter to {{email}}?",
    submit: "Unsubscribe",
    doneTitle: "You are unsubscribed",
    done: "We no longer send the gig newsletter to {{email}}. You can subscribe again at any time.",
    toast: "You are unsubscribed from the gig newsletter.",
    invalidTitle: "This unsubscribe link does not work",
    invalid:
      "The link is incomplete or too old. Use the unsubscribe link in a recent newsletter, or write to partners@gigpartners.example and we will unsubscribe you.",
    subscribeAgain: "Subscribe again",
    home: "Go to the home page",
  },
  confirm: {
    title: "Confirm your gig newsletter subscription",
    question: "Start sending the gig newsletter to {{email}} on weekdays?",
    submit: "Confirm the subscription",
    invalidTitle: "This confirmation link does not work",
    invalid:
      "The link is incomplete, has already been used, or is more than 3 days old. You can subscribe again on the newsletter page.",
    subscribeAgain: "Go to the newsletter page",
  },
};
export default newsletterEn;
