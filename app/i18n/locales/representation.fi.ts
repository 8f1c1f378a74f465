import type { Shape } from "./shape";
import type en from "./representation.en";

const representation: Shape<typeof en> = {
  state: {
    "not-asked": "Suostumusta ei kysytty (ei sähköpostia)",
    waiting: "Odottaa asiantuntijan suostumusta",
    agreed: "Asiantuntija suostui",
    declined: "Asiantuntija kieltäytyi",
  },
  stateLabel: "Asiantuntijan suostumus",
  offerNote:
    "Tämä keikka edellyttää asiantuntijan suostumusta: lähetämme tarjoamallesi asiantuntijalle sähköpostin, ja tarjous etenee asiakkaalle vasta, kun hän suostuu. Asiantuntijalta, jonka sähköpostiosoitetta ei ole, ei voi kysyä.",
  toastAsked:
    "Lähetimme asiantuntijalle sähköpostin ja kysyimme hänen suostumustaan tulla edustetuksi.",
  gigForm: {
    requiresConsent: "Edellyttää asiantuntijan suostumusta",
    requiresConsentHint:
      "Ehdokas voi edetä asiakkaalle vasta, kun asiantuntija on hänelle lähetetyllä linkillä suostunut siihen, että kumppani edustaa häntä.",
  },
  staff: {
    label: "Asiantuntijan suostumus",
    "not-asked": "Ei kysytty: kumppani ei antanut asiantuntijan sähköpostiosoitetta",
    waiting: "Odottaa: kysytty sähköpostilla {{date}}",
    agreed: "Suostui {{date}}",
    self: "Tarjosi itseään {{date}} (katsotaan suostumukseksi)",
    declined: "Kieltäytyi {{date}}: ehdotus on peruttu",
    gigRequires: "Tämän keikan ehdokkaat etenevät asiakkaalle vain asiantuntijan suostumuksella.",
    needsConsent: "Voi edetä asiakkaalle, kun asiantuntija suostuu.",
    declinedNoMove: "Asiantuntija kieltäytyi, joten ehdokasta ei voi siirtää.",
    errors: {
      "not-asked":
        "Tämä keikka edellyttää asiantuntijan suostumusta ennen kuin ehdokas etenee asiakkaalle, eikä tältä asiantuntijalta voitu kysyä: kumppani ei antanut sähköpostiosoitetta. Kumppani voi lisätä sen, perua tarjouksen ja tarjota uudelleen, tai voit poistaa vaatimuksen keikan asetuksista.",
      waiting:
        "Tämä keikka edellyttää asiantuntijan suostumusta ennen kuin ehdokas etenee asiakkaalle. Asiantuntija ei ole vielä suostunut.",
      declined: "Asiantuntija kieltäytyi tulemasta edustetuksi, joten ehdokasta ei voi siirtää.",
    },
  },
};

export default representation;
