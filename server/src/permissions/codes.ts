// Permission codes that more than one domain's rules name. The identifiers the product ships are
// fixed (a permission marked builtin keeps its identifier), so naming them here is stable.
import type { OperationKind } from '../selfCustody/schema/operations';

/** The permission that confirms, and so approves, each kind of money operation. */
export const APPROVE_CODE = {
  mint: 'deposits:confirmMint',
  withdrawal: 'withdrawals:confirm',
  refund: 'withdrawals:confirmRefund',
  crsm_open: 'crsm:create',
} as const satisfies Record<OperationKind, string>;

/** Whoever holds one of these approves money leaving. */
export const MONEY_APPROVAL_CODES: readonly string[] = Object.values(APPROVE_CODE);
