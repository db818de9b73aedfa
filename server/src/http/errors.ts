// Errors are values with codes, mapped once to an HTTP status and to the panel's envelope.
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  WRONG_CURRENT_PASSWORD: 400,
  INVALID_VERIFICATION_CODE: 400,
  WEAK_PASSWORD: 400,
  PASSWORD_UNCHANGED: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ADMIN_DISABLED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_ATTEMPTS: 429,
  CODE_RECENTLY_SENT: 429,
  INTERNAL_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { retryAfterSeconds?: number; fields?: FieldError[] } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export interface ErrorEnvelope {
  success: false;
  errorCode: ErrorCode;
  errorMessage: string;
  retryAfterSeconds?: number;
  fields?: FieldError[];
}

export function toEnvelope(error: AppError): ErrorEnvelope {
  return { success: false, errorCode: error.code, errorMessage: error.message, ...error.details };
}
