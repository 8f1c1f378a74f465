import type oauthEn from "./oauth.en";

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const oauthFi: Shape<typeof oauthEn> = {
  continueWith: "Jatka palvelulla {{provider}}",
  providers: {
    google: "Google",
    microsoft: "Microsoft",
  },
  errors: {
    "access-denied": "Kirjautuminen palvelulla {{provider}} peruttiin.",
    "network-request-failed":
      "Emme saaneet yhteyttä palveluun {{provider}}. Tarkista yhteytesi ja yritä hetken kuluttua uudelleen.",
    "internal-error":
      "{{provider}} ei pystynyt kirjaamaan sinua sisään juuri nyt. Yritä myöhemmin uudelleen.",
    "invalid-state":
      "Tämä kirjautumisyritys vanheni tai aloitettiin toisessa välilehdessä. Aloita alusta.",
    "missing-email":
      "{{provider}} ei kertonut meille sähköpostiosoitettasi, joten emme voi kirjata sinua sisään sen avulla. Käytä toista kirjautumistapaa.",
    "unknown-error": "Kirjautuminen palvelulla {{provider}} ei onnistunut. Yritä uudelleen.",
  },
};
export default oauthFi;
