import type { Shape } from "./shape";
import type en from "./account.en";

const account: Shape<typeof en> = {
  details: {
    newsletter: "Keikkauutiskirje",
    subscribed: "Tilattu",
    notSubscribed: "Ei tilattu",
    notSet: "Ei asetettu",
    edit: "Muokkaa omia tietoja",
    editTitle: "Muokkaa omia tietoja",
    email: "Sähköposti",
    emailNote: "Sähköpostiosoite on kirjautumistunnuksesi, eikä sitä voi muuttaa täällä.",
    save: "Tallenna muutokset",
    saved: "Muutokset tallennettu",
    savedNewsletterRefused:
      "Muutokset tallennettu. Tähän sähköpostiosoitteeseen ei voi lähettää keikkauutiskirjettä, joten tilausta ei tehty.",
    savedNewsletterConfirm:
      "Muutokset tallennettu. Aloita keikkauutiskirjeen tilaus avaamalla vahvistuslinkki, jonka lähetimme sähköpostiisi.",
    failed: "Omien tietojen muokkaus epäonnistui",
  },
  delete: {
    title: "Poista tilini",
    open: "Poista tilini",
    intro:
      "Tilin poistaminen kirjaa sinut ulos kaikkialta ja poistaa henkilötietosi. Tätä ei voi perua.",
    handover:
      "Yrityksen {{company}} muut käyttäjät säilyttävät pääsynsä. Jos olet yhteyshenkilö, toinen käyttäjä tulee yhteyshenkilöksi.",
    lastUser:
      "Olet yrityksen {{company}} viimeinen käyttäjä. Tilin poistaminen poistaa myös yrityksen ja kaikki sen tiedot: asiantuntijat, CV:t, tarjoukset ja kutsut.",
    lastFreelancer:
      "Tilin poistaminen poistaa myös freelancer-profiilisi ja kaikki sen tiedot: CV:si, tarjouksesi ja yritystietosi.",
    confirmLabel: "Vahvista kirjoittamalla sähköpostiosoitteesi {{email}}",
    confirmRequired: "Kirjoita sähköpostiosoitteesi vahvistukseksi",
    confirmMismatch: "Sähköpostiosoite ei vastaa tiliäsi",
    submit: "Poista tilini pysyvästi",
    done: "Tilisi on poistettu.",
    nowLastUser:
      "Muut käyttäjät ovat sillä välin poistuneet: olet nyt viimeinen käyttäjä, joten myös yritys ja kaikki sen tiedot poistettaisiin. Lue varoitus ja vahvista uudelleen.",
    failed: "Tilin poistaminen epäonnistui",
  },
};

export default account;
