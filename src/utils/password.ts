/** Length bounds of a new administrator password; the API enforces its own rules too (WEAK_PASSWORD). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Seconds before another verification code may be requested. */
export const CODE_RESEND_SECONDS = 60;
