import type registerEn from "./register.en";

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const registerFi: Shape<typeof registerEn> = {
  title: "Rekisteröidy",
  stepOf: "Vaihe {{step}}/{{total}}",
  progress: "Rekisteröitymisen vaiheet",
  progressSteps: {
    "partner-type": "Kumppanin tyyppi",
    "company-information": "Yrityksen tiedot",
    "freelancer-information": "Freelancerin tiedot",
    "personal-information": "Henkilötiedot",
  },
  progressDone: "(valmis)",
  required: "Tähdellä * merkityt kentät ovat pakollisia.",
  back: "Takaisin",
  continue: "Jatka",
  steps: {
    "partner-type": {
      title: "Kumppanin tyyppi",
      text: "Valitse, rekisteröidytkö yrityksenä vai freelancerina.",
    },
    "email-password": { title: "Luo tili", text: "Luo tili sähköpostiosoitteella ja salasanalla." },
    "company-information": { title: "Yrityksen tiedot", text: "Kerro meille yrityksestäsi." },
    "company-information-freelancer": {
      title: "Freelancerin tiedot",
      text: "Kerro meille yritystoiminnastasi.",
    },
    "personal-information": { title: "Henkilötiedot", text: "Kerro meille itsestäsi." },
    ready: { title: "Valmista tuli", text: "Rekisteröitymisesi on valmis. Näin jatkat tästä." },
  },
  partnerType: {
    legend: "Rekisteröidyn",
    company: {
      label: "Yrityksenä",
      text: "Konsulttiyritys tai osaajayhteisö, jolla on useita asiantuntijoita ja käyttäjiä.",
    },
    freelancer: { label: "Freelancerina", text: "Tarjoat keikkoihin itseäsi omalla CV:lläsi." },
    fixed: "Kumppanin tyyppiä ei voi vaihtaa rekisteröitymisen jälkeen.",
  },
  emailPassword: {
    submit: "Luo tili",
    haveAccount: "Onko sinulla jo tili?",
    sentTitle: "Tarkista sähköpostisi",
    sentText:
      "Lähetimme vahvistuslinkin osoitteeseen {{email}}. Avaa linkki vahvistaaksesi osoitteesi ja kirjaudu sitten sisään jatkaaksesi rekisteröitymistä.",
    passwordHint: "Vähintään 6 merkkiä.",
  },
  company: {
    name: "Yrityksen nimi",
    freelancerName: "Toiminimi",
    freelancerNameHint: "Toiminimesi tai oma nimesi, jos toiminimeä ei ole.",
    website: "Verkkosivusto",
    country: "Kotipaikka",
    chooseCountry: "Valitse maa",
    capabilities: "Osaamisalueet",
    businessId: "Y-tunnus",
    businessIdHint: "Muoto 1234567-1. Pakollinen Suomeen sijoittuneille yrityksille.",
    businessIdHintFreelancer:
      "Muoto 1234567-1. Pakollinen Suomessa, ellet laskuta kevytyrittäjäpalvelun kautta.",
    lightEntrepreneur: "Laskutan kevytyrittäjäpalvelun kautta",
    lightEntrepreneurNote:
      "Kevytyrittäjälle, jolla ei ole omaa y-tunnusta: jätä y-tunnus tyhjäksi. Laskutuspalvelusi tiedot annetaan sopimusta tehtäessä.",
    contactNote: "Sinusta tulee yrityksen yhteyshenkilö. Voit vaihtaa sen myöhemmin.",
  },
  personal: {
    name: "Nimi",
    phone: "Puhelinnumero",
    phoneHint: "Esimerkiksi +358 40 123 4567",
    jobTitle: "Tehtävänimike",
    marketing: "Sallin GigPartnersin lähettää minulle markkinointiviestejä",
    newsletter: "Lähettäkää minulle keikkauutiskirje arkipäivisin",
    terms: "Hyväksyn käyttöehdot ja tietosuojaselosteen",
    termsLink: "Käyttöehdot",
    privacyLink: "Tietosuojaseloste",
    joining: "Liityt yritykseen {{company}}.",
    submit: "Viimeistele rekisteröityminen",
  },
  ready: {
    slides: {
      experts: {
        title: "Lisää asiantuntijasi",
        text: "Lisää asiantuntijat CV:ineen ja myyntiteksteineen Asiantuntijat-välilehdellä.",
      },
      freelancer: {
        title: "Täydennä profiilisi",
        text: "Lisää CV:si ja myyntitekstisi Freelancerin tiedot -välilehdellä.",
      },
      gigs: {
        title: "Löydä keikkoja",
        text: "Selaa avoimia keikkoja ja tarjoa asiantuntijoita tuntihinnalla.",
      },
      gigsFreelancer: {
        title: "Löydä keikkoja",
        text: "Selaa avoimia keikkoja ja tarjoa itseäsi tuntihinnalla.",
      },
      follow: {
        title: "Seuraa tarjouksiasi",
        text: "Seuraa jokaista tarjousta Omat keikat -välilehdellä asiakkaan päätökseen asti.",
      },
    },
    previous: "Edellinen",
    next: "Seuraava",
    slideOf: "{{current}}/{{total}}",
    toDashboard: "Siirry hallintapaneeliin",
  },
  errors: {
    generic: "Tietojesi tallentaminen epäonnistui, yritä uudelleen",
    partnerTypeRequired: "Valitse ensin, rekisteröidytkö yrityksenä vai freelancerina.",
    emailInUse: "Tämä sähköpostiosoite on jo käytössä. Kirjaudu sen sijaan sisään.",
    inviteAndCompanyNull:
      "Kutsua tai yrityksen tietoja ei annettu (InviteToken and company can't both be null)",
    alreadyRegistered: "Olet jo rekisteröitynyt.",
  },
  signedOut: "Sinut kirjattiin ulos, jotta voit aloittaa uuden rekisteröitymisen.",
  completed: "Tervetuloa GigPartnersiin! Rekisteröitymisesi on valmis.",
};

export default registerFi;
