import { z } from "zod";

/** The two answers a consent mail offers, as the link's path names them (decision 048). */
export const CONSENT_ANSWERS = ["agree", "decline"] as const;
export type ConsentAnswerPath = (typeof CONSENT_ANSWERS)[number];

export function parseConsentAnswer(value: string | undefined): ConsentAnswerPath | null {
  return (CONSENT_ANSWERS as readonly (string | undefined)[]).includes(value)
    ? (value as ConsentAnswerPath)
    : null;
}

/** The button on the link's page: the token, which alone authorises the answer. */
export const ConsentAnswerSchema = z.object({
  token: z.string().min(1).max(200),
});
