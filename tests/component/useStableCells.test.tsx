import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { act, renderHook, screen } from '@testing-library/react';
import React from 'react';
import { useStableCells } from '@/hooks/useStableCells';
import { renderWithUmi, resetUmi, setLocale, UmiTestProvider } from './umiMax';

interface Row {
  id: number;
  name: string | null;
}

type Render = NonNullable<ProColumns<Row>['render']>;
type Schema = Parameters<Render>[4];

/** Draws one cell as ProTable does: the wrapped render with the formatted value, the row, its index, the table's action and the column. */
function draw(column: ProColumns<Row>, row: Row, dom: React.ReactNode = row.name) {
  return column.render?.(dom, row, 0, undefined, { type: 'table' } as Schema);
}

/** Whether the table would render the cell of `row` again, its previous render having had `previous`. */
const updates = (column: ProColumns<Row>, row: Row, previous: Row = row) => column.shouldCellUpdate?.(row, previous);

const nameColumn: ProColumns<Row> = { title: 'Name', dataIndex: 'name', render: (_, row) => <b>{row.name}</b> };

/** The hook under the test app's language, re-rendered with other `deps` by `rerender({ deps })`. */
function renderStableCells(columns: ProColumns<Row>[], deps: readonly unknown[] = []) {
  return renderHook(({ deps: current }) => useStableCells<Row>(columns, current), {
    wrapper: UmiTestProvider,
    initialProps: { deps },
  });
}

describe('useStableCells', () => {
  beforeEach(() => resetUmi({ locale: 'en-US' }));

  it('keeps a drawn cell while its row object stays the same, and draws it again for another row object', () => {
    const { result } = renderStableCells([nameColumn]);
    const [column] = result.current;
    const ann = { id: 1, name: 'Ann' };
    draw(column, ann);
    expect(updates(column, ann)).toBe(false);
    // An equal row as a new object (a reloaded row that changed elsewhere, say) is drawn again.
    expect(updates(column, { ...ann }, ann)).toBe(true);
    expect(updates(column, { id: 1, name: 'Anna' }, ann)).toBe(true);
  });

  it('draws a row it has never drawn', () => {
    const { result } = renderStableCells([nameColumn]);
    const ann = { id: 1, name: 'Ann' };
    expect(updates(result.current[0], ann)).toBe(true);
  });

  it('draws every cell again once a deps value changes, then keeps each once drawn with the new value', () => {
    const { result, rerender } = renderStableCells([nameColumn], ['ops@example.com', 1]);
    const before = result.current[0];
    const ann = { id: 1, name: 'Ann' };
    const bob = { id: 2, name: 'Bob' };
    draw(before, ann);
    draw(before, bob);

    rerender({ deps: ['ops@example.com', 2] });
    const after = result.current[0];
    expect(updates(after, ann)).toBe(true);
    expect(updates(after, bob)).toBe(true);
    // ProTable may still hold the columns of the page's last render: they ask the same question.
    expect(updates(before, ann)).toBe(true);

    draw(after, ann);
    expect(updates(after, ann)).toBe(false);
    expect(updates(after, bob)).toBe(true);
  });

  it('keeps drawn cells when the deps are a new array of the same values', () => {
    const access = { can: () => true };
    const { result, rerender } = renderStableCells([nameColumn], [access, 7]);
    const ann = { id: 1, name: 'Ann' };
    draw(result.current[0], ann);
    rerender({ deps: [access, 7] });
    expect(updates(result.current[0], ann)).toBe(false);
    // Compared by identity: an equal but new object is a change.
    rerender({ deps: [{ can: () => true }, 7] });
    expect(updates(result.current[0], ann)).toBe(true);
  });

  it('draws every cell again when the interface language changes', () => {
    const { result } = renderStableCells([nameColumn]);
    const ann = { id: 1, name: 'Ann' };
    draw(result.current[0], ann);
    expect(updates(result.current[0], ann)).toBe(false);

    act(() => setLocale('zh-CN', false));
    expect(updates(result.current[0], ann)).toBe(true);
    draw(result.current[0], ann);
    expect(updates(result.current[0], ann)).toBe(false);
  });

  it('renders what the column’s own render returns, given the same arguments', () => {
    const drawn = <i>Ann</i>;
    const render = jest.fn<ReturnType<Render>, Parameters<Render>>(() => drawn);
    const { result } = renderStableCells([{ dataIndex: 'name', render }]);
    const ann = { id: 1, name: 'Ann' };
    const schema = { type: 'table' } as Schema;
    expect(result.current[0].render?.('Ann', ann, 3, undefined, schema)).toBe(drawn);
    expect(render).toHaveBeenCalledWith('Ann', ann, 3, undefined, schema);
  });

  it('renders the formatted value for a column without a render, and nothing for none', () => {
    const { result } = renderStableCells([{ dataIndex: 'name', valueType: 'digit' }]);
    const [column] = result.current;
    const formatted = <span>1,234</span>;
    expect(draw(column, { id: 1, name: '1234' }, formatted)).toBe(formatted);
    expect(draw(column, { id: 2, name: null }, undefined)).toBeNull();
  });

  it('leaves row-number columns and columns with their own shouldCellUpdate as they are', () => {
    const columns: ProColumns<Row>[] = [
      { title: '#', valueType: 'index' },
      { title: '#', valueType: 'indexBorder' },
      { title: 'Countdown', dataIndex: 'name', shouldCellUpdate: () => true },
      nameColumn,
    ];
    const { result } = renderStableCells(columns);
    expect(result.current[0]).toBe(columns[0]);
    expect(result.current[1]).toBe(columns[1]);
    expect(result.current[2]).toBe(columns[2]);
    expect(result.current[3]).not.toBe(nameColumn);
  });
});

