import type { Shape } from "./shape";
import type en from "./staff-posts.en";

const staffPosts: Shape<typeof en> = {
  list: {
    title: "Artikkelit",
    lead: "Kaikki artikkelit molemmilla kielillä, luonnokset mukaan lukien. Sivustolla näkyvät vain julkaistut.",
    new: "Uusi artikkeli",
    search: "Hae otsikolla",
    language: "Kieli",
    languages: { all: "Kaikki kielet", en: "Englanti", fi: "Suomi" },
    state: "Tila",
    states: { all: "Kaikki tilat", published: "Julkaistu", unpublished: "Julkaisematon" },
    apply: "Näytä",
    count_one: "{{count}} artikkeli",
    count_other: "{{count}} artikkelia",
    empty: "Yksikään artikkeli ei vastaa hakua.",
    columns: {
      title: "Otsikko",
      language: "Kieli",
      category: "Kategoria",
      state: "Tila",
      published: "Julkaistu",
      updated: "Tallennettu viimeksi",
    },
    edit: "Muokkaa: {{title}}",
    neverPublished: "Ei koskaan julkaistu",
  },
  form: {
    createTitle: "Uusi artikkeli",
    editTitle: "Muokkaa artikkelia: {{title}}",
    back: "Kaikki artikkelit",
    required:
      "Tähdellä * merkityt kentät ovat pakollisia. Uusi artikkeli tallennetaan julkaisemattomana.",
    language: "Kieli",
    chooseLanguage: "Valitse kieli",
    title: "Otsikko",
    slug: "Osoite (slug)",
    slugHint:
      "Osoitteen /posts/… loppuosa: pieniä kirjaimia, numeroita ja yhdysmerkkejä. Jätä tyhjäksi, niin osoite tehdään otsikosta.",
    slugFixed:
      "Osoite pysyy samana ensimmäisestä julkaisusta lähtien, joten linkit julkaisuun toimivat edelleen.",
    category: "Kategoria",
    chooseCategory: "Valitse kategoria",
    lead: "Ingressi",
    leadHint: "Näkyy artikkelilistassa ja artikkelin alussa.",
    body: "Leipäteksti (Markdown)",
    bodyHint:
      "Markdown: ## väliotsikot, - listat, [linkit](https://example.com), **lihavointi** ja *kursiivi*. Esikatselu näyttää tekstin niin kuin sivusto.",
    save: "Tallenna",
    preview: "Esikatsele",
    previewTitle: "Leipätekstin esikatselu",
    previewNote: "Ei vielä tallennettu: tallenna, jotta muutokset säilyvät.",
    previewEmpty: "Leipäteksti on tyhjä.",
  },
  publishing: {
    title: "Julkaisu",
    draft: "Julkaisematon: ei koskaan julkaistu, vain ylläpito näkee sen.",
    published: "Julkaistu {{date}}: näkyy sivustolla.",
    unpublished: "Julkaisematon (julkaistu ensimmäisen kerran {{date}}): vain ylläpito näkee sen.",
    publish: "Julkaise",
    unpublish: "Poista julkaisusta",
    viewOnSite: "Näytä sivustolla",
    delete: "Poista artikkeli",
  },
  delete: {
    title: "Poistetaanko {{title}}?",
    question:
      "Artikkeli poistetaan pysyvästi, eikä sen osoite enää toimi. Muutoslokiin jää siitä merkintä. Jos haluat vain piilottaa sen sivustolta, poista se julkaisusta.",
    confirm: "Poista artikkeli",
  },
  toast: {
    created: "Luonnos tallennettu. Julkaise se, kun se on valmis.",
    saved: "Artikkeli tallennettu.",
    published: "{{title}} on julkaistu.",
    unpublished: "{{title}} ei enää näy sivustolla.",
    alreadyPublished: "{{title}} oli jo julkaistu.",
    alreadyUnpublished: "{{title}} oli jo poistettu julkaisusta.",
    deleted: "{{title}} poistettu.",
  },
  validation: {
    locale: "Valitse kieli",
    category: "Valitse kategoria",
    slugPattern:
      "Käytä pieniä kirjaimia a–z, numeroita ja yksittäisiä yhdysmerkkejä, esimerkiksi oma-artikkeli",
    slugTaken: "Toisella artikkelilla on jo tämä osoite. Valitse toinen slug.",
    slugFromTitle: "Tästä otsikosta ei voi tehdä osoitetta. Kirjoita slug.",
  },
};

export default staffPosts;
