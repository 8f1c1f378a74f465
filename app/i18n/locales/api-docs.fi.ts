import type { Shape } from "./shape";
import type en from "./api-docs.en";

// The code words in backticks (fields, values, parameters) are the API's own and stay as they are.
const apiDocs: Shape<typeof en> = {
  intro:
    "Kumppanipalvelun JSON-rajapinta. Kirjaudu sisään kutsulla `POST /api/auth/local` ja lähetä sitten `Authorization: Bearer <jwt>`. Jokainen virhe on muotoa `{ error: { status, code, message, details } }`.",
  tags: {
    signIn: "Kirjautuminen",
    account: "Tili",
    gigs: "Keikat",
    offers: "Tarjoukset",
    company: "Yritys",
    experts: "Asiantuntijat",
    reference: "Luettelot",
    newsletter: "Uutiskirje",
  },
  errors: {
    "204":
      "Rekisteröityminen on vielä kesken: ei runkoa (asiakas näyttää rekisteröitymisen vaiheet)",
    "304": "Ei muuttunut: If-None-Match-otsakkeen ETag on ajan tasalla (ei runkoa)",
    "405": "Tämä osoite ei vastaa tähän metodiin (`Allow` luettelee ne, joihin vastaa)",
    "412":
      "If-Match nimeää ETagin, joka ei ole enää ajan tasalla: lue tieto uudelleen (`precondition-failed`)",
    "415": "Runko ei ole `application/json`",
    "422": "Idempotency-Key-avainta on käytetty toiseen pyyntöön (`idempotency-key-reused`)",
    "503": "Palvelu ei ole hetkeen käytettävissä (`Retry-After` kertoo, milloin yrittää uudelleen)",
    "400": "Virheellinen syöte: `details` nimeää jokaisen kentän ja sen viestit",
    "401": "Tunniste puuttuu tai on väärä, vanhentunut tai mitätöity",
    "403": "Ei sallittu tälle kutsujalle",
    "404": "Kohdetta ei ole, tai se kuuluu toiselle yritykselle",
    "409": "Tietojen tila ei salli tätä (`code` kertoo syyn)",
    "410": "Kutsu on vanhentunut, poistettu tai jo käytetty (`code` kertoo mikä)",
    "413": "Runko on liian suuri",
    "429": "Liian monta yritystä; odota ja yritä uudelleen",
    "502": "Kirjautumispalvelu tai sähköpostipalvelin ei vastannut; yritä myöhemmin uudelleen",
  },
  calls: {
    signIn: {
      summary: "Kirjaudu sisään sähköpostiosoitteella ja salasanalla: `{ jwt, expires_at, user }`",
      ok: "Tunniste Authorization-otsakkeeseen (Bearer) ja tili",
    },
    signOut: {
      summary: "Päätä tunnisteen istunto (tunnisteen jokainen kopio lakkaa toimimasta)",
      ok: "Kirjauduttu ulos",
    },
    getMe: {
      summary: "Kirjautunut tili",
      ok: "Tili",
    },
    getUserRecord: {
      summary: "Kumppanin käyttäjätietue; 204 ennen kuin rekisteröityminen on valmis",
      ok: 'Käyttäjätietue, mukana `gig_alerts` ("off", "daily" tai "instant")',
    },
    exportMyData: {
      summary:
        "Lataa omat tietoni: kaikki kutsujasta säilytetty ja kumppanin yrityksen asiantuntijat ja tarjoukset JSON-tiedostona",
      ok: "`MyDataExport`-asiakirja liitteenä; ei salasanojen tiivisteitä, tunnisteita eikä salaisuuksia, CV:t lueteltuina latausosoitteineen",
    },
    finishRegistration: {
      summary:
        "Viimeistele rekisteröityminen yrityksen kanssa tai liity yritykseen kutsun tunnisteella",
      ok: "`{ company_id }`",
    },
    listGigs: {
      summary:
        "Julkaistut keikat /gigs-sivun suodattimin (taulukot toistettuina parametreina), kentässä `items`",
      ok: '`{ items, next_cursor, total, total_is_estimate }` ja `Link: <...>; rel="next"` (parametrein `limit` ja `cursor`); `total` enintään 1 000, jonka ylittyessä `total_is_estimate` on true',
    },
    getGig: {
      summary: "Yksi julkaistu keikka",
      ok: "Keikka",
    },
    listGigMatches: {
      summary:
        "Kutsujan asiantuntijat, jotka sopivat avoimelle keikalle, parhaat ensin (enintään 100), osuvuuksineen ja perusteluineen; suljetulla keikalla ei ole osumia",
      ok: "`{ items: [{ expert_id, name, score, required_covered, required_total, available, rate_fit, already_offered, reasons: [{ code, text }] }], next_cursor: null, total, total_is_estimate }`, enintään 100, yksi sivu",
    },
    getGigContact: {
      summary: "Keikan yhteyshenkilö (kirjautuneille kutsujille)",
      ok: "`{ name, email, phone }`",
    },
    listGigQuestions: {
      summary:
        "Keikkaa koskevat kysymykset: vastatut sekä kutsujan yrityksen omat vastaamattomat (`own`), kysyjää ei koskaan näytetä",
      ok: "`{ items: [GigQuestion], next_cursor, total, total_is_estimate }` parametrein `limit` ja `cursor`, ensin kutsujan odottavat, sitten vastatut uusin vastaus ensin",
    },
    askGigQuestion: {
      summary:
        "Kysy palveluntarjoajan henkilökunnalta keikasta, `{ text }` (5–1 000 merkkiä), kun keikka ottaa vastaan tarjouksia; enintään 10 tunnissa",
      ok: "Kysymys (`status: waiting`); vastaus lähetetään kysyjälle sähköpostilla",
    },
    listGigCandidates: {
      summary:
        "Kutsujan yrityksen ehdokkaat keikalla, kentässä `items`, kullakin asiantuntijan suostumus (`consent`) tulla edustetuksi, sekä keikan kumppanikohtainen ehdotusraja ja siitä jäljellä oleva määrä",
      ok: "`{ submission_cap, proposals_left, items, next_cursor, total, total_is_estimate }` parametrein `limit` ja `cursor` (kaksi ensimmäistä null, jos rajaa ei ole)",
    },
    offerExpert: {
      summary:
        "Tarjoa asiantuntija (yhteyshenkilö on oletuksena kutsuja); asiantuntijalle, jolla on sähköpostiosoite, lähetetään linkki suostua tai kieltäytyä (`consent`: waiting); 409 `already-proposed-by-another-partner`, kun toinen kumppani on jo ehdottanut samaa henkilöä (sähköpostin, muuten puhelimen mukaan) keikkaan, `submission-cap-reached`, kun keikan kumppanikohtainen raja on täynnä",
      ok: "Tarjous",
    },
    editOffer: {
      summary: "Muokkaa ehdotusta, kun se on arvioinnissa",
      ok: "Tarjous",
    },
    withdrawOffer: {
      summary: "Peru tarjous, kun se on arvioinnissa",
      ok: "Peruttu",
    },
    listMyGigs: {
      summary:
        "Keikat, joilla on kutsujan yrityksen ehdokkaita (`?filter=all|pending|closed`), `limit` sivulla (oletus 20) kentässä `items`; kullakin ehdokkaalla asiantuntijan suostumus (`consent`); otsakkeella `Accept: text/csv` jokainen tarjous CSV-muodossa",
      ok: "`{ items, next_cursor, total, total_is_estimate }` parametrein `limit` ja `cursor`; `text/csv`-muodossa rivi tarjousta kohden (keikka, asiantuntija, tuntihinta, vaihe, päivämäärät, hylkäyksen syy) Accept-Language-kielellä, sivuttamatta",
    },
    updateUserRecord: {
      summary:
        'Muuta käyttäjätietueen kenttiä (mitä tahansa niistä), myös `gig_alerts`: "off", "daily" (arkipäivien kooste uutiskirjeen tunnilla) tai "instant" (minuuttien kuluessa keikan ensimmäisestä julkaisusta)',
      ok: "Käyttäjätietue sekä `newsletter_refused` ja `newsletter_confirmation_sent` (jos osoitetta ei ole vielä todennettu, uutiskirjeen tilaus lähettää siihen vahvistuslinkin)",
    },
    getCompany: {
      summary: "Kutsujan yritys (tai freelancerin omat tiedot)",
      ok: "Yritys",
    },
    updateCompany: {
      summary: "Muuta yrityksen tietoja; kumppanityyppi pysyy (vain tuki voi muuttaa sen)",
      ok: "Yritys",
    },
    listUsers: {
      summary: "Yrityksen käyttäjät, kentässä `items`",
      ok: "`{ items, next_cursor, total, total_is_estimate }` parametrein `limit` ja `cursor`",
    },
    removeUser: {
      summary: "Poista kollega (hänelle lähtee viesti; yhteyshenkilön tehtävät siirtyvät)",
      ok: "`{ id, mail_sent, contact_person_handed_over }`",
    },
    listInvites: {
      summary: "Yrityksen kutsut tiloineen, kentässä `items`",
      ok: "`{ items, next_cursor, total, total_is_estimate }` parametrein `limit` ja `cursor`",
    },
    createInvite: {
      summary: "Kutsu henkilö sähköpostitse (voimassa 14 päivää)",
      ok: "Kutsu ja `mail_sent`",
    },
    resendInvite: {
      summary: "Lähetä kutsu uudelleen uudella linkillä (vanha lakkaa toimimasta)",
      ok: "Kutsu",
    },
    deleteInvite: {
      summary: "Poista kutsu: sen linkki lakkaa toimimasta heti",
      ok: "Poistettu",
    },
    getInvite: {
      summary: "Kuka kutsuu, mihin yritykseen ja kutsun tila (`?email=` tarkistaa osoitteen)",
      ok: "Kutsu",
    },
    listExperts: {
      summary: "Yrityksen asiantuntijat nimen mukaan, `limit` sivulla (oletus 20) kentässä `items`",
      ok: "`{ items, next_cursor, total, total_is_estimate }` parametrein `limit` ja `cursor`",
    },
    createExpert: {
      summary: "Lisää asiantuntija ja CV",
      ok: "Asiantuntija",
    },
    getExpert: {
      summary: "Yksi asiantuntija",
      ok: "Asiantuntija",
    },
    updateExpert: {
      summary:
        "Muuta asiantuntijaa; CV on vapaaehtoinen. 409 `already-proposed-by-another-partner`, kun uusi sähköposti tai puhelin on henkilö, jota toinen kumppani on ehdottanut johonkin asiantuntijan keikoista",
      ok: "Asiantuntija",
    },
    deleteExpert: {
      summary:
        "Poista asiantuntija, jota ei ole tarjottu arviointia pidemmälle (tarjoukset avoimille keikoille perutaan)",
      ok: "`{ id, deleted, withdrawn }`",
    },
    listExpertMatches: {
      summary:
        "Avoimet keikat, jotka sopivat kutsujan asiantuntijalle, parhaat ensin (enintään 100), osuvuuksineen ja perusteluineen",
      ok: "`{ items: [{ gig_id, title, slug, score, required_covered, required_total, available, rate_fit, already_offered, reasons: [{ code, text }] }], next_cursor: null, total, total_is_estimate }`, enintään 100, yksi sivu",
    },
    getExpertCv: {
      summary: "CV:n tavut, Content-Type ja Content-Disposition (tiedostonimi)",
      ok: "Tiedosto",
    },
    listCountries: {
      summary: "Maat Accept-Language-otsakkeen kielellä nimettyinä",
      ok: "`[{ code, name }]`",
    },
    listCapabilities: {
      summary: "Osaamisalueet Accept-Language-otsakkeen kielellä nimettyinä",
      ok: "`[{ id, name }]`",
    },
    subscribeGigsletter: {
      summary:
        "Pyydä arkipäivien keikkauutiskirjettä, halutessasi keikkahaun `search` kanssa (hakusana ja suodattimet kuten `GET /api/gigs` ne lukee): `SUCCESS` (osoitteeseen lähetetään vahvistuslinkki Accept-Language-kielellä, ellei se jo saa uutiskirjettä samalla haulla; vastaus on sama kummassakin tapauksessa) tai 403 `FAILED_INVALID_EMAIL`",
      ok: '`{ result: "SUCCESS" }`: osoite tilataan, kun sen omistaja avaa linkin',
    },
    registerAccount: {
      summary:
        "Luo sähköposti- ja salasanatili ja lähetä sen vahvistuslinkki: `{ user, email_confirmation_sent }`, ei tunnistetta (kirjautuminen odottaa linkkiä)",
      ok: "Uusi, vahvistamaton tili",
    },
    forgotPassword: {
      summary:
        "Lähetä salasanan vaihtolinkki (sen `token` on vaihdon `code`); sama vastaus, oli tiliä tai ei",
      ok: "`{ ok: true }`",
    },
    resetPassword: {
      summary:
        "Aseta uusi salasana sähköpostiin tulleella koodilla: jokainen istunto päättyy, sitten `{ jwt, expires_at, user }`",
      ok: "Tunniste uuteen istuntoon ja tili",
    },
    changePassword: {
      summary:
        "Vaihda salasana: kaikki muut istunnot päättyvät (niiden tunnisteet lakkaavat toimimasta); tälle istunnolle uusi tunniste",
      ok: "`{ jwt, expires_at, user }`",
    },
    sendEmailConfirmation: {
      summary:
        "Lähetä vahvistuslinkki uudelleen vahvistamattomalle tilille; sama vastaus jokaiselle osoitteelle",
      ok: "`{ email, sent: true }`",
    },
    connectProvider: {
      summary:
        "Aloita kirjautuminen palvelulla `google` tai `microsoft` (OpenID Connect, PKCE): uudelleenohjaus palveluun, joka palaa paluuosoitteeseen",
      ok: "Palvelun valtuutusosoitteeseen",
    },
    providerCallback: {
      summary:
        "Viimeistele kirjautuminen palvelun kautta: mihin palvelu palaa (`code`, `state`; yhdistyskutsun state-eväste on lähetettävä mukana), tai asiakkaan itse hankkimalla palvelun käyttöoikeustunnisteella `access_token`: `{ jwt, expires_at, user }`",
      ok: "Tunniste ja tili",
    },
  },
};

export default apiDocs;
