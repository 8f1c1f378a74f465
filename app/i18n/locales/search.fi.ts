import type searchEn from "./search.en";

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const searchFi: Shape<typeof searchEn> = {
  title: "Haku",
  form: "Hae keikkoja",
  phrase: "Hakusana",
  phraseHint: "Sanoja otsikosta, taidoista, sijainneista tai kuvauksesta",
  submit: "Hae",
  clear: "Tyhjennä haku ja suodattimet",
  filters: "Suodattimet",
  filtersCount: "Suodattimet ({{n}})",
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
  skillHint: "Kirjoita muutama kirjain ja valitse listalta",
  moreSkills: "Myös valitut taidot",
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
  countCapped: "Yli {{number}} keikkaa",
  emptyHint: "Kokeile vähemmillä sanoilla tai suodattimilla, tai tilaa uudet keikat sähköpostiisi.",
};
export default searchFi;
