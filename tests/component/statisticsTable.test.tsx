import type { ProColumns } from '@ant-design/pro-components';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import StatisticsTable, { dayRangeSearchColumn } from '@/components/StatisticsTable';
import { signedInWith } from './fixtures';
import { addressQuery, renderWithUmi, resetUmi } from './umiMax';
import { expectListRequested } from './listRequest';

type Row = { id: number; name: string; amount: string };
type Totals = { count: number; amount: string };

const columns: ProColumns<Row>[] = [
  { title: 'Name', dataIndex: 'name' },
  { title: 'Amount', dataIndex: 'amount', align: 'right', hideInSearch: true },
  dayRangeSearchColumn(({ id }) => id, 'Days'),
];

const request = jest.fn();
const onExport = jest.fn();
const onQuery = jest.fn();

function renderTable(codes: string[], location = '/statistics/table') {
  resetUmi({ locale: 'en-US', initialState: signedInWith(codes), location });
  renderWithUmi(
    <StatisticsTable<Row, Totals>
      rowKey="id"
      columns={columns}
      sortFields={['amount']}
      request={request}
      onQuery={onQuery}
      summary={(totals) => ({ amount: `${totals.amount} in ${totals.count}` })}
      onExport={onExport}
    />,
  );
}

describe('statistics table', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    request.mockResolvedValue({
      success: true,
      data: [
        { id: 1, name: 'first', amount: '1.5' },
        { id: 2, name: 'second', amount: '2' },
      ],
      total: 120,
      totals: { count: 120, amount: '987654321.123456789012345678' },
    });
    onExport.mockResolvedValue(true);
  });

  it('shows the totals of the whole filter in a summary row, not the sum of the page', async () => {
    renderTable([]);
    await screen.findByText('first');
    const summary = screen.getByText('987654321.123456789012345678 in 120').closest('tr')!;
    expect(within(summary).getByText('Total')).toBeInTheDocument();
  });

  it('sends a shared link’s day range as from / to with its sort, and writes the query back to the URL', async () => {
    renderTable([], '/statistics/table?from=2026-03-01&to=2026-03-31&name=x&sortField=amount&sortOrder=descend');
    await screen.findByText('first');
    expectListRequested(request, {
      from: '2026-03-01',
      to: '2026-03-31',
      name: 'x',
      sortField: 'amount',
      sortOrder: 'descend',
      current: 1,
    });
    expect(onQuery).toHaveBeenCalledWith(expect.objectContaining({ from: '2026-03-01', to: '2026-03-31', name: 'x' }));
    expect(onQuery.mock.calls[0][0]).not.toHaveProperty('current');
    expect(addressQuery().get('from')).toBe('2026-03-01');
  });

  it('offers Export CSV only with statistics:export, and exports the current filter in the interface language', async () => {
    renderTable([]);
    await screen.findByText('first');
    expect(screen.queryByRole('button', { name: /Export CSV/, hidden: true })).toBeNull();
  });

  it('exports the current filter and sort without the paging', async () => {
    renderTable(['statistics:export'], '/statistics/table?name=x&sortField=amount&sortOrder=ascend&current=3');
    await screen.findByText('first');
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/, hidden: true }));
    await waitFor(() =>
      expect(onExport).toHaveBeenCalledWith({ name: 'x', sortField: 'amount', sortOrder: 'ascend' }, 'en-US'),
    );
  });

  // A failed load and its retry render the table twice over; on a loaded machine that outlasts the default 30 s.
  it('says so, and offers a retry, when the list cannot be loaded', async () => {
    request.mockRejectedValueOnce(new Error('network'));
    renderTable([]);
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry', hidden: true }));
    expect(await screen.findByText('first')).toBeInTheDocument();
  }, 120_000);
});
