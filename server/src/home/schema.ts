// The Home page's answer: what needs the signed-in administrator now, limited to what they may act on.
import { z } from 'zod';
import { OPERATION_KINDS } from '../selfCustody/schema/operations';

export const homeAttention = z.object({
  approvals: z
    .array(z.object({ kind: z.enum(OPERATION_KINDS), count: z.number().int() }))
    .nullable()
    .describe(
      'Operations awaiting this administrator’s approval, per kind they may approve (not requested nor already approved by them); null without any approval permission',
    ),
  untreatedFeedback: z
    .number()
    .int()
    .nullable()
    .describe('Feedback not yet processed; null without the feedback permission'),
  btcPrice: z
    .object({
      stale: z.boolean().describe('No price at all, or the latest one older than the CRSM settings allow'),
      observedAt: z.string().nullable(),
      ageSeconds: z.number().int().nullable(),
      maxAgeSeconds: z.number().int(),
    })
    .nullable()
    .describe('The CRSM BTC price’s freshness; null without the CRSM permission'),
});
export type HomeAttention = z.infer<typeof homeAttention>;
