import React, { createContext, forwardRef, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { EAGER_ROWS, PENDING_ROW_CLASS } from './constants';

export { EAGER_ROWS, PENDING_ROW_CLASS };

/** A waiting row's height until the drawn rows have been measured: one line of text in antd's table. */
const PENDING_ROW_HEIGHT = 55;
/** How far below the screen a waiting row starts drawing, so that scrolling rarely meets one. */
const DRAW_AHEAD = '0px 0px 300px 0px';

type RowKey = React.Key;

interface LazyRowsContext {
  /** Each row's place on the page, by its key. */
  place: Map<string, number>;
  /** Rows above this place are drawn. */
  horizon: number;
  /** A waiting row's height: the drawn rows' average, so that the page keeps its length as they draw. */
  rowHeight: number;
  observer: IntersectionObserver | null;
}

const Context = createContext<LazyRowsContext | null>(null);

/** The place of each body row the table lays out: rc-table hands its rows `rowKey` and `index`. */
function placesOf(children: React.ReactNode): Map<string, number> {
  const place = new Map<string, number>();
  const visit = (node: React.ReactNode) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (React.isValidElement<{ rowKey?: RowKey; index?: number }>(node) && node.props.rowKey !== undefined && typeof node.props.index === 'number') {
      place.set(String(node.props.rowKey), node.props.index);
    }
  };
  visit(children);
  return place;
}

const canWatch = () => typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function';

/**
 * The table body. The rows above the horizon are drawn; the horizon starts at EAGER_ROWS and moves
 * down, never up, as waiting rows come within DRAW_AHEAD of the screen. After a re-sort the same
 * places are drawn again at once, so the rows on screen never wait twice.
 */
const Body = (props: React.HTMLAttributes<HTMLTableSectionElement>) => {
  const { children } = props;
  const [horizon, setHorizon] = useState(() => (canWatch() ? EAGER_ROWS : Infinity));
  const [observer, setObserver] = useState<IntersectionObserver | null>(null);
  const [rowHeight, setRowHeight] = useState(PENDING_ROW_HEIGHT);
  const element = useRef<HTMLTableSectionElement>(null);
  // Kept while the rows and their order are unchanged, so that a re-render reaches no row.
  const latest = placesOf(children);
  const order = [...latest.keys()].join('\u0000');
  const placed = useRef({ order, place: latest });
  if (placed.current.order !== order) placed.current = { order, place: latest };
  const { place } = placed.current;

  useEffect(() => {
    if (!canWatch()) return undefined;
    const watcher = new IntersectionObserver(
      (entries) => {
        let furthest = -1;
        for (const entry of entries) {
          const reached = entry.isIntersecting ? placed.current.place.get(entry.target.getAttribute('data-row-key') ?? '') : undefined;
          if (reached !== undefined) furthest = Math.max(furthest, reached);
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
  const drawnCount = Math.min(horizon, place.size);
  counts.current = { drawn: drawnCount, waiting: place.size - drawnCount, rowHeight };
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

  const context = useMemo<LazyRowsContext>(() => ({ place, horizon, rowHeight, observer }), [place, horizon, rowHeight, observer]);
  return (
    <Context.Provider value={context}>
      <tbody {...props} ref={element} />
    </Context.Provider>
  );
};

type RowProps = React.HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: RowKey };

/**
 * A body row: drawn when its place is above the horizon; otherwise an empty row of the same width,
 * watched until it comes near the screen. Rows without a place (expanded rows, the empty state) are
 * always drawn.
 */
const Row = forwardRef<HTMLTableRowElement, RowProps>(function LazyRow(props, ref) {
  const lazy = useContext(Context);
  const key = props['data-row-key'];
  const place = key === undefined ? undefined : lazy?.place.get(String(key));
  const drawn = !lazy || place === undefined || place < lazy.horizon;
  const own = useRef<HTMLTableRowElement | null>(null);
  const observer = lazy?.observer;
  useEffect(() => {
    const element = own.current;
    if (drawn || !observer || !element) return undefined;
    observer.observe(element);
    return () => observer.unobserve(element);
  }, [drawn, observer]);
  const setRef = (element: HTMLTableRowElement | null) => {
    own.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  if (drawn) return <tr {...props} ref={setRef} />;
  const { children, className, ...rest } = props;
  return (
    <tr {...rest} ref={setRef} className={`${className ?? ''} ${PENDING_ROW_CLASS}`} style={{ ...rest.style, height: lazy.rowHeight }} aria-busy>
      {/* Without padding, the row is exactly rowHeight tall. */}
      <td colSpan={React.Children.count(children)} style={{ padding: 0 }} />
    </tr>
  );
});

/**
 * For a table's `components`: a page of 100 rows renders and lays out the rows on screen, not
 * 2,000 elements more; the rest draw as they come near.
 */
export const lazyRowComponents = { body: { wrapper: Body, row: Row } };
