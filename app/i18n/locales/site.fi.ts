import type siteEn from "./site.en";

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const siteFi: Shape<typeof siteEn> = {
  title: "Sivusto",
  content: {
    latestVersion: "Viimeisin versio:",
  },
  share: {
    title: "Jaa artikkeli",
    linkedIn: "Jaa LinkedInissä",
    x: "Jaa X:ssä",
    facebook: "Jaa Facebookissa",
    email: "Jaa sähköpostilla",
    newTab: "(avautuu uuteen välilehteen)",
    linkLabel: "Linkki tähän artikkeliin",
    copy: "Kopioi linkki",
    copied: "Linkki kopioitiin leikepöydälle.",
    copyFailed: "Kopiointi ei onnistunut. Valitse yllä oleva linkki ja kopioi se.",
  },
};
export default siteFi;
