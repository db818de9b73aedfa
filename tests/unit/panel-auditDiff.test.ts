import { diffAuditValues, jsonEqual, jsonText } from '../../src/utils/auditDiff';

const changedKeys = (before: unknown, after: unknown) =>
  diffAuditValues(before, after)
    .filter((entry) => entry.changed)
    .map((entry) => entry.key);

describe('audit before/after diff', () => {
  it('marks exactly the keys whose value changed', () => {
    const before = { email: 'a@example.com', name: 'Ada', roleId: 2, enabled: true };
    const after = { email: 'a@example.com', name: 'Ada L.', roleId: 3, enabled: true };
    expect(changedKeys(before, after)).toEqual(['name', 'roleId']);
  });

  it('lists every key once, in the order of before, then the added ones', () => {
    const entries = diffAuditValues({ b: 1, a: 2 }, { a: 2, c: 3, b: 1 });
    expect(entries.map((entry) => entry.key)).toEqual(['b', 'a', 'c']);
  });

  it('marks added and removed keys as changed, and says on which side they are absent', () => {
    const entries = diffAuditValues({ kept: 1, removed: 'x' }, { kept: 1, added: null });
    expect(entries).toEqual([
      { key: 'kept', before: 1, after: 1, inBefore: true, inAfter: true, changed: false },
      { key: 'removed', before: 'x', after: undefined, inBefore: true, inAfter: false, changed: true },
      { key: 'added', before: undefined, after: null, inBefore: false, inAfter: true, changed: true },
    ]);
  });

  it('treats a creation (no before) and a deletion (no after) as all keys changed', () => {
    expect(changedKeys(null, { name: 'Editors', permissionIds: [1, 2] })).toEqual(['name', 'permissionIds']);
    expect(changedKeys({ name: 'Editors' }, null)).toEqual(['name']);
    expect(diffAuditValues(null, null)).toEqual([]);
    expect(diffAuditValues(undefined, undefined)).toEqual([]);
  });

  it('compares nested values by content, not by reference or key order', () => {
    expect(changedKeys({ grants: { a: [1, 2], b: true } }, { grants: { b: true, a: [1, 2] } })).toEqual([]);
    expect(changedKeys({ permissionIds: [1, 2] }, { permissionIds: [2, 1] })).toEqual(['permissionIds']);
    expect(changedKeys({ permissionIds: [1, 2] }, { permissionIds: [1, 2, 3] })).toEqual(['permissionIds']);
  });

  it('does not confuse values of different types', () => {
    expect(changedKeys({ id: 1 }, { id: '1' })).toEqual(['id']);
    expect(changedKeys({ v: null }, { v: {} })).toEqual(['v']);
    expect(changedKeys({ v: [] }, { v: {} })).toEqual(['v']);
  });

  it('puts a bare recorded value under "value"', () => {
    expect(diffAuditValues('old', 'new')).toEqual([
      { key: 'value', before: 'old', after: 'new', inBefore: true, inAfter: true, changed: true },
    ]);
  });

  it('compares JSON values structurally', () => {
    expect(jsonEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  });

  it('shows values as JSON text, and an absent one as nothing', () => {
    expect(jsonText('Ada')).toBe('"Ada"');
    expect(jsonText([1, 2])).toBe('[\n  1,\n  2\n]');
    expect(jsonText(undefined)).toBe('');
  });
});
