import { reuseRows } from '../../src/utils/reuseRows';

interface Row {
  id: number;
  name: string;
  balance: string;
}

const ann: Row = { id: 1, name: 'Ann', balance: '10' };
const bob: Row = { id: 2, name: 'Bob', balance: '20' };
const cy: Row = { id: 3, name: 'Cy', balance: '30' };

describe('reuseRows', () => {
  it('hands back a row equal to one of the previous page as the previous object', () => {
    const next = reuseRows([ann, bob], [{ ...ann }, { ...bob }]);
    expect(next[0]).toBe(ann);
    expect(next[1]).toBe(bob);
  });

  it('hands back a changed row as the new object', () => {
    const changed = { ...bob, balance: '25' };
    const next = reuseRows([ann, bob], [{ ...ann }, changed]);
    expect(next[0]).toBe(ann);
    expect(next[1]).toBe(changed);
  });

  it('hands back a row the previous page did not have as given', () => {
    const newcomer = { ...cy };
    expect(reuseRows([ann, bob], [newcomer, { ...ann }])).toEqual([newcomer, ann]);
    expect(reuseRows([ann, bob], [newcomer, { ...ann }])[0]).toBe(newcomer);
  });

  it('keeps the order of the new page (a re-sort moves the previous objects)', () => {
    const next = reuseRows([ann, bob, cy], [{ ...cy }, { ...ann }, { ...bob }]);
    expect(next).toHaveLength(3);
    expect(next[0]).toBe(cy);
    expect(next[1]).toBe(ann);
    expect(next[2]).toBe(bob);
  });

  it('counts a row whose fields come in another order as changed: a redraw, never a stale cell', () => {
    const reordered: Row = { name: 'Ann', id: 1, balance: '10' };
    expect(reuseRows([ann], [reordered])[0]).toBe(reordered);
  });

  it('copies the new page when there was no previous page', () => {
    const page = [{ ...ann }, { ...bob }];
    const next = reuseRows([], page);
    expect(next).not.toBe(page);
    expect(next).toEqual(page);
    expect(next[0]).toBe(page[0]);
    expect(next[1]).toBe(page[1]);
  });

  it('answers an empty page with an empty page', () => {
    expect(reuseRows([ann, bob], [])).toEqual([]);
  });
});
