import uiEn from "./ui.en";
import mailOutboxEn from "./mail-outbox.en";
import type { ServerOnlyTranslation } from "./server-only.en";
import searchEn from "./search.en";
import newsletterEn from "./newsletter.en";
import siteEn from "./site.en";
import authEn from "./auth.en";
import registerEn from "./register.en";
import oauthEn from "./oauth.en";
import expertsEn from "./experts.en";
import offersEn from "./offers.en";
import matchingEn from "./matching.en";
import companyEn from "./company.en";
import accountEn from "./account.en";
import staffEn from "./staff.en";
import staffGigsEn from "./staff-gigs.en";
import staffPostsEn from "./staff-posts.en";
import staffMembersEn from "./staff-members.en";
import notificationsEn from "./notifications.en";
import representationEn from "./representation.en";
import representationPageEn from "./representation-page.en";
import gigQuestionsEn from "./gig-questions.en";
import partnerDataEn from "./partner-data.en";
import cvRetentionEn from "./cv-retention.en";

const en = {
  product: {
    name: "GigPartners",
    tagline: "Consulting gigs for Nordic partners",
  },
  meta: {
    defaultDescription:
      "GigPartners connects consulting companies, talent hubs and freelancers with customer projects. Browse open gigs, offer your experts and follow every offer.",
  },
  nav: {
    main: "Main navigation",
    home: "Home",
    gigs: "Gigs",
    posts: "Posts",
    aboutUs: "About us",
    getInTouch: "Get in touch",
    discover: "Discover the power",
    signIn: "Sign in",
    signOut: "Sign out",
    register: "Register",
    dashboard: "Dashboard",
    backOffice: "Back office",
    openMenu: "Menu",
    closeMenu: "Close menu",
    skipToContent: "Skip to content",
    account: "Signed in as {{name}}",
  },
  footer: {
    label: "Footer",
    company: "Company",
    forPartners: "For partners",
    legal: "Legal",
    faq: "FAQ",
    getStarted: "Get started",
    growWithUs: "Grow with us",
    about: "About GigPartners",
    terms: "Terms of use",
    cookieSettings: "Cookie settings",
    privacy: "Privacy policy",
    copyright: "© {{year}} GigPartners",
  },
  language: {
    label: "Language",
    change: "Change language",
    en: "English",
    fi: "Suomi",
    submit: "Change",
  },
  toast: {
    region: "Notifications",
    dismiss: "Dismiss notification",
    types: { error: "Error", info: "Information", success: "Success", warning: "Warning" },
    languageChanged: "Language changed to English.",
    newVersion: "A new version of GigPartners is available.",
    reload: "Reload",
  },
  consent: {
    title: "Cookies on GigPartners",
    text: "We use necessary cookies to keep you signed in and remember your choices. With your permission we also use analytics cookies to learn how the site is used.",
    acceptAll: "Accept all",
    necessaryOnly: "Necessary only",
    settings: "Cookie settings",
    settingsTitle: "Cookie settings",
    necessaryText:
      "Necessary cookies keep you signed in, remember your language and this choice, and protect forms. They are always on.",
    externalText:
      "Your cookie choices are managed by our consent tool, which opens on every page until you have answered.",
    categories: "Cookies",
    necessary: "Necessary",
    necessaryShort: "Sign-in, language, security. Always on.",
    analytics: "Analytics",
    analyticsText:
      "Counts page views (Matomo) so we can improve the site. Nothing is collected before you allow it.",
    save: "Save choices",
    saved: "Your cookie choices were saved.",
  },
  errors: {
    notFound: {
      title: "Page not found",
      description: "The page you were looking for does not exist or has been moved.",
      message: "Page Not Found: {{path}}",
    },
    gigNotFound: {
      title: "Gig not found",
      description:
        "This gig does not exist or is no longer published. Browse the open gigs instead.",
      browse: "Browse gigs",
    },
    server: {
      title: "Something went wrong",
      description: "An unexpected error happened on our side. Please try again in a moment.",
      requestId: "Quote this id to support:",
    },
    badRequest: {
      title: "The request could not be accepted",
      description:
        "The form or address contained something we cannot accept, for example far too many fields or characters that are not allowed. Go back and try again.",
    },
    uploadsBusy: {
      title: "Too many uploads right now",
      description:
        "Several CVs are being uploaded at this moment and yours could not be taken. Nothing was saved: go back and send the form again in a few seconds.",
    },
    staffOnly: {
      title: "This page is for staff",
      description:
        "The back office is for the provider's staff. Your account cannot open it; your own pages are in the dashboard.",
    },
    forbidden: {
      title: "Request refused",
      description: "The request did not come from this site, so it was refused.",
    },
    unavailable: {
      title: "Service temporarily unavailable",
      description: "We cannot reach our database right now. Please try again in a moment.",
    },
    backHome: "Back to the home page",
    statusCode: "Error {{status}}",
  },
  validation: {
    fillAllRequired: "Fill all required fields",
    required: "Please complete this required field",
    emailRequired: "Please fill in your email address",
    emailInvalid: "Email is not a valid email address",
    passwordRequired: "Please fill in your password",
    emailRequiredInvite: "Please fill in an email address",
    passwordTooShort: "Password must be at least 6 characters long",
    tooShort: "Must be at least {{length}} characters long",
    tooLong: "Must be a maximum of {{length}} characters long",
    nameRequired: "Please fill in your name",
    companyNameRequired: "Please fill in your company name",
    phoneRequired: "Please fill in your phone number",
    homeBaseRequired: "Please fill in your company's home base",
    capabilityRequired: "Please add at least one capability",
    capabilityInvalid: "Choose capabilities from the list",
    tooManyChoices: "Choose at most {{length}}",
    idInvalid: "This choice is not valid",
    contactPersonRequired: "Please add a contact person",
    phoneInvalid: "Invalid phone number",
    websiteInvalid: "Invalid website",
    businessIdInvalid: "Invalid business ID. Use the format 1234567-1.",
    businessIdRequired: "Please fill in your company's business ID",
    businessNameRequired: "Please fill in your business name",
    homeBaseRequiredFreelancer: "Please fill in your home base",
    businessIdRequiredFreelancer:
      "Please fill in your business ID, or choose that you invoice through a light-entrepreneur service",
    businessIdWithLightEntrepreneur:
      "Leave the business ID empty when you invoice through a light-entrepreneur service",
    lightEntrepreneurCompany:
      "A company needs its own business ID: only a freelancer can invoice through a light-entrepreneur service",
    termsRequired: "Please complete this required field",
    unknown: "Please check this field",
    counter: "{{value}} / {{max}}",
    counterLimit: "At most {{max}} characters",
  },
  home: {
    title: "Consulting gigs for Nordic partners",
    lead: "Offer your experts to customer projects, propose an hourly rate and follow every offer until the customer decides.",
    browseGigs: "Browse gigs",
    registerCta: "Register as a partner",
    latestGigs: "Latest gigs",
    allGigs: "See all gigs",
    howToStart: "How to start",
    steps: {
      register: {
        title: "Register",
        text: "Register as a company or as a freelancer. It takes a few minutes.",
      },
      experts: {
        title: "Add your experts",
        text: "Add your experts with their CVs and sales pitches.",
      },
      offer: { title: "Offer", text: "Offer experts to open gigs with a proposed hourly rate." },
      follow: {
        title: "Follow",
        text: "Follow each offer in your dashboard until the customer decides.",
      },
    },
    latestPosts: "Latest posts",
    allPosts: "See all posts",
    noGigs: "There are no published gigs right now.",
  },
  gigs: {
    title: "Gigs",
    lead: "Customer projects looking for consultants.",
    count_one: "{{count}} gig",
    count_other: "{{count}} gigs",
    empty: "No gigs match right now.",
    status: {
      "accepting-proposals": "Accepting proposals",
      "offer-in-progress": "Offer in progress",
      waiting: "Waiting",
      resolved: "Resolved",
      won: "Won",
      lost: "Lost",
    },
    closed: "Closed",
    closedBanner: "This gig no longer accepts offers.",
    closesToday: "Closes today",
    daysLeft_one: "{{count}} day left",
    daysLeft_other: "{{count}} days left",
    publishedToday: "Published today",
    publishedDaysAgo_one: "Published {{count}} day ago",
    publishedDaysAgo_other: "Published {{count}} days ago",
    deadline: "Offer deadline",
    rate: "{{min}}–{{max}} €/h",
    pagination: "Pagination",
    previous: "Previous page",
    next: "Next page",
    pageOf: "Page {{page}} of {{pages}}",
    fields: {
      duration: "Duration",
      requiredSkills: "Required skills",
      niceToHaveSkills: "Nice-to-have skills",
      locations: "Locations",
      onsite: "Work mode",
      minExperience: "Minimum experience",
      minExperienceYears_one: "{{count}} year",
      minExperienceYears_other: "{{count}} years",
      hourlyRate: "Hourly rate",
      startDate: "Starting date",
      customerDeadline: "End customer offer deadline",
      offerDeadline: "Expert offer deadline",
      language: "Language",
      allocation: "Allocation",
      status: "Status",
    },
    workMode: { onsite: "On site", remote: "Remote", hybrid: "Hybrid" },
    offerExperts: "Offer experts",
    yourOffers: "Your offers on this gig",
    estimatedDate: "{{date}} (estimate)",
    offerRate: "{{rate}} €/h",
    noOffersYet: "You have not offered anyone for this gig yet.",
    noOfferYetSelf: "You have not offered yourself for this gig yet.",
    yourOffer: "Your offer on this gig",
    offerSignIn: "Sign in to offer your experts for this gig.",
    signInToOffer: "Sign in to offer",
    factsLabel: "Key facts",
    candidatesTitle: "Candidates",
    openInBackOffice: "Open candidates in the back office",
    contact: "Contact person",
    contactSignIn: "Sign in to see the contact details.",
    back: "Back to gigs",
  },
  posts: {
    title: "Posts",
    lead: "News, guides and stories for consulting partners.",
    categories: "Categories",
    allCategories: "All",
    languages: "Language",
    language: { en: "In English", fi: "In Finnish", all: "All languages" },
    writtenIn: { en: "In English", fi: "In Finnish" },
    category: { news: "News", guides: "Guides", stories: "Stories" },
    empty: "No posts yet.",
    readMore: "Read more",
    back: "Back to posts",
    published: "Published {{date}}",
  },
  dashboard: {
    title: "Dashboard",
    tabs: {
      overview: "Overview",
      "my-gigs": "My gigs",
      "my-gigs-company": "My gigs and offered experts",
      experts: "Experts",
      "company-and-users": "Company and users",
      "freelancer-information": "Freelancer information",
      "my-details": "My details",
    },
    intro: {
      "my-gigs": "Gigs you have offered experts to, with the stage of each offer.",
      "my-gigs-freelancer": "Gigs you have offered yourself to, with the stage of each offer.",
      experts: "Your experts, their CVs and where they have been offered.",
      "company-and-users": "Your company information, its users and invitations.",
      "freelancer-information": "Your freelancer profile: role, sales pitch and CV.",
    },
    overview: { offersByStage: "Offers by stage" },
    stages: {
      "waiting-review": "Waiting review",
      "suitable-candidate": "Suitable candidate",
      "ready-to-offer": "Ready to offer",
      "waiting-customer-decision": "Waiting customer decision",
      accepted: "Accepted",
      declined: "Declined",
    },
    details: {
      name: "Name",
      email: "Email",
      jobTitle: "Job title",
      phone: "Phone number",
      marketing: "Marketing consent",
      allowed: "Allowed",
      notAllowed: "Not allowed",
      terms: "Terms of use agreed",
    },
  },
  version: {
    label: "Version {{version}}",
  },
  auth: authEn,
  ui: uiEn,
  register: registerEn,
  search: searchEn,
  newsletter: newsletterEn,
  site: siteEn,
  oauth: oauthEn,
  experts: expertsEn,
  offers: offersEn,
  matching: matchingEn,
  company: companyEn,
  account: accountEn,
  staff: staffEn,
  staffGigs: staffGigsEn,
  staffPosts: staffPostsEn,
  staffMembers: staffMembersEn,
  notifications: notificationsEn,
  representation: representationEn,
  representationPage: representationPageEn,
  gigQuestions: gigQuestionsEn,
  partnerData: partnerDataEn,
  cvRetention: cvRetentionEn,
  mail: { outbox: mailOutboxEn },
  modal: { close: "Close", cancel: "Cancel" },
};

export default en;
/** What the browser loads: every text but the mails' and the API's (server-only.en.ts). */
export type BrowserTranslation = typeof en;
export type Translation = BrowserTranslation & ServerOnlyTranslation;
