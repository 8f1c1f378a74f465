import type { TFunction } from "i18next";
import type { TranslationKey } from "~/i18n/keys";

/**
 * zod messages are translation keys; a parameter rides after a colon ("validation.tooLong:100"),
 * so one schema serves the server, the browser and the JSON API, and each translates on display.
 */
export function msg<K extends TranslationKey>(key: K): K;
export function msg(key: TranslationKey, param: number | string): string;
export function msg(key: TranslationKey, param?: number | string) {
  return param === undefined ? key : `${key}:${param}`;
}

export function translateMessage(t: TFunction, message: string): string {
  const [key, param] = message.split(":");
  return t(key!, { length: param, defaultValue: t("validation.unknown") });
}
