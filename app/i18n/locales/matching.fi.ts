import type { Shape } from "./shape";
import type en from "./matching.en";

const matching: Shape<typeof en> = {
  reasons: {
    alreadyOffered: "Tarjottu jo tälle keikalle",
    requiredAll: "Kaikki vaaditut taidot: {{covered}}",
    requiredPartial:
      "{{coveredCount}}/{{total}} vaaditusta taidosta: {{covered}}; puuttuu {{missing}}",
    requiredMissing: "Ei yhtään vaadituista taidoista: puuttuu {{missing}}",
    requiredUnlisted: "Keikalla ei ole vaadittuja taitoja",
    niceAll: "Kaikki eduksi katsottavat taidot: {{covered}}",
    nicePartial: "Eduksi katsottavista taidoista {{covered}}; ei {{missing}}",
    niceMissing: "Ei yhtään eduksi katsottavista taidoista: {{missing}}",
    niceUnlisted: "Keikalla ei ole eduksi katsottavia taitoja",
    availableByStart: "Käytettävissä aloitukseen {{date}} mennessä",
    availableAfterStart_one: "Käytettävissä {{count}} päivä aloituksen ({{date}}) jälkeen",
    availableAfterStart_other: "Käytettävissä {{count}} päivää aloituksen ({{date}}) jälkeen",
    availableNow: "Käytettävissä heti (keikan aloituspäivää ei tiedetä)",
    availableLater_one:
      "Käytettävissä {{date}} alkaen, {{count}} päivän päästä (keikan aloituspäivää ei tiedetä)",
    availableLater_other:
      "Käytettävissä {{date}} alkaen, {{count}} päivän päästä (keikan aloituspäivää ei tiedetä)",
    allocationEnough: "Työmäärä {{allocation}} % riittää keikan {{required}} %:n tarpeeseen",
    allocationShort: "Työmäärä {{allocation}} % on alle keikan {{required}} %:n tarpeen",
    allocationUnknown: "Keikalle ei ole ilmoitettu työmäärää",
    rateInside: "Hintatoive {{expectation}} €/h on keikan haarukassa {{min}}–{{max}} €/h",
    rateUnder: "Hintatoive {{expectation}} €/h on alle keikan haarukan {{min}}–{{max}} €/h",
    rateAbove: "Hintatoive {{expectation}} €/h on yli keikan haarukan {{min}}–{{max}} €/h",
    rateNoExpectation: "Hintatoivetta ei ole annettu",
    rateNoRange: "Hintatoive {{expectation}} €/h; keikalle ei ole ilmoitettu haarukkaa",
    workModeOk: {
      onsite: "Tekee lähityötä, kuten keikka vaatii",
      remote: "Tekee etätyötä, kuten keikka vaatii",
      hybrid: "Tekee hybridityötä, kuten keikka vaatii",
    },
    workModeMismatch: {
      onsite: "Ei tee lähityötä, jota keikka vaatii",
      remote: "Ei tee etätyötä, jota keikka vaatii",
      hybrid: "Ei tee hybridityötä, jota keikka vaatii",
    },
    locationRemote: "Etätyö: sijainnilla ei ole väliä",
    locationUnlisted: "Keikalle ei ole ilmoitettu sijaintia",
    locationAny: "Työskentelee missä tahansa; keikan sijainti on {{locations}}",
    locationMatch: "Työskentelee keikan sijainnissa: {{locations}}",
    locationMismatch: "Ei työskentele keikan sijainnissa: {{locations}}",
  },
  box: {
    title_one: "{{count}} asiantuntijasi sopii keikalle",
    title_other: "{{count}} asiantuntijaasi sopii keikalle",
    titleSelf: "Sovit tälle keikalle",
    score: "Osuvuus {{score}}/100",
    offer: "Tarjoa",
    offerLabel: "Tarjoa: {{name}}",
    showingBest_one: "Näytetään paras osuma.",
    showingBest_other: "Näytetään {{count}} parasta.",
  },
  bench: {
    title: "Parhaat keikat asiantuntijoillesi",
    titleSelf: "Parhaat keikat sinulle",
    intro:
      "Avoimet keikat, joihin asiantuntijasi sopivat parhaiten, ja kunkin osuvuus asteikolla 0–100.",
    empty:
      "Yksikään avoin keikka ei vielä sovi asiantuntijoillesi. Lisää asiantuntijoille taidot ja saatavuus, niin osumat näkyvät täällä.",
    expert: "{{name}}: {{score}}/100",
  },
  expertGigs: {
    title: "Sopivat avoimet keikat",
    empty: "Yksikään avoin keikka ei vielä sovi tälle asiantuntijalle.",
    score: "Osuvuus {{score}}/100",
    offered: "tarjottu jo",
  },
  rateInsight: {
    market:
      "Kumppanit tarjosivat vastaavilla keikoilla {{low}}–{{high}} €/h (mediaani {{median}} €/h).",
    earlier: "Tämän asiantuntijan aiemmat hinnat: {{rates}}.",
    earlierSelf: "Aiemmat hintasi: {{rates}}.",
  },
};

export default matching;
