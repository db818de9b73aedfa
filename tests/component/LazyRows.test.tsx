import React from 'react';
import { act, render } from '@testing-library/react';
import { Table } from 'antd';
import { EAGER_ROWS, lazyRowComponents, PENDING_ROW_CLASS } from '@/components/LazyRows';

interface Row {
  id: number;
  name: string;
}

const rows = (count: number, from = 0): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: from + index, name: `Row ${from + index}` }));
const columns = [
  { title: 'Name', dataIndex: 'name' },
  { title: 'Id', dataIndex: 'id' },
  { title: 'Twice', key: 'twice', render: (_: unknown, row: Row) => row.id * 2 },
];

/** A stand-in for the browser's IntersectionObserver, which jsdom lacks: the test says which rows came near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  watched = new Set<Element>();
  constructor(public callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  /** Reports the watched rows at these places as near the screen (and the others as far). */
  near(places: number[]) {
    const entries = [...this.watched].map((target) => ({
      target,
      isIntersecting: places.includes(Number(target.getAttribute('data-place'))),
    }));
    act(() =>
      this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver),
    );
  }
}

const bodyRows = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLTableRowElement>('tbody tr.ant-table-row'),
];
const drawnKeys = (container: HTMLElement) =>
  bodyRows(container)
    .filter((row) => !row.classList.contains(PENDING_ROW_CLASS))
    .map((row) => Number(row.dataset.rowKey));
const observer = () => FakeObserver.all[FakeObserver.all.length - 1];

function LazyTable({ data, expanded }: { data: Row[]; expanded?: number[] }) {
  return (
    <Table<Row>
      rowKey="id"
      columns={columns}
      dataSource={data}
      pagination={false}
      components={lazyRowComponents}
      expandable={
        expanded ? { expandedRowKeys: expanded, expandedRowRender: (row) => <p>Details of {row.name}</p> } : undefined
      }
    />
  );
}

