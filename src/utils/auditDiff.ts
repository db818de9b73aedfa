// Before and after of an audit row, key by key, so the panel can show what a change changed.

/** One top-level key of the audited record, as it was and as it became. */
export interface AuditDiffEntry {
  key: string;
  before: unknown;
  after: unknown;
  inBefore: boolean;
  inAfter: boolean;
  /** Added, removed, or a different value. */
  changed: boolean;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Structural equality of JSON values (key order does not matter). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => jsonEqual(item, b[index]))
    );
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && jsonEqual(a[key], b[key]));
  }
  return false;
}

/** An audited value as a record: nothing (a creation's "before") is empty; a bare value sits under `value`. */
function asRecord(value: unknown): Record<string, unknown> {
  if (value === null || value === undefined) return {};
  return isPlainObject(value) ? value : { value };
}

/** Every key of before and after (before's order, then the added keys), each marked changed or not. */
export function diffAuditValues(before: unknown, after: unknown): AuditDiffEntry[] {
  const was = asRecord(before);
  const is = asRecord(after);
  const keys = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return keys.map((key) => {
    const inBefore = key in was;
    const inAfter = key in is;
    return {
      key,
      before: was[key],
      after: is[key],
      inBefore,
      inAfter,
      changed: inBefore !== inAfter || !jsonEqual(was[key], is[key]),
    };
  });
}

/** A value as JSON text for display. */
export function jsonText(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value, null, 2);
}
