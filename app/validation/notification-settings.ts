import { z } from "zod";

const checkbox = z.literal("on").optional();

/** My details' notification switches: a checked box is "on", an unchecked one is absent. */
export const NotificationSettingsSchema = z.object({
  offerStage: checkbox,
  offerDeadline: checkbox,
  inviteAccepted: checkbox,
});

/** The form's field for each notification kind. */
export const NOTIFICATION_FIELDS = {
  "offer-stage": "offerStage",
  "offer-deadline": "offerDeadline",
  "invite-accepted": "inviteAccepted",
} as const;
