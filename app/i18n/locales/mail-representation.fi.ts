import type { Shape } from "./shape";
import type en from "./mail-representation.en";

const representationMail: Shape<typeof en> = {
  subject: '{{company}} ehdottaa sinua keikkaan "{{gig}}"',
  heading: "Suostutko ehdotukseen?",
  intro:
    '{{company}} haluaa ehdottaa sinua ehdokkaaksi GigPartnersin konsulttikeikkaan "{{gig}}" tuntihinnalla {{rate}} €/h.',
  ask: "Ennen kuin sinut esitellään eteenpäin, kysymme, suostutko siihen, että he edustavat sinua tässä keikassa. Vastaa jommallakummalla painikkeella: et tarvitse tunnuksia, ja kumpikin avaa sivun, jolla vahvistat vastauksesi.",
  contact: "Heidän yhteyshenkilönsä: {{contact}}",
  gigLink: "Keikka: {{url}}",
  agree: "Suostun",
  decline: "En suostu",
  expires: "Linkit toimivat kerran, {{date}} asti.",
  why: "Saat tämän viestin, koska {{company}} antoi meille osoitteesi ehdottaessaan sinua. Jos et suostu, ehdotus perutaan ja {{company}} saa siitä tiedon.",
  declinedByExpert:
    "{{expert}} ei suostunut tulemaan edustetuksi tässä keikassa, joten tarjous peruttiin. Voit tarjota häntä uudelleen, jos hän muuttaa mielensä.",
};

export default representationMail;
