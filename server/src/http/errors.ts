// Errors are values with codes (contract/errors.ts maps each to its HTTP status), sent in the panel's envelope.
import { ERROR_STATUS, type ErrorCode } from '../../../contract/errors';

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: {
      retryAfterSeconds?: number;
      fields?: FieldError[];
      params?: Record<string, string | number>;
    } = {},
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
  /** Values the panel interpolates into its translation of the code. */
  params?: Record<string, string | number>;
}

export function toEnvelope(error: AppError): ErrorEnvelope {
  return { success: false, errorCode: error.code, errorMessage: error.message, ...error.details };
}
