import type en from "./cv-retention.en";
import type { Shape } from "./shape";

const cvRetention: Shape<typeof en> = {
  months_one: "{{count}} kuukausi",
  months_other: "{{count}} kuukautta",
  inDays_one: "{{count}} päivän kuluttua",
  inDays_other: "{{count}} päivän kuluttua",
  today: "tänään",
  nextRun: "seuraavalla tunnittaisella ajolla",
  keep: {
    title: "Säilytetäänkö CV?",
    titleOwn: "Säilytetäänkö CV:si?",
    question:
      "Asiantuntijan {{name}} CV ({{filename}}, lisätty {{added}}) poistetaan {{date}}, ellei sitä säilytetä, asiantuntijaa tarjota keikalle tai uudempaa CV:tä ladata.",
    questionOwn:
      "CV:si ({{filename}}, lisätty {{added}}) poistetaan {{date}}, ellet säilytä sitä, tarjoa itseäsi keikalle tai lataa uudempaa CV:tä.",
    noticeSent: "Ilmoitus tästä lähetettiin {{date}}.",
    activeOffer:
      "Asiantuntijalla {{name}} on aktiivinen tarjous, joten CV:tä ei poisteta sen aikana. Säilytysaika ({{months}}) alkaa, kun tarjous päättyy.",
    activeOfferOwn:
      "Sinulla on aktiivinen tarjous, joten CV:täsi ei poisteta sen aikana. Säilytysaika ({{months}}) alkaa, kun tarjous päättyy.",
    explain:
      "CV:t säilytetään {{months}} CV:n lataamisesta tai tarjouksen viimeisimmästä muutoksesta sen mukaan, kumpi on myöhempi. Säilyttäminen aloittaa ajan alusta tänään.",
    noCv: "Asiantuntijalla {{name}} ei ole tallennettua CV:tä, joten säilytettävää ei ole.",
    noCvOwn: "Sinulla ei ole tallennettua CV:tä, joten säilytettävää ei ole.",
    confirm: "Säilytä CV",
    kept: "Asiantuntijan {{name}} CV säilytetään. Ellei sitä käytetä, se poistetaan aikaisintaan {{date}}.",
    keptOwn: "CV:si säilytetään. Ellei sitä käytetä, se poistetaan aikaisintaan {{date}}.",
    nothingToKeep: "Säilytettävää CV:tä ei enää ole.",
  },
  staff: {
    title: "CV:iden säilytys",
    lead: "CV poistetaan, kun sen asiantuntijalla ei ole ollut aktiivista tarjousta {{months}}, laskettuna viimeisimmästä näistä: CV:n lataaminen, kumppanin valinta Säilytä CV ja tarjouksen viimeisin muutos. Kumppanin käyttäjille ilmoitetaan {{days}} päivää ennen, ja CV poistetaan aikaisintaan {{days}} päivää ilmoituksen jälkeen. Asiantuntijan muut tiedot säilyvät.",
    noticedTitle: "Ilmoitus lähetetty",
    noticedEmpty: "Yksikään CV ei odota poistoa.",
    upcomingTitle: "Ilmoitus {{days}} päivän sisällä",
    upcomingEmpty: "Yhdenkään CV:n ilmoitus ei ole ajankohtainen {{days}} päivän sisällä.",
    shown: "Näytetään {{count}} CV:stä ensimmäiset {{shown}}.",
    auditLink: "Tähän mennessä poistetut CV:t muutoslokissa",
    columns: {
      expert: "Asiantuntija",
      partner: "Kumppani",
      cv: "CV",
      countedFrom: "Laskettu alkaen",
      noticeSent: "Ilmoitus lähetetty",
      recipients: "Lähetetty",
      noticeDue: "Ilmoitus",
      deleteFrom: "Poistetaan",
    },
    recipients_one: "{{count}} käyttäjälle",
    recipients_other: "{{count}} käyttäjälle",
    recipientsNone: "ei kenellekään: jokainen käyttäjä on poistanut ilmoituksen käytöstä",
  },
};
export default cvRetention;
