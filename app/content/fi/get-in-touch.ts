// Markdown ja etutiedot (front matter); katso app/content/index.ts.
export default `---
title: Ota yhteyttä
description: Kysyttävää keikoista, kumppanuudesta tai tilistäsi? Kirjoita osoitteeseen partners@gigpartners.example tai soita arkisin klo 9–16 numeroon +358 9 4289 1000.
---

## Kumppanituki

- Sähköposti: [partners@gigpartners.example](mailto:partners@gigpartners.example)
- Puhelin: [+358 9 4289 1000](tel:+358942891000), arkisin klo 9–16

Pyrimme vastaamaan sähköposteihin yhden arkipäivän kuluessa.

## Näin saat vastauksen nopeammin

- Kirjoita GigPartners-tilisi sähköpostiosoitteesta.
- Kerro yrityksesi nimi ja, jos asia koskee keikkaa tai tarjousta, keikan numero ja otsikko.
- Älä koskaan lähetä salasanoja. Emme koskaan kysy sinun salasanaasi.

## Kumppanityypin vaihtaminen

Kumppanityyppi (yritys tai freelancer) lukitaan rekisteröitymisen yhteydessä. Jos sitä on tarpeen muuttaa, asiakastukemme voi tehdä sen: kirjoita meille ja kerro syy.

## Asiakkaat

Tarvitsetko asiantuntijoita omaan projektiisi? Soita tai kirjoita samaan osoitteeseen, niin konsulttimme ottaa sinuun yhteyttä.

## Henkilötiedot

Jos haluat käyttää tietosuojaoikeuksiasi, esimerkiksi tarkastaa tai poistaa tietosi, kirjoita meille otsikolla "Tietosuoja". Lue lisää [tietosuojaselosteesta](/privacy-policy).
`;
