import type authEn from "./auth.en";

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const authFi: Shape<typeof authEn> = {
  fields: { email: "Sähköposti", password: "Salasana", newPassword: "Uusi salasana" },
  honeypot: { label: "Jätä tämä kenttä tyhjäksi" },
  signIn: {
    title: "Kirjaudu sisään",
    lead: "Kirjaudu sisään tarjotaksesi asiantuntijoitasi ja seurataksesi tarjouksiasi.",
    metaDescription:
      "Kirjaudu GigPartnersiin, tarjoa asiantuntijoitasi konsulttikeikoille ja seuraa tarjouksiasi asiakkaan päätökseen asti.",
    submit: "Kirjaudu",
    success: "Olet kirjautunut sisään.",
    noAccount: "Eikö sinulla ole vielä tiliä?",
    forgotPassword: "Unohditko salasanasi?",
    or: "tai",
  },
  signOut: {
    title: "Kirjaudu ulos",
    question: "Haluatko kirjautua ulos?",
    submit: "Kirjaudu ulos",
    cancel: "Peruuta",
    done: "Olet kirjautunut ulos.",
  },
  errors: {
    "user-exists-with-different-credentials":
      "Tili käyttää toista kirjautumistapaa. Kirjaudu samalla tavalla kuin aiemmin.",
    "email-already-in-use": "Tämä sähköpostiosoite on jo käytössä. Kirjaudu sen sijaan sisään.",
    "user-not-found": "Tällä sähköpostiosoitteella ei löytynyt tiliä. Haluatko rekisteröityä?",
    "wrong-password": "Väärä käyttäjätunnus tai salasana.",
    "invalid-password": "Salasanan on oltava vähintään 6 merkkiä pitkä",
    "too-many-requests": "Liian monta yritystä. Odota hetki ja yritä uudelleen.",
    "unverified-email":
      "Sähköpostiosoitettasi ei ole vielä vahvistettu. Katso vahvistusviesti sähköpostistasi.",
    "user-disabled": "Tilisi on poistettu käytöstä. Ota yhteyttä tukeen.",
    "unknown-error": "Kirjautumisessa tapahtui virhe. Yritä uudelleen.",
  },
  registerInstead: "Rekisteröidy",
  verify: {
    success: "Sähköpostiosoitteesi on vahvistettu. Voit nyt kirjautua sisään.",
    invalid: "Vahvistuslinkki ei ole kelvollinen. Kirjaudu sisään saadaksesi uuden.",
    expired: "Vahvistuslinkki on vanhentunut. Kirjaudu sisään saadaksesi uuden.",
    alreadyVerified: "Sähköpostiosoitteesi oli jo vahvistettu. Voit kirjautua sisään.",
    resend: "Lähetä vahvistusviesti uudelleen",
    resent: "Jos osoite kuuluu vahvistamattomaan tiliin, uusi vahvistusviesti on matkalla.",
    sendFailed: "Viestiä ei juuri nyt voitu lähettää. Yritä hetken kuluttua uudelleen.",
  },
  reset: {
    title: "Vaihda salasana",
    text: "Anna tilisi sähköpostiosoite. Lähetämme linkin, jolla voit valita uuden salasanan.",
    submit: "Lähetä linkki",
    sent: "Jos tällä sähköpostiosoitteella on tili, lähetimme siihen linkin salasanan vaihtamiseen. Linkki toimii kerran ja vanhenee tunnissa.",
    sentTitle: "Tarkista sähköpostisi",
    again: "Lähetä linkki toiseen osoitteeseen",
    newTitle: "Valitse uusi salasana",
    newText: "Valitse vähintään 6 merkin salasana.",
    newSubmit: "Tallenna uusi salasana",
    success: "Salasanasi on vaihdettu. Kirjaudu sisään uudella salasanalla.",
    invalid:
      "Salasanan vaihtolinkki ei ole kelvollinen tai sitä on jo käytetty. Pyydä uusi linkki.",
    expired: "Salasanan vaihtolinkki on vanhentunut. Pyydä uusi linkki.",
    back: "Takaisin kirjautumiseen",
  },
  invite: {
    title: "Sinut on kutsuttu",
    text: "{{company}} kutsuu sinut GigPartnersiin. Kirjaudu sisään tai luo tili osoitteella {{email}} liittyäksesi.",
    createAccount: "Luo tili",
  },
  inviteErrors: {
    "user-belongs-to-this-company": "Kuulut jo tähän yritykseen.",
    "invite-already-created": "Tämä henkilö on jo kutsuttu.",
    "invite-not-found": "Kutsua ei löytynyt. Pyydä uusi kutsu.",
    "invite-already-consumed": "Tämä kutsu on jo käytetty.",
    "invite-deleted": "Tämä kutsu ei ole enää voimassa.",
    "invite-expired": "Tämä kutsu on vanhentunut. Pyydä uusi kutsu.",
    "email-does-not-match":
      "Kutsu lähetettiin toiseen sähköpostiosoitteeseen. Kirjaudu sisään osoitteella, johon kutsu tuli.",
    "user-belongs-to-other-company":
      "Tilisi kuuluu jo toiseen yritykseen, joten se ei voi liittyä tähän.",
    "generic-create": "Kutsun lähettäminen epäonnistui.",
    "generic-remove": "Kutsun poistaminen epäonnistui",
    generic: "Kutsun käsittelyssä tapahtui virhe. Yritä uudelleen.",
  },
};

export default authFi;
