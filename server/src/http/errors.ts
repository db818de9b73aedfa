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
  ADMIN_NOT_FOUND: 404,
  ROLE_NOT_FOUND: 404,
  PERMISSION_NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  CANNOT_CHANGE_OWN_ROLE: 409,
  CANNOT_DISABLE_SELF: 409,
  LAST_SUPER_ADMIN: 409,
  ADMIN_ALREADY_DISABLED: 409,
  ADMIN_ALREADY_ENABLED: 409,
  USE_CHANGE_PASSWORD: 409,
  ROLE_IDENTIFIER_TAKEN: 409,
  SUPER_ROLE_GRANTS_FIXED: 409,
  SUPER_ROLE_UNDELETABLE: 409,
  ROLE_IN_USE: 409,
  PERMISSION_IDENTIFIER_TAKEN: 409,
  PERMISSION_PATH_TAKEN: 409,
  PERMISSION_CYCLE: 409,
  PERMISSION_HAS_CHILDREN: 409,
  UNKNOWN_ROLE: 422,
  UNKNOWN_PERMISSION: 422,
  UNKNOWN_PARENT: 422,
  PARENT_NOT_MENU: 422,
  EXPORT_TOO_LARGE: 422,
  // self custody
  DEPOSIT_NOT_FOUND: 404,
  WITHDRAWAL_NOT_FOUND: 404,
  OPERATION_NOT_FOUND: 404,
  SERVICE_TOKEN_NOT_FOUND: 404,
  DEPOSIT_HASH_TAKEN: 409,
  DEPOSIT_ALREADY_MINTED: 409,
  DEPOSIT_MINT_ALREADY_REQUESTED: 409,
  MINT_FAILED_USE_RETRY: 409,
  MINT_NOT_FAILED: 409,
  DEPOSIT_NOT_CONFIRMED: 409,
  DEPOSIT_AMOUNT_MISMATCH: 409,
  OPERATION_ALREADY_OPEN: 409,
  OPERATION_NOT_AWAITING_APPROVAL: 409,
  REQUESTER_CANNOT_APPROVE: 409,
  ALREADY_APPROVED: 409,
  ILLEGAL_OPERATION_TRANSITION: 409,
  TX_HASH_MISMATCH: 409,
  WITHDRAWAL_NONCE_TAKEN: 409,
  ILLEGAL_WITHDRAWAL_TRANSITION: 409,
  WITHDRAWAL_COOLING: 409,
  SERVICE_TOKEN_REVOKED: 409,
  INVALID_TX_HASH: 422,
  TX_HASH_REQUIRED: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  TOO_MANY_ATTEMPTS: 429,
  CODE_RECENTLY_SENT: 429,
  INTERNAL_ERROR: 500,
  // points and NFT airdrops
  NFT_AIRDROP_NOT_FOUND: 404,
  NFT_IMPORT_NOT_FOUND: 404,
  POINTS_BALANCE_NEGATIVE: 409,
  NFT_AIRDROP_DUPLICATE: 409,
  NFT_IMPORT_ALREADY_CONFIRMED: 409,
  NFT_IMPORT_CONFLICT: 409,
  NFT_IMPORT_HAS_ERRORS: 422,
  NFT_IMPORT_UNREADABLE: 422,
  NFT_IMPORT_MISSING_COLUMNS: 422,
  NFT_IMPORT_EMPTY: 422,
  NFT_IMPORT_TOO_LARGE: 422,
  // content: news, notices, feedback
  NEWS_NOT_FOUND: 404,
  NOTICE_NOT_FOUND: 404,
  FEEDBACK_NOT_FOUND: 404,
  CONTENT_ALREADY_SHOWN: 409,
  CONTENT_ALREADY_HIDDEN: 409,
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
    readonly details: { retryAfterSeconds?: number; fields?: FieldError[]; params?: Record<string, string | number> } = {},
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
