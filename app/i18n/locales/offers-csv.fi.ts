import type offersCsvEn from "./offers-csv.en";
import type { Shape } from "./shape";

// Tarjousten CSV-tiedoston sarakeotsikot ja tiedostonimi (päätös 050).
const offersCsv: Shape<typeof offersCsvEn> = {
  filename: "tarjoukset",
  columns: {
    gigId: "Keikan tunnus",
    gig: "Keikka",
    offerDeadline: "Asiantuntijatarjousten määräaika",
    expert: "Asiantuntija",
    rate: "Tuntihinta (€/h)",
    stage: "Vaihe",
    offeredOn: "Tarjottu",
    changedOn: "Muutettu viimeksi",
    declineReason: "Hylkäyksen syy",
    feedback: "Palaute",
    contact: "Yhteyshenkilö",
    consent: "Asiantuntijan suostumus",
    consentOn: "Suostumukseen vastattu",
  },
};

export default offersCsv;
