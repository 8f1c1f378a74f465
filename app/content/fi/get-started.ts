// Markdown ja etutiedot (front matter); katso app/content/index.ts.
export default `---
title: Aloita tästä
description: Rekisteröidy, lisää asiantuntijasi ja tarjoa heitä avoimiin keikkoihin. Hallintapaneelista näet jokaisen tarjouksen tilan asiakkaan päätökseen asti.
---

Alkuun pääsee noin kymmenessä minuutissa. Pidä yrityksesi tiedot ja asiantuntijoidesi CV:t käden ulottuvilla.

## 1. Valitse kumppanityyppi

Rekisteröidy **yrityksenä**, jos olet konsulttiyritys tai osaajayhteisö, jolla on useita asiantuntijoita tai käyttäjiä. Rekisteröidy **freelancerina**, jos tarjoat omaa työtäsi oman yrityksesi kautta. Kumppanityyppiä ei voi myöhemmin vaihtaa ilman asiakastukeamme, joten valitse huolella.

## 2. Luo tili

Rekisteröidy sähköpostiosoitteella ja salasanalla tai jatka Google- tai Microsoft-tililläsi. Jos käytät salasanaa, lähetämme sinulle vahvistuslinkin, joka on voimassa 3 päivää. Avaa se ennen kuin kirjaudut sisään.

## 3. Kerro yrityksestäsi

Anna yrityksesi nimi, maa ja yritystunnus. Suomessa rekisteröidyllä yrityksellä on oltava voimassa oleva y-tunnus. Lisää sitten omat yhteystietosi ja hyväksy [käyttöehdot](/terms-of-use) ja [tietosuojaseloste](/privacy-policy).

## 4. Lisää asiantuntijat ja heidän CV:nsä

Lisää jokainen asiantuntija roolin, osaamisen ja CV:n kanssa. CV voi olla PDF-, DOC-, DOCX- tai ODT-tiedosto, jonka koko on enintään 15 Mt. Varmista, että asiantuntijasi tietävät sinun jakavan heidän tietojaan meille tietosuojaselosteemme mukaisesti.

## 5. Tarjoa asiantuntijoita keikkoihin

Avaa keikka, valitse **Tarjoa asiantuntijoita**, valitse asiantuntijat ja anna kullekin tuntihinta (euroina, ilman arvonlisäveroa). Kerro lyhyesti, miksi asiantuntija sopii tehtävään. Tarjoukset ovat sitoumuksettomia ehdotuksia.

## 6. Seuraa tarjouksiasi

Hallintapaneelista näet jokaisen tarjouksen vaiheen asiakkaan päätökseen asti. Arviointi voi kestää useita arkipäiviä.

## Tiimityö

Kutsu kollegasi mukaan hallintapaneelin kohdasta **Yritys ja käyttäjät**. Jokainen kutsu on voimassa 14 päivää. Kaikki yrityksesi käyttäjät näkevät samat asiantuntijat ja tarjoukset.

Lisää vinkkejä löydät [oppaistamme](/posts?category=guides) ja [usein kysytyistä kysymyksistä](/about-us/faq).
`;
