import type { Shape } from "./shape";
import type mailGigQuestionsEn from "./mail-gig-questions.en";

// Sähköposti, jonka kumppani saa, kun henkilökunta vastaa keikkaa koskevaan kysymykseen.
const mailGigQuestionsFi: Shape<typeof mailGigQuestionsEn> = {
  subjectAsked: 'Kysymykseesi keikasta "{{gig}}" on vastattu',
  subjectOffer: 'Kysymykseen keikasta "{{gig}}" on vastattu',
  heading: "Keikkaa koskevaan kysymykseen on vastattu",
  introAsked: 'Henkilökunta vastasi kysymykseen, jonka esitit keikasta "{{gig}}".',
  introOffer:
    'Henkilökunta vastasi kumppanin kysymykseen keikasta "{{gig}}", johon sinulla on tarjous.',
  question: "Kysymys: {{question}}",
  answer: "Vastaus",
  button: "Avaa keikka",
  whyAsked: "Saat tämän viestin, koska esitit kysymyksen.",
  whyOffer: "Saat tämän viestin, koska olet tämän keikan tarjouksen yhteyshenkilö.",
};
export default mailGigQuestionsFi;
