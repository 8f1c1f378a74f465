// Markdown ja etutiedot (front matter); katso app/content/index.ts.
export default `---
title: Tutustu palveluun
description: Yksi paikka asiakasprojektien löytämiseen, asiantuntijoiden tarjoamiseen ja tarjousten seuraamiseen, suomeksi ja englanniksi.
---

GigPartners kokoaa yhteen kaiken, mitä konsultointikumppani tarvitsee voittaakseen asiakasprojekteja kanssamme.

## Löydä sopivat keikat

Jokainen avoin keikka julkaistaan kuvauksineen, pakollisine ja toivottuine osaamisineen, aikatauluineen, työskentelytapoineen, sijainteineen ja tarjousten määräaikoineen. Hae ja rajaa [keikkalistaa](/gigs) tai tilaa keikkauutiskirje, joka tuo uudet keikat arkipäivisin sähköpostiisi.

## Asiantuntijat yhdessä paikassa

Lisää asiantuntijasi kerran rooleineen, osaamisineen ja CV:ineen (PDF, DOC, DOCX tai ODT, enintään 15 Mt). He ovat valmiina heti, kun sopiva keikka ilmestyy, ja koko tiimi näkee samat tiedot.

## Tarjous muutamassa minuutissa

Valitse asiantuntijat, anna kullekin tuntihinta ja kerro, miksi he sopivat tehtävään. Tarjous on sitoumukseton ehdotus, joten voit tarjota heti, kun näet sopivan keikan.

## Seuraa jokaista tarjousta

Hallintapaneelista näet, missä vaiheessa kukin tarjous on:

| Vaihe | Mitä se tarkoittaa |
|---|---|
| Odottaa arviointia | Olemme vastaanottaneet tarjouksen ja arvioimme sen. |
| Sopiva ehdokas | Asiantuntija vastaa vaatimuksia. |
| Valmis tarjottavaksi | Esittelemme asiantuntijan asiakkaalle. |
| Odottaa asiakkaan päätöstä | Asiakas harkitsee ehdokkaita. |
| Hyväksytty tai hylätty | Asiakas on tehnyt päätöksensä. |

## Tiimityötä

Kutsu kollegasi yrityksesi tilille; kutsut ovat voimassa 14 päivää. Kaikki käyttävät samoja asiantuntija- ja tarjoustietoja, joten mikään ei jää yhden ihmisen sähköpostin varaan.

## Kaikille sopiva

GigPartners toimii suomeksi ja englanniksi, puhelimella ja tietokoneella, ja jokainen sivu ja lomake toimii myös ilman JavaScriptiä. Kirjaudu salasanalla tai Google- tai Microsoft-tililläsi.

[Rekisteröidy kumppaniksi](/register) tai [lue, miten pääset alkuun](/about-us/get-started).
`;
