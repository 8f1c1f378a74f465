// The API reference's texts: the OpenAPI document (/api/openapi.json) is written from this file,
// and /api/docs shows it in the reader's language (fi is typed against it).
const apiDocs = {
  intro:
    "The partner marketplace's JSON API. Sign in with `POST /api/auth/local`, then send `Authorization: Bearer <jwt>`. Every error is `{ error: { status, code, message, details } }`.",
  tags: {
    signIn: "Sign-in",
    account: "Account",
    gigs: "Gigs",
    offers: "Offers",
    company: "Company",
    experts: "Experts",
    reference: "Reference",
    newsletter: "Newsletter",
  },
  errors: {
    "204": "Registration is not finished yet: no body (the client shows the registration steps)",
    "304": "Not modified: the If-None-Match ETag is current (no body)",
    "405": "This path does not answer this method (`Allow` lists those it does)",
    "412":
      "If-Match names an ETag that is no longer current: read the resource again (`precondition-failed`)",
    "415": "The body is not `application/json`",
    "422": "The Idempotency-Key was used with another request (`idempotency-key-reused`)",
    "503": "The service is unavailable for a moment (`Retry-After` says when to retry)",
    "400": "Invalid input: `details` names each field and its messages",
    "401": "No token, or a wrong, expired or revoked one",
    "403": "Not allowed for this caller",
    "404": "No such object, or another company's",
    "409": "The data's state refuses it (`code` says why)",
    "413": "The body is too large",
    "410": "The invite has expired, been deleted or been used (`code` says which)",
    "429": "Too many attempts; wait and retry",
    "502": "The sign-in provider or the mail server did not answer; try again later",
  },
  /** Each call's summary and what its success answers, by operationId. */
  calls: {
    signIn: {
      summary: "Sign in with e-mail and password: `{ jwt, expires_at, user }`",
      ok: "A token for the Authorization header (Bearer) and the account",
    },
    signOut: {
      summary: "End the token's session (every copy of the token stops working)",
      ok: "Signed out",
    },
    getMe: {
      summary: "The signed-in account",
      ok: "The account",
    },
    getUserRecord: {
      summary: "The partner's user record; 204 before registration is finished",
      ok: 'The user record, with `gig_alerts` ("off", "daily" or "instant")',
    },
    exportMyData: {
      summary:
        "Download my data: everything held about the caller, and a partner's company experts and offers, as a JSON file",
      ok: "The `MyDataExport` document as an attachment; no password hashes, tokens or secrets, CVs listed with their download address",
    },
    finishRegistration: {
      summary: "Finish registration with a company, or join one with an invite token",
      ok: "`{ company_id }`",
    },
    listGigs: {
      summary: "Published gigs with the /gigs filters (arrays as repeated parameters), in `items`",
      ok: '`{ items, next_cursor, total, total_is_estimate }` and `Link: <...>; rel="next"` (by `limit` and `cursor`); `total` at most 1,000 with `total_is_estimate` true beyond',
    },
    getGig: {
      summary: "One published gig",
      ok: "The gig",
    },
    listGigMatches: {
      summary:
        "The caller's experts that match an open gig, best first (at most 100), each with its score and reasons; a closed gig has none",
      ok: "`{ items: [{ expert_id, name, score, required_covered, required_total, available, rate_fit, already_offered, reasons: [{ code, text }] }], next_cursor: null, total, total_is_estimate }`, at most 100, one page",
    },
    getGigContact: {
      summary: "The gig's contact person (signed-in callers)",
      ok: "`{ name, email, phone }`",
    },
    listGigQuestions: {
      summary:
        "Questions on the gig: the answered ones, and the unanswered ones the caller's company asked (`own`), never the asker",
      ok: "`{ items: [GigQuestion], next_cursor, total, total_is_estimate }` by `limit` and `cursor`, the caller's waiting ones first, then the answered ones, latest answer first",
    },
    askGigQuestion: {
      summary:
        "Ask the provider's staff about the gig, `{ text }` (5–1,000 characters), while it takes offers; at most 10 an hour",
      ok: "The question (`status: waiting`); the answer is mailed to the asker",
    },
    listGigCandidates: {
      summary:
        "The caller's company's candidates on the gig, in `items`, each with the expert's `consent` to be represented, with the gig's cap on proposals per partner and what is left of it",
      ok: "`{ submission_cap, proposals_left, items, next_cursor, total, total_is_estimate }` by `limit` and `cursor` (the first two null without a cap)",
    },
    offerExpert: {
      summary:
        "Offer an expert (the contact person defaults to the caller); an expert with an e-mail address is mailed a link to agree or decline (`consent`: waiting); 409 `already-proposed-by-another-partner` when another partner has proposed the same person (by e-mail, else phone) on the gig, `submission-cap-reached` beyond the gig's cap per partner",
      ok: "The offer",
    },
    editOffer: {
      summary: "Edit the proposal while it is in evaluation",
      ok: "The offer",
    },
    withdrawOffer: {
      summary: "Withdraw the offer while it is in evaluation",
      ok: "Withdrawn",
    },
    listMyGigs: {
      summary:
        "Gigs with the caller's company's candidates (`?filter=all|pending|closed`), `limit` a page (20 by default) in `items`; each candidate with the expert's `consent`; with `Accept: text/csv`, every offer as CSV",
      ok: "`{ items, next_cursor, total, total_is_estimate }` by `limit` and `cursor`; as `text/csv`, one row per offer (gig, expert, rate, stage, dates, decline reason) in the Accept-Language language, unpaged",
    },
    updateUserRecord: {
      summary:
        'Change the user record\'s fields (any subset), `gig_alerts` among them: "off", "daily" (a weekday digest at the newsletter\'s hour) or "instant" (within minutes of a gig\'s first publication)',
      ok: "The user record, with `newsletter_refused` and `newsletter_confirmation_sent` (opting in with an address not yet proven mails it a confirmation link)",
    },
    getCompany: {
      summary: "The caller's company (or a freelancer's own details)",
      ok: "The company",
    },
    updateCompany: {
      summary: "Change the company's details; the partner type stays (only support can change it)",
      ok: "The company",
    },
    listUsers: {
      summary: "The company's users, in `items`",
      ok: "`{ items, next_cursor, total, total_is_estimate }` by `limit` and `cursor`",
    },
    removeUser: {
      summary: "Remove a colleague (mailed; the contact person is handed over)",
      ok: "`{ id, mail_sent, contact_person_handed_over }`",
    },
    listInvites: {
      summary: "The company's invites with their state, in `items`",
      ok: "`{ items, next_cursor, total, total_is_estimate }` by `limit` and `cursor`",
    },
    createInvite: {
      summary: "Invite a person by e-mail (valid 14 days)",
      ok: "The invite, with `mail_sent`",
    },
    resendInvite: {
      summary: "Send the invite again with a new link (the old one stops working)",
      ok: "The invite",
    },
    deleteInvite: {
      summary: "Delete the invite: its link stops working at once",
      ok: "Deleted",
    },
    getInvite: {
      summary:
        "Who invites, to which company, and the invite's state (`?email=` checks the address)",
      ok: "The invite",
    },
    listExperts: {
      summary: "The company's experts by name, `limit` a page (20 by default) in `items`",
      ok: "`{ items, next_cursor, total, total_is_estimate }` by `limit` and `cursor`",
    },
    createExpert: {
      summary: "Add an expert with a CV",
      ok: "The expert",
    },
    getExpert: {
      summary: "One expert",
      ok: "The expert",
    },
    updateExpert: {
      summary:
        "Change an expert; the CV is optional. 409 `already-proposed-by-another-partner` when the new e-mail or phone is a person another partner has proposed on one of the expert's gigs",
      ok: "The expert",
    },
    deleteExpert: {
      summary: "Delete an expert not yet offered beyond evaluation (withdrawn from active gigs)",
      ok: "`{ id, deleted, withdrawn }`",
    },
    listExpertMatches: {
      summary:
        "The open gigs that fit one of the caller's experts, best first (at most 100), each with its score and reasons",
      ok: "`{ items: [{ gig_id, title, slug, score, required_covered, required_total, available, rate_fit, already_offered, reasons: [{ code, text }] }], next_cursor: null, total, total_is_estimate }`, at most 100, one page",
    },
    getExpertCv: {
      summary: "The CV's bytes, with Content-Type and Content-Disposition (filename)",
      ok: "The file",
    },
    listCountries: {
      summary: "Countries, named in the Accept-Language language",
      ok: "`[{ code, name }]`",
    },
    listCapabilities: {
      summary: "Capabilities, named in the Accept-Language language",
      ok: "`[{ id, name }]`",
    },
    subscribeGigsletter: {
      summary:
        "Ask for the weekday gig newsletter, optionally keeping a gig `search` (phrase and filters as `GET /api/gigs` reads them): `SUCCESS` (a confirmation link is mailed to the address, in the Accept-Language language, unless it already gets the newsletter with that search; the answer is the same either way), or 403 `FAILED_INVALID_EMAIL`",
      ok: '`{ result: "SUCCESS" }`: the address is subscribed once its owner opens the link',
    },
    registerAccount: {
      summary:
        "Create an e-mail and password account and mail its verification link: `{ user, email_confirmation_sent }`, no token (sign-in waits for the link)",
      ok: "The new, unverified account",
    },
    forgotPassword: {
      summary:
        "Mail a password reset link (its `token` is the reset `code`); the same answer whether or not the account exists",
      ok: "`{ ok: true }`",
    },
    resetPassword: {
      summary:
        "Set a new password with the e-mailed code: every session ends, then `{ jwt, expires_at, user }`",
      ok: "A token for the new session and the account",
    },
    changePassword: {
      summary:
        "Change the password: every other session ends (their tokens stop working); a fresh token for this one",
      ok: "`{ jwt, expires_at, user }`",
    },
    sendEmailConfirmation: {
      summary:
        "Send the verification link again to an unverified account; the same answer for every address",
      ok: "`{ email, sent: true }`",
    },
    connectProvider: {
      summary:
        "Start sign-in with `google` or `microsoft` (OpenID Connect, PKCE): a redirect to the provider, which returns to the callback",
      ok: "To the provider's authorization endpoint",
    },
    providerCallback: {
      summary:
        "Finish provider sign-in: where the provider returns (`code`, `state`; the state cookie of the connect call must come along), or with a provider `access_token` the client obtained itself: `{ jwt, expires_at, user }`",
      ok: "A token and the account",
    },
  },
};

export default apiDocs;
export type ApiCallId = keyof typeof apiDocs.calls;
export type ApiTagId = keyof typeof apiDocs.tags;
/** An error status the reference describes, as a number. */
export type ApiErrorStatus = keyof typeof apiDocs.errors extends `${infer S extends number}`
  ? S
  : never;
