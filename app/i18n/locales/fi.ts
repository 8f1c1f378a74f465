import uiFi from "./ui.fi";
import mailOutboxFi from "./mail-outbox.fi";
import searchFi from "./search.fi";
import newsletterFi from "./newsletter.fi";
import siteFi from "./site.fi";
import type { BrowserTranslation } from "./en";
import authFi from "./auth.fi";
import registerFi from "./register.fi";
import oauthFi from "./oauth.fi";
import expertsFi from "./experts.fi";
import offersFi from "./offers.fi";
import matchingFi from "./matching.fi";
import companyFi from "./company.fi";
import accountFi from "./account.fi";
import staffFi from "./staff.fi";
import staffGigsFi from "./staff-gigs.fi";
import staffPostsFi from "./staff-posts.fi";
import staffMembersFi from "./staff-members.fi";
import notificationsFi from "./notifications.fi";
import representationFi from "./representation.fi";
import representationPageFi from "./representation-page.fi";
import gigQuestionsFi from "./gig-questions.fi";
import partnerDataFi from "./partner-data.fi";
import cvRetentionFi from "./cv-retention.fi";
import type { Shape } from "./shape";

// Typed against the English file: a missing or extra key fails `npm run typecheck`.
const fi: Shape<BrowserTranslation> = {
  product: {
    name: "GigPartners",
    tagline: "Konsultointikeikkoja pohjoismaisille kumppaneille",
  },
  meta: {
    defaultDescription:
      "GigPartners yhdistää konsulttiyritykset, osaajayhteisöt ja freelancerit asiakasprojekteihin. Selaa avoimia keikkoja, tarjoa asiantuntijoitasi ja seuraa jokaista tarjousta.",
  },
  nav: {
    main: "Päävalikko",
    home: "Etusivu",
    gigs: "Keikat",
    posts: "Artikkelit",
    aboutUs: "Meistä",
    getInTouch: "Ota yhteyttä",
    discover: "Tutustu palveluun",
    signIn: "Kirjaudu",
    signOut: "Kirjaudu ulos",
    register: "Rekisteröidy",
    dashboard: "Hallintapaneeli",
    backOffice: "Ylläpito",
    openMenu: "Valikko",
    closeMenu: "Sulje valikko",
    skipToContent: "Siirry sisältöön",
    account: "Kirjautuneena: {{name}}",
  },
  footer: {
    label: "Alatunniste",
    company: "Yritys",
    forPartners: "Kumppaneille",
    legal: "Ehdot",
    faq: "Usein kysytyt kysymykset",
    getStarted: "Aloita tästä",
    growWithUs: "Kasva kanssamme",
    about: "Tietoa GigPartnersista",
    terms: "Käyttöehdot",
    cookieSettings: "Evästeasetukset",
    privacy: "Tietosuojaseloste",
    copyright: "© {{year}} GigPartners",
  },
  language: {
    label: "Kieli",
    change: "Vaihda kieli",
    en: "English",
    fi: "Suomi",
    submit: "Vaihda",
  },
  toast: {
    region: "Ilmoitukset",
    dismiss: "Sulje ilmoitus",
    types: { error: "Virhe", info: "Tiedote", success: "Onnistui", warning: "Varoitus" },
    languageChanged: "Kieleksi vaihdettiin suomi.",
    newVersion: "GigPartnersista on saatavilla uusi versio.",
    reload: "Lataa uudelleen",
  },
  consent: {
    title: "Evästeet GigPartnersissa",
    text: "Käytämme välttämättömiä evästeitä, jotta pysyt kirjautuneena ja valintasi säilyvät. Luvallasi käytämme myös analytiikkaevästeitä ymmärtääksemme, miten sivustoa käytetään.",
    acceptAll: "Hyväksy kaikki",
    necessaryOnly: "Vain välttämättömät",
    settings: "Evästeasetukset",
    settingsTitle: "Evästeasetukset",
    necessaryText:
      "Välttämättömät evästeet pitävät sinut kirjautuneena, muistavat kielesi ja tämän valinnan sekä suojaavat lomakkeita. Ne ovat aina käytössä.",
    externalText:
      "Evästevalintojasi hallitaan suostumustyökalullamme, joka avautuu jokaisella sivulla, kunnes olet vastannut.",
    categories: "Evästeet",
    necessary: "Välttämättömät",
    necessaryShort: "Kirjautuminen, kieli, tietoturva. Aina käytössä.",
    analytics: "Analytiikka",
    analyticsText:
      "Laskee sivujen katselut (Matomo), jotta voimme parantaa sivustoa. Mitään ei kerätä ennen lupaasi.",
    save: "Tallenna valinnat",
    saved: "Evästevalintasi tallennettiin.",
  },
  errors: {
    notFound: {
      title: "Sivua ei löytynyt",
      description: "Etsimääsi sivua ei ole olemassa tai se on siirretty.",
      message: "Sivua ei löytynyt: {{path}}",
    },
    gigNotFound: {
      title: "Keikkaa ei löytynyt",
      description:
        "Tätä keikkaa ei ole olemassa tai sitä ei enää julkaista. Selaa avoimia keikkoja.",
      browse: "Selaa keikkoja",
    },
    server: {
      title: "Jokin meni vikaan",
      description: "Palvelussamme tapahtui odottamaton virhe. Yritä hetken kuluttua uudelleen.",
      requestId: "Kerro tämä tunniste tuelle:",
    },
    badRequest: {
      title: "Pyyntöä ei voitu hyväksyä",
      description:
        "Lomake tai osoite sisälsi jotain, mitä emme voi hyväksyä, esimerkiksi aivan liikaa kenttiä tai kiellettyjä merkkejä. Palaa takaisin ja yritä uudelleen.",
    },
    uploadsBusy: {
      title: "Liian monta latausta juuri nyt",
      description:
        "Useita ansioluetteloita ladataan juuri nyt, eikä sinun tiedostoasi voitu ottaa vastaan. Mitään ei tallennettu: palaa takaisin ja lähetä lomake uudelleen muutaman sekunnin kuluttua.",
    },
    staffOnly: {
      title: "Tämä sivu on henkilökunnalle",
      description:
        "Ylläpito on palveluntarjoajan henkilökunnalle. Tililläsi ei voi avata sitä; omat sivusi ovat hallintapaneelissa.",
    },
    forbidden: {
      title: "Pyyntö hylättiin",
      description: "Pyyntö ei tullut tältä sivustolta, joten se hylättiin.",
    },
    unavailable: {
      title: "Palvelu on tilapäisesti poissa käytöstä",
      description: "Emme saa juuri nyt yhteyttä tietokantaan. Yritä hetken kuluttua uudelleen.",
    },
    backHome: "Takaisin etusivulle",
    statusCode: "Virhe {{status}}",
  },
  validation: {
    fillAllRequired: "Täytä kaikki pakolliset kentät",
    required: "Täytä tämä pakollinen kenttä",
    emailRequired: "Täytä sähköpostiosoitteesi",
    emailInvalid: "Sähköpostiosoite ei ole kelvollinen",
    passwordRequired: "Täytä salasanasi",
    emailRequiredInvite: "Täytä sähköpostiosoite",
    passwordTooShort: "Salasanan on oltava vähintään 6 merkkiä pitkä",
    tooShort: "Pituuden on oltava vähintään {{length}} merkkiä",
    tooLong: "Pituus saa olla enintään {{length}} merkkiä",
    nameRequired: "Täytä nimesi",
    companyNameRequired: "Täytä yrityksesi nimi",
    phoneRequired: "Täytä puhelinnumerosi",
    homeBaseRequired: "Täytä yrityksesi kotipaikka",
    capabilityRequired: "Lisää vähintään yksi osaamisalue",
    capabilityInvalid: "Valitse osaamisalueet listalta",
    tooManyChoices: "Valitse enintään {{length}}",
    idInvalid: "Tämä valinta ei kelpaa",
    contactPersonRequired: "Lisää yhteyshenkilö",
    phoneInvalid: "Virheellinen puhelinnumero",
    websiteInvalid: "Virheellinen verkkosivuston osoite",
    businessIdInvalid: "Virheellinen y-tunnus. Käytä muotoa 1234567-1.",
    businessIdRequired: "Täytä yrityksesi y-tunnus",
    businessNameRequired: "Täytä toiminimesi",
    homeBaseRequiredFreelancer: "Täytä kotipaikkasi",
    businessIdRequiredFreelancer:
      "Täytä y-tunnuksesi tai valitse, että laskutat kevytyrittäjäpalvelun kautta",
    businessIdWithLightEntrepreneur:
      "Jätä y-tunnus tyhjäksi, kun laskutat kevytyrittäjäpalvelun kautta",
    lightEntrepreneurCompany:
      "Yritykseltä tarvitaan oma y-tunnus: vain freelancer voi laskuttaa kevytyrittäjäpalvelun kautta",
    termsRequired: "Täytä tämä pakollinen kenttä",
    unknown: "Tarkista tämä kenttä",
    counter: "{{value}} / {{max}}",
    counterLimit: "Enintään {{max}} merkkiä",
  },
  home: {
    title: "Konsultointikeikkoja pohjoismaisille kumppaneille",
    lead: "Tarjoa asiantuntijoitasi asiakasprojekteihin, ehdota tuntihintaa ja seuraa jokaista tarjousta asiakkaan päätökseen asti.",
    browseGigs: "Selaa keikkoja",
    registerCta: "Rekisteröidy kumppaniksi",
    latestGigs: "Uusimmat keikat",
    allGigs: "Näytä kaikki keikat",
    howToStart: "Näin pääset alkuun",
    steps: {
      register: {
        title: "Rekisteröidy",
        text: "Rekisteröidy yrityksenä tai freelancerina. Se vie muutaman minuutin.",
      },
      experts: {
        title: "Lisää asiantuntijasi",
        text: "Lisää asiantuntijasi CV:ineen ja myyntiteksteineen.",
      },
      offer: {
        title: "Tarjoa",
        text: "Tarjoa asiantuntijoita avoimiin keikkoihin ja ehdota tuntihintaa.",
      },
      follow: {
        title: "Seuraa",
        text: "Seuraa jokaista tarjousta hallintapaneelissa asiakkaan päätökseen asti.",
      },
    },
    latestPosts: "Uusimmat artikkelit",
    allPosts: "Näytä kaikki artikkelit",
    noGigs: "Julkaistuja keikkoja ei juuri nyt ole.",
  },
  gigs: {
    title: "Keikat",
    lead: "Asiakasprojektit, jotka etsivät konsultteja.",
    count_one: "{{count}} keikka",
    count_other: "{{count}} keikkaa",
    empty: "Yksikään keikka ei juuri nyt vastaa hakua.",
    status: {
      "accepting-proposals": "Ottaa vastaan tarjouksia",
      "offer-in-progress": "Tarjous käsittelyssä",
      waiting: "Odottaa",
      resolved: "Ratkaistu",
      won: "Voitettu",
      lost: "Hävitty",
    },
    closed: "Suljettu",
    closedBanner: "Tähän keikkaan ei enää voi tarjota asiantuntijoita.",
    closesToday: "Sulkeutuu tänään",
    daysLeft_one: "{{count}} päivä jäljellä",
    daysLeft_other: "{{count}} päivää jäljellä",
    publishedToday: "Julkaistu tänään",
    publishedDaysAgo_one: "Julkaistu {{count}} päivä sitten",
    publishedDaysAgo_other: "Julkaistu {{count}} päivää sitten",
    deadline: "Tarjousten määräaika",
    rate: "{{min}}–{{max}} €/h",
    pagination: "Sivutus",
    previous: "Edellinen sivu",
    next: "Seuraava sivu",
    pageOf: "Sivu {{page}}/{{pages}}",
    fields: {
      duration: "Kesto",
      requiredSkills: "Vaaditut taidot",
      niceToHaveSkills: "Eduksi katsottavat taidot",
      locations: "Sijainnit",
      onsite: "Työskentelytapa",
      minExperience: "Vähimmäiskokemus",
      minExperienceYears_one: "{{count}} vuosi",
      minExperienceYears_other: "{{count}} vuotta",
      hourlyRate: "Tuntihinta",
      startDate: "Aloituspäivä",
      customerDeadline: "Loppuasiakkaan tarjousten määräaika",
      offerDeadline: "Asiantuntijatarjousten määräaika",
      language: "Kieli",
      allocation: "Työmäärä",
      status: "Tila",
    },
    workMode: { onsite: "Paikan päällä", remote: "Etätyö", hybrid: "Hybridi" },
    offerExperts: "Tarjoa asiantuntijoita",
    yourOffers: "Tarjouksesi tähän keikkaan",
    yourOffer: "Tarjouksesi tähän keikkaan",
    estimatedDate: "{{date}} (arvio)",
    offerRate: "{{rate}} €/h",
    noOffersYet: "Et ole vielä tarjonnut ketään tähän keikkaan.",
    noOfferYetSelf: "Et ole vielä tarjonnut itseäsi tähän keikkaan.",
    offerSignIn: "Kirjaudu sisään tarjotaksesi asiantuntijoitasi tähän keikkaan.",
    signInToOffer: "Kirjaudu ja tarjoa",
    factsLabel: "Keikan tärkeimmät tiedot",
    candidatesTitle: "Ehdokkaat",
    openInBackOffice: "Avaa ehdokkaat ylläpidossa",
    contact: "Yhteyshenkilö",
    contactSignIn: "Kirjaudu sisään nähdäksesi yhteystiedot.",
    back: "Takaisin keikkoihin",
  },
  posts: {
    title: "Artikkelit",
    lead: "Uutisia, oppaita ja tarinoita konsultointikumppaneille.",
    categories: "Kategoriat",
    allCategories: "Kaikki",
    languages: "Kieli",
    language: { en: "Englanniksi", fi: "Suomeksi", all: "Kaikki kielet" },
    writtenIn: { en: "Englanniksi", fi: "Suomeksi" },
    category: { news: "Uutiset", guides: "Oppaat", stories: "Tarinat" },
    empty: "Artikkeleita ei vielä ole.",
    readMore: "Lue lisää",
    back: "Takaisin artikkeleihin",
    published: "Julkaistu {{date}}",
  },
  dashboard: {
    title: "Hallintapaneeli",
    tabs: {
      overview: "Yleiskatsaus",
      "my-gigs": "Omat keikat",
      "my-gigs-company": "Omat keikat ja tarjotut asiantuntijat",
      experts: "Asiantuntijat",
      "company-and-users": "Yritys ja käyttäjät",
      "freelancer-information": "Freelancerin tiedot",
      "my-details": "Omat tiedot",
    },
    intro: {
      "my-gigs": "Keikat, joihin olet tarjonnut asiantuntijoita, ja kunkin tarjouksen vaihe.",
      "my-gigs-freelancer": "Keikat, joihin olet tarjonnut itseäsi, ja kunkin tarjouksen vaihe.",
      experts: "Asiantuntijasi, heidän CV:nsä ja keikat, joihin heitä on tarjottu.",
      "company-and-users": "Yrityksesi tiedot, käyttäjät ja kutsut.",
      "freelancer-information": "Freelancer-profiilisi: rooli, myyntiteksti ja CV.",
    },
    overview: { offersByStage: "Tarjoukset vaiheittain" },
    stages: {
      "waiting-review": "Odottaa arviointia",
      "suitable-candidate": "Sopiva ehdokas",
      "ready-to-offer": "Valmis tarjottavaksi",
      "waiting-customer-decision": "Odottaa asiakkaan päätöstä",
      accepted: "Hyväksytty",
      declined: "Hylätty",
    },
    details: {
      name: "Nimi",
      email: "Sähköposti",
      jobTitle: "Tehtävänimike",
      phone: "Puhelinnumero",
      marketing: "Markkinointilupa",
      allowed: "Sallittu",
      notAllowed: "Ei sallittu",
      terms: "Käyttöehdot hyväksytty",
    },
  },
  version: {
    label: "Versio {{version}}",
  },
  auth: authFi,
  ui: uiFi,
  register: registerFi,
  search: searchFi,
  newsletter: newsletterFi,
  site: siteFi,
  oauth: oauthFi,
  experts: expertsFi,
  offers: offersFi,
  matching: matchingFi,
  company: companyFi,
  account: accountFi,
  staff: staffFi,
  staffGigs: staffGigsFi,
  staffPosts: staffPostsFi,
  staffMembers: staffMembersFi,
  notifications: notificationsFi,
  representation: representationFi,
  representationPage: representationPageFi,
  gigQuestions: gigQuestionsFi,
  partnerData: partnerDataFi,
  cvRetention: cvRetentionFi,
  mail: { outbox: mailOutboxFi },
  modal: { close: "Sulje", cancel: "Peruuta" },
};

export default fi;
