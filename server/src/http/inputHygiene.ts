// Refuses, for every route in one place, input PostgreSQL cannot store: a NUL character in any
// string of the body or the query (text columns reject it, which would surface as a 500).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

/** An array or object being walked, how far the walk has got, and where it sits in its parent. */
type Frame = ({ items: unknown[]; keys: null } | { items: Record<string, unknown>; keys: string[] }) & {
  next: number;
  parent: Frame | null;
  indexInParent: number;
};

function frameOf(container: object, parent: Frame | null, indexInParent: number): Frame {
  return Array.isArray(container)
    ? { items: container, keys: null, next: 0, parent, indexInParent }
    : { items: container as Record<string, unknown>, keys: Object.keys(container), next: 0, parent, indexInParent };
}

const keyAt = (frame: Frame, index: number) => (frame.keys ? frame.keys[index] : String(index));

/** The dotted path of a frame (or of its element at `index`), built only once a NUL is found. */
function pathTo(at: string, frame: Frame, index?: number): string {
  const keys = index === undefined ? [] : [keyAt(frame, index)];
  for (let current = frame; current.parent; current = current.parent)
    keys.push(keyAt(current.parent, current.indexInParent));
  return keys.reverse().reduce((path, key) => (path ? `${path}.${key}` : key), at);
}

/**
 * The path of the first string (value or key) holding a NUL character, or null. Walks depth-first
 * with its own stack rather than recursion, so no depth of input can overflow the call stack.
 */
export function findNulCharacter(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (!value || typeof value !== 'object') return null;
  const stack: Frame[] = [frameOf(value, null, 0)];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    const index = frame.next;
    let entry: unknown;
    if (frame.keys) {
      if (index >= frame.keys.length) {
        stack.pop();
        continue;
      }
      // A NUL in a key is reported at the object that holds the key.
      if (frame.keys[index].includes('\u0000')) return pathTo(at, frame);
      entry = frame.items[frame.keys[index]];
    } else {
      if (index >= frame.items.length) {
        stack.pop();
        continue;
      }
      entry = frame.items[index];
    }
    frame.next += 1;
    if (typeof entry === 'string') {
      if (entry.includes('\u0000')) return pathTo(at, frame, index);
    } else if (entry && typeof entry === 'object') {
      stack.push(frameOf(entry, frame, index));
    }
  }
  return null;
}

async function inputHygienePlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field = findNulCharacter(request.body) ?? findNulCharacter(request.query) ?? findNulCharacter(request.params);
    if (field !== null) {
      throw new AppError('VALIDATION_FAILED', 'Invalid request: text must not contain a NUL character.', {
        fields: [{ field, message: 'must not contain a NUL character' }],
      });
    }
  });
}

export default fp(inputHygienePlugin, { name: 'input-hygiene' });
