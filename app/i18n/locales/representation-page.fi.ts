import type { Shape } from "./shape";
import type en from "./representation-page.en";

const representationPage: Shape<typeof en> = {
  agreeTitle: "Suostu ehdotukseen",
  declineTitle: "Kieltäydy ehdotuksesta",
  summary:
    '{{company}} ehdottaa sinua, {{expert}}, konsulttikeikkaan "{{gig}}" tuntihinnalla {{rate}} €/h.',
  contact: "Heidän yhteyshenkilönsä: {{contact}}",
  gigLink: "Lue keikan kuvaus",
  agreeQuestion:
    "Vahvistamalla suostut siihen, että {{company}} edustaa sinua tässä keikassa. GigPartners voi sen jälkeen esitellä sinut asiakkaalle.",
  declineQuestion: "Vahvistamalla kieltäydyt: ehdotus perutaan ja {{company}} saa siitä tiedon.",
  agreeSubmit: "Suostun",
  declineSubmit: "En suostu",
  switchToDecline: "Muutitko mielesi? Vastaa, että et suostu",
  switchToAgree: "Muutitko mielesi? Vastaa, että suostut",
  answeredTitle: "Vastauksesi on tallennettu",
  agreed: "Suostuit {{date}} siihen, että sinua ehdotetaan tähän keikkaan.",
  declined: "Kieltäydyit {{date}}. Ehdotus peruttiin.",
  answerOnce: "Linkki toimii kerran. Jos haluat muuttaa vastaustasi, ota yhteyttä: {{company}}.",
  expiredTitle: "Linkki on vanhentunut",
  expired:
    "Linkki oli voimassa {{days}} päivää. Jos haluat vielä vastata, ota yhteyttä kumppaniin, joka ehdotti sinua.",
  closedTitle: "Ehdotus ei ole enää avoinna",
  closed:
    "Ehdotus on peruttu tai siitä on jo päätetty, joten se ei tarvitse vastaustasi. Jos sinulla on kysyttävää, ota yhteyttä kumppaniin, joka ehdotti sinua.",
  invalidTitle: "Linkki ei toimi",
  invalid:
    "Osoite on puutteellinen tai virheellinen. Avaa linkki sähköpostista uudelleen tai kopioi koko osoite selaimeesi.",
  home: "Etusivulle",
  toastAgreed: "Kiitos: suostuit ehdotukseen",
  toastDeclined: "Kiitos: ehdotus peruttiin",
};

export default representationPage;
