// Markdown ja etutiedot (front matter); katso app/content/index.ts. "version" on viimeisimmän version päivämäärä.
export default `---
title: Tietosuojaseloste
description: Miten GigPartners käsittelee kumppaneiden käyttäjien, asiantuntijoiden, uutiskirjeen tilaajien ja vierailijoiden henkilötietoja ja mitä oikeuksia sinulla on.
version: 2026-11-29
---

Tässä tietosuojaselosteessa kerrotaan, miten käsittelemme henkilötietoja konsultointikeikkojen kumppanimarkkinapaikka GigPartnersissa EU:n yleisen tietosuoja-asetuksen (GDPR) ja Suomen tietosuojalain mukaisesti.

## 1. Rekisterinpitäjä ja yhteystiedot

Rekisterinpitäjä on GigPartnersia ylläpitävä pohjoismainen konsultointiyhtiö, jonka kotipaikka on Helsinki (jäljempänä "me").

Henkilötietoja koskevat kysymykset ja pyynnöt: [partners@gigpartners.example](mailto:partners@gigpartners.example) (otsikko "Tietosuoja"), +358 9 4289 1000.

## 2. Keiden tietoja käsittelemme

- **Käyttäjät**: henkilöt, jotka rekisteröityvät ja käyttävät palvelua kumppanin puolesta.
- **Asiantuntijat**: henkilöt, jotka kumppanit lisäävät palveluun ja joita ne tarjoavat keikkoihin, myös freelancerit.
- **Uutiskirjeen tilaajat**: henkilöt, jotka tilaavat keikkauutiskirjeen.
- **Vierailijat**: henkilöt, jotka selaavat julkisia sivuja.

## 3. Mitä tietoja käsittelemme

- **Käyttäjät**: nimi, sähköpostiosoite, puhelinnumero, tehtävänimike, yritys, kieli, salasana tiivisteenä tai Google- tai Microsoft-tilisi tunniste, jos kirjaudut niillä.
- **Asiantuntijat**: nimi, rooli, osaaminen, kokemus, CV, saatavuus sekä heistä tehdyt tarjoukset tuntihintoineen ja vaiheineen. Kun kumppani ehdottaa asiantuntijaa keikkaan, asiantuntijan vastaus siihen, suostuuko hän tulemaan edustetuksi (suostui tai kieltäytyi), vastauksen ajankohta ja IP-osoite, josta se annettiin.
- **Tilaajat**: sähköpostiosoite, kieli ja tilausajankohta.
- **Tekniset tiedot**: kirjautumisistunnot, IP-osoite ja selaimen tiedot tietoturvalokeissa sekä kohdassa 9 kuvatut evästeet.

## 4. Käsittelyn tarkoitukset ja oikeusperusteet

| Tarkoitus | Oikeusperuste |
|---|---|
| Kumppanitilien luominen ja ylläpito | Sopimus (GDPR 6 artiklan 1 kohdan b alakohta) |
| Tarjousten arviointi ja asiantuntijoiden esittely asiakkaille | Sopimus kumppanin kanssa; oikeutettu etumme miehittää asiakasprojekteja (f alakohta) |
| Asiantuntijalta kysyminen, suostuuko hän tulemaan ehdotetuksi keikkaan, ja vastauksen tallentaminen | Oikeutettu etumme esitellä vain asiantuntijoita, jotka tietävät siitä ja suostuvat siihen (f alakohta) |
| Keikkauutiskirjeen lähettäminen | Suostumus (a alakohta), jonka voit perua milloin tahansa |
| Tietoturva, väärinkäytösten estäminen ja toistuvien yritysten rajoittaminen | Oikeutettu etu (f alakohta) |
| Kirjanpito ja muut lakisääteiset velvoitteet | Lakisääteinen velvoite (c alakohta) |

Emme käytä henkilötietoja automaattiseen päätöksentekoon tai profilointiin, jolla olisi sinuun oikeudellisia tai vastaavan merkittäviä vaikutuksia.

## 5. Mistä tiedot saadaan

Käyttäjät antavat omat tietonsa rekisteröityessään. Asiantuntijoiden tiedot saadaan heidät lisäävältä kumppanilta ja asiantuntijoilta itseltään. Kumppanin on kerrottava asiantuntijoilleen, että se luovuttaa heidän tietojaan meille, ja ohjattava heidät tähän selosteeseen. Kun kumppani ehdottaa asiantuntijaa, jonka sähköpostiosoitteen se on antanut meille, kerromme asiantuntijalle sähköpostilla, mikä kumppani ehdottaa häntä, mihin keikkaan ja millä tuntihinnalla, ja kysymme, suostuuko hän tulemaan edustetuksi; vastaus saadaan asiantuntijalta itseltään. Kun kirjaudut Google- tai Microsoft-tilillä, saamme palveluntarjoajalta nimesi, sähköpostiosoitteesi ja tilisi tunnisteen.

## 6. Tietojen vastaanottajat

Luovutamme asiantuntijan tietoja keikan asiakkaalle vain, kun esittelemme asiantuntijan ehdokkaana. Palvelun ylläpitoa ja sähköpostien toimittamista hoitavat palveluntarjoajat käsittelevät tietoja lukuumme tietojenkäsittelysopimusten perusteella. Emme myy henkilötietoja.

## 7. Siirrot EU:n ja ETA:n ulkopuolelle

Säilytämme tiedot EU:n tai ETA:n alueella. Jos palveluntarjoaja käsittelee tietoja EU:n tai ETA:n ulkopuolella, huolehdimme siirron suojaamisesta esimerkiksi Euroopan komission vakiosopimuslausekkeilla.

## 8. Säilytysajat

- Tilin tiedot säilytetään, kun tili on käytössä, ja poistetaan kolmen kuukauden kuluessa tilin sulkemisesta.
- Asiantuntijat säilytetään, kunnes kumppani poistaa ne; tarjoukset säilytetään kolme vuotta keikan päättymisen jälkeen mahdollisten vaatimusten käsittelyä varten. Asiantuntijan vastaus edustamiseen säilytetään tarjouksen yhteydessä; sitä kysyvän viestin linkit toimivat kerran ja vanhenevat 30 päivässä.
- Asiantuntijan CV poistetaan, kun asiantuntijalla ei ole ollut aktiivista tarjousta säilytysaikana, joka on {{cvRetentionPeriod}}. Aika lasketaan viimeisimmästä seuraavista: CV:n lataaminen, asiantuntijan tarjouksen viimeisin muutos ja kumppanin valinta säilyttää CV. Kumppanin käyttäjät (freelancerin CV:stä freelancer itse) saavat sähköpostin 30 päivää ennen poistoa, ja CV poistetaan aikaisintaan 30 päivää viestin jälkeen. Asiantuntijan muut tiedot säilyvät, kunnes kumppani poistaa ne.
- Kirjautumisistunnot vanhenevat viimeistään 30 päivän kuluttua tai kun kirjaudut ulos. Sähköpostin vahvistuslinkit vanhenevat 3 päivässä, salasanan vaihtolinkit tunnissa ja kutsut 14 päivässä.
- Uutiskirjeen tilaus säilytetään, kunnes perut sen.
- Tietoturvalokit säilytetään enintään 12 kuukautta.
- Kirjanpitoaineisto säilytetään kirjanpitolain edellyttämän ajan.

## 9. Evästeet

Käytämme vain palvelun toiminnan kannalta välttämättömiä evästeitä. Emme käytä analytiikka-, mainos- tai muita kolmansien osapuolten evästeitä, joten emme pyydä suostumusta evästeisiin.

| Eväste | Tarkoitus | Voimassaolo |
|---|---|---|
| session | Pitää sinut kirjautuneena | Uloskirjautumiseen asti, enintään 30 päivää |
| lng | Muistaa valitsemasi kielen | 1 vuosi |
| ui | Näyttää lyhyet ilmoitukset toiminnon jälkeen ja muistaa sivun, jolle palataan kirjautumisen jälkeen, sekä keskeneräisen rekisteröitymisen vaiheet | Kunnes suljet selaimen |

Kun kirjaudut Google- tai Microsoft-tilillä, lyhytaikainen turvaeväste suojaa lisäksi kirjautumista enintään 10 minuutin ajan.

## 10. Tietoturva

Yhteydet on salattu, salasanat tallennetaan vain tiivisteinä, ja pääsy henkilötietoihin on rajattu niille, jotka tarvitsevat niitä työssään. Käyttäjät näkevät vain oman yrityksensä tiedot.

## 11. Oikeutesi

Sinulla on oikeus:

- saada pääsy tietoihisi;
- saada virheelliset tiedot oikaistuiksi;
- saada tietosi poistetuiksi tai niiden käsittelyä rajoitetuksi;
- vastustaa oikeutettuun etuumme perustuvaa käsittelyä;
- saada antamasi tiedot koneluettavassa muodossa (siirto-oikeus);
- perua suostumuksesi milloin tahansa ilman, että se vaikuttaa sitä ennen tehtyyn käsittelyyn.

Lähetä pyynnöt kohdassa 1 mainittuun osoitteeseen. Vastaamme kuukauden kuluessa. Sinulla on myös oikeus tehdä valitus valvontaviranomaiselle, Suomessa tietosuojavaltuutetun toimistolle ([tietosuoja.fi](https://tietosuoja.fi)).

## 12. Selosteen muuttaminen

Päivitämme tätä selostetta, kun käsittelymme muuttuu. Viimeisimmän version päivämäärä näkyy tämän sivun alussa.
`;
