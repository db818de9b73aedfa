// Field shapes several domains validate alike.
import { z } from 'zod';

const HTTP_PROTOCOLS = new Set(['http:', 'https:']);

/** True only for an absolute `http:` or `https:` URL: never `javascript:`, `data:` or a relative path. */
export function isHttpUrl(value: string): boolean {
  try {
    return HTTP_PROTOCOLS.has(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A link or picture address the panel may render: absolute http(s), at most 2048 characters. */
export const httpUrl = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .refine(isHttpUrl, { message: 'must be an http:// or https:// address' });
