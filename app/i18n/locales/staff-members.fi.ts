import type { Shape } from "./shape";
import type en from "./staff-members.en";

const staffMembers: Shape<typeof en> = {
  title: "Henkilökunta",
  lead: "Kaikki, jotka voivat avata ylläpidon. Uusi henkilökunnan jäsen ottaa todentajan käyttöön ensimmäisellä kirjautumisella sähköpostiin lähetetyn linkin kautta.",
  count_one: "{{count}} henkilökunnan jäsen",
  count_other: "{{count}} henkilökunnan jäsentä",
  columns: {
    member: "Nimi ja sähköposti",
    secondFactor: "Todentaja",
    granted: "Henkilökuntaa alkaen",
    actions: "Toiminnot",
  },
  enrolled: "Käytössä",
  notEnrolled: "Ei vielä käytössä",
  grantedUnknown: "Ennen lokia",
  you: "sinä",
  listed: "STAFF_EMAILS-listalla",
  listedNote:
    "Palvelimen STAFF_EMAILS-asetuksen osoitteet saavat henkilökunnan oikeudet käynnistyksessä ja kirjautuessa. Täällä tehty oikeuksien poisto pysyy: asetus ei anna oikeuksia uudelleen, ennen kuin joku antaa ne täällä tai komennolla npm run staff:grant. Poista osoite myös asetuksesta.",
  grant: {
    title: "Anna henkilökunnan oikeudet",
    help: "Henkilö rekisteröityy ja vahvistaa osoitteensa ensin. Kumppanin tili ei voi olla henkilökuntaa.",
    email: "Sähköpostiosoite",
    submit: "Anna henkilökunnan oikeudet",
  },
  revoke: {
    button: "Poista oikeudet",
    named: "Poista käyttäjän {{email}} henkilökunnan oikeudet",
    title: "Poistetaanko käyttäjän {{email}} henkilökunnan oikeudet?",
    question:
      "Hänet kirjataan heti ulos kaikkialta, hänen todentajansa unohdetaan eikä hän voi enää avata ylläpitoa.",
    confirm: "Poista henkilökunnan oikeudet",
  },
  reset: {
    button: "Nollaa todentaja",
    named: "Nollaa käyttäjän {{email}} todentaja",
    title: "Nollataanko käyttäjän {{email}} todentaja?",
    question:
      "Hänet kirjataan heti ulos kaikkialta, hänen todentajansa ja varakoodinsa lakkaavat toimimasta, ja hän ottaa uuden käyttöön sähköpostilinkillä seuraavalla kirjautumisella. Hänelle kerrotaan sähköpostilla.",
    confirm: "Nollaa todentaja",
  },
  back: "Koko henkilökunta",
  toast: {
    granted:
      "{{email}} on nyt henkilökuntaa. Hän ottaa todentajan käyttöön ensimmäisellä kirjautumisella.",
    alreadyStaff: "{{email}} oli jo henkilökuntaa.",
    revoked: "{{email}} ei ole enää henkilökuntaa, ja hänet kirjattiin ulos kaikkialta.",
    reset: "Käyttäjän {{email}} todentaja nollattiin; hänet kirjattiin ulos kaikkialta.",
  },
  errors: {
    "not-found": "Tällä osoitteella ei ole tiliä. Henkilö rekisteröityy ensin.",
    "has-company":
      "Tili kuuluu kumppaniyritykselle; henkilökunnan tileillä ei ole yritystä. Käytä toista osoitetta.",
    "outside-domain": "Osoite ei ole henkilökunnan sähköpostiverkkotunnuksessa.",
    unverified: "Osoitetta ei ole vielä vahvistettu. Henkilö avaa ensin vahvistuslinkkinsä.",
    self: "Et voi tehdä tätä omalle tilillesi. Pyydä toista henkilökunnan jäsentä.",
  },
};

export default staffMembers;
