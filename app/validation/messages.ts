import type { TFunction } from "i18next";

/**
 * zod messages are translation keys; a parameter rides after a colon ("validation.tooLong:100"),
 * so one schema serves the server, the browser and the JSON API, and each translates on display.
 */
export function msg(key: string, param?: number | string) {
  return param === undefined ? key : `${key}:${param}`;
}

export function translateMessage(t: TFunction, message: string): string {
  const [key, param] = message.split(":");
  return t(key!, { length: param, defaultValue: t("validation.unknown") });
}
