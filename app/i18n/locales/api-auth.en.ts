// English messages of the JSON API's account calls (register, password reset and change,
// verification e-mail, provider sign-in); fi is typed against this file.
const apiAuth = {
  errors: {
    passwordsDoNotMatch: "The passwords do not match.",
    resetCodeInvalid: "This password reset code is not valid. Ask for a new link.",
    resetCodeUsed: "This password reset code has already been used. Ask for a new link.",
    resetCodeExpired: "This password reset code has expired. Ask for a new link.",
    noPassword:
      "This account signs in with Google or Microsoft and has no password to change here.",
    mailFailed: "We could not send the email right now. Please try again in a moment.",
    queryTooComplex: "The query string is too long or too deeply nested.",
    unknownProvider: "There is no sign-in with this provider.",
    providerUnavailable:
      "The sign-in provider cannot be reached right now. Please try again in a moment.",
    providerCancelled: "Sign-in with the provider was cancelled.",
    providerNoEmail: "The provider did not tell us your email address, which we need.",
    providerFailed: "Signing in with the provider did not succeed. Please start again.",
    invalidProviderToken:
      "The sign-in provider did not accept this access token. Sign in with the provider again for a new one.",
  },
};

export default apiAuth;
