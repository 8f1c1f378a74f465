// Texts of the public site's newsletter part; kept apart so each part can grow on its own.
const newsletterEn = {
  title: "Gig newsletter",
  lead: "New gigs in your inbox on weekdays. Every newsletter has a one-click unsubscribe link.",
  pageLead:
    "Get the new consulting gigs by email on weekdays. Every newsletter has a one-click unsubscribe link.",
  email: "Email",
  submit: "Subscribe",
  subscribed: "You are subscribed to the gig newsletter. It arrives on weekdays.",
  errors: {
    malformed: "Please check your email address",
    invalid: "Please use a different email address",
    tooMany: "Too many sign-up attempts from your network. Please try again in an hour.",
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
      "The link is incomplete, or a newer newsletter has replaced it. Use the unsubscribe link in the most recent newsletter, or write to partners@gigpartners.example and we will unsubscribe you.",
    subscribeAgain: "Subscribe again",
    home: "Go to the home page",
  },
};
export default newsletterEn;
