import type edgeEn from "./edge.en";
import type { Shape } from "./shape";

const edgeFi: Shape<typeof edgeEn> = {
  methodNotAllowed: "Sivusto ei hyväksy tämänlaista pyyntöä.",
  badTarget: "Pyynnön pitää kohdistua tämän sivuston polkuun, esimerkiksi /gigs.",
  tooLarge:
    "Pyyntö on liian suuri. Lomake voi lähettää enintään {{formLimit}} ja CV-lataus enintään {{uploadLimit}}.",
  badRequest: "Pyyntöä ei voitu tulkita.",
  timeout: "Pyynnön saapuminen kesti liian kauan. Yritä uudelleen.",
  headersTooLarge:
    "Pyynnön otsakkeet ovat liian suuret. Sivuston evästeiden poistaminen voi auttaa.",
  tooManyConnections: "Osoitteestasi on liian monta yhteyttä. Yritä hetken kuluttua uudelleen.",
};

export default edgeFi;
