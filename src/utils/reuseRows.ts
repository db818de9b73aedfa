/**
 * The new page of rows, with every row that equals one of the previous page (same JSON) replaced by
 * that previous object. A table whose cells re-render only when their row object changes
 * (`useStableCells`) then redraws nothing but the rows that really changed after a re-sort, a
 * filter or a reload: the same rows in a new order cost a reorder, not a re-render.
 */
export function reuseRows<Row>(previous: readonly Row[], next: readonly Row[]): Row[] {
  if (!previous.length) return [...next];
  const known = new Map<string, Row>();
  for (const row of previous) known.set(JSON.stringify(row), row);
  return next.map((row) => known.get(JSON.stringify(row)) ?? row);
}
