// The shapes every API answer shares: `{ success: true, data }` and ProTable's list contract.
import { z } from 'zod';

export const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
export const okEmpty = z.object({ success: z.literal(true) });
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), total: z.number().int() });

export const errorEnvelope = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  errorMessage: z.string(),
  retryAfterSeconds: z.number().int().optional(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** The error answers a route may give, for its OpenAPI description. */
export const errorResponses = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  422: errorEnvelope,
};

export const idParams = z.strictObject({ id: z.coerce.number().int().positive() });

/** ProTable's sort order. */
export const sortOrder = z.enum(['ascend', 'descend']);

export const pageQuery = {
  current: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
};
