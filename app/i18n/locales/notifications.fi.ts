import type en from "./notifications.en";
import type { Shape } from "./shape";

const notifications: Shape<typeof en> = {
  settings: {
    title: "Sähköposti-ilmoitukset",
    intro:
      "Valitse, mistä tarjouksiisi ja kutsuihisi liittyvistä asioista GigPartners lähettää sinulle sähköpostia.",
    legend: "Lähetä minulle sähköpostia, kun",
    edit: "Muokkaa ilmoituksia",
    on: "Päällä",
    off: "Pois",
    save: "Tallenna ilmoitukset",
    saved: "Ilmoitusasetukset tallennettu",
    failed: "Ilmoitusasetusten tallentaminen epäonnistui",
    kinds: {
      "offer-stage": "Tarjoukseni siirtyy toiseen vaiheeseen",
      "offer-deadline":
        "Keikan tarjousten määräaika on huomenna ja tarjoukseni on yhä arvioitavana",
      "invite-accepted": "Kutsumani henkilö liittyy yritykseen",
    },
  },
  mail: {
    turnOff: "Voit poistaa nämä viestit käytöstä Omat tiedot -sivulla: {{url}}",
    deadline: {
      subject: "Tarjousten määräaika huomenna: ”{{gig}}”",
      heading: "Tarjousten määräaika on huomenna",
      intro:
        "Keikan ”{{gig}}” tarjousten määräaika on huomenna {{date}}. Tarjouksesi on yhä arvioitavana: {{experts}}.",
      edit: "Voit vielä päivittää hintaa ja kuvausta Omat keikat -sivulla määräaikaan asti.",
      button: "Avaa Omat keikat",
      gigLink: "Keikka: {{url}}",
      why: "Saat tämän viestin, koska olet tämän tarjouksen yhteyshenkilö.",
    },
    inviteAccepted: {
      subject: "{{invitee}} liittyi yritykseesi GigPartnersissa",
      heading: "Kutsusi hyväksyttiin",
      intro: "{{invitee}} ({{email}}) hyväksyi kutsusi ja on nyt yrityksesi käyttäjä.",
      button: "Avaa Yritys ja käyttäjät",
      why: "Saat tämän viestin, koska lähetit kutsun.",
    },
  },
};
export default notifications;
