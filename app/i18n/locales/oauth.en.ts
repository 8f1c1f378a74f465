// Texts of provider sign-in (Google, Microsoft).
const oauthEn = {
  continueWith: "Continue with {{provider}}",
  providers: {
    google: "Google",
    microsoft: "Microsoft",
  },
  errors: {
    cancelled: "Sign-in with {{provider}} was cancelled.",
    "missing-email":
      "{{provider}} did not share an email address with us, so we cannot sign you in with it. Please use another sign-in method.",
    "unknown-error": "Sign-in with {{provider}} did not succeed. Please try again.",
  },
};
export default oauthEn;
