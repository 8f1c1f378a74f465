import type partnerDataEn from "./partner-data.en";
import type { Shape } from "./shape";

// Kumppanin omat luvut ja tiedot: yleiskatsauksen 12 kuukautta, tarjousten CSV-linkki Omissa
// keikoissa ja "Lataa omat tietoni" Omissa tiedoissa (päätös 050).
const partnerData: Shape<typeof partnerDataEn> = {
  numbers: {
    title: "Viimeiset 12 kuukautta",
    intro:
      "Tarjouksesi {{date}} alkaen tekokuukauden mukaan. Jokaisen kaavion luvut ovat sen vieressä olevassa taulukossa.",
    empty:
      "Et ole tehnyt tarjouksia viimeisten 12 kuukauden aikana. Kun teet, niiden luvut näkyvät tässä.",
    perMonth: {
      title: "Tarjoukset kuukausittain",
      summary_one: "{{count}} tarjous 12 kuukaudessa",
      summary_other: "{{count}} tarjousta 12 kuukaudessa",
      month: "Kuukausi",
      offers: "Tarjouksia",
    },
    outcomes: {
      title: "Onnistumisprosentti",
      summary: "{{rate}} ratkaistuista tarjouksista hyväksytty",
      undecided: "Yhtäkään näistä tarjouksista ei ole vielä ratkaistu.",
      outcome: "Tulos",
      offers: "Tarjouksia",
      won: "Hyväksytty",
      notWon: "Hylätty",
      inProgress: "Vielä käsittelyssä",
    },
    stageDays: {
      title: "Mediaanipäivät kussakin vaiheessa",
      summary:
        "Tarjousten tekemisen jälkeen kirjatuista vaihesiirroista; vaiheessa yhä oleva tarjous lasketaan, kun se siirtyy eteenpäin.",
      stage: "Vaihe",
      median: "Mediaani, pv",
      stays: "Mitattuja",
      none: "Ei tietoa",
    },
    declines: {
      title: "Hylkäysten syyt",
      summary_one: "{{count}} hylätty tarjous",
      summary_other: "{{count}} hylättyä tarjousta",
      none: "Yhtäkään näistä tarjouksista ei ole hylätty.",
      reason: "Syy",
      expertDeclined: "Asiantuntija ei suostunut ehdotukseen",
      offers: "Tarjouksia",
      share: "Osuus",
    },
    months: {
      long: {
        "01": "tammikuu",
        "02": "helmikuu",
        "03": "maaliskuu",
        "04": "huhtikuu",
        "05": "toukokuu",
        "06": "kesäkuu",
        "07": "heinäkuu",
        "08": "elokuu",
        "09": "syyskuu",
        "10": "lokakuu",
        "11": "marraskuu",
        "12": "joulukuu",
      },
      short: {
        "01": "tammi",
        "02": "helmi",
        "03": "maalis",
        "04": "huhti",
        "05": "touko",
        "06": "kesä",
        "07": "heinä",
        "08": "elo",
        "09": "syys",
        "10": "loka",
        "11": "marras",
        "12": "joulu",
      },
    },
  },
  csv: {
    download: "Lataa kaikki tarjoukset (CSV)",
    hint: "Jokainen yrityksesi tarjous omalla rivillään taulukkolaskentaa varten.",
  },
  myData: {
    title: "Tietosi",
    intro: {
      company:
        "Lataa JSON-tiedosto kaikesta, mitä GigPartners säilyttää sinusta (tilisi, kirjautumistavat, istunnot, asetukset ja sinua koskevat lokimerkinnät), sekä yrityksesi tiedot, asiantuntijat ja tarjoukset. CV:t luetellaan latauslinkkeineen.",
      freelancer:
        "Lataa JSON-tiedosto kaikesta, mitä GigPartners säilyttää sinusta (tilisi, kirjautumistavat, istunnot, asetukset ja sinua koskevat lokimerkinnät), sekä freelancer-profiilisi ja tarjouksesi. CV:si luetellaan latauslinkkeineen.",
    },
    download: "Lataa omat tietoni",
  },
};

export default partnerData;