describe('lazyRowComponents', () => {
  const original = window.IntersectionObserver;
  beforeEach(() => {
    FakeObserver.all = [];
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  it('draws the first rows at once and leaves the others waiting, as empty rows', () => {
    const { container } = render(<LazyTable data={rows(30)} />);
    const all = bodyRows(container);
    expect(all).toHaveLength(30);
    expect(drawnKeys(container)).toEqual(rows(EAGER_ROWS).map((row) => row.id));
    expect(all[0].textContent).toBe('Row 000');
    const waiting = all[EAGER_ROWS];
    expect(waiting.classList.contains(PENDING_ROW_CLASS)).toBe(true);
    expect(waiting.getAttribute('aria-busy')).toBe('true');
    expect(waiting.dataset.place).toBe(String(EAGER_ROWS));
    expect(waiting.textContent).toBe('');
    // Its cells are not rendered at all.
    expect(waiting.cells).toHaveLength(0);
    // Every waiting row is watched, no drawn one.
    expect(observer().watched.size).toBe(30 - EAGER_ROWS);
  });

  it('draws every row down to the furthest one that comes near the screen, and stops watching them', () => {
    const { container } = render(<LazyTable data={rows(30)} />);
    observer().near([14, 12]);
    expect(drawnKeys(container)).toEqual(rows(15).map((row) => row.id));
    expect(bodyRows(container)[14].textContent).toBe('Row 141428');
    expect(observer().watched.size).toBe(15);
    // A row that stays far changes nothing.
    observer().near([]);
    expect(drawnKeys(container)).toHaveLength(15);
  });

  it('gives the waiting rows the average height of the drawn rows, so that the page keeps its length as they draw', () => {
    const sized: { callback: ResizeObserverCallback; target?: Element }[] = [];
    const originalSizes = window.ResizeObserver;
    window.ResizeObserver = class {
      entry: { callback: ResizeObserverCallback; target?: Element };
      constructor(callback: ResizeObserverCallback) {
        this.entry = { callback };
        sized.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      unobserve() {}
      disconnect() {}
    };
    /** The browser reports the table body's height after a layout. */
    const bodyIs = (height: number) => {
      const watcher = sized.find((entry) => entry.target?.tagName === 'TBODY');
      act(() =>
        watcher?.callback(
          [
            {
              target: watcher.target,
              borderBoxSize: [{ blockSize: height, inlineSize: 900 }],
            } as unknown as ResizeObserverEntry,
          ],
          {} as ResizeObserver,
        ),
      );
    };
    try {
      const { container } = render(<LazyTable data={rows(30)} />);
      const waitingHeight = () => container.querySelector<HTMLTableRowElement>(`tr.${PENDING_ROW_CLASS}`)?.style.height;
      expect(waitingHeight()).toBe('55px');
      // 10 drawn rows of 91 px and 20 waiting rows of 55 px.
      bodyIs(10 * 91 + 20 * 55);
      expect(waitingHeight()).toBe('91px');
      // Reported again once the waiting rows took that height: it stays.
      bodyIs(30 * 91);
      expect(waitingHeight()).toBe('91px');
      // 15 drawn rows, some taller, and 15 waiting ones.
      observer().near([14]);
      bodyIs(10 * 91 + 5 * 121 + 15 * 91);
      expect(waitingHeight()).toBe('101px');
    } finally {
      window.ResizeObserver = originalSizes;
    }
  });

  it('after a re-sort, draws the same places at once: the rows on screen never wait twice', () => {
    const data = rows(30);
    const { container, rerender } = render(<LazyTable data={data} />);
    observer().near([19]);
    rerender(<LazyTable data={[...data].reverse()} />);
    expect(drawnKeys(container)).toEqual(
      [...data]
        .reverse()
        .slice(0, 20)
        .map((row) => row.id),
    );
    expect(bodyRows(container)[0].textContent).toBe('Row 292958');
    expect(bodyRows(container)[20].classList.contains(PENDING_ROW_CLASS)).toBe(true);
  });

  it('after a re-sort, draws the new rows into the elements already in those places instead of building them anew', () => {
    const data = rows(30);
    const { container, rerender } = render(<LazyTable data={data} />);
    const [firstPlace] = bodyRows(container);
    const waitingPlace = bodyRows(container)[25];
    rerender(<LazyTable data={[...data].reverse()} />);
    expect(bodyRows(container)[0]).toBe(firstPlace);
    expect(firstPlace.dataset.rowKey).toBe('29');
    expect(firstPlace.textContent).toBe('Row 292958');
    expect(bodyRows(container)[25]).toBe(waitingPlace);
    // A row that came near after the re-sort is drawn with the item now in its place.
    observer().near([25]);
    expect(bodyRows(container)[25].textContent).toBe('Row 448');
  });

  it('does not draw the rows already drawn again when more rows come near', () => {
    const drawn = new Map<string, number>();
    const CountingRow = (props: React.HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string }) => {
      const key = String(props['data-row-key']);
      drawn.set(key, (drawn.get(key) ?? 0) + 1);
      return <tr {...props} />;
    };
    const components = { body: { ...lazyRowComponents.body, row: CountingRow } };
    const { container } = render(
      <Table<Row> rowKey="id" columns={columns} dataSource={rows(30)} pagination={false} components={components} />,
    );
    const drawnFirst = drawn.get('0');
    observer().near([14]);
    expect(drawnKeys(container)).toHaveLength(15);
    expect(drawn.get('14')).toBeGreaterThan(0);
    expect(drawn.get('0')).toBe(drawnFirst);
  });

  it('draws a short page whole', () => {
    const { container } = render(<LazyTable data={rows(EAGER_ROWS)} />);
    expect(drawnKeys(container)).toHaveLength(EAGER_ROWS);
    expect(container.querySelector(`.${PENDING_ROW_CLASS}`)).toBeNull();
  });

  it('draws an expanded row with its row, and the empty state', () => {
    const { container, rerender } = render(<LazyTable data={rows(30)} expanded={[2, 25]} />);
    expect(container.querySelector('.ant-table-expanded-row')?.textContent).toBe('Details of Row 2');
    // The expanded row of a waiting row waits with it.
    expect(container.textContent).not.toContain('Details of Row 25');
    observer().near([25]);
    expect(container.textContent).toContain('Details of Row 25');
    rerender(<LazyTable data={[]} />);
    expect(container.querySelector('.ant-table-placeholder')).not.toBeNull();
    expect(container.querySelector(`.${PENDING_ROW_CLASS}`)).toBeNull();
  });

  it('draws every row where the browser cannot watch them', () => {
    // @ts-expect-error: a browser without IntersectionObserver
    delete window.IntersectionObserver;
    const { container } = render(<LazyTable data={rows(30)} />);
    expect(drawnKeys(container)).toHaveLength(30);
  });
});
