// Drizzle's view of the tables that the SQL migrations in ./migrations create.
import {
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAndUpdatedAt, createdAt } from './columns';
import { AUTH_METHODS, MENU_ICONS } from '../../../contract/vocabulary';

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  identifier: text('identifier').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  type: text('type', { enum: ['menu', 'function'] }).notNull(),
  /** A menu's page of the panel or external https:// address; unique among the built-in menus only. */
  path: text('path'),
  parentId: integer('parent_id'),
  sortOrder: integer('sort_order').notNull().default(0),
  /** A menu's icon, one of MENU_ICONS. */
  icon: text('icon', { enum: MENU_ICONS }),
  /** Ships with the product: its identifier, type, path and parent are fixed and it cannot be deleted. */
  builtin: boolean('builtin').notNull().default(false),
  createdAt: createdAt(),
});

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  identifier: text('identifier').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  isSuper: boolean('is_super').notNull().default(false),
  /** Its administrators must sign in with a TOTP code (enrolling at their next sign-in). */
  requiresTwoFactor: boolean('requires_two_factor').notNull().default(false),
  ...createdAndUpdatedAt(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id').notNull(),
    permissionId: integer('permission_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.permissionId] })],
);

export const admins = pgTable('admins', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  roleId: integer('role_id').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** A taproot address of the configured network that may sign in for this administrator. */
  walletAddress: text('wallet_address'),
  /** Emailed when an operation awaits their approval (they may turn it off). */
  approvalEmails: boolean('approval_emails').notNull().default(true),
  ...createdAndUpdatedAt(),
});

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  adminId: integer('admin_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  authMethod: text('auth_method', { enum: AUTH_METHODS }).notNull().default('password'),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  revokedReason: text('revoked_reason'),
  ip: text('ip'),
  userAgent: text('user_agent'),
  /** The last step-up (password or TOTP re-entered); null: only the sign-in itself. */
  stepUpAt: timestamp('step_up_at', { withTimezone: true }),
});

export const signInFailures = pgTable('sign_in_failures', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  throttleKey: text('throttle_key').notNull(),
  failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  /** On an account's rows: the address the failure came from, to tell a pile-up from many addresses. */
  address: text('address'),
});

export const verificationCodes = pgTable('verification_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  adminId: integer('admin_id').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

export const auditLogs = pgTable('audit_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  adminId: integer('admin_id'),
  action: text('action').notNull(),
  entityType: text('entity_type').notNull(),
  entityId: text('entity_id'),
  before: jsonb('before'),
  after: jsonb('after'),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
});

export * from '../selfCustody/tables';
export * from '../serviceTokens/tables';
export * from '../points/tables';
export * from '../nftAirdrops/tables';
export * from '../news/tables';
export * from '../notices/tables';
export * from '../feedback/tables';
export * from '../wallet/tables';
export * from '../crsm/tables';
export * from '../events/tables';
export * from '../notifications/tables';
export * from '../statistics/positions/tables';
export * from '../hedgingStrategies/tables';
export * from '../auth/tables';
export * from '../overview/tables';
export * from '../statistics/traffic/tables';
