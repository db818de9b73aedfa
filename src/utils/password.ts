/** Length bounds of a new administrator password; the API enforces its own rules too (WEAK_PASSWORD). */
export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

/** The form rule of a new password's length; `message` words it, given the bounds. */
export function passwordLengthRule(message: (bounds: { min: number; max: number }) => string) {
  const bounds = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
  return { ...bounds, message: message(bounds) };
}

/** Seconds before another verification code may be requested. */
export const CODE_RESEND_SECONDS = 60;

export type PasswordStrength = 'weak' | 'medium' | 'strong';

const CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];

/**
 * A hint for whoever sets a password, not a rule (the API only enforces the length): length
 * counts most, then the kinds of characters used; a password of few distinct characters is weak.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  const distinct = new Set(password).size;
  if (length < PASSWORD_MIN_LENGTH || distinct < 5) return 'weak';
  const classes = CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
  if ((length >= 12 && classes >= 3) || (length >= 16 && classes >= 2)) return 'strong';
  if (classes >= 2 || length >= 12) return 'medium';
  return 'weak';
}
