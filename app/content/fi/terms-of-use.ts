// Markdown ja etutiedot (front matter); katso app/content/index.ts. "version" on viimeisimmän version päivämäärä.
export default `---
title: Käyttöehdot
description: Ehdot, joita sovelletaan, kun kumppanit ja vierailijat käyttävät GigPartnersia, konsultointikeikkojen kumppanimarkkinapaikkaa.
version: 2023-06-01
---

## 1. Soveltamisala

Näitä ehtoja sovelletaan GigPartnersin (jäljempänä "palvelu") käyttöön. Palvelu on pohjoismaisen konsultointiyhtiön (jäljempänä "me") ylläpitämä kumppanimarkkinapaikka. Ehtoja sovelletaan sekä julkisia sivuja selaaviin vierailijoihin että kumppaneihin, jotka rekisteröityvät ja käyttävät palvelua. Rekisteröitymällä hyväksyt ehdot omasta puolestasi ja edustamasi yrityksen puolesta.

## 2. Määritelmät

- **Kumppani**: palveluun rekisteröitynyt konsulttiyritys, osaajayhteisö tai freelancer.
- **Käyttäjä**: henkilö, joka käyttää palvelua kumppanin puolesta.
- **Asiantuntija**: henkilö, jota kumppani tarjoaa keikkaan, myös itseään tarjoava freelancer.
- **Keikka**: asiakkaan projekti tai toimeksianto, jonka julkaisemme palvelussa.
- **Tarjous**: kumppanin ehdotus asiantuntijasta keikkaan tietyllä tuntihinnalla.

## 3. Rekisteröityminen ja käyttäjätilit

3.1 Rekisteröityäksesi sinun on oltava vähintään 18-vuotias ja oikeutettu edustamaan kumppania.

3.2 Antamiesi tietojen on oltava oikeita, ja ne on pidettävä ajan tasalla. Suomessa rekisteröidyn yrityksen on annettava voimassa oleva y-tunnus.

3.3 Säilytä salasanasi huolellisesti äläkä jaa tiliäsi. Jokainen käyttäjä tarvitsee oman tilinsä; kollegoita voi kutsua mukaan, ja kutsu on voimassa 14 päivää.

3.4 Vastaat kaikesta, mitä tililläsi tehdään. Ilmoita meille heti, jos epäilet väärinkäyttöä.

## 4. Kumppanityyppi

Valitset kumppanityypin (yritys tai freelancer) rekisteröityessäsi. Sitä ei voi jälkikäteen muuttaa palvelussa; vain asiakastukemme voi vaihtaa sen pyynnöstä.

## 5. Asiantuntijat, CV:t ja muu sisältö

5.1 Saat lisätä palveluun vain asiantuntijoita, jotka ovat suostuneet siihen, että heitä tarjotaan palvelun kautta. Sinun on kerrottava heille, miten heidän tietojaan käsitellään (katso [tietosuojaseloste](/privacy-policy)).

5.2 Asiantuntijoiden CV:iden ja muiden tietojen on oltava totuudenmukaisia ja ajantasaisia. CV voi olla PDF-, DOC-, DOCX- tai ODT-tiedosto, jonka koko on enintään 15 Mt.

5.3 Säilytät kaikki oikeudet lisäämääsi sisältöön. Annat meille oikeuden käyttää sitä tarjousten arviointiin ja asiantuntijoidesi esittelemiseen asiakkaillemme.

## 6. Keikat ja tarjoukset

6.1 Keikat julkaistaan kumppaneiden tiedoksi. Voimme muuttaa, keskeyttää tai sulkea keikan milloin tahansa, esimerkiksi kun asiakkaan tarpeet muuttuvat.

6.2 Tarjous on sitoumukseton ehdotus. Sitova sopimus asiantuntijan työstä syntyy vasta erillisellä alihankintasopimuksella sinun ja meidän välillämme sen jälkeen, kun asiakas on valinnut asiantuntijan.

6.3 Tarjoa vain asiantuntijoita, jotka täyttävät vaatimukset ja ovat käytettävissä ilmoitetun ajan ja työmäärän. Tuntihinnat ilmoitetaan euroina ilman arvonlisäveroa.

6.4 Arviointi voi kestää useita arkipäiviä. Me päätämme, mitkä ehdokkaat esitellään asiakkaalle, ja asiakas tekee lopullisen valinnan. Meidän ei tarvitse perustella päätöstä.

## 7. Luottamuksellisuus

Keikkoja ja asiakkaita koskevat tiedot, jotka eivät ole julkisia, ovat luottamuksellisia. Saat käyttää niitä vain tarjousten valmisteluun ja jakaa niitä vain niille asiantuntijoille, joita harkitset tarjoavasi.

## 8. Maksut

Palvelun käyttö on kumppaneille ja vierailijoille maksutonta. Asiantuntijan työstä maksettavasta korvauksesta sovitaan alihankintasopimuksessa.

## 9. Hyväksyttävä käyttö

Palvelua ei saa käyttää väärin, esimerkiksi antamalla vääriä tietoja, keräämällä tietoja muista käyttäjistä tai asiantuntijoista, tarjoamalla asiantuntijoita ilman heidän suostumustaan, yrittämällä kiertää palvelun tietoturvaa tai kuormittamalla sitä automaattisilla pyynnöillä.

## 10. Saatavuus ja muutokset

Kehitämme palvelua jatkuvasti ja voimme muuttaa sen ominaisuuksia. Pyrimme pitämään palvelun aina käytettävissä, mutta emme takaa keskeytyksetöntä toimintaa. Suunnitelluista katkoista ilmoitetaan mahdollisuuksien mukaan etukäteen.

## 11. Vastuunrajoitus

Palvelu tarjotaan sellaisena kuin se on. Emme vastaa välillisistä vahingoista, kuten menetetystä liiketoiminnasta, emmekä katkoksista aiheutuvista vahingoista, siltä osin kuin laki sen sallii. Vastuumme rajoittuu välittömiin vahinkoihin, jotka aiheutuvat tahallisuudestamme tai törkeästä huolimattomuudestamme.

## 12. Palvelun käytön päättäminen

Voit lopettaa palvelun käytön ja pyytää meitä sulkemaan tilisi milloin tahansa. Voimme kumppania ensin informoituamme keskeyttää tai sulkea tilin, jota käytetään näiden ehtojen vastaisesti tai jota ei ole käytetty pitkään aikaan.

## 13. Henkilötiedot

Käsittelemme henkilötietoja [tietosuojaselosteessa](/privacy-policy) kuvatulla tavalla.

## 14. Ehtojen muuttaminen

Voimme muuttaa näitä ehtoja. Ilmoitamme rekisteröityneille kumppaneille merkittävistä muutoksista sähköpostitse tai palvelussa vähintään 14 päivää ennen niiden voimaantuloa. Viimeisimmän version päivämäärä näkyy tämän sivun alussa.

## 15. Sovellettava laki ja riitojen ratkaiseminen

Näihin ehtoihin sovelletaan Suomen lakia. Riidat ratkaistaan Helsingin käräjäoikeudessa, jollei pakottavasta lainsäädännöstä muuta johdu.

## 16. Yhteystiedot

Kysymykset näistä ehdoista: [partners@gigpartners.example](mailto:partners@gigpartners.example), +358 9 4289 1000.
`;
