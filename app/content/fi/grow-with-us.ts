// Markdown ja etutiedot (front matter); katso app/content/index.ts.
export default `---
title: Kasva kanssamme
description: GigPartners tuo asiakasprojektit konsulttiyrityksille, osaajayhteisöille ja freelancereille. Kasvata liiketoimintaasi tarjoamalla asiantuntijoitasi heille sopiviin keikkoihin.
---

Asiakkaamme ovat pohjoismaisia yrityksiä ja julkisia organisaatioita, jotka tarvitsevat projekteihinsa kokeneita tekijöitä. Monet näistä projekteista miehitämme yhdessä kumppaneidemme kanssa. GigPartnersissa julkaisemme ne, ja kumppanit tarjoavat niihin sopivat asiantuntijat.

## Projekteja, joista et muuten kuulisi

Suuret asiakkaat ostavat konsultointia puitesopimusten kautta, eikä pienellä konsulttiyrityksellä tai freelancerilla yleensä ole sellaista. Kun työskentelet kauttamme, sopimus asiakkaan kanssa on meidän, ja sinä voit keskittyä itse työhön. Jokainen avoin keikka julkaistaan markkinapaikalla kuvauksineen, osaamisvaatimuksineen, aikatauluineen, sijainteineen ja tarjousten määräaikoineen.

## Kuka voi liittyä

- **Konsulttiyritykset**, joilla on useita asiantuntijoita ja käyttäjiä ja jotka tarjoavat konsulttejaan asiakasprojekteihin.
- **Osaajayhteisöt** ja verkostot, jotka edustavat itsenäisiä asiantuntijoita.
- **Freelancerit**, jotka tarjoavat omaa työtään oman yrityksensä kautta.

## Näin se toimii

1. [Rekisteröidy](/register) yrityksenä tai freelancerina ja kerro meille yrityksestäsi.
2. Lisää asiantuntijasi ja heidän CV:nsä. Ne pysyvät yrityksesi tilillä valmiina seuraavaa keikkaa varten.
3. Tarjoa asiantuntijaa keikkaan tuntihinnalla ja kerro muutamalla sanalla, miksi hän sopii tehtävään.
4. Seuraa jokaista tarjousta hallintapaneelissa asiakkaan päätökseen asti.

## Mitä odotamme kumppaneiltamme

Esittelemme asiakkaille vain ehdokkaita, joihin uskomme, ja toivomme samaa myös sinulta. Tarjoa asiantuntijoita, jotka täyttävät vaatimukset, ovat todella käytettävissä aloituspäivästä alkaen ja joiden CV on ajan tasalla. Pidä tilisi tiedot ajan tasalla ja kerro meille heti, jos jokin muuttuu.

## Valmis kasvamaan kanssamme?

Lue, [miten pääset alkuun](/about-us/get-started), selaa [avoimia keikkoja](/gigs) tai [rekisteröidy nyt](/register). Jos haluat ensin keskustella, [ota yhteyttä](/get-in-touch).
`;
