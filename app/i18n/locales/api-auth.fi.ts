import type { Shape } from "./shape";
import type en from "./api-auth.en";

const apiAuth: Shape<typeof en> = {
  errors: {
    passwordsDoNotMatch: "Salasanat eivät täsmää.",
    resetCodeInvalid: "Tämä salasanan vaihtokoodi ei kelpaa. Pyydä uusi linkki.",
    resetCodeUsed: "Tämä salasanan vaihtokoodi on jo käytetty. Pyydä uusi linkki.",
    resetCodeExpired: "Tämä salasanan vaihtokoodi on vanhentunut. Pyydä uusi linkki.",
    noPassword:
      "Tälle tilille kirjaudutaan Googlella tai Microsoftilla, eikä sillä ole täällä vaihdettavaa salasanaa.",
    mailFailed: "Sähköpostia ei voitu lähettää juuri nyt. Yritä hetken kuluttua uudelleen.",
    queryTooComplex: "Kyselymerkkijono on liian pitkä tai liian syvälle sisäkkäinen.",
    unknownProvider: "Tällä palvelulla ei voi kirjautua.",
    providerUnavailable:
      "Kirjautumispalveluun ei saada juuri nyt yhteyttä. Yritä hetken kuluttua uudelleen.",
    providerCancelled: "Kirjautuminen palvelun kautta peruttiin.",
    providerNoEmail: "Palvelu ei kertonut sähköpostiosoitettasi, jota tarvitsemme.",
    providerFailed: "Kirjautuminen palvelun kautta ei onnistunut. Aloita alusta.",
    invalidProviderToken:
      "Kirjautumispalvelu ei hyväksynyt tätä käyttöoikeustunnistetta. Kirjaudu palveluun uudelleen saadaksesi uuden.",
  },
};

export default apiAuth;
