import type { Shape } from "./shape";
import type en from "./api-query.en";

const apiQueryFi: Shape<typeof en> = {
  invalid: "Osa kyselyn parametreista ei kelpaa; katso tiedot.",
  unknown: "Tällä kutsulla ei ole tällaista parametria.",
  bracketed: "Lähetä lista toistamalla sama nimi (mode=a&mode=b), ilman hakasulkeita.",
  repeated: "Anna tämä parametri vain kerran.",
  comma: "Lähetä lista toistamalla sama nimi (mode=a&mode=b), ei pilkuin eroteltuna.",
  tooMany: "Enintään {{length}} arvoa.",
  limit: "Kokonaisluku väliltä 1–{{length}}.",
  cursor: "Ei tämän listan kursori: käytä next_cursor-arvoa tai Link-otsaketta sellaisenaan.",
  invalidValue: "Arvo ei kelpaa.",
};

export default apiQueryFi;
