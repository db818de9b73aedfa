// The API's closed vocabularies: the values a field can take, defined once. The server's zod
// schemas are built from these lists and the panel's selects, filters and status tags read them.

// ---- Amounts: the decimals each unit is shown with (the exact value stays in tooltips, copies and
// exports). Stablecoins to the cent, BTC and its bridged token to the satoshi.
export const AMOUNT_UNIT_DECIMALS = { BTC: 8, YBTC: 8, YU: 2, USDC: 2, USDT: 2 } as const;
export type AmountUnit = keyof typeof AMOUNT_UNIT_DECIMALS;

// ---- Self custody: operations, deposits and mints, withdrawals and refunds
export const OPERATION_KINDS = ['mint', 'withdrawal', 'refund', 'crsm_open'] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];
export const OPERATION_STATUSES = ['awaiting_approval', 'approved', 'submitted', 'confirmed', 'failed'] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];
/** What each kind of operation moves: YBTC minted or sent to a CRSM position, BTC paid out or refunded. */
export const OPERATION_AMOUNT_UNITS = {
  mint: 'YBTC',
  withdrawal: 'BTC',
  refund: 'BTC',
  crsm_open: 'YBTC',
} as const satisfies Record<OperationKind, AmountUnit>;
/** The institution data panel's amounts: its columns the server totals and the panel shows as amounts. */
export const DATA_PANEL_AMOUNTS = [
  'btcAmount',
  'btcPendingAmount',
  'vaultCollateral',
  'vaultDebt',
  'yuInSp',
  'yuInWallet',
  'claimableYbtc',
  'claimableYu',
] as const;
/** The unit each of the data panel's amounts is counted in. */
export const DATA_PANEL_AMOUNT_UNITS = {
  btcAmount: 'BTC',
  btcPendingAmount: 'BTC',
  vaultCollateral: 'YBTC',
  vaultDebt: 'YU',
  yuInSp: 'YU',
  yuInWallet: 'YU',
  claimableYbtc: 'YBTC',
  claimableYu: 'YU',
} as const satisfies Record<(typeof DATA_PANEL_AMOUNTS)[number], AmountUnit>;
export const DEPOSIT_TYPES = ['flexible', 'fixed'] as const;
export const DEPOSIT_STATUSES = ['unconfirmed', 'confirmed', 'mismatch'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export const MINT_STATUSES = ['not_minted', 'awaiting_approval', 'pending', 'submitted', 'minted', 'failed'] as const;
export type MintStatus = (typeof MINT_STATUSES)[number];
export const WITHDRAWAL_STATUSES = [
  'cooling',
  'awaiting_approval',
  'pending',
  'submitted',
  'completed',
  'failed',
  'refund_requested',
  'refund_awaiting_approval',
  'refund_pending',
  'refund_submitted',
  'refunded',
  'refund_failed',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

// ---- CRSM
export const CRSM_REQUEST_STATUSES = ['awaiting_approval', 'pending', 'submitted', 'opened', 'failed'] as const;
export type CrsmRequestStatus = (typeof CRSM_REQUEST_STATUSES)[number];

// ---- Content: news, notices, feedback
export const VISIBILITIES = ['shown', 'hidden'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const NOTICE_PLATFORMS = ['all', 'web', 'mobile'] as const;
export type NoticePlatform = (typeof NOTICE_PLATFORMS)[number];
export const FEEDBACK_STATUSES = ['untreated', 'processed'] as const;

// ---- Hedging strategies
const EVM_NETWORKS = ['ethereum', 'arbitrum', 'optimism', 'base', 'bsc', 'polygon', 'avalanche'] as const;
export const HEDGING_NETWORKS = ['bitcoin', 'bitcoin-testnet', 'bitcoin-signet', ...EVM_NETWORKS] as const;

// ---- Overview
export const OVERVIEW_RANGES = ['24h', '7d', '30d', 'all', 'custom'] as const;
export type OverviewRange = (typeof OVERVIEW_RANGES)[number];

// ---- Sessions and service tokens
export const AUTH_METHODS = ['password', 'wallet'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];
// ---- Menus: the icons a menu may show (the panel draws each with Ant Design's outlined icon of that name).
export const MENU_ICONS = [
  'home',
  'read',
  'message',
  'barChart',
  'notification',
  'trophy',
  'gift',
  'dashboard',
  'safetyCertificate',
  'bank',
  'fund',
  'swap',
  'link',
  'global',
  'file',
  'team',
  'tool',
  'setting',
  'appstore',
  'star',
] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];
export const SERVICE_SCOPES = ['executor', 'indexer', 'statistics', 'hedging', 'feedback'] as const;
export type ServiceScope = (typeof SERVICE_SCOPES)[number];

// ---- Live events no one's action writes: the passing of time, noticed by server/src/events/clock.ts
// (a withdrawal's cooling time has passed; the BTC price in use has grown older than CRSM allows).
export type TimedEventAction = 'withdrawal.cooled' | 'crsm.priceStale';

// ---- Audit log: every action the server writes and every kind of record it names. The server's
// audit entries take only these (a type error otherwise); the panel translates each of them.
export const AUDIT_ACTIONS = [
  'session.signIn',
  'session.signOut',
  'session.revoke',
  'session.stepUp',
  'admin.create',
  'admin.update',
  'admin.enable',
  'admin.disable',
  'admin.resetPassword',
  'admin.changePassword',
  'admin.passwordCodeSent',
  'admin.enableTwoFactor',
  'admin.disableTwoFactor',
  'admin.bindWallet',
  'admin.updatePreferences',
  'role.create',
  'role.update',
  'role.delete',
  'permission.create',
  'permission.update',
  'permission.move',
  'permission.delete',
  'news.create',
  'news.update',
  'news.show',
  'news.hide',
  'news.delete',
  'notice.create',
  'notice.update',
  'notice.show',
  'notice.hide',
  'notice.delete',
  'feedback.receive',
  'feedback.process',
  'points.adjust',
  'nftAirdrop.create',
  'nftAirdrop.update',
  'nftAirdrop.import',
  'serviceToken.create',
  'serviceToken.revoke',
  'approvalPolicy.update',
  'institution.create',
  'institution.rename',
  'institution.reportVault',
  'deposit.create',
  'deposit.observe',
  'deposit.confirmMint',
  'deposit.retryMint',
  'withdrawal.record',
  'withdrawal.confirm',
  'withdrawal.requestRefund',
  'withdrawal.confirmRefund',
  'operation.approve',
  'operation.report',
  'crsm.createPosition',
  'crsm.reportPositions',
  'crsm.reportPrice',
  'crsm.updateSettings',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ENTITY_TYPES = [
  'session',
  'admin',
  'role',
  'permission',
  'news',
  'notice',
  'feedback',
  'points',
  'nftAirdrop',
  'nftAirdropImport',
  'serviceToken',
  'approvalPolicy',
  'institution',
  'deposit',
  'withdrawal',
  'operation',
  'crsmRequest',
  'crsmPosition',
  'crsmPrice',
  'crsmSettings',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];
