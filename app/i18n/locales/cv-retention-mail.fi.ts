import type en from "./cv-retention-mail.en";
import type { Shape } from "./shape";

const cvRetentionMail: Shape<typeof en> = {
  months_one: "{{count}} kuukausi",
  months_other: "{{count}} kuukautta",
  subject: "Asiantuntijan {{expert}} CV poistetaan {{date}}",
  subjectOwn: "CV:si poistetaan {{date}}",
  heading: "Tallennettu CV poistetaan",
  intro:
    "Asiantuntijan {{expert}} CV ({{filename}}) poistetaan GigPartnersista {{date}}. Asiantuntijalla ei ole ollut aktiivista tarjousta, ja CV:t säilytetään {{months}} CV:n lataamisesta tai tarjouksen viimeisimmästä muutoksesta sen mukaan, kumpi on myöhempi. Asiantuntijan muut tiedot säilyvät.",
  introOwn:
    "CV:si ({{filename}}) poistetaan GigPartnersista {{date}}. Sinulla ei ole ollut aktiivista tarjousta, ja CV:t säilytetään {{months}} CV:n lataamisesta tai tarjouksen viimeisimmästä muutoksesta sen mukaan, kumpi on myöhempi. Muut tietosi säilyvät.",
  keep: "Jos CV:tä vielä tarvitaan, valitse Säilytä CV: säilytysaika ({{months}}) alkaa alusta tänään. Asiantuntijan tarjoaminen keikalle tai uudemman CV:n lataaminen tekee saman.",
  keepOwn:
    "Jos haluat säilyttää sen, valitse Säilytä CV: säilytysaika ({{months}}) alkaa alusta tänään. Itsesi tarjoaminen keikalle tai uudemman CV:n lataaminen tekee saman.",
  button: "Säilytä CV",
  subjectMany: "{{count}} CV:tä poistetaan {{date}} alkaen",
  headingMany: "Tallennettuja CV:itä poistetaan",
  introMany:
    "Nämä yrityksesi tallentamat CV:t poistetaan GigPartnersista mainittuina päivinä. Asiantuntijoilla ei ole ollut aktiivista tarjousta, ja CV:t säilytetään {{months}} CV:n lataamisesta tai tarjouksen viimeisimmästä muutoksesta sen mukaan, kumpi on myöhempi. Asiantuntijoiden muut tiedot säilyvät.",
  keepMany:
    "Avaa CV:n linkki säilyttääksesi sen: sen säilytysaika ({{months}}) alkaa alusta tänään. Asiantuntijan tarjoaminen keikalle tai uudemman CV:n lataaminen tekee saman.",
  deleteOn: "Poistetaan {{date}}",
  buttonMany: "Avaa Asiantuntijat",
  more_one:
    "Myös {{count}} muu CV on poistumassa: Asiantuntijat-välilehdellä ovat kaikki asiantuntijat.",
  more_other:
    "Myös {{count}} muuta CV:tä on poistumassa: Asiantuntijat-välilehdellä ovat kaikki asiantuntijat.",
  why: "Saat tämän viestin, koska yrityksesi on tallentanut tämän CV:n GigPartnersiin (tietosuojaseloste: {{url}}).",
  whyOwn:
    "Saat tämän viestin, koska olet tallentanut CV:si GigPartnersiin (tietosuojaseloste: {{url}}).",
};
export default cvRetentionMail;