describe('useStableCells in a ProTable', () => {
  beforeEach(() => resetUmi({ locale: 'en-US' }));

  const rows: (Row & { amount: number; at: string; kind: string })[] = [
    { id: 1, name: 'Ann', amount: 1234567, at: '2026-04-01T08:00:00.000Z', kind: 'a' },
    { id: 2, name: null, amount: 0, at: '2026-04-02T09:30:00.000Z', kind: 'b' },
  ];
  type Item = (typeof rows)[number];
  const columns: ProColumns<Item>[] = [
    { title: 'Name', dataIndex: 'name', copyable: true },
    { title: 'Amount', dataIndex: 'amount', valueType: 'digit' },
    { title: 'At', dataIndex: 'at', valueType: 'dateTime' },
    {
      title: 'Kind',
      dataIndex: 'kind',
      valueEnum: { a: { text: 'Kind A', status: 'Success' }, b: { text: 'Kind B' } },
    },
    { title: 'Shown', key: 'shown', render: (_, row) => <b>{row.name ?? 'nobody'}</b> },
  ];

  const Table: React.FC<{ stable: boolean }> = ({ stable }) => {
    const stableColumns = useStableCells<Item>(columns);
    return (
      <ProTable<Item>
        rowKey="id"
        dataSource={rows}
        columns={stable ? stableColumns : columns}
        search={false}
        options={false}
        pagination={false}
      />
    );
  };

  it('draws the same cells as the columns it wraps', async () => {
    const plain = renderWithUmi(<Table stable={false} />);
    await screen.findByText('Kind A');
    const expected = plain.container.querySelector('tbody')?.innerHTML;
    expect(expected).toContain('1,234,567');
    expect(expected).toContain('nobody');
    plain.unmount();

    const stable = renderWithUmi(<Table stable />);
    await screen.findByText('Kind A');
    expect(stable.container.querySelector('tbody')?.innerHTML).toBe(expected);
  });

  it('keeps a cell until its row or a deps value changes', async () => {
    const Greeting: React.FC<{ greeting: string; deps: readonly unknown[] }> = ({ greeting, deps }) => {
      const greetingColumns = useStableCells<Row>(
        [{ title: 'Greeting', key: 'greeting', render: (_, row) => `${greeting}, ${row.name}` }],
        deps,
      );
      return (
        <ProTable<Row>
          rowKey="id"
          dataSource={[ann]}
          columns={greetingColumns}
          search={false}
          options={false}
          pagination={false}
        />
      );
    };
    const ann = { id: 1, name: 'Ann' };
    const { rerender } = renderWithUmi(<Greeting greeting="Hello" deps={['Hello']} />);
    await screen.findByText('Hello, Ann');

    // What the cell reads, left out of the deps: the cell keeps what it drew (the bug the deps prevent).
    rerender(<Greeting greeting="Welcome" deps={['Hello']} />);
    expect(screen.getByText('Hello, Ann')).toBeInTheDocument();

    rerender(<Greeting greeting="Welcome" deps={['Welcome']} />);
    expect(await screen.findByText('Welcome, Ann')).toBeInTheDocument();
  });
});
