// Markdown ja etutiedot (front matter); katso app/content/index.ts. Jokainen "## Kysymys" aloittaa kohdan.
export default `---
title: Usein kysytyt kysymykset
description: Vastaukset kumppaneiden yleisimpiin kysymyksiin rekisteröitymisestä, asiantuntijoista, tarjouksista ja keikkauutiskirjeestä.
---

Etkö löydä vastausta? [Ota yhteyttä](/get-in-touch), niin autamme.

## Mikä GigPartners on?

GigPartners on pohjoismaisen konsultointiyhtiön kumppanimarkkinapaikka. Julkaisemme asiakkaidemme projektit keikkoina, ja rekisteröityneet kumppanit tarjoavat niihin asiantuntijoitaan. Seuraat jokaista tarjousta hallintapaneelissa asiakkaan päätökseen asti.

## Kuka voi rekisteröityä kumppaniksi?

Konsulttiyritykset, osaajayhteisöt ja freelancerit. Yrityksellä tai osaajayhteisöllä voi olla useita käyttäjiä ja paljon asiantuntijoita; freelancer tarjoaa omaa työtään. Suomessa rekisteröidyllä yrityksellä on oltava voimassa oleva y-tunnus.

## Maksaako palvelu jotain?

Ei. Rekisteröityminen, asiantuntijoiden tietojen säilyttäminen ja tarjousten tekeminen ovat maksuttomia. Kun asiakas valitsee asiantuntijasi, työstä sovitaan erillisellä alihankintasopimuksella tarjoamallasi tuntihinnalla.

## Voinko vaihtaa kumppanityyppiä rekisteröitymisen jälkeen?

Et voi. Valitset rekisteröitymisen alussa, rekisteröidytkö yrityksenä vai freelancerina, eikä valintaa voi jälkikäteen muuttaa, koska tilisi, asiantuntijasi ja tarjouksesi riippuvat siitä. Jos valitsit väärin, ota yhteyttä asiakastukeemme: vain tuki voi vaihtaa kumppanityypin.

## Millaisia CV-tiedostoja voin ladata?

PDF-, DOC-, DOCX- ja ODT-tiedostoja, joiden koko on enintään 15 Mt. Suosittelemme tiivistä, enintään muutaman sivun CV:tä, jossa keikkaan sopivimmat projektit ovat ensimmäisinä.

## Miten kutsun kollegani mukaan?

Avaa hallintapaneelista **Yritys ja käyttäjät** ja lähetä kutsu kollegasi sähköpostiosoitteeseen. Kutsulinkki on voimassa 14 päivää. Jos se vanhenee, lähetä uusi kutsu.

## Sitooko tarjous minua?

Ei. Tarjous on sitoumukseton ehdotus asiantuntijasta tietyllä tuntihinnalla. Sitova sopimus syntyy vasta, kun asiakas on valinnut asiantuntijasi ja olemme allekirjoittaneet kanssasi alihankintasopimuksen. Kerro meille heti, jos asiantuntija ei enää olekaan käytettävissä.

## Kauanko tarjouksen arviointi kestää?

Arviointi voi kestää useita arkipäiviä. Tarkistamme ensin, että asiantuntija vastaa vaatimuksia, ja esittelemme sitten parhaat ehdokkaat asiakkaalle, joka voi haluta haastatella heitä. Asiakkaan päätös vie joskus hieman pidempään.

## Miten seuraan tarjouksiani?

Hallintapaneelissa näet jokaisen tarjouksen ja sen vaiheen: odottaa arviointia, sopiva ehdokas, valmis tarjottavaksi, odottaa asiakkaan päätöstä ja lopulta hyväksytty tai hylätty.

## Mistä kuulen uusista keikoista?

Voit selata [avoimia keikkoja](/gigs) milloin tahansa tai tilata keikkauutiskirjeemme. Se saapuu arkipäivisin ja kertoo edellisen kirjeen jälkeen julkaistuista keikoista. Jokaisessa uutiskirjeessä on linkki tilauksen perumiseen.

## En saanut vahvistusviestiä. Mitä teen?

Tarkista ensin roskapostikansio. Vahvistuslinkki on voimassa 3 päivää. Jos linkki on vanhentunut tai viesti ei tullut perille, yritä kirjautua sisään ja pyydä linkki uudelleen. Google- tai Microsoft-kirjautumista käyttävät tilit eivät tarvitse vahvistusviestiä.
`;
