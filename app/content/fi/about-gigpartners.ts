// Markdown ja etutiedot (front matter); katso app/content/index.ts.
export default `---
title: Tietoa GigPartnersista
description: GigPartners on pohjoismaisen konsultointiyhtiön kumppanimarkkinapaikka. Julkaisemme asiakkaidemme projektit keikkoina ja miehitämme ne yhdessä kumppaneidemme kanssa.
---

Olemme pohjoismainen konsultointiyhtiö. Asiakkaamme kasvuyrityksistä suuryrityksiin ja julkisiin organisaatioihin pyytävät meiltä kokeneita tekijöitä projekteihinsa: kehittäjiä, arkkitehteja, suunnittelijoita, data-asiantuntijoita, projektipäälliköitä ja väliaikaisjohtajia.

## Miksi rakensimme GigPartnersin

Miehitimme vuosia monia projekteja yhdessä pienen kumppanijoukon kanssa, lähinnä sähköpostitse ja puhelimitse. Se toimi, kun verkosto oli pieni, mutta uusien kumppaneiden oli vaikea nähdä, mitä oli tarjolla, ja hyvän asiantuntijan oli liian helppo myöhästyä määräajasta. GigPartners kokoaa kaikki avoimet projektit yhteen paikkaan, jokaisen rekisteröityneen kumppanin nähtäville.

## Näin teemme yhteistyötä kumppaneiden kanssa

- **Yksi sopimus asiakkaan kanssa.** Me teemme sopimuksen asiakkaan kanssa ja alihankintasopimuksen sinun kanssasi, joten et tarvitse omaa puitesopimusta.
- **Selkeät tiedot.** Jokaisesta keikasta näkyvät vaatimukset, aikataulu, sijainti ja tarjousten määräaika.
- **Reilu arviointi.** Konsulttimme lukevat jokaisen tarjouksen ja esittelevät parhaat ehdokkaat asiakkaalle.
- **Avoin tilanne.** Näet jokaisen tarjouksen vaiheen hallintapaneelissa asiakkaan päätökseen asti.

## Mitä arvostamme

Arvostamme rehellisyyttä osaamisesta ja saatavuudesta, reiluja hintoja ja niiden asiantuntijoiden kunnioittamista, joiden urista on kyse. Käsittelemme henkilötietoja vain markkinapaikan ylläpitämiseksi; lue [tietosuojaselosteemme](/privacy-policy).

## Mistä meidät löytää

Toimimme Helsingistä käsin ja teemme yhteistyötä kumppaneiden kanssa kaikkialla Suomessa ja muissa Pohjoismaissa. [Ota yhteyttä](/get-in-touch) tai [tutustu siihen, mitä GigPartners voi tehdä sinulle](/discover-the-power).
`;
