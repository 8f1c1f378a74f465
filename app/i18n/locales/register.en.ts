// Registration texts: the three steps and the ready page.
const registerEn = {
  title: "Register",
  stepOf: "Step {{step}} of {{total}}",
  progress: "Registration progress",
  progressSteps: {
    "partner-type": "Partner type",
    "company-information": "Company information",
    "freelancer-information": "Freelancer information",
    "personal-information": "Personal information",
  },
  progressDone: "(done)",
  required: "Fields marked * are required.",
  back: "Back",
  continue: "Continue",
  steps: {
    "partner-type": {
      title: "Partner type",
      text: "Choose whether you register as a company or as a freelancer.",
    },
    "email-password": {
      title: "Create your account",
      text: "Create your account with your email address and a password.",
    },
    "company-information": { title: "Company information", text: "Tell us about your company." },
    "company-information-freelancer": {
      title: "Freelancer information",
      text: "Tell us about your business.",
    },
    "personal-information": { title: "Personal information", text: "Tell us about yourself." },
    ready: {
      title: "You are ready",
      text: "Your registration is complete. Here is what to do next.",
    },
  },
  partnerType: {
    legend: "I register as",
    company: {
      label: "A company",
      text: "A consulting company or talent hub with several experts and users.",
    },
    freelancer: { label: "A freelancer", text: "You offer yourself to gigs with your own CV." },
    fixed: "The partner type cannot be changed after registration.",
  },
  emailPassword: {
    submit: "Create account",
    haveAccount: "Already have an account?",
    sentTitle: "Check your inbox",
    sentText:
      "We sent a verification link to {{email}}. Open it to verify your address, then sign in to continue your registration.",
    passwordHint: "At least 6 characters.",
  },
  company: {
    name: "Company name",
    freelancerName: "Business name",
    freelancerNameHint: "Your trade name, or your own name if you have none.",
    website: "Website",
    country: "Home base",
    chooseCountry: "Choose a country",
    capabilities: "Capabilities",
    businessId: "Business ID (y-tunnus)",
    businessIdHint: "Format 1234567-1. Required for companies based in Finland.",
    businessIdHintFreelancer:
      "Format 1234567-1. Required in Finland, unless you invoice through a light-entrepreneur service.",
    lightEntrepreneur: "I invoice through a light-entrepreneur service",
    lightEntrepreneurNote:
      "For light entrepreneurs (kevytyrittäjä) without a business ID of their own: leave the business ID empty. Your invoicing service's details are given when a contract is made.",
    contactNote: "You will be the company's contact person. You can change it later.",
  },
  personal: {
    name: "Name",
    phone: "Phone number",
    phoneHint: "For example +358 40 123 4567",
    jobTitle: "Job title",
    marketing: "I allow GigPartners to send me marketing messages",
    newsletter: "Send me the gig newsletter on weekdays",
    terms: "I agree to the terms of use and the privacy policy",
    termsLink: "Terms of use",
    privacyLink: "Privacy policy",
    joining: "You are joining {{company}}.",
    submit: "Complete registration",
  },
  ready: {
    slides: {
      experts: {
        title: "Add your experts",
        text: "Add experts with their CVs and sales pitches in the Experts tab.",
      },
      freelancer: {
        title: "Complete your profile",
        text: "Add your CV and sales pitch in Freelancer information.",
      },
      gigs: {
        title: "Find gigs",
        text: "Browse the open gigs and offer experts with an hourly rate.",
      },
      gigsFreelancer: {
        title: "Find gigs",
        text: "Browse the open gigs and offer yourself with an hourly rate.",
      },
      follow: {
        title: "Follow your offers",
        text: "Follow every offer in My gigs until the customer decides.",
      },
    },
    previous: "Previous",
    next: "Next",
    slideOf: "{{current}} / {{total}}",
    toDashboard: "Go to the dashboard",
  },
  errors: {
    generic: "Saving your information failed, please try again",
    partnerTypeRequired: "Choose first whether you register as a company or as a freelancer.",
    emailInUse: "This email address is already in use. Sign in instead.",
    inviteAndCompanyNull: "InviteToken and company can't both be null",
    alreadyRegistered: "You have already registered.",
  },
  signedOut: "You were signed out so that you can start a new registration.",
  completed: "Welcome to GigPartners! Your registration is complete.",
};

export default registerEn;
