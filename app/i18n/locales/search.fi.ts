import type searchEn from "./search.en";

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const searchFi: Shape<typeof searchEn> = {
  title: "Haku",
  form: "Hae keikkoja",
  phrase: "Hakusana",
  phraseHint: "Sanoja otsikosta, taidoista, sijainneista tai kuvauksesta",
  submit: "Hae",
  apply: "Käytä",
  clear: "Tyhjennä haku ja suodattimet",
  filters: "Suodattimet",
  status: {
    legend: "Tila",
    all: "Kaikki",
    open: "Avoinna tarjouksille",
    closed: "Suljettu",
  },
  mode: "Työskentelytapa",
  language: "Kieli",
  location: "Sijainti",
  skill: "Taito",
  any: "Mikä tahansa",
  sort: {
    label: "Järjestys",
    deadline: "Määräaika",
    newest: "Uusimmat",
  },
  languageNames: {
    English: "englanti",
    Finnish: "suomi",
    Swedish: "ruotsi",
  },
  page: "Sivu {{page}}",
  countCapped: "Yli {{count}} keikkaa",
  emptyHint: "Kokeile vähemmillä sanoilla tai suodattimilla, tai tilaa uudet keikat sähköpostiisi.",
};
export default searchFi;
