import type oauthEn from "./oauth.en";

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const oauthFi: Shape<typeof oauthEn> = {
  continueWith: "Jatka palvelulla {{provider}}",
  providers: {
    google: "Google",
    microsoft: "Microsoft",
  },
  errors: {
    cancelled: "Kirjautuminen palvelulla {{provider}} peruttiin.",
    "missing-email":
      "{{provider}} ei kertonut meille sähköpostiosoitettasi, joten emme voi kirjata sinua sisään sen avulla. Käytä toista kirjautumistapaa.",
    "unknown-error": "Kirjautuminen palvelulla {{provider}} ei onnistunut. Yritä uudelleen.",
  },
};
export default oauthFi;
