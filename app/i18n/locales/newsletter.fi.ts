import type newsletterEn from "./newsletter.en";

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const newsletterFi: Shape<typeof newsletterEn> = {
  title: "Keikkauutiskirje",
  lead: "Uudet keikat sähköpostiisi arkipäivisin. Jokaisessa uutiskirjeessä on linkki, jolla tilauksen voi perua yhdellä napsautuksella.",
  pageLead:
    "Saat uudet konsulttikeikat sähköpostiisi arkipäivisin. Jokaisessa uutiskirjeessä on linkki, jolla tilauksen voi perua yhdellä napsautuksella.",
  email: "Sähköposti",
  submit: "Tilaa",
  subscribed: "Olet tilannut keikkauutiskirjeen. Se saapuu arkipäivisin.",
  checkInbox:
    "Melkein valmista: vahvista tilaus avaamalla linkki, jonka lähetimme sähköpostiisi. Jos osoite saa jo keikkauutiskirjeen, mikään ei muutu.",
  errors: {
    malformed: "Tarkista sähköpostiosoitteesi",
    invalid: "Käytä toista sähköpostiosoitetta",
    tooMany: "Verkostasi on yritetty tilata liian monta kertaa. Yritä uudelleen tunnin kuluttua.",
    searchTooLong:
      "Tämä haku on liian pitkä tallennettavaksi. Poista joitakin suodattimia ja tilaa uudelleen.",
  },
  search: {
    phrase: "Keikat hakusanalla ”{{phrase}}”",
    phraseAndFilters: "Keikat hakusanalla ”{{phrase}}”, {{filters}}",
    filtersOnly: "Keikat: {{filters}}",
    kept: "Uutiskirjeessäsi on vain tämän haun uudet keikat: {{search}}",
    link: "Tilaa tämän haun uudet keikat sähköpostiisi",
  },
  unsubscribe: {
    title: "Keikkauutiskirjeen tilauksen peruminen",
    confirm: "Lopetetaanko keikkauutiskirjeen lähettäminen osoitteeseen {{email}}?",
    submit: "Peru tilaus",
    doneTitle: "Tilaus on peruttu",
    done: "Emme enää lähetä keikkauutiskirjettä osoitteeseen {{email}}. Voit tilata sen uudelleen milloin tahansa.",
    toast: "Keikkauutiskirjeen tilaus on peruttu.",
    invalidTitle: "Tämä peruutuslinkki ei toimi",
    invalid:
      "Linkki on vajaa tai liian vanha. Käytä jonkin viimeaikaisen uutiskirjeen peruutuslinkkiä tai kirjoita osoitteeseen partners@gigpartners.example, niin perumme tilauksen.",
    subscribeAgain: "Tilaa uudelleen",
    home: "Etusivulle",
  },
  confirm: {
    title: "Vahvista keikkauutiskirjeen tilaus",
    question: "Aloitetaanko keikkauutiskirjeen lähettäminen osoitteeseen {{email}} arkipäivisin?",
    submit: "Vahvista tilaus",
    invalidTitle: "Tämä vahvistuslinkki ei toimi",
    invalid:
      "Linkki on vajaa, jo käytetty tai yli 3 päivää vanha. Voit tilata uutiskirjeen uudelleen uutiskirjesivulla.",
    subscribeAgain: "Uutiskirjesivulle",
  },
};
export default newsletterFi;
