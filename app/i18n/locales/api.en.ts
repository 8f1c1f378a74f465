// English messages of the JSON API's error bodies; fi is typed against this file.
const api = {
  docs: {
    title: "GigPartners API",
    machineReadable: "The same as an OpenAPI 3.1 document:",
    signedIn: "needs a token",
    body: "Request body (JSON schema)",
  },

  errors: {
    badRequest: "The request could not be read.",
    unauthorized: "Sign in first: send a token in the Authorization header (Bearer).",
    forbidden: "You are not allowed to do this.",
    notFound: "Not found.",
    methodNotAllowed: "This address does not answer this method.",
    conflict: "The data changed meanwhile; reload it and try again.",
    tooLarge: "The request body is too large.",
    unsupportedType: "Send the body as application/json.",
    internal: "Something went wrong on our side. Quote the request id to support.",
    unavailable: "The service is unavailable for a moment. Try again shortly.",
    invalidToken: "The token is not valid or has expired. Sign in again.",
    revokedToken: "The token's session has ended. Sign in again.",
    malformedJson: "The body is not valid JSON.",
    validation: "Some fields are not valid; see details.",
    crossSite: "Cross-site request refused.",
    registrationRequired: "Finish your registration first.",
    companyOnly: "This is for companies; a freelancer has no experts or colleagues.",
    gigClosed: "This gig no longer takes offers.",
    cvRequired: "Add your CV before offering yourself: the customer decides on it.",
    alreadyOffered: "This expert has already been offered on this gig.",
    alreadyProposedByAnotherPartner:
      "This expert has already been proposed for this gig by another partner. The first proposal stands.",
    submissionCapReached:
      "Your company has made as many proposals on this gig as it takes from one partner.",
    offerLocked: "The offer has moved beyond evaluation and can no longer be changed.",
    uploadsBusy: "Too many uploads are in progress right now. Try again in a few seconds.",
    nulCharacter: "The body contains a NUL character (\\u0000), which no field accepts.",
    staffNoToken:
      "Staff use the back office, which asks for a second step; no API token is issued.",
    gone: "This no longer exists.",
    preconditionFailed:
      "The resource has changed since you read it (If-Match). Read it again and retry with its new ETag.",
    unprocessable: "The request cannot be processed as sent.",
    invalidIdempotencyKey: "The Idempotency-Key header must be 1–255 printable ASCII characters.",
    idempotencyKeyReused:
      "This Idempotency-Key was used for another request. Use a new key for a new request.",
    idempotencyKeyInUse:
      "A request with this Idempotency-Key is still being processed. Try again in a moment.",
  },
};

export default api;
