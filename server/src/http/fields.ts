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

/** A time as the answers write it: ISO 8601 text. */
export const isoTime = z.string();

export const decimal = z.string().describe('An exact decimal, as a string');

/** A numeric column's text without the trailing zeros of its scale: `1500.5`, not `1500.50000000`. */
export function plainDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
