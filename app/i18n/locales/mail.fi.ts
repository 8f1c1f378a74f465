import mailOutboxFi from "./mail-outbox.fi";
import mailRepresentationFi from "./mail-representation.fi";
import mailGigQuestionsFi from "./mail-gig-questions.fi";
import cvRetentionMailFi from "./cv-retention-mail.fi";
import type mailEn from "./mail.en";

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const mailFi: Shape<typeof mailEn> = {
  footer: "GigPartners · konsultointikeikkojen kumppanimarkkinapaikka",
  greeting: "Hei {{name}},",
  greetingNoName: "Hei,",
  linkFallback: "Jos painike ei toimi, kopioi tämä osoite selaimeesi:",
  automatic: "Tämä viesti on lähetetty automaattisesti. Vastauksia siihen ei lueta.",
  sendFailed: "Sähköpostin lähettäminen ei onnistunut. Yritä hetken kuluttua uudelleen.",
  verify: {
    subject: "Vahvista sähköpostiosoitteesi",
    heading: "Vahvista sähköpostiosoitteesi",
    intro:
      "Vahvista, että tämä on sinun sähköpostiosoitteesi, niin GigPartners-tilisi on valmis käyttöön.",
    introInvite:
      "Vahvista, että tämä on sinun sähköpostiosoitteesi. Sen jälkeen voit hyväksyä kutsun ja liittyä tiimiisi GigPartnersissa.",
    button: "Vahvista sähköpostiosoite",
    ignore: "Jos et luonut GigPartners-tiliä, voit jättää tämän viestin huomiotta.",
  },
  passwordReset: {
    subject: "Vaihda GigPartners-salasanasi",
    heading: "Salasanan vaihtaminen",
    intro: "Saimme pyynnön vaihtaa GigPartners-tilisi salasanan.",
    button: "Valitse uusi salasana",
    expires: "Linkki toimii kerran ja vanhenee tunnin kuluttua.",
    ignore:
      "Jos et pyytänyt uutta salasanaa, voit jättää tämän viestin huomiotta. Salasanasi pysyy ennallaan.",
  },
  invite: {
    subject: "{{inviterName}} kutsui sinut yrityksen {{companyName}} käyttäjäksi GigPartnersiin",
    heading: "Liity yrityksen {{companyName}} käyttäjäksi GigPartnersiin",
    intro:
      "{{inviterName}} kutsui sinut yrityksen {{companyName}} käyttäjäksi GigPartnersiin, konsultointikeikkojen kumppanimarkkinapaikkaan.",
    messageLabel: "{{inviterName}} kirjoitti:",
    button: "Hyväksy kutsu",
    expires: "Kutsu on voimassa 14 päivää.",
    ignore: "Jos et odottanut tätä kutsua, voit jättää viestin huomiotta.",
  },
  userRemoved: {
    subject: "Käyttöoikeutesi yrityksen {{companyName}} tietoihin GigPartnersissa on päättynyt",
    heading: "Käyttöoikeutesi yrityksen {{companyName}} tietoihin on päättynyt",
    intro: "{{removedBy}} poisti sinut yrityksen {{companyName}} käyttäjistä GigPartnersissa.",
    consequence: "Et enää näe yrityksen asiantuntijoita, tarjouksia etkä muita tietoja.",
    contact:
      "Jos poisto on mielestäsi virhe, ota yhteyttä henkilöön {{removedBy}} tai yrityksesi muihin käyttäjiin.",
  },
  accountDeleted: {
    subject: "GigPartners-tilisi on poistettu",
    heading: "Tilisi on poistettu",
    intro: "GigPartners-tilisi on poistettu, etkä voi enää kirjautua sillä.",
    thanks: "Kiitos, että käytit GigPartnersia. Voit rekisteröityä uudelleen milloin tahansa.",
    contact:
      "Jos et pyytänyt tilin poistamista, kirjoita meille osoitteeseen partners@gigpartners.example, niin autamme.",
  },
  candidateStage: {
    subject: "{{expert}}, {{gig}}: {{stage}}",
    heading: "Tarjouksesi on nyt vaiheessa {{stage}}",
    intro:
      "Tarjouksesi asiantuntijasta {{expert}} keikkaan ”{{gig}}” on nyt vaiheessa ”{{stage}}”.",
    declined: "Tarjous hylättiin. Syy: ”{{reason}}”.",
    feedbackLabel: "Palaute",
    button: "Avaa Omat keikat",
    why: "Saat tämän viestin, koska olet tämän tarjouksen yhteyshenkilö.",
  },
  newsletter: {
    subject: "Uusia keikkoja GigPartnersissa",
    heading: "Uusia konsulttikeikkoja",
    intro: "Nämä keikat on julkaistu edellisen uutiskirjeen jälkeen:",
    rate: "Tuntihinta: {{min}}–{{max}} €/h",
    placeAndMode: "Sijainti: {{places}} ({{mode}})",
    mode: "Työtapa: {{mode}}",
    deadline: "Tarjoukset viimeistään {{date}}",
    button: "Katso kaikki keikat",
    why: "Saat tämän uutiskirjeen, koska tilasit sen GigPartnersissa.",
    unsubscribe: "Peru tilaus yhdellä napsautuksella:",
    search: "Vain hakusi uudet keikat: {{search}}.",
    searchButton: "Katso hakusi kaikki keikat",
  },
  newsletterConfirm: {
    subject: "Vahvista keikkauutiskirjeen tilaus",
    heading: "Vahvista tilauksesi",
    intro:
      "Joku, luultavasti sinä, tilasi GigPartnersin keikkauutiskirjeen tähän osoitteeseen. Vahvista tilaus, niin uudet konsulttikeikat tulevat sähköpostiisi arkipäivisin.",
    button: "Vahvista tilaus",
    search: "Uutiskirjeessä on vain tämän haun uudet keikat: {{search}}.",
    expires: "Linkki toimii kerran ja vanhenee 3 päivässä.",
    ignore:
      "Jos et tilannut uutiskirjettä, voit jättää tämän viestin huomiotta: sinulle ei lähetetä mitään.",
  },
  secondFactor: {
    link: {
      subject: "Ota GigPartnersin todennussovellus käyttöön",
      heading: "Ota todennussovellus käyttöön",
      intro:
        "Henkilökunnan tili tarvitsee todennussovelluksen kirjautumisen toiseen vaiheeseen. Avaa tämä linkki selaimessa, jolla kirjauduit GigPartnersiin, ja ota sovellus käyttöön.",
      button: "Ota todennussovellus käyttöön",
      expires:
        "Linkki toimii kerran ja vanhenee 24 tunnissa. Uuden linkin voi lähettää kirjautumissivulta.",
      ignore:
        "Jos et kirjautunut juuri nyt, joku voi tietää salasanasi: vaihda se ja kerro asiasta ylläpitäjälle.",
    },
    enrolled: {
      subject: "GigPartners-tilillesi otettiin käyttöön todennussovellus",
      heading: "Todennussovellus otettiin käyttöön",
      intro:
        "GigPartners-henkilökuntatilisi kirjautumisen toiseen vaiheeseen otettiin juuri käyttöön todennussovellus, ja uudet varakoodit luotiin. Aiemmat käyttöönottolinkit eivät enää toimi.",
      notYou:
        "Jos tämä et ollut sinä, kerro heti ylläpitäjälle: hän voi nollata todennussovelluksen (npm run staff:revoke) ja antaa käyttöoikeuden uudelleen.",
    },
    reset: {
      subject: "GigPartners-todennussovelluksesi nollattiin",
      heading: "Todennussovelluksesi nollattiin",
      intro:
        "GigPartners-henkilökuntatilisi todennussovellus ja varakoodit poistettiin, samoin henkilökunnan käyttöoikeutesi. Jos saat käyttöoikeuden uudelleen, otat todennussovelluksen käyttöön alusta.",
      notYou: "Jos et odottanut tätä, ota yhteyttä ylläpitäjään.",
    },
  },
  gigQuestionAnswered: mailGigQuestionsFi,
  outbox: mailOutboxFi,
  representation: mailRepresentationFi,
  cvRetention: cvRetentionMailFi,
};
export default mailFi;
