// Refuses, for every route in one place, input PostgreSQL cannot store: a NUL character in any
// string of the body or the query (text columns reject it, which would surface as a 500).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

/** The path of the first string holding a NUL character, or null. */
export function findNulCharacter(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findNulCharacter(value[index], at ? `${at}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      const found = findNulCharacter(key, at) ?? findNulCharacter(entry, at ? `${at}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

async function inputHygienePlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field = findNulCharacter(request.body) ?? findNulCharacter(request.query) ?? findNulCharacter(request.params);
    if (field !== null) {
      throw new AppError('VALIDATION_FAILED', 'Invalid request: text must not contain a NUL character.', { fields: [{ field, message: 'must not contain a NUL character' }] });
    }
  });
}

export default fp(inputHygienePlugin, { name: 'input-hygiene' });
