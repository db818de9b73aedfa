// Field shapes several domains validate alike.
import { z } from 'zod';
import { NAME_PROBLEM_MESSAGES, singleLineNameProblem } from '../../../contract/names';

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

/**
 * A name a person gives (contract/names.ts): trimmed, one line that draws something, at most `max`
 * characters; `allowEmpty` for a menu's name in a language it is not shown in.
 */
export function singleLineName(max = 100, { allowEmpty = false } = {}) {
  return z
    .string()
    .trim()
    .min(allowEmpty ? 0 : 1)
    .max(max)
    .superRefine((value, context) => {
      const problem = singleLineNameProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: NAME_PROBLEM_MESSAGES[problem] });
    });
}

/** A time as the answers write it: ISO 8601 text. */
export const isoTime = z.string();

export const decimal = z.string().describe('An exact decimal, as a string');

/** A numeric column's text without the trailing zeros of its scale: `1500.5`, not `1500.50000000`. */
export function plainDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
