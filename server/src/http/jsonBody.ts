// Bounds a JSON body's nesting before it is parsed: a small body nested thousands of levels deep
// would otherwise exhaust the stack of whatever walks it recursively afterwards.
import type { FastifyBodyParser } from 'fastify';
import { AppError } from './errors';

/** No route takes a body nested deeper than a few levels; this leaves ample room. */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Whether arrays and objects in this JSON text nest deeper than `maxDepth`, in one pass without
 * recursion; brackets inside string literals do not count. Malformed text is left to the parser.
 */
export function jsonNestingExceeds(text: string, maxDepth: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if ((code === CLOSE_BRACKET || code === CLOSE_BRACE) && depth > 0) {
      // Never below zero, so stray closing brackets cannot buy room for deeper nesting after them.
      depth -= 1;
    }
  }
  return false;
}

/** Fastify's JSON parser (its size limit and prototype-poisoning refusal), behind the depth check. */
export function depthBoundedJsonParser(parseJson: FastifyBodyParser<string>): FastifyBodyParser<string> {
  return (request, body, done) => {
    if (jsonNestingExceeds(body)) {
      done(new AppError('VALIDATION_FAILED', TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, body, done);
  };
}
