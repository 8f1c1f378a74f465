import en from "./locales/en";
import fi from "./locales/fi";
import serverOnlyEn from "./locales/server-only.en";
import serverOnlyFi from "./locales/server-only.fi";

/** Both languages, for the server's renders, mails and messages. */
export const resources = {
  en: { translation: { ...en, ...serverOnlyEn } },
  fi: { translation: { ...fi, ...serverOnlyFi } },
};
