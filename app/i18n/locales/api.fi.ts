import type { Shape } from "./shape";
import type en from "./api.en";

const api: Shape<typeof en> = {
  docs: {
    title: "GigPartners-rajapinta",
    machineReadable: "Sama OpenAPI 3.1 -dokumenttina:",
    signedIn: "vaatii tunnisteen",
    tokenOptional: "tunniste on valinnainen",
    noToken: "ei tunnistetta",
    body: "Pyynnön runko",
    parameters: "Parametrit",
    response: "Vastaus",
    responseHeaders: "Vastauksen otsakkeet",
    errors: "Virheet",
    example: "Esimerkki",
    exampleRequest: "Pyyntö",
    exampleResponse: "Vastaus",
    noParameters: "Ei parametreja.",
    englishNote: "Kenttien kuvaukset tulevat OpenAPI-dokumentista ja ovat englanniksi.",
    column: {
      name: "Nimi",
      in: "Paikka",
      field: "Kenttä",
      type: "Tyyppi",
      required: "Pakollinen",
      description: "Kuvaus",
      status: "Tila",
      codes: "Koodit",
      headers: "Otsakkeet",
    },
    yes: "kyllä",
    no: "ei",
    wholeBody: "(koko arvo)",
    location: { path: "polku", query: "kysely", header: "otsake", cookie: "eväste" },
    constraint: {
      between: "{{min}}–{{max}}",
      min: "vähintään {{min}}",
      max: "enintään {{max}}",
      lengthBetween: "{{min}}–{{max}} merkkiä",
      lengthMin: "vähintään {{min}} merkkiä",
      lengthMax: "enintään {{max}} merkkiä",
      itemsBetween: "{{min}}–{{max}} kohdetta",
      itemsMin: "vähintään {{min}} kohdetta",
      itemsMax: "enintään {{max}} kohdetta",
      default: "oletus {{value}}",
      pattern: "muoto {{value}}",
    },
  },

  errors: {
    badRequest: "Pyyntöä ei voitu lukea.",
    unauthorized: "Kirjaudu ensin sisään: lähetä tunniste Authorization-otsakkeessa (Bearer).",
    forbidden: "Sinulla ei ole oikeutta tähän.",
    notFound: "Ei löytynyt.",
    methodNotAllowed: "Tämä osoite ei vastaa tähän metodiin.",
    conflict: "Tiedot muuttuivat välillä; lataa ne uudelleen ja yritä uudestaan.",
    tooLarge: "Pyynnön runko on liian suuri.",
    unsupportedType: "Lähetä runko muodossa application/json.",
    internal: "Meillä meni jotain vikaan. Kerro tukeen pyynnön tunniste.",
    unavailable: "Palvelu ei ole hetkeen käytettävissä. Yritä pian uudelleen.",
    invalidToken: "Tunniste ei kelpaa tai on vanhentunut. Kirjaudu uudelleen.",
    revokedToken: "Tunnisteen istunto on päättynyt. Kirjaudu uudelleen.",
    malformedJson: "Runko ei ole kelvollista JSONia.",
    validation: "Osa kentistä ei kelpaa; katso details.",
    crossSite: "Sivustojen välinen pyyntö torjuttiin.",
    registrationRequired: "Viimeistele ensin rekisteröitymisesi.",
    companyOnly: "Tämä on yrityksille; freelancerilla ei ole asiantuntijoita eikä kollegoita.",
    gigClosed: "Tämä keikka ei enää ota tarjouksia vastaan.",
    cvRequired:
      "Lisää CV:si ennen kuin tarjoat itseäsi: asiakas tekee päätöksensä sen perusteella.",
    alreadyOffered: "Tämä asiantuntija on jo tarjottu tälle keikalle.",
    alreadyProposedByAnotherPartner:
      "Toinen kumppani on jo ehdottanut tätä asiantuntijaa tähän keikkaan. Ensimmäinen ehdotus on voimassa.",
    submissionCapReached:
      "Yrityksesi on tehnyt tähän keikkaan niin monta ehdotusta kuin keikka ottaa yhdeltä kumppanilta.",
    offerLocked: "Tarjous on edennyt arvioinnista eikä sitä voi enää muuttaa.",
    myDataRateLimited:
      "Olet ladannut tietosi 10 kertaa viimeisen tunnin aikana. Yritä uudelleen tunnin kuluttua.",
    uploadsBusy:
      "Juuri nyt on käynnissä liian monta latausta. Yritä muutaman sekunnin kuluttua uudelleen.",
    nulCharacter: "Rungossa on NUL-merkki (\\u0000), jota mikään kenttä ei hyväksy.",
    staffNoToken:
      "Ylläpito käyttää ylläpitosivuja, jotka kysyvät toisen tunnistautumisvaiheen; API-tunnistetta ei anneta.",
    gone: "Tätä ei enää ole.",
    preconditionFailed:
      "Tietoa on muutettu sen jälkeen, kun luit sen (If-Match). Lue se uudelleen ja yritä uudella ETagilla.",
    unprocessable: "Pyyntöä ei voi käsitellä sellaisenaan.",
    invalidIdempotencyKey: "Idempotency-Key-otsakkeen on oltava 1–255 tulostettavaa ASCII-merkkiä.",
    idempotencyKeyReused:
      "Tätä Idempotency-Key-avainta on käytetty toiseen pyyntöön. Käytä uuteen pyyntöön uutta avainta.",
    idempotencyKeyInUse:
      "Pyyntöä tällä Idempotency-Key-avaimella käsitellään vielä. Yritä hetken kuluttua uudelleen.",
  },
};

export default api;
