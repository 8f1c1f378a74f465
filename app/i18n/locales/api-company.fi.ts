import type { Shape } from "./shape";
import type en from "./api-company.en";

const apiCompany: Shape<typeof en> = {
  errors: {
    partnerTypeLocked:
      "Kumppanityyppiä ei voi muuttaa rekisteröitymisen jälkeen; vain asiakastuki voi muuttaa sen.",
    cannotDeleteSelf: "Et voi poistaa itseäsi täällä; poista oma tilisi Omat tiedot -sivulla.",
    inviteGone: "Tätä kutsua ei voi enää käyttää.",
  },
  fields: {
    objectExpected: "Lähetä JSON-objekti.",
    unknownField: "Tätä kenttää ei tunneta tässä.",
    readOnly: "Tätä kenttää ei voi muuttaa tässä.",
    string: "Arvon on oltava merkkijono.",
    stringOrNull: "Arvon on oltava merkkijono tai null.",
    boolean: "Arvon on oltava true tai false.",
    list: "Arvon on oltava lista.",
    gigAlerts: 'Arvon on oltava "off", "daily" tai "instant".',
    contactPerson: 'Arvon on oltava objekti, jossa on käyttäjän "id", tai null.',
    freelancerContact: "Freelancer on aina oman yrityksensä yhteyshenkilö.",
  },
};

export default apiCompany;
