// The live sessions, and which of them the signed-in administrator may end.
import { z } from 'zod';
import { pageQuery } from '../http/envelope';

export const sessionItem = z.object({
  id: z.string(),
  adminId: z.number().int(),
  adminEmail: z.string(),
  adminName: z.string(),
  authMethod: z.enum(['password', 'wallet']),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session making this request. */
  current: z.boolean(),
  /** What the signed-in administrator may do with it. */
  abilities: z.object({ revoke: z.boolean() }),
});

export const sessionListQuery = z.strictObject({
  ...pageQuery,
  adminEmail: z.string().trim().max(254).optional(),
});

export const sessionIdParams = z.strictObject({ id: z.string().uuid() });

export type SessionItem = z.infer<typeof sessionItem>;
export type SessionListQuery = z.infer<typeof sessionListQuery>;
