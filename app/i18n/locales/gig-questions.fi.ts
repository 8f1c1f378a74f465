import type { Shape } from "./shape";
import type gigQuestionsEn from "./gig-questions.en";

// Keikkaa koskevat kysymykset (päätös 049): keikkasivun osio ja ylläpidon kysymyssivu.
const gigQuestionsFi: Shape<typeof gigQuestionsEn> = {
  title: "Kysymykset ja vastaukset",
  intro:
    "Kysy palveluntarjoajan henkilökunnalta tästä keikasta. Jokainen kirjautunut kumppani näkee vastauksen; nimeäsi tai yritystäsi ei näytetä koskaan.",
  signIn: "Kirjaudu lukeaksesi vastaukset kumppanien kysymyksiin ja kysyäksesi itse.",
  empty: "Yhteenkään kysymykseen ei ole vielä vastattu.",
  question: "Kysymys",
  answer: "Vastaus",
  waiting:
    "Odottaa vastausta: vain yrityksesi näkee tämän kysymyksen, kunnes henkilökunta vastaa siihen.",
  answeredOn: "Vastattu {{date}}",
  askedOn: "Kysytty {{date}}",
  closed: "Kysymyksiä voi esittää niin kauan kuin keikka ottaa vastaan tarjouksia.",
  staffLink_one: "Vastaa kysymyksiin ylläpidossa ({{count}} odottaa)",
  staffLink_other: "Vastaa kysymyksiin ylläpidossa ({{count}} odottaa)",
  ask: {
    open: "Kysy kysymys",
    title: "Kysy tästä keikasta",
  },
  form: {
    label: "Kysymyksesi",
    hint: "Henkilökunta vastaa tässä kaikille kirjautuneille kumppaneille ilman nimeäsi, ja saat vastauksen sähköpostiisi.",
    submit: "Lähetä kysymys",
  },
  toast: {
    asked: "Kysymyksesi lähetettiin. Saat vastauksen sähköpostiisi.",
    failed: "Kysymystä ei lähetetty",
  },
  errors: {
    gigClosed: "Tämä keikka ei enää ota vastaan tarjouksia, joten siitä ei voi myöskään kysyä.",
    rateLimited: "Olet kysynyt monta kysymystä lyhyessä ajassa. Yritä uudelleen tunnin kuluttua.",
    hidden: "Tämä kysymys on piilotettu. Näytä se kumppaneille ennen kuin vastaat siihen.",
  },
  validation: {
    required: "Kirjoita kysymyksesi",
    answerRequired: "Kirjoita vastaus",
  },
  staff: {
    link_one: "Kysymykset ({{count}} odottaa)",
    link_other: "Kysymykset ({{count}} odottaa)",
    title: "Kysymykset: {{title}}",
    lead: "Kumppanien kysymykset tästä keikasta, vastaamattomat ensin. Ensimmäinen vastaus näytetään keikkasivulla jokaiselle kirjautuneelle kumppanille ilman kysyjää, ja se lähetetään kerran kysyjälle ja jokaisen hylkäämättömän tarjouksen yhteyshenkilölle.",
    empty: "Yksikään kumppani ei ole vielä kysynyt tästä keikasta.",
    card: "Kysymys {{date}}",
    asker: "Kysyjä {{name}} ({{company}}), {{date}}",
    askerGone: "Kysytty {{date}}; kysyjä on sittemmin poistettu",
    state: {
      waiting: "Odottaa vastausta",
      answered: "Vastattu {{date}}",
      hidden: "Piilotettu kumppaneilta",
    },
    original: "Kumppanin kirjoittamana",
    publicWording: "Julkinen muotoilu",
    publicWordingHint:
      "Minkä kumppanit näkevät. Jätä tyhjäksi, niin näytetään kumppanin omat sanat.",
    saveWording: "Tallenna muotoilu",
    answer: "Vastaus",
    answerHint:
      "Näytetään jokaiselle kirjautuneelle kumppanille ja lähetetään kysyjälle ja tarjousten yhteyshenkilöille.",
    correctHint: "Korjaus näkyy heti, eikä sitä lähetetä uudelleen sähköpostilla.",
    submitAnswer: "Julkaise vastaus",
    submitCorrection: "Tallenna korjaus",
    hide: "Piilota kumppaneilta",
    show: "Näytä taas kumppaneille",
    hiddenNote: "Kumppanit eivät näe tätä kysymystä. Näytä se uudelleen vastataksesi siihen.",
    toast: {
      answered: "Vastaus on julkaistu.",
      answeredMailed_one: "Vastaus on julkaistu ja lähetetty {{count}} kumppanin käyttäjälle.",
      answeredMailed_other: "Vastaus on julkaistu ja lähetetty {{count}} kumppanin käyttäjälle.",
      corrected: "Vastaus korjattiin.",
      reworded: "Julkinen muotoilu tallennettiin.",
      hidden: "Kysymys on piilotettu kumppaneilta.",
      shown: "Kumppanit näkevät kysymyksen taas.",
      unchanged: "Mikään ei muuttunut: kysymys oli jo sellainen.",
      failed: "Kysymystä ei muutettu",
    },
  },
};
export default gigQuestionsFi;
