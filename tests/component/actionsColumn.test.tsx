import type { ProColumns } from '@ant-design/pro-components';
import { render } from '@testing-library/react';
import RowAction, { actionsColumn } from '@/components/RowAction';

interface Row {
  id: number;
  name: string;
}

const intl = { formatMessage: ({ id }: { id: string }) => `«${id}»` };
type Render = NonNullable<ProColumns<Row>['render']>;
const draw = (column: ProColumns<Row>, row: Row) =>
  column.render?.(row.name, row, 0, undefined, { type: 'table' } as Parameters<Render>[4]);

describe('actionsColumn', () => {
  it('is the translated actions column, on one line and not pinned (a pinned column is given 200 px), drawing the row’s actions', () => {
    const column = actionsColumn<Row>(intl, (row) => [<RowAction key="edit">Edit {row.name}</RowAction>]);
    expect(column).toMatchObject({
      title: '«common.column.actions»',
      valueType: 'option',
      key: 'actions',
    });
    expect(column.fixed).toBeUndefined();
    expect(column.onCell?.({ id: 1, name: 'Ann' })).toEqual({ style: { whiteSpace: 'nowrap' } });
    // biome-ignore lint/complexity/noUselessFragments: the fragment makes ProTable's render result a ReactNode
    const { container } = render(<>{draw(column, { id: 1, name: 'Ann' })}</>);
    expect(container.querySelector('button')?.textContent).toBe('Edit Ann');
  });

  it('takes a page’s own settings over the defaults, except its render', () => {
    const column = actionsColumn<Row>(intl, () => null, {
      fixed: 'right',
      hideInDescriptions: true,
      hideInTable: true,
    });
    expect(column).toMatchObject({ fixed: 'right', hideInDescriptions: true, hideInTable: true, key: 'actions' });
  });
});
