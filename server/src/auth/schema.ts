// Request and response shapes of sign-in, the session and password change.
import { z } from 'zod';
import { AUTH_METHODS, type AuthMethod, MENU_ICONS } from '../../../contract/vocabulary';
import type { RouteEntry } from '../permissions/grants';
export type { AuthMethod };

export const signInBody = z.strictObject({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});

/**
 * One entry of `yalalist`, recursive: the spec's `path` and `routes`, with what the sidebar draws
 * (the order is the list's; a name is '' in a language the menu is not shown in). Named so that the
 * OpenAPI document can refer to it.
 */
const routeEntry: z.ZodType<RouteEntry> = z
  .lazy(() =>
    z.object({
      path: z.string(),
      routes: z.array(routeEntry).optional(),
      identifier: z.string(),
      nameZh: z.string(),
      nameEn: z.string(),
      icon: z.enum(MENU_ICONS).nullable(),
    }),
  )
  .meta({ id: 'PermittedRoute' });

const adminSummary = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  description: z.string(),
  /** The taproot address bound for wallet sign-in, if any. */
  walletAddress: z.string().nullable(),
  /** Emailed when an operation awaits their approval (PUT /api/auth/me/preferences). */
  approvalEmails: z.boolean(),
  role: z.object({ id: z.number().int(), identifier: z.string(), name: z.string(), isSuper: z.boolean() }),
});

export const sessionData = z.object({
  admin: adminSummary,
  /** How this session was signed in: a wallet session ends when the wallet disconnects. */
  authMethod: z.enum(AUTH_METHODS),
  permissions: z.array(z.object({ code: z.string() })),
  yalalist: z.array(routeEntry),
});

export const signInData = sessionData.extend({
  token: z.string(),
  expiresAt: z.string(),
});

/** The password (or wallet) was right; a TOTP code, or an enrolment first, is still owed. */
const pendingSignInData = z.object({
  twoFactor: z.enum(['totp', 'enrol']),
  /** Single use, five minutes: send it with the code to POST /api/auth/login/totp. */
  pendingToken: z.string(),
  expiresAt: z.string(),
  /** Only when the role requires two-factor and none is set up: the secret to add to an authenticator app. */
  enrolment: z.object({ secret: z.string(), uri: z.string() }).optional(),
});

export const signInResult = z.union([signInData, pendingSignInData]);

export const totpSignInBody = z.strictObject({
  pendingToken: z.string().min(1).max(128),
  code: z.string().trim().min(1).max(16),
});

export const totpCodeBody = z.strictObject({ code: z.string().trim().min(1).max(16) });

export const twoFactorStateData = z.object({ enabled: z.boolean(), required: z.boolean() });

export const totpEnrolmentData = z.object({ secret: z.string(), uri: z.string() });

/** Re-proves the administrator for money approvals: the password, or a TOTP code when it is on. */
export const stepUpBody = z
  .strictObject({ password: z.string().min(1).max(1024).optional(), code: z.string().trim().min(1).max(16).optional() })
  .refine((body) => (body.password === undefined) !== (body.code === undefined), {
    message: 'Give either the password or a code',
  });

export const stepUpData = z.object({ stepUpAt: z.string() });

export type PendingSignIn = z.infer<typeof pendingSignInData>;

export const changePasswordBody = z.strictObject({
  currentPassword: z.string().min(1).max(1024),
  newPassword: z.string().min(1).max(1024),
  code: z.string().trim().min(1).max(32),
});

export const passwordCodeData = z.object({
  sentTo: z.string(),
  resendAfterSeconds: z.number().int(),
});

export type SessionData = z.infer<typeof sessionData>;
