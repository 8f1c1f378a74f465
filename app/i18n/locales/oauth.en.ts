// Texts of provider sign-in (Google, Microsoft).
const oauthEn = {
  continueWith: "Continue with {{provider}}",
  providers: {
    google: "Google",
    microsoft: "Microsoft",
  },
  errors: {
    "access-denied": "Sign-in with {{provider}} was cancelled.",
    "network-request-failed":
      "We could not reach {{provider}}. Check your connection and try again in a moment.",
    "internal-error": "{{provider}} could not sign you in right now. Please try again later.",
    "invalid-state":
      "This sign-in attempt expired or was started in another tab. Please start again.",
    "missing-email":
      "{{provider}} did not share an email address with us, so we cannot sign you in with it. Please use another sign-in method.",
    "unknown-error": "Sign-in with {{provider}} did not succeed. Please try again.",
  },
};
export default oauthEn;
