import type mailOutboxEn from "./mail-outbox.en";

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const mailOutboxFi: Shape<typeof mailOutboxEn> = {
  title: "Kehitysympäristön lähtevät viestit",
  intro:
    "Kun SMTP_URL-asetusta ei ole, sähköpostit tallennetaan tänne lähettämisen sijaan. Sivu on käytössä vain tuotantoympäristön ulkopuolella.",
  directory: "Viestit tallennetaan hakemistoon {{dir}}.",
  empty: "Viestejä ei vielä ole.",
  time: "Aika",
  from: "Lähettäjä",
  to: "Vastaanottaja",
  subject: "Aihe",
  open: "Avaa",
  back: "Takaisin lähteviin viesteihin",
  textPart: "Tekstiversio",
  htmlPart: "HTML-versio",
  htmlFrameTitle: "Viestin HTML-versio",
};
export default mailOutboxFi;
