import type { Shape } from "./shape";
import type en from "./offers.en";

const offers: Shape<typeof en> = {
  offerExpert: "Tarjoa asiantuntijaa",
  offerMore: "Tarjoa lisää asiantuntijoita",
  offerYourself: "Tarjoa itseäsi",
  editProposal: "Muokkaa tarjousta",
  removeOffer: "Poista tarjous",
  form: {
    expert: "Asiantuntija",
    chooseExpert: "Valitse asiantuntija",
    you: "Tarjoat itseäsi: {{name}}",
    rate: "Ehdotettu tuntihinta (€/h)",
    rateRange: "Keikan toivottu hintahaarukka on {{min}}–{{max}} €/h.",
    evaluationTime: "Arviointi voi kestää useita arkipäiviä.",
    nonBinding: "Ehdotus ei ole sitova.",
    description: "Lisätiedot",
    descriptionHint: "Miksi asiantuntija sopii keikkaan: kokemus, saatavuus ja muuta.",
    descriptionHintSelf: "Miksi sinä sovit keikkaan: kokemuksesi, saatavuutesi ja muuta.",
    contact: "Yhteyshenkilö",
    submitOffer: "Tarjoa asiantuntijaa",
    submitSelf: "Tarjoa itseäsi",
    submitEdit: "Tallenna tarjous",
    required: "Tähdellä (*) merkityt kentät ovat pakollisia.",
    noExperts:
      "Kaikkia asiantuntijoitanne on jo tarjottu tähän keikkaan, tai teillä ei vielä ole asiantuntijoita.",
    noExpertsLink: "Lisää asiantuntijoita",
    noSelf: "Olet jo tarjonnut itseäsi tähän keikkaan.",
    noSelfLink: "Avaa freelancer-tietosi",
    noCv: "Lisää CV:si ennen kuin tarjoat itseäsi: asiakas tekee päätöksensä sen perusteella.",
    noCvLink: "Lisää CV:si",
    gig: "Keikka: {{title}}",
    proposalsLeft_one:
      "{{count}}/{{max}} ehdotusta jäljellä: keikka ottaa kumppanilta {{max}} ehdotusta.",
    proposalsLeft_other:
      "{{count}}/{{max}} ehdotusta jäljellä: keikka ottaa kumppanilta {{max}} ehdotusta.",
    noProposalsLeft_one:
      "Yrityksesi on tehnyt sen yhden ehdotuksen, jonka keikka ottaa kumppanilta. Peru se ehdottaaksesi jotakuta muuta.",
    noProposalsLeft_other:
      "Yrityksesi on tehnyt kaikki {{count}} ehdotusta, jotka keikka ottaa kumppanilta. Peru jokin niistä ehdottaaksesi jotakuta muuta.",
    expertFixed: "Asiantuntija: {{name}}",
  },
  remove: {
    question: 'Poistetaanko asiantuntijan {{expert}} tarjous keikkaan "{{gig}}"?',
    text: "Asiantuntija vedetään pois tästä keikasta. Voit tarjota häntä uudelleen niin kauan kuin keikka ottaa tarjouksia vastaan.",
    confirm: "Poista tarjous",
    questionSelf: 'Poistetaanko tarjouksesi keikkaan "{{gig}}"?',
    textSelf:
      "Sinut vedetään pois tästä keikasta. Voit tarjota itseäsi uudelleen niin kauan kuin keikka ottaa tarjouksia vastaan.",
  },
  validation: {
    ratePositive: "Tuntihinnan on oltava positiivinen kokonaisluku",
    rateWholeEuros: "Anna tuntihinta kokonaisina euroina ilman senttejä",
    rateRealistic: "Tuntihinnan on oltava realistinen",
  },
  errors: {
    alreadyOffered: "Tarjoaminen epäonnistui. Tätä asiantuntijaa on jo tarjottu tähän keikkaan.",
    alreadyOfferedSelf: "Olet jo tarjonnut itseäsi tähän keikkaan.",
    alreadyProposedByAnotherPartner:
      "Toinen kumppani on jo ehdottanut tätä asiantuntijaa tähän keikkaan. Ensimmäinen ehdotus on voimassa.",
    alreadyProposedSelf:
      "Toinen kumppani on jo ehdottanut sinua tähän keikkaan. Ensimmäinen ehdotus on voimassa.",
    submissionCapReached:
      "Yrityksesi on jo tehnyt tähän keikkaan niin monta ehdotusta kuin keikka ottaa kumppanilta: {{length}}.",
    cvRequired:
      "Lisää CV:si ennen kuin tarjoat itseäsi: asiakas tekee päätöksensä sen perusteella.",
    gigClosed: "Tämä keikka ei enää ota vastaan tarjouksia.",
    locked: "Tarjous on edennyt arvioinnista eikä sitä voi enää muuttaa.",
  },
  toast: {
    offered: "Asiantuntija tarjottu",
    offeredSelf: "Tarjosit itseäsi",
    offerSelfFailed: "Itsesi tarjoaminen epäonnistui",
    edited: "Tarjous muokattu",
    removed: "Tarjous poistettu",
    offerFailed: "Asiantuntijan tarjoaminen epäonnistui",
    offeringFailed: "Tarjoaminen epäonnistui",
    editFailed: "Tarjouksen muokkaaminen epäonnistui",
    removeFailed: "Tarjouksen poistaminen epäonnistui",
  },
  tags: { accepted: "Hyväksytty", declined: "Hylätty", pending: "Odottaa" },
  stageStatus: "Vaihe",
  locked: "Edennyt arvioinnista: ei enää muokattavissa tai poistettavissa",
  myGigs: {
    filters: "Suodata keikkoja",
    pages: "Keikkojen sivut",
    filter: { all: "Kaikki", closed: "Suljetut", pending: "Odottavat" },
    empty: "Ei vielä keikkoja. Tarjoa asiantuntijoitasi avoimiin keikkoihin.",
    emptyFiltered: "Yksikään keikka ei vastaa tätä suodatinta.",
    browseGigs: "Selaa keikkoja",
    deadline: "Asiantuntijatarjousten määräaika {{date}}",
    gigStatus: "Keikan tila: {{status}}",
    emptySelf: "Ei vielä keikkoja. Tarjoa itseäsi avoimiin keikkoihin.",
    yourOffers: "Tarjouksesi:",
    summary: {
      accepted_one: "{{count}} hyväksytty",
      accepted_other: "{{count}} hyväksyttyä",
      pending_one: "{{count}} odottaa",
      pending_other: "{{count}} odottaa",
      declined_one: "{{count}} hylätty",
      declined_other: "{{count}} hylättyä",
      feedback: "palaute",
    },
    lock: {
      withCustomer: "Lukittu: asiakkaalla",
      decided: "Lukittu: ratkaistu",
    },
    candidatesOf: "Tarjotut asiantuntijat: {{title}}",
    candidatesOfSelf: "Tarjouksesi: {{title}}",
    columns: {
      expert: "Asiantuntija",
      self: "Ehdokas",
      tag: "Tila",
      rate: "Ehdotettu hinta",
      contact: "Yhteyshenkilö",
      reason: "Hylkäyksen syy",
      actions: "Toiminnot",
    },
    rate: "{{rate}} €/h",
    viewFeedback: "Näytä palaute",
    feedbackTitle: "Palaute hylkäyksestä",
    feedbackFor: '{{expert}}, keikka "{{gig}}"',
    reason: "Syy",
    feedback: "Palaute",
    noFeedback: "Kirjallista palautetta ei annettu.",
    close: "Sulje",
  },
  declineReasons: {
    INSUFFICIENT_EXPERIENCE: "Riittämätön kokemus",
    INSUFFICIENT_SKILLS: "Riittämättömät taidot",
    MORE_SUITABLE_CANDIDATE_FOUND: "Löytyi sopivampi ehdokas",
    REJECTED_BY_CUSTOMER: "Asiakas hylkäsi",
    GIG_CANCELLED: "Keikka peruttiin",
    GIG_LOST: "Keikka menetettiin",
    OTHER: "Muu",
  },
  overview: {
    attention: "Vaatii huomiota",
    attentionEmpty: "Mikään ei juuri nyt vaadi huomiotasi.",
    deadlineSoon_zero:
      '{{expert}}, "{{gig}}": tarjousten määräaika on tänään; tarjous on yhä arvioitavana.',
    deadlineSoon_one:
      '{{expert}}, "{{gig}}": tarjousten määräaika on {{count}} päivän päästä; tarjous on yhä arvioitavana.',
    deadlineSoon_other:
      '{{expert}}, "{{gig}}": tarjousten määräaika on {{count}} päivän päästä; tarjous on yhä arvioitavana.',
    declinedFeedback: '{{expert}}, "{{gig}}": hylätty {{date}}, palaute saatavilla.',
    openGig: "Avaa keikka",
    readFeedback: "Lue palaute",
    matching: "Uusimmat osaamistanne vastaavat avoimet keikat",
    matchingFallback:
      "Yksikään avoin keikka ei juuri nyt vastaa osaamistanne, joten tässä uusimmat avoimet keikat.",
    noOpenGigs: "Avoimia keikkoja ei juuri nyt ole.",
    allGigs: "Katso kaikki keikat",
    allOffers: "Katso kaikki tarjouksesi Omat keikat -sivulla",
    total_one: "Yhteensä {{count}} tarjous",
    total_other: "Yhteensä {{count}} tarjousta",
    onboarding: {
      title: "Näin pääset alkuun",
      intro: "Kolme askelta ensimmäiseen tarjoukseen:",
      done: "Valmis",
      todo: "Tekemättä",
      company: {
        company: "Täydennä yrityksesi tiedot",
        freelancer: "Täydennä tietosi freelancerina",
      },
      expert: { company: "Lisää asiantuntija ja hänen CV:nsä", freelancer: "Lisää CV:si" },
      offer: {
        company: "Tarjoa asiantuntijaa sopivaan keikkaan",
        freelancer: "Tarjoa itseäsi sopivaan keikkaan",
      },
    },
  },
};

export default offers;
