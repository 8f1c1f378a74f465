// Regenerates app/db/reference/countries.json from i18n-iso-countries (ISO 3166-1 alpha-2,
// English and Finnish names). The snapshot keeps the reference-data migration deterministic.
import fs from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const countries = require("i18n-iso-countries");
countries.registerLocale(require("i18n-iso-countries/langs/en.json"));
countries.registerLocale(require("i18n-iso-countries/langs/fi.json"));

const en = countries.getNames("en", { select: "official" });
const fi = countries.getNames("fi", { select: "official" });
const rows = Object.keys(en)
  .sort()
  .map((code) => ({ code, name_en: en[code], name_fi: fi[code] ?? en[code] }));
fs.writeFileSync(
  new URL("../app/db/reference/countries.json", import.meta.url),
  JSON.stringify(rows, null, 1) + "\n",
);
console.log(`wrote ${rows.length} countries`);
