import { z } from "zod";
import { GIG_ALERT_CHOICES } from "~/db/schema";
import { msg } from "./messages";

const checkbox = z.literal("on").optional();

/** "off", "daily" or "instant": the page's radio buttons and the API's `gig_alerts`. */
export const GigAlertsSchema = z.enum(GIG_ALERT_CHOICES, {
  errorMap: () => ({ message: msg("notifications.settings.gigAlerts.invalid") }),
});

/**
 * My details' notification switches: a checked box is "on", an unchecked one is absent. Gig
 * alerts are one of three choices; absent (an older form) keeps the stored one.
 */
export const NotificationSettingsSchema = z.object({
  offerStage: checkbox,
  offerDeadline: checkbox,
  inviteAccepted: checkbox,
  gigQuestionAnswered: checkbox,
  cvRetention: checkbox,
  gigAlerts: GigAlertsSchema.optional(),
});

/** The form's field for each notification kind. */
export const NOTIFICATION_FIELDS = {
  "offer-stage": "offerStage",
  "offer-deadline": "offerDeadline",
  "invite-accepted": "inviteAccepted",
  "gig-question-answered": "gigQuestionAnswered",
  "cv-retention": "cvRetention",
} as const;
