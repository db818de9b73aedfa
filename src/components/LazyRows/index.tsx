import { ConfigProvider } from 'antd';
import React, { memo, useContext, useEffect, useRef, useState } from 'react';
import { EAGER_ROWS, PENDING_ROW_CLASS } from './constants';

export { EAGER_ROWS, PENDING_ROW_CLASS };

/** A waiting row's height until the drawn rows have been measured: one line of text in antd's table. */
const PENDING_ROW_HEIGHT = 55;
/** How far below the screen a waiting row starts drawing, so that scrolling rarely meets one. */
const DRAW_AHEAD = '0px 0px 300px 0px';

type RowKey = React.Key;

/** A body row as rc-table lays it out: it hands each row element its `rowKey` and its place, `index`. */
type BodyRowElement = React.ReactElement<{ rowKey: RowKey; index: number }>;

const isBodyRow = (node: React.ReactNode): node is BodyRowElement =>
  React.isValidElement<{ rowKey?: RowKey; index?: number }>(node) &&
  node.props.rowKey !== undefined &&
  typeof node.props.index === 'number';

const placeKey = (place: number) => `place-${place}`;

/** How many body rows there are. */
function countRows(children: React.ReactNode): number {
  if (Array.isArray(children)) return children.reduce((count: number, child) => count + countRows(child), 0);
  return isBodyRow(children) ? 1 : 0;
}

/**
 * The body's children with every row element from `horizon` on replaced by `wait(place)`. Every row is
 * keyed by its place, not its item: after a re-sort or a new page the row elements on screen stay and
 * take their new item's cells, so nothing is unmounted and built again (the cells' components, their
 * styles' registration, the DOM), which was most of what a re-sort cost. (rc-table's rows compare
 * their props, so a copy with the same props does not draw a row again when only the body does.)
 */
function withRowsFrom(
  children: React.ReactNode,
  horizon: number,
  wait: (place: number) => React.ReactNode,
): React.ReactNode {
  if (Array.isArray(children)) return children.map((child) => withRowsFrom(child, horizon, wait));
  if (!isBodyRow(children)) return children;
  const place = children.props.index;
  return place >= horizon ? wait(place) : React.cloneElement(children, { key: placeKey(place) });
}

const canWatch = () => typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function';

/**
 * A row not drawn yet: an empty row of the drawn rows' height, marked with its place, watched until it
 * comes within DRAW_AHEAD of the screen. Its table row (rc-table's BodyRow, its cells) is not rendered,
 * and it holds nothing of its item, so a re-sort does not draw it again.
 */
const WaitingRow = memo(function WaitingRow({
  place,
  height,
  observer,
}: {
  place: number;
  height: number;
  observer: IntersectionObserver | null;
}) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const own = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    const element = own.current;
    if (!observer || !element) return undefined;
    observer.observe(element);
    return () => observer.unobserve(element);
  }, [observer]);
  // A row without cells is exactly as tall as its height.
  return (
    <tr
      ref={own}
      data-place={place}
      className={`${getPrefixCls('table')}-row ${PENDING_ROW_CLASS}`}
      style={{ height }}
      aria-busy
    />
  );
});

/**
 * The table body. The rows above the horizon are drawn; the horizon starts at EAGER_ROWS and moves
 * down, never up, as waiting rows come within DRAW_AHEAD of the screen. After a re-sort the same
 * places are drawn again at once, so the rows on screen never wait twice, into the same elements. A
 * page of 100 rows thus renders and lays out the rows that are seen, not 2,000 elements more.
 */
const Body = ({ children, ...props }: React.HTMLAttributes<HTMLTableSectionElement>) => {
  const [horizon, setHorizon] = useState(() => (canWatch() ? EAGER_ROWS : Infinity));
  const [observer, setObserver] = useState<IntersectionObserver | null>(null);
  const [rowHeight, setRowHeight] = useState(PENDING_ROW_HEIGHT);
  const element = useRef<HTMLTableSectionElement>(null);
  const rowCount = countRows(children);

  useEffect(() => {
    if (!canWatch()) return undefined;
    const watcher = new IntersectionObserver(
      (entries) => {
        let furthest = -1;
        for (const entry of entries) {
          const reached = entry.isIntersecting ? Number(entry.target.getAttribute('data-place')) : NaN;
          if (Number.isInteger(reached)) furthest = Math.max(furthest, reached);
        }
        if (furthest >= 0) setHorizon((current) => Math.max(current, furthest + 1));
      },
      { rootMargin: DRAW_AHEAD },
    );
    setObserver(watcher);
    return () => watcher.disconnect();
  }, []);

  // The drawn rows' average height, from the body's height as the browser reports it after a layout
  // (a ResizeObserver reads nothing itself, so it forces no layout): the waiting rows are exactly
  // rowHeight tall, so what is left is the drawn rows'.
  const counts = useRef({ drawn: 0, waiting: 0, rowHeight });
  const drawnCount = Math.min(horizon, rowCount);
  counts.current = { drawn: drawnCount, waiting: rowCount - drawnCount, rowHeight };
  useEffect(() => {
    const body = element.current;
    if (!body || typeof ResizeObserver !== 'function') return undefined;
    const sizes = new ResizeObserver(([entry]) => {
      const { drawn, waiting, rowHeight: waitingHeight } = counts.current;
      if (!drawn || !waiting) return;
      const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
      const average = Math.round((height - waiting * waitingHeight) / drawn);
      // A pixel or so either way is rounding, not worth drawing the waiting rows again.
      if (average > 0 && Math.abs(average - waitingHeight) > 1) setRowHeight(average);
    });
    sizes.observe(body);
    return () => sizes.disconnect();
  }, []);

  return (
    <tbody {...props} ref={element}>
      {withRowsFrom(children, horizon, (place) => (
        <WaitingRow key={placeKey(place)} place={place} height={rowHeight} observer={observer} />
      ))}
    </tbody>
  );
};

/** For a table's `components`: a list draws its rows as they come near the screen. */
export const lazyRowComponents = { body: { wrapper: Body } };
