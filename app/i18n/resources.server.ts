import en from "./locales/en";
import fi from "./locales/fi";

/** Both languages, for the server's renders, mails and messages. */
export const resources = { en: { translation: en }, fi: { translation: fi } };
