// Who may do what, for every route of the build. access-matrix.test.ts fails for a route that has
// no entry here, so a new route cannot ship without someone deciding who may open it.
//
// Concrete URLs use company A's resources (the demo company), so company B, the freelancer, staff
// and signed-out actors must never get them: 404, or a redirect that shows nothing of A.
import type { Actor, Ids } from "./lib/actors";

export type Outcome =
  /** The answer's status code. */
  | { status: number }
  /** A redirect (3xx) whose Location has this path. */
  | { redirect: string }
  /**
   * Allowed: the POST would really write (delete an expert, send a mail, sign out), so it is
   * not sent here; each of these writes has its own integration test.
   */
  | { allowed: string };

export type MatrixEntry = {
  url: (ids: Ids) => string;
  /** Expected answer to GET, per actor; required when the route has a loader. */
  get?: Record<Actor, Outcome>;
  /** Expected answer to a POST of `body`, per actor; required when the route has an action. */
  post?: Record<Actor, Outcome>;
  body?: (ids: Ids) => Record<string, string>;
  /** Extra request headers the route needs to take the POST at all. */
  headers?: Record<string, string>;
  /**
   * Routes that show messages to whoever may read them by design (the development outbox) are
   * left out of the check for company A's data.
   */
  mayShowAnyCompanysData?: string;
};

const ok = { status: 200 };
const notFound = { status: 404 };
const toSignIn = { redirect: "/sign-in" };
const toFreelancerPages = { redirect: "/dashboard/freelancer-information" };
const toCompanyPages = { redirect: "/dashboard/company-and-users" };
const toOverview = { redirect: "/dashboard/overview" };
/** Staff have no partner company: the partner pages send them to the back office, never a loop. */
const staffAway = { redirect: "/staff" };
/** Where staff land (STAFF_HOME in app/auth/guards.server.ts). */
const toStaffHome = { redirect: "/staff" };
const forbidden = { status: 403 };

/** A back-office page: staff only; partners get the 403 page, the signed-out sign in. */
const staffPage: Record<Actor, Outcome> = {
  visitor: toSignIn,
  companyA: forbidden,
  companyB: forbidden,
  freelancer: forbidden,
  disabled: toSignIn,
  staff: ok,
};

const staffWrite = (allowed: string): Record<Actor, Outcome> => ({
  ...staffPage,
  staff: { allowed },
});
/** The second step is for staff sessions that have not passed it; everyone else is sent on. */
const staffAwayFromSecondFactor: Record<Actor, Outcome> = {
  visitor: toSignIn,
  companyA: toOverview,
  companyB: toOverview,
  freelancer: toOverview,
  disabled: toSignIn,
  staff: toStaffHome,
};
const STAFF_SEE_EVERY_COMPANY = "the back office shows every company's candidates to staff";

const everyone = (outcome: Outcome): Record<Actor, Outcome> => ({
  visitor: outcome,
  companyA: outcome,
  companyB: outcome,
  freelancer: outcome,
  disabled: outcome,
  staff: outcome,
});

/** The JSON API: a signed-in caller of any kind, or a 401 in the API's error shape. */
const apiSignedIn = (outcome: Outcome): Record<Actor, Outcome> => ({
  visitor: { status: 401 },
  companyA: outcome,
  companyB: outcome,
  freelancer: outcome,
  disabled: { status: 401 },
  staff: outcome,
});
/** A registered partner's call; staff are not partners (403). */
const apiPartner = (outcome: Outcome): Record<Actor, Outcome> => ({
  ...apiSignedIn(outcome),
  staff: { status: 403 },
});
const methodNotAllowed = { status: 405 };
/** The matrix posts forms; a JSON route refuses them before reading a field. */
const notJson = { status: 415 };

/** A page of one's own: any registered partner, no id in the URL. */
const registeredPage: Record<Actor, Outcome> = {
  visitor: toSignIn,
  companyA: ok,
  companyB: ok,
  freelancer: ok,
  disabled: toSignIn,
  staff: staffAway,
};

/** A page of a company partner's own company (not a freelancer's), no id in the URL. */
const companyPage: Record<Actor, Outcome> = {
  visitor: toSignIn,
  companyA: ok,
  companyB: ok,
  freelancer: toFreelancerPages,
  disabled: toSignIn,
  staff: staffAway,
};

/** A page about one of company A's resources: only A, B gets 404. */
const companyAResource: Record<Actor, Outcome> = { ...companyPage, companyB: notFound };

const freelancerPage: Record<Actor, Outcome> = {
  visitor: toSignIn,
  companyA: toCompanyPages,
  companyB: toCompanyPages,
  freelancer: ok,
  disabled: toSignIn,
  staff: staffAway,
};

