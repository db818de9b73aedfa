import { z } from 'zod';
import { SERVICE_SCOPES } from '../../../contract/vocabulary';
import { singleLineName } from '../http/fields';
export { SERVICE_SCOPES, type ServiceScope } from '../../../contract/vocabulary';

export const serviceTokenItem = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(SERVICE_SCOPES)),
  tokenPrefix: z
    .string()
    .describe('The first characters of the token, to recognise it; the token itself is shown only once'),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** What the signed-in administrator may do with it. */
  abilities: z.object({ revoke: z.boolean() }),
});
export type ServiceTokenItem = z.infer<typeof serviceTokenItem>;

export const createServiceTokenBody = z.strictObject({
  name: singleLineName(),
  scopes: z.array(z.enum(SERVICE_SCOPES)).min(1).max(SERVICE_SCOPES.length),
});

export const createdServiceToken = serviceTokenItem.extend({
  token: z.string().describe('The secret, shown this once and stored only as a hash'),
});
