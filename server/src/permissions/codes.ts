// Permission codes that more than one domain's rules name. The identifiers the product ships are
// fixed (a permission marked builtin keeps its identifier), so naming them here is stable.
import type { PermissionCode } from '../../../contract/permissions';
import type { OperationKind } from '../selfCustody/schema/operations';

/** The permission that confirms, and so approves, each kind of money operation. */
export const APPROVE_CODE = {
  mint: 'deposits:confirmMint',
  withdrawal: 'withdrawals:confirm',
  refund: 'withdrawals:confirmRefund',
  crsm_open: 'crsm:create',
} as const satisfies Record<OperationKind, PermissionCode>;

/** Whoever holds one of these approves money leaving. */
export const MONEY_APPROVAL_CODES: readonly PermissionCode[] = Object.values(APPROVE_CODE);

/** Whether a permission's identifier (any string the database holds) is one that approves money leaving. */
export const isMoneyApprovalCode = (identifier: string): boolean =>
  (MONEY_APPROVAL_CODES as readonly string[]).includes(identifier);
