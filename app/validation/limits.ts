/** The longest address RFC 5321 lets through; the schemas and the light forms' inputs share it. */
export const EMAIL_MAX = 254;
