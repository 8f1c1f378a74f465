import type en from "./notifications.en";
import type { Shape } from "./shape";

const notifications: Shape<typeof en> = {
  settings: {
    title: "Sähköposti-ilmoitukset",
    intro:
      "Valitse, mistä tarjouksiisi, kutsuihisi, tallennettuihin CV:ihin ja uusiin keikkoihin liittyvistä asioista GigPartners lähettää sinulle sähköpostia.",
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
      "gig-question-answered":
        "Henkilökunta vastaa kysymykseen, jonka esitin keikasta, tai kysymykseen keikasta, johon minulla on tarjous",
      "cv-retention": "Tallennettu CV poistetaan 30 päivän kuluttua, koska sitä ei ole käytetty",
    },
    gigAlerts: {
      label: "Keikkahälytykset",
      legend: "Lähetä minulle uudet keikat, jotka sopivat yritykseni asiantuntijoille",
      hint: "Kukin keikka tulee kerran, mukana siihen sopivat asiantuntijasi ja linkki tarjoamiseen.",
      choices: {
        off: "Pois",
        daily: "Päivittäinen kooste arkipäivisin",
        instant: "Heti, kun keikka julkaistaan",
      },
      short: { off: "Pois", daily: "Päivittäinen kooste", instant: "Heti" },
      invalid: "Valitse pois, päivittäin tai heti",
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
    gigAlert: {
      subjectInstant: "Uusi keikka asiantuntijoillesi: ”{{gig}}”",
      subjectDaily_one: "Uusi keikka asiantuntijoillesi",
      subjectDaily_other: "{{count}} uutta keikkaa asiantuntijoillesi",
      headingInstant: "Uusi keikka sopii asiantuntijoillesi",
      headingDaily: "Uudet keikat, jotka sopivat asiantuntijoillesi",
      introInstant: "Tämä keikka julkaistiin juuri, ja nämä asiantuntijasi sopivat siihen:",
      introDaily:
        "Nämä keikat on julkaistu edellisen koosteesi jälkeen, kunkin kohdalla siihen sopivat asiantuntijasi:",
      rate: "Tuntihinta: {{min}}–{{max}} €/h",
      deadline: "Tarjoukset viimeistään {{date}}",
      expert: "{{name}} ({{score}}/100): {{reasons}}",
      expertNoReasons: "{{name}} ({{score}}/100)",
      moreExperts_one: "ja {{count}} muu asiantuntijasi",
      moreExperts_other: "ja {{count}} muuta asiantuntijaasi",
      offer: "Tarjoa asiantuntijaa: {{url}}",
      button: "Tarjoa asiantuntijaa",
      buttonDaily: "Katso uusimmat keikat",
      whyInstant: "Saat tämän viestin, koska valitsit Omat tiedot -sivulla keikkahälytykset heti.",
      whyDaily:
        "Saat tämän viestin, koska valitsit Omat tiedot -sivulla keikkahälytysten päivittäisen koosteen.",
      turnOff: "Muuta tai poista keikkahälytykset Omat tiedot -sivulla: {{url}}",
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