/** Writes to company A's resources: refused for all but A (A's write is not sent here). */
const companyAWrite = (allowed: string): Record<Actor, Outcome> => ({
  ...companyAResource,
  companyA: { allowed },
});

const registeredWrite = (allowed: string): Record<Actor, Outcome> => ({
  ...registeredPage,
  companyA: { allowed },
  companyB: { allowed },
  freelancer: { allowed },
});

/** Registration and sign-in are for the signed-out; anyone signed in goes to the dashboard. */
const signedInAway = (signedOut: Outcome): Record<Actor, Outcome> => ({
  visitor: signedOut,
  companyA: toOverview,
  companyB: toOverview,
  freelancer: toOverview,
  disabled: signedOut,
  staff: toStaffHome,
});

/** A registration step; without a registration in progress the visitor starts over. */
const registrationStep = signedInAway;
const toPartnerType = { redirect: "/register/partner-type" };

const publicWrite = (allowed: string) => everyone({ allowed });

export const ACCESS_MATRIX: Record<string, MatrixEntry> = {
  "routes/_public+/$": {
    url: () => "/no-such-page",
    get: everyone(notFound),
    post: everyone(notFound),
  },
  "routes/_public+/_index": { url: () => "/", get: everyone(ok) },
  "routes/_public+/about-us.$page": { url: () => "/about-us/faq", get: everyone(ok) },
  "routes/_public+/about-us._index": {
    url: () => "/about-us",
    get: everyone({ redirect: "/about-us/grow-with-us" }),
  },
  "routes/_auth+/auth.$provider": {
    // No OIDC provider is configured for the suite: an unknown provider is a 404.
    url: () => "/auth/no-such-provider",
    // GET is no page (the not-found page); POST starts a configured provider only.
    get: everyone(notFound),
    post: everyone(notFound),
  },
  "routes/_auth+/auth.$provider.callback": {
    url: () => "/auth/no-such-provider/callback",
    get: everyone(notFound),
  },
  "routes/_resources+/builds.latest[.]json": {
    url: () => "/builds/latest.json",
    get: everyone(ok),
  },
  // The running build's own id answers 200 (tests/e2e/smoke.spec.ts); any other is unknown.
  "routes/_resources+/builds.meta.$file": {
    url: () => "/builds/meta/0000000000.json",
    get: everyone(notFound),
  },
  // The bare dashboard only redirects; the overview then asks for sign-in or registration.
  "routes/dashboard+/_layout": { url: () => "/dashboard", get: everyone(toOverview) },
  "routes/dashboard+/_index": { url: () => "/dashboard/", get: everyone(toOverview) },
  "routes/dashboard+/company-and-users": {
    url: () => "/dashboard/company-and-users",
    get: companyPage,
  },
  "routes/dashboard+/company-and-users.company": {
    url: () => "/dashboard/company-and-users/company",
    get: companyPage,
    post: { ...companyPage, companyA: { status: 400 }, companyB: { status: 400 } },
    body: () => ({ name: "" }),
  },
  "routes/dashboard+/company-and-users.invites.$inviteId.delete": {
    url: (ids) => `/dashboard/company-and-users/invites/${ids.inviteA}/delete`,
    get: companyAResource,
    post: companyAWrite("deletes the invite"),
  },
  "routes/dashboard+/company-and-users.invites.$inviteId.resend": {
    url: (ids) => `/dashboard/company-and-users/invites/${ids.inviteA}/resend`,
    get: companyAResource,
    post: companyAWrite("sends the invite mail again"),
  },
  "routes/dashboard+/company-and-users.invites.new": {
    url: () => "/dashboard/company-and-users/invites/new",
    get: companyPage,
    post: { ...companyPage, companyA: { status: 400 }, companyB: { status: 400 } },
    body: () => ({ email: "not-an-address" }),
  },
  "routes/dashboard+/company-and-users.users.$userId.delete": {
    url: (ids) => `/dashboard/company-and-users/users/${ids.userA2}/delete`,
    get: companyAResource,
    post: companyAWrite("removes the colleague"),
  },
  "routes/dashboard+/cv-upload": {
    // The upload endpoint behind the expert form; posted to with A's expert as the target.
    url: (ids) => `/dashboard/cv-upload?form=expert-edit&expertId=${ids.expertA}`,
    post: { ...companyAResource, companyA: { status: 400 } },
    body: () => ({ name: "" }),
    headers: { "X-Upload-Progress": "1" },
  },
  "routes/dashboard+/experts": { url: () => "/dashboard/experts", get: companyPage },
  "routes/dashboard+/experts.$expertId.cv": {
    url: (ids) => `/dashboard/experts/${ids.expertA}/cv`,
    get: companyAResource,
  },
  "routes/dashboard+/experts.$expertId.delete": {
    url: (ids) => `/dashboard/experts/${ids.expertA}/delete`,
    get: companyAResource,
    post: companyAWrite("deletes the expert"),
  },
  // The keep question of CV retention (decision 051); A's POST restarts the CV's retention.
  "routes/dashboard+/experts.$expertId.keep-cv": {
    url: (ids) => `/dashboard/experts/${ids.expertA}/keep-cv`,
    get: companyAResource,
    post: companyAWrite("keeps the CV (tests/integration/cv-retention.test.ts)"),
  },
  "routes/dashboard+/experts.$expertId.edit": {
    url: (ids) => `/dashboard/experts/${ids.expertA}/edit`,
    get: companyAResource,
    post: { ...companyAResource, companyA: { status: 400 } },
    body: () => ({ name: "" }),
  },
  "routes/dashboard+/experts.new": {
    url: () => "/dashboard/experts/new",
    get: companyPage,
    post: { ...companyPage, companyA: { status: 400 }, companyB: { status: 400 } },
    body: () => ({ name: "" }),
  },
  "routes/dashboard+/freelancer-information": {
    url: () => "/dashboard/freelancer-information",
    get: freelancerPage,
  },
  "routes/dashboard+/freelancer-information.company": {
    url: () => "/dashboard/freelancer-information/company",
    get: freelancerPage,
    post: { ...freelancerPage, freelancer: { status: 400 } },
    body: () => ({ name: "" }),
  },
  "routes/dashboard+/freelancer-information.cv": {
    url: () => "/dashboard/freelancer-information/cv",
    get: freelancerPage,
  },
  "routes/dashboard+/freelancer-information.keep-cv": {
    url: () => "/dashboard/freelancer-information/keep-cv",
    get: freelancerPage,
    post: { ...freelancerPage, freelancer: { allowed: "keeps the freelancer's own CV" } },
  },
  "routes/dashboard+/freelancer-information.edit": {
    url: () => "/dashboard/freelancer-information/edit",
    get: freelancerPage,
    post: { ...freelancerPage, freelancer: { status: 400 } },
    body: () => ({ role: "x".repeat(101) }),
  },
  "routes/dashboard+/my-details": { url: () => "/dashboard/my-details", get: registeredPage },
  "routes/dashboard+/my-details.delete": {
    url: () => "/dashboard/my-details/delete",
    get: registeredPage,
    post: registeredWrite("deletes the account"),
  },
  "routes/dashboard+/my-details.edit": {
    url: () => "/dashboard/my-details/edit",
    get: registeredPage,
    post: {
      ...registeredPage,
      companyA: { status: 400 },
      companyB: { status: 400 },
      freelancer: { status: 400 },
    },
    body: () => ({ name: "" }),
  },
  "routes/dashboard+/my-details.notifications": {
    url: () => "/dashboard/my-details/notifications",
    get: registeredPage,
    post: {
      ...registeredPage,
      companyA: { status: 400 },
      companyB: { status: 400 },
      freelancer: { status: 400 },
    },
    body: () => ({ offerStage: "yes" }),
  },
  "routes/dashboard+/my-gigs": { url: () => "/dashboard/my-gigs", get: registeredPage },
  // A download of the caller's own company's offers: no id in the URL, B gets B's (decision 050).
  "routes/dashboard+/my-gigs[.]csv": { url: () => "/dashboard/my-gigs.csv", get: registeredPage },
  "routes/dashboard+/my-gigs.$candidateId.edit": {
    url: (ids) => `/dashboard/my-gigs/${ids.candidateA}/edit`,
    get: { ...registeredPage, companyB: notFound, freelancer: notFound },
    post: {
      ...registeredPage,
      companyA: { status: 400 },
      companyB: notFound,
      freelancer: notFound,
    },
    body: () => ({ rate: "not-a-number" }),
  },
  "routes/dashboard+/my-gigs.$candidateId.feedback": {
    url: (ids) => `/dashboard/my-gigs/${ids.declinedCandidateA}/feedback`,
    get: { ...registeredPage, companyB: notFound, freelancer: notFound },
  },
  "routes/dashboard+/my-gigs.$candidateId.remove": {
    url: (ids) => `/dashboard/my-gigs/${ids.candidateA}/remove`,
    get: { ...registeredPage, companyB: notFound, freelancer: notFound },
    post: {
      ...registeredPage,
      companyA: { allowed: "withdraws the offer" },
      companyB: notFound,
      freelancer: notFound,
    },
  },
  "routes/dashboard+/overview": { url: () => "/dashboard/overview", get: registeredPage },
  // The outbox exists only with DEV_TOOLS=1 (npm run dev / demo); the suite's server, like
  // `npm start`, runs without it.
  "routes/_dev+/dev.outbox": { url: () => "/dev/outbox", get: everyone(notFound) },
  "routes/_dev+/dev.outbox.$id": {
    url: () => "/dev/outbox/no-such-message",
    get: everyone(notFound),
  },
  // Development tools only (DEV_TOOLS=1); the suite's servers run without them.
  "routes/_dev+/dev.ui": { url: () => "/dev/ui", get: everyone(notFound) },
  "routes/_public+/discover-the-power": { url: () => "/discover-the-power", get: everyone(ok) },
  "routes/_public+/get-in-touch": { url: () => "/get-in-touch", get: everyone(ok) },
  "routes/_public+/gigs.$id.$slug": {
    url: (ids) => `/gigs/${ids.candidateAGigId}/${ids.candidateAGigSlug}`,
    get: everyone(ok),
  },
  // Asking a question on an open gig (decision 049): registered partners; an empty one writes nothing.
  "routes/_public+/gigs.$id.$slug.ask": {
    url: (ids) => `/gigs/${ids.openGigId}/${ids.openGigSlug}/ask`,
    get: registeredPage,
    post: {
      ...registeredPage,
      companyA: { status: 400 },
      companyB: { status: 400 },
      freelancer: { status: 400 },
    },
    body: () => ({ text: "" }),
  },
  "routes/_public+/gigs.$id.$slug.offer": {
    url: (ids) => `/gigs/${ids.openGigId}/${ids.openGigSlug}/offer`,
    get: registeredPage,
    post: {
      ...registeredPage,
      companyA: { status: 400 },
      companyB: { status: 400 },
      freelancer: { status: 400 },
    },
    body: () => ({ rate: "not-a-number" }),
  },
  "routes/_public+/gigs.$id.$slug.offers.$candidateId.edit": {
    url: (ids) =>
      `/gigs/${ids.candidateAGigId}/${ids.candidateAGigSlug}/offers/${ids.candidateA}/edit`,
    get: { ...registeredPage, companyB: notFound, freelancer: notFound },
    post: {
      ...registeredPage,
      companyA: { status: 400 },
      companyB: notFound,
      freelancer: notFound,
    },
    body: () => ({ rate: "not-a-number" }),
  },
  "routes/_public+/gigs.$id.$slug.offers.$candidateId.remove": {
    url: (ids) =>
      `/gigs/${ids.candidateAGigId}/${ids.candidateAGigSlug}/offers/${ids.candidateA}/remove`,
    get: { ...registeredPage, companyB: notFound, freelancer: notFound },
    post: {
      ...registeredPage,
      companyA: { allowed: "withdraws the offer" },
      companyB: notFound,
      freelancer: notFound,
    },
  },
  "routes/_public+/gigs.$id._index": {
    url: (ids) => `/gigs/${ids.candidateAGigId}`,
    get: everyone({ redirect: "/gigs/:id/:slug" }),
  },
  "routes/_public+/gigs._index": { url: () => "/gigs", get: everyone(ok) },
  "routes/_resources+/healthz": { url: () => "/healthz", get: everyone(ok) },
  "routes/_public+/language": {
    url: () => "/language",
    get: everyone(ok),
    post: everyone({ status: 400 }),
    body: () => ({ locale: "xx" }),
  },
  "routes/_public+/cookie-settings": {
    url: () => "/cookie-settings",
    get: everyone(ok),
    post: everyone({ status: 400 }),
    body: () => ({ intent: "everything" }),
  },
  "routes/_public+/newsletter": {
    url: () => "/newsletter",
    get: everyone(ok),
    post: everyone({ status: 400 }),
    body: () => ({ email: "not-an-address" }),
  },
  "routes/_public+/newsletter_.confirm": {
    url: () => "/newsletter/confirm?token=not-a-token",
    get: everyone(notFound),
    post: everyone(notFound),
    body: () => ({ token: "not-a-token" }),
  },
  "routes/_public+/newsletter_.unsubscribe": {
    url: () => "/newsletter/unsubscribe?token=not-a-token",
    get: everyone(notFound),
    post: everyone(notFound),
    body: () => ({ token: "not-a-token" }),
  },
  // The expert's consent links (decision 048): a made-up token answers 404 for everyone.
  "routes/_public+/representation.$answer": {
    url: () => "/representation/agree?token=not-a-token",
    get: everyone(notFound),
    post: everyone(notFound),
    body: () => ({ token: "not-a-token" }),
  },
  "routes/_public+/posts.$slug": { url: () => "/posts/no-such-post", get: everyone(notFound) },
  "routes/_public+/posts._index": { url: () => "/posts", get: everyone(ok) },
  "routes/_public+/privacy-policy": { url: () => "/privacy-policy", get: everyone(ok) },
  "routes/_auth+/register._index": { url: () => "/register", get: registrationStep(toPartnerType) },
  "routes/_auth+/register.company-information": {
    url: () => "/register/company-information",
    get: registrationStep(toPartnerType),
    post: registrationStep(toPartnerType),
  },
  "routes/_auth+/register.email-password": {
    url: () => "/register/email-password",
    get: registrationStep(toPartnerType),
    post: registrationStep(toPartnerType),
  },
  "routes/_auth+/register.partner-type": {
    url: () => "/register/partner-type",
    get: registrationStep(ok),
    post: registrationStep({ status: 400 }),
  },
  "routes/_auth+/register.personal-information": {
    url: () => "/register/personal-information",
    get: registrationStep(toSignIn),
    post: registrationStep(toSignIn),
  },
  "routes/_auth+/register.ready": {
    url: () => "/register/ready",
    get: { ...registeredPage, staff: toStaffHome },
  },
  "routes/api+/$": {
    url: () => "/api/no-such-call",
    get: everyone(notFound),
    post: everyone(notFound),
  },
  "routes/api+/auth.local": {
    url: () => "/api/auth/local",
    get: everyone(methodNotAllowed),
    post: everyone(notJson),
    body: () => ({ identifier: "company@example.com", password: "demo-password" }),
  },
  "routes/api+/auth.logout": {
    url: () => "/api/auth/logout",
    get: everyone(methodNotAllowed),
    // With the cookie (no token) there is no API session to end; the page's sign-out ends it.
    post: apiSignedIn({ status: 204 }),
  },
  "routes/api+/users.me": {
    url: () => "/api/users/me",
    get: apiSignedIn(ok),
    post: everyone(methodNotAllowed),
  },
  "routes/api+/users.current": {
    url: () => "/api/users/current",
    get: { ...apiSignedIn(ok), staff: { status: 204 } },
    post: everyone(methodNotAllowed),
  },
  // "Download my data": anyone signed in gets their own (staff too, without a company).
  "routes/api+/users.current_.export": {
    url: () => "/api/users/current/export",
    get: apiSignedIn(ok),
    post: everyone(methodNotAllowed),
  },
  "routes/api+/gigs": {
    url: () => "/api/gigs",
    get: everyone(ok),
    post: everyone(methodNotAllowed),
  },
  "routes/api+/gigs_.$id": {
    url: (ids) => `/api/gigs/${ids.candidateAGigId}`,
    get: everyone(ok),
    post: everyone(methodNotAllowed),
  },
  "routes/api+/gigs_.$id_.contact-info": {
    url: (ids) => `/api/gigs/${ids.candidateAGigId}/contact-info`,
    get: apiSignedIn(ok),
    post: everyone(methodNotAllowed),
  },
  // Matches (issue 36): the caller's own experts against a public gig, so every partner gets an
  // answer of their own; staff are not partners.
  "routes/api+/gigs_.$id_.matches": {
    url: (ids) => `/api/gigs/${ids.candidateAGigId}/matches`,
    get: apiPartner(ok),
    post: everyone(methodNotAllowed),
  },
  "routes/api+/countries": {
    url: () => "/api/countries",
    get: everyone(ok),
    post: everyone(methodNotAllowed),
  },
  "routes/api+/capabilities": {
    url: () => "/api/capabilities",
    get: everyone(ok),
    post: everyone(methodNotAllowed),
  },
  "routes/api+/gigsletter.subscriptions": {
    url: () => "/api/gigsletter/subscriptions",
    get: everyone(methodNotAllowed),
    post: everyone(notJson),
    body: () => ({ email: "someone@example.org" }),
  },
  // API: experts and their CVs (routes/api+/experts*)
  // Company partners only, as on the experts pages: a freelancer and staff get 403 (the pages
  // redirect them), company B gets its own list and a 404 for company A's expert. The matrix
  // posts a form: a company partner's POST is refused as not JSON before anything is written.
  "routes/api+/experts": {
    url: () => "/api/experts",
    get: { ...apiSignedIn(ok), freelancer: forbidden, staff: forbidden },
    post: {
      ...apiSignedIn(notJson),
      freelancer: forbidden,
      staff: forbidden,
    },
    body: () => ({ name: "Matrix Expert", sales_pitch: "From the matrix" }),
  },
  "routes/api+/experts_.$id": {
    url: (ids) => `/api/experts/${ids.expertA}`,
    get: { ...apiSignedIn(ok), companyB: notFound, freelancer: forbidden, staff: forbidden },
    // PUT and DELETE are the writes (tests/api/experts.test.ts); POST is no method of this route.
    post: everyone(methodNotAllowed),
  },
  "routes/api+/experts_.$id_.cv": {
    url: (ids) => `/api/experts/${ids.expertA}/cv`,
    get: { ...apiSignedIn(ok), companyB: notFound, freelancer: forbidden, staff: forbidden },
    post: everyone(methodNotAllowed),
  },
  // The open gigs that fit company A's expert: another partner (a freelancer too) gets 404.
  "routes/api+/experts_.$id_.matches": {
    url: (ids) => `/api/experts/${ids.expertA}/matches`,
    get: { ...apiPartner(ok), companyB: notFound, freelancer: notFound },
    post: everyone(methodNotAllowed),
  },
  // API: company, users and invites (routes/api+/company*, users*, invites*)
  // A registered partner's own company (freelancers too); staff have none (403).
  "routes/api+/company": {
    url: () => "/api/company",
    get: { ...apiSignedIn(ok), staff: forbidden },
    post: everyone(methodNotAllowed),
  },
  // Company users and invites: company partners; freelancers and staff 403.
  "routes/api+/users": {
    url: () => "/api/users",
    get: { ...apiSignedIn(ok), freelancer: forbidden, staff: forbidden },
    post: everyone(methodNotAllowed),
  },
  // DELETE only (tests/api/company.test.ts).
  "routes/api+/users_.$id": {
    url: (ids) => `/api/users/${ids.userA2}`,
    get: everyone(methodNotAllowed),
    post: everyone(methodNotAllowed),
  },
  "routes/api+/invites": {
    url: () => "/api/invites",
    get: { ...apiSignedIn(ok), freelancer: forbidden, staff: forbidden },
    post: { ...apiSignedIn(notJson), freelancer: forbidden, staff: forbidden },
    body: () => ({ email: "someone@example.org" }),
  },
  // PUT and DELETE only (tests/api/company.test.ts).
  "routes/api+/invites_.$id": {
    url: (ids) => `/api/invites/${ids.inviteA}`,
    get: everyone(methodNotAllowed),
    post: everyone(methodNotAllowed),
  },
  // Public; an unknown token is invite-not-found for everyone.
  "routes/api+/invites_.token.$token": {
    url: () => `/api/invites/token/${"x".repeat(43)}`,
    get: everyone(notFound),
    post: everyone(methodNotAllowed),
  },
  // API: offers, my gigs, registration (routes/api+/gigs_.$id_.candidates*, my-gigs, ...)
  // API: the content backend's login endpoints (routes/api+/auth.*, connect.$provider).
  // Public JSON calls: the matrix posts a form, refused as not JSON before anything is read,
  // counted or sent. Changing the password needs a signed-in caller; staff use the back office.
  "routes/api+/auth.local_.register": {
    url: () => "/api/auth/local/register",
    get: everyone(methodNotAllowed),
    post: everyone(notJson),
    body: () => ({ email: "matrix-register@example.org", password: "matrix-password" }),
  },
  "routes/api+/auth.forgot-password": {
    url: () => "/api/auth/forgot-password",
    get: everyone(methodNotAllowed),
    post: everyone(notJson),
    body: () => ({ email: "company@example.com" }),
  },
  "routes/api+/auth.reset-password": {
    url: () => "/api/auth/reset-password",
    get: everyone(methodNotAllowed),
    post: everyone(notJson),
    body: () => ({ code: "x".repeat(43), password: "matrix-password" }),
  },
  "routes/api+/auth.change-password": {
    url: () => "/api/auth/change-password",
    get: everyone(methodNotAllowed),
    post: { ...apiSignedIn(notJson), staff: forbidden },
    body: () => ({ currentPassword: "demo-password", password: "matrix-password" }),
  },
  "routes/api+/auth.send-email-confirmation": {
    url: () => "/api/auth/send-email-confirmation",
    get: everyone(methodNotAllowed),
    post: everyone(notJson),
    body: () => ({ email: "company@example.com" }),
  },
  // No OIDC provider is configured for the suite: every provider is unknown (404).
  "routes/api+/connect.$provider": {
    url: () => "/api/connect/google",
    get: everyone(notFound),
    post: everyone(methodNotAllowed),
  },
  "routes/api+/auth.$provider.callback": {
    url: () => "/api/auth/google/callback?code=x&state=y",
    get: everyone(notFound),
    post: everyone(methodNotAllowed),
  },
  // Questions on a gig (decision 049): any signed-in caller reads the answered ones; partners ask.
  "routes/api+/gigs_.$id_.questions": {
    url: (ids) => `/api/gigs/${ids.candidateAGigId}/questions`,
    get: apiSignedIn(ok),
    post: apiPartner(notJson),
    body: () => ({ text: "A question nobody may ask as a form" }),
  },
  "routes/api+/gigs_.$id_.candidates": {
    url: (ids) => `/api/gigs/${ids.candidateAGigId}/candidates`,
    // Each company sees its own candidates only: B and the freelancer get an empty list.
    get: apiPartner(ok),
    post: everyone(methodNotAllowed),
  },
  "routes/api+/gigs_.$id_.candidates_.$expertId": {
    url: (ids) => `/api/gigs/${ids.candidateAGigId}/candidates/${ids.expertA}`,
    get: everyone(methodNotAllowed),
    post: apiPartner(notJson),
    body: () => ({ rate: "100" }),
  },
  "routes/api+/openapi[.]json": {
    url: () => "/api/openapi.json",
    get: everyone(ok),
    post: everyone(methodNotAllowed),
  },
  "routes/api+/docs": { url: () => "/api/docs", get: everyone(ok) },
  "routes/api+/registrations": {
    url: () => "/api/registrations",
    get: everyone(methodNotAllowed),
    post: apiSignedIn(notJson),
    body: () => ({ name: "Nobody", invite_token: "x" }),
  },
  "routes/api+/my-gigs": {
    url: () => "/api/my-gigs",
    get: apiPartner(ok),
    post: everyone(methodNotAllowed),
  },
  "routes/_resources+/robots[.]txt": { url: () => "/robots.txt", get: everyone(ok) },
  "routes/_auth+/sign-in_.second-factor": {
    url: () => "/sign-in/second-factor",
    get: { ...staffAwayFromSecondFactor },
    post: { ...staffAwayFromSecondFactor },
    body: () => ({ code: "000000" }),
  },
  "routes/_auth+/sign-in_.second-factor_.enrol": {
    url: () => "/sign-in/second-factor/enrol?token=not-a-real-enrolment-token",
    get: { ...staffAwayFromSecondFactor },
    post: { ...staffAwayFromSecondFactor },
    body: () => ({ code: "000000", token: "not-a-real-enrolment-token" }),
  },
  "routes/staff+/_layout": {
    url: () => "/staff",
    get: { ...staffPage, staff: { redirect: "/staff/gigs" } },
  },
  "routes/staff+/_index": {
    url: () => "/staff/",
    get: { ...staffPage, staff: { redirect: "/staff/gigs" } },
  },
  "routes/staff+/gigs._index": { url: () => "/staff/gigs", get: staffPage },
  "routes/staff+/gigs.$id": {
    url: (ids) => `/staff/gigs/${ids.candidateAGigId}`,
    get: staffPage,
    post: staffWrite("moves a candidate (tests/integration/staff-pipeline.test.ts)"),
    body: (ids) => ({ candidateId: ids.candidateA, from: "waiting-review", to: "ready-to-offer" }),
    mayShowAnyCompanysData: STAFF_SEE_EVERY_COMPANY,
  },
  "routes/staff+/gigs.new": {
    url: () => "/staff/gigs/new",
    get: staffPage,
    post: staffWrite("creates a gig (tests/integration/staff-gigs.test.ts)"),
    body: () => ({ title: "A gig nobody may create" }),
  },
  "routes/staff+/gigs.$id_.edit": {
    url: (ids) => `/staff/gigs/${ids.candidateAGigId}/edit`,
    get: staffPage,
    post: staffWrite("edits a gig (tests/integration/staff-gigs.test.ts)"),
    body: () => ({ title: "A title nobody may set" }),
  },
  "routes/staff+/gigs.$id_.state": {
    url: (ids) => `/staff/gigs/${ids.candidateAGigId}/state`,
    get: { ...staffPage, staff: { redirect: "/staff/gigs/:id" } },
    post: staffWrite("publishes and closes gigs (tests/integration/staff-gigs.test.ts)"),
    body: () => ({ intent: "unpublish" }),
  },
  "routes/staff+/gigs.$id_.close": {
    url: (ids) => `/staff/gigs/${ids.candidateAGigId}/close`,
    get: staffPage,
    post: staffWrite("closes a gig after asking (tests/integration/staff-gigs.test.ts)"),
    body: () => ({ intent: "close", outcome: "lost" }),
  },
  "routes/staff+/gigs.$id_.candidates.$candidateId.decline": {
    url: (ids) => `/staff/gigs/${ids.candidateAGigId}/candidates/${ids.candidateA}/decline`,
    get: staffPage,
    post: staffWrite("declines a candidate (tests/integration/staff-pipeline.test.ts)"),
    body: () => ({ from: "waiting-review", reason: "OTHER" }),
    mayShowAnyCompanysData: STAFF_SEE_EVERY_COMPANY,
  },
  "routes/staff+/gigs.$id_.questions": {
    url: (ids) => `/staff/gigs/${ids.candidateAGigId}/questions`,
    get: staffPage,
    post: staffWrite(
      "answers, rewords and hides questions (tests/integration/gig-questions.test.ts)",
    ),
    body: () => ({ intent: "hide", questionId: "1" }),
    mayShowAnyCompanysData: "the back office shows staff who asked each question on a gig",
  },
  "routes/staff+/gigs.$id_.candidates.$candidateId.cv": {
    url: (ids) => `/staff/gigs/${ids.candidateAGigId}/candidates/${ids.candidateA}/cv`,
    get: staffPage,
    mayShowAnyCompanysData: STAFF_SEE_EVERY_COMPANY,
  },
  "routes/staff+/posts._index": { url: () => "/staff/posts", get: staffPage },
  "routes/staff+/posts.new": {
    url: () => "/staff/posts/new",
    get: staffPage,
    // An empty title: a 400 that writes nothing (the saves are in staff-posts.test.ts).
    post: { ...staffPage, staff: { status: 400 } },
    body: () => ({ intent: "save", title: "" }),
  },
  "routes/staff+/posts.$id.edit": {
    url: (ids) => `/staff/posts/${ids.draftPostId}/edit`,
    get: staffPage,
    post: { ...staffPage, staff: { status: 400 } },
    body: () => ({ intent: "save", title: "" }),
  },
  "routes/staff+/posts.$id.delete": {
    url: (ids) => `/staff/posts/${ids.draftPostId}/delete`,
    get: staffPage,
    post: staffWrite("deletes the post (tests/integration/staff-posts.test.ts)"),
  },
  "routes/staff+/partners._index": {
    url: () => "/staff/partners",
    get: staffPage,
    mayShowAnyCompanysData: "the back office lists every partner to staff",
  },
  "routes/staff+/partners.$companyId": {
    url: () => "/staff/partners/demo-company",
    get: staffPage,
    post: staffWrite("disables a user (tests/integration/staff-partners.test.ts)"),
    body: (ids) => ({ intent: "disable", userId: ids.userA2 }),
    mayShowAnyCompanysData: "the back office shows a partner's users and experts to staff",
  },
  "routes/staff+/partners.$companyId_.disable": {
    url: () => "/staff/partners/demo-company/disable",
    get: staffPage,
    post: staffWrite("disables the whole partner (tests/integration/staff-admin.test.ts)"),
    body: () => ({ confirm: "yes" }),
    mayShowAnyCompanysData: "the back office names a partner to staff",
  },
  "routes/staff+/members._index": {
    url: () => "/staff/members",
    get: staffPage,
    post: staffWrite("grants staff rights (tests/integration/staff-admin.test.ts)"),
    body: () => ({ email: "someone@example.com" }),
  },
  // A made-up member: staff get the 404 page; the confirmations' own tests use real members.
  "routes/staff+/members.$userId.revoke": {
    url: () => "/staff/members/no-such-member/revoke",
    get: { ...staffPage, staff: notFound },
    post: { ...staffPage, staff: notFound },
    body: () => ({ confirm: "yes" }),
  },
  "routes/staff+/members.$userId.reset": {
    url: () => "/staff/members/no-such-member/reset",
    get: { ...staffPage, staff: notFound },
    post: { ...staffPage, staff: notFound },
    body: () => ({ confirm: "yes" }),
  },
  "routes/staff+/subscribers": {
    url: () => "/staff/subscribers",
    get: staffPage,
    post: staffWrite("unsubscribes an address (tests/integration/staff-subscribers.test.ts)"),
    body: () => ({ subscriptionId: "no-such-subscription" }),
  },
  "routes/staff+/subscribers[.]csv": { url: () => "/staff/subscribers.csv", get: staffPage },
  "routes/staff+/cv-retention": {
    url: () => "/staff/cv-retention",
    get: staffPage,
    mayShowAnyCompanysData: "the back office lists every partner's CVs due for deletion to staff",
  },
  "routes/staff+/audit": {
    url: () => "/staff/audit",
    get: staffPage,
    mayShowAnyCompanysData: "the audit log names the companies whose data changed",
  },
  "routes/_auth+/sign-in": {
    url: () => "/sign-in",
    get: signedInAway(ok),
    post: signedInAway({ status: 400 }),
    body: () => ({ email: "not-an-address", password: "x" }),
  },
  "routes/_auth+/sign-in_.reset-password": {
    url: () => "/sign-in/reset-password",
    get: everyone(ok),
    post: everyone({ status: 400 }),
    body: () => ({ email: "not-an-address" }),
  },
  "routes/_auth+/sign-in_.verify-email": {
    url: () => "/sign-in/verify-email?token=not-a-token",
    get: everyone(toSignIn),
  },
  "routes/_auth+/sign-out": {
    url: () => "/sign-out",
    get: { ...everyone(ok), visitor: { redirect: "/" }, disabled: { redirect: "/" } },
    post: publicWrite("ends the session"),
  },
  "routes/_resources+/sitemap[.]xml": { url: () => "/sitemap.xml", get: everyone(ok) },
  "routes/_public+/terms-of-use": { url: () => "/terms-of-use", get: everyone(ok) },
};
