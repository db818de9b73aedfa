import type zh from '../zh-CN/errors';

const errors: Record<keyof typeof zh, string> = {
  'errors.VALIDATION_FAILED': 'The input is invalid, please check it and try again',
  'errors.UNAUTHENTICATED': 'Please sign in',
  'errors.SESSION_EXPIRED': 'Your session has expired, please sign in again',
  'errors.FORBIDDEN': 'You do not have permission to do this',
  'errors.NOT_FOUND': 'The requested item does not exist',
  'errors.INVALID_CREDENTIALS': 'Incorrect email or password',
  'errors.ADMIN_DISABLED': 'This administrator is disabled',
  'errors.TOO_MANY_ATTEMPTS': 'Too many failed attempts. Try again in {seconds} seconds.',
  'errors.WRONG_CURRENT_PASSWORD': 'The current password is incorrect',
  'errors.INVALID_VERIFICATION_CODE': 'The verification code is wrong or has expired',
  'errors.CODE_RECENTLY_SENT': 'A code was sent recently. Try again in {seconds} seconds.',
  'errors.WEAK_PASSWORD': 'The new password is too weak',
  'errors.PASSWORD_UNCHANGED': 'The new password must differ from the current one',
  'errors.INTERNAL_ERROR': 'An error occurred, please try again!',
};

export default errors;
