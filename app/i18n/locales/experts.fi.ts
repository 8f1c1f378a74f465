import type { Shape } from "./shape";
import type en from "./experts.en";

const experts: Shape<typeof en> = {
  list: {
    add: "Lisää asiantuntija",
    empty:
      "Et ole vielä lisännyt asiantuntijoita. Lisää ensimmäinen asiantuntija ja hänen CV:nsä, niin voit tarjota häntä keikoille.",
    caption: "Asiantuntijasi",
    pages: "Asiantuntijoiden sivut",
    name: "Nimi",
    stage: "Ehdokkuuden vaihe",
    cv: "CV",
    added: "Lisätty",
    actions: "Toiminnot",
    edit: "Muokkaa",
    editNamed: "Muokkaa: {{name}}",
    delete: "Poista",
    deleteNamed: "Poista: {{name}}",
    download: "Lataa CV",
    downloadNamed: "Lataa {{filename}}",
    noCv: "Ei CV:tä",
  },
  stage: {
    NONE: "Ei tarjottu",
    REVIEW: "Arvioitavana",
    OFFERED_TO_CUSTOMER: "Tarjottu asiakkaalle",
    offeredOn: "Tarjottu keikalle",
    offeredCount_one: "Tarjottu {{count}} keikalle",
    offeredCount_other: "Tarjottu {{count}} keikalle",
  },
  form: {
    createTitle: "Lisää asiantuntija",
    editTitle: "Muokkaa asiantuntijaa",
    name: "Nimi",
    salesPitch: "Myyntiteksti",
    salesPitchHint: "Miksi juuri tämä asiantuntija? Asiakas lukee tämän ensimmäisenä.",
    cv: "CV",
    cvHint: "Yksi tiedosto: PDF, DOC, DOCX tai ODT, enintään {{max}} Mt.",
    cvKeep: "Nykyinen CV: {{filename}}. Valitse tiedosto vain, jos haluat korvata sen.",
    cvNone: "CV:tä ei ole vielä ladattu.",
    create: "Lisää asiantuntija",
    save: "Tallenna muutokset",
    saving: "Tallennetaan…",
    uploading: "CV:n lataus",
    progress: "{{percent}} % ladattu",
    required: "Tähdellä * merkityt kentät ovat pakollisia.",
    uploadFailed: "Lataus epäonnistui. Tarkista yhteys ja yritä uudelleen.",
  },
  delete: {
    title: "Poista asiantuntija",
    question: "Poistetaanko {{name}}? Hänen CV:nsä ja myyntitekstinsä poistetaan.",
    withdrawn:
      "{{name}} on arvioitavana avoimilla keikoilla; poistaminen vetää hänet pois niiltä. Hylätyt tarjoukset poistetaan asiantuntijan mukana.",
    confirm: "Poista asiantuntija",
    refused:
      "{{name}} on tarjottu asiakkaalle tai edennyt arvioinnin ohi, joten asiantuntijaa ei voi poistaa.",
  },
  toast: {
    created: "Asiantuntija luotu",
    createFailed: "Asiantuntijan luominen epäonnistui",
    saved: "Muutokset tallennettu",
    editFailed: "Asiantuntijan muokkaaminen epäonnistui",
    deleted: "Asiantuntija poistettu",
    deleteFailed: "Asiantuntijan poistaminen epäonnistui",
    deleteRefused:
      "Asiantuntija on tarjottu asiakkaalle tai edennyt arvioinnin ohi, eikä häntä voi poistaa.",
    freelancerFailed: "Tietojesi tallentaminen epäonnistui, yritä uudelleen",
  },
  validation: {
    cvRequired: "Asiantuntijan CV:n lataaminen on pakollista",
    cvRequiredSelf: "CV:si lataaminen on pakollista",
    cvTooBig: "Tiedosto on liian suuri. Enimmäiskoko on {{length}} Mt.",
    cvFormat: "Tiedostomuotoa ei tueta. Käytä PDF-, DOC-, DOCX- tai ODT-tiedostoa.",
  },
  freelancer: {
    profile: "Profiilisi",
    role: "Rooli",
    salesPitch: "Myyntiteksti",
    cv: "CV",
    cvAdded: "Lisätty {{date}}",
    notSet: "Ei asetettu",
    edit: "Muokkaa tietojasi",
    editTitle: "Muokkaa tietojasi",
    companyDetails: "Yrityksen tiedot",
    editCompany: "Muokkaa yrityksen tietoja",
    missing: "Freelancer-profiiliasi ei löytynyt. Ota yhteyttä tukeen.",
  },
};

export default experts;
