import "i18next";
import type { Translation } from "./locales/en";

// t() accepts only keys of the English resources (Finnish is typed against them in fi.ts).
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Translation };
  }
}
