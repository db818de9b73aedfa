import type { ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@/locales/intl';
import { useRef } from 'react';

type Render<Row> = NonNullable<ProColumns<Row>['render']>;

const sameValues = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * The columns with cells that render again only when their row object changes, or when the
 * interface language or one of `deps` (anything else the cells read) has changed since the cell
 * was last drawn. A sort, a filter, the loading spinner or a page re-render otherwise rendered every
 * cell of the page again, several times per change; with `useLatestRequest` handing back unchanged
 * rows as the same objects, a re-sort only moves rows. Row-number columns depend on the position,
 * so they keep rendering.
 */
export function useStableCells<Row extends object>(
  columns: ProColumns<Row>[],
  deps: readonly unknown[] = [],
): ProColumns<Row>[] {
  const { locale } = useIntl();
  const state = useRef<{ deps?: readonly unknown[]; generation: number; drawn: Map<string, WeakMap<Row, number>> }>({
    generation: 0,
    drawn: new Map(),
  });
  const current = [locale, ...deps];
  // Read at comparison time, not captured: ProTable keeps the columns of the page's last render.
  if (state.current.deps && !sameValues(state.current.deps, current)) state.current.generation += 1;
  state.current.deps = current;
  return columns.map((column, index) => {
    if (column.valueType === 'index' || column.valueType === 'indexBorder' || column.shouldCellUpdate) return column;
    // The generation each row's cell of this column was last drawn at; a column that moves or
    // changes key gets a map of its own, so it never counts another column's drawing as its own.
    const name = `${index}:${String(column.key ?? column.dataIndex ?? '')}`;
    let drawn = state.current.drawn.get(name);
    if (!drawn) {
      drawn = new WeakMap();
      state.current.drawn.set(name, drawn);
    }
    const render = column.render;
    return {
      ...column,
      render: (...[dom, row, ...rest]: Parameters<Render<Row>>): ReturnType<Render<Row>> => {
        drawn.set(row, state.current.generation);
        return render ? render(dom, row, ...rest) : (dom ?? null);
      },
      shouldCellUpdate: (row: Row, previous: Row) => row !== previous || drawn.get(row) !== state.current.generation,
    };
  });
}
