import type { ParseKeys } from "i18next";

/** A key of the English resources: computed keys are typed with this, never as plain strings. */
export type TranslationKey = ParseKeys;
