import { showColumns } from './tableRow';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import CrossChainPage from '@/pages/hedgingStrategies/crossChain';
import RewardWithdrawalPage from '@/pages/hedgingStrategies/rewardWithdrawal';
import SpotSalesPage from '@/pages/hedgingStrategies/spotSales';
import { exportHedgingRecords, listHedgingRecords, type RewardWithdrawalItem } from '@/services/hedgingStrategies';
import { signedInWith } from './fixtures';
import { renderWithUmi, resetUmi } from './umiMax';

jest.mock('@/services/hedgingStrategies', () => ({
  ...jest.requireActual('@/services/hedgingStrategies'),
  listHedgingRecords: jest.fn(),
  exportHedgingRecords: jest.fn(),
}));

const HASH = `0x${'ab'.repeat(32)}`;
const reward: RewardWithdrawalItem = {
  id: 1,
  sourceId: 'rw-1',
  accountName: 'Main hedging account',
  accountAddress: `0x${'a1'.repeat(20)}`,
  targetAddress: `0x${'b2'.repeat(20)}`,
  receivingAccount: 'binance-sub-1',
  txHash: HASH,
  network: 'ethereum',
  token: 'USDC',
  amount: '1234567.000000000000000001',
  recordedAt: '2026-04-01T08:00:00.000Z',
  receivedAt: '2026-04-01T08:00:01.000Z',
};
const listMock = jest.mocked(listHedgingRecords);
const totals = {
  count: 2,
  amounts: [
    { token: 'USDC', amount: '1234567.000000000000000001' },
    { token: 'YU', amount: '7' },
  ],
};

describe('hedging record table', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    listMock.mockResolvedValue({
      success: true,
      data: [reward, { ...reward, id: 2, network: 'dogechain', txHash: HASH.replace('ab', 'cd') }],
      total: 2,
      totals,
    });
  });

  it('shortens hashes with copy and links them to the network’s explorer, and none for an unknown network', async () => {
    resetUmi({
      locale: 'en-US',
      initialState: signedInWith(['hedgingStrategies.rewardWithdrawal']),
      location: '/hedgingStrategies/rewardWithdrawal',
    });
    // Every column shown, as from the column settings: the target address is hidden by default.
    showColumns('menu.hedgingStrategies.rewardWithdrawal', ['targetAddress', 'receivingAccount']);
    renderWithUmi(<RewardWithdrawalPage />);
    const first = (await screen.findByText('0xabab…abab')).closest('tr') as HTMLElement;
    const second = screen.getByText('0xcdab…abab').closest('tr') as HTMLElement;
    const links = within(first).getAllByRole('link', { name: 'View on the block explorer', hidden: true });
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(links.map((element) => element.getAttribute('href'))).toEqual([
      `https://etherscan.io/address/0x${'a1'.repeat(20)}`,
      `https://etherscan.io/address/0x${'b2'.repeat(20)}`,
      `https://etherscan.io/tx/${HASH}`,
    ]);
    expect(within(second).queryAllByRole('link', { hidden: true })).toEqual([]);
    expect(within(first).getAllByRole('button', { name: /copy/i, hidden: true }).length).toBeGreaterThanOrEqual(3);
    fireEvent.mouseEnter(within(first).getByText('1,234,567'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('1,234,567.000000000000000001');
    expect(within(first).getByText('Ethereum')).toBeInTheDocument();
  });

  it('shows the filter’s totals under the table and the export only with its code', async () => {
    resetUmi({ locale: 'en-US', initialState: signedInWith([]), location: '/hedgingStrategies/rewardWithdrawal' });
    renderWithUmi(<RewardWithdrawalPage />);
    const summary = await screen.findByTestId('hedging-totals');
    expect(summary).toHaveTextContent('Totals of the filter');
    expect(summary).toHaveTextContent('2 records');
    expect(summary).toHaveTextContent('1,234,567 USDC');
    expect(summary).toHaveTextContent('7 YU');
    expect(screen.queryByRole('button', { name: /Export/, hidden: true })).not.toBeInTheDocument();
  });

  it('starts from a shared link’s filters, in Chinese, and exports that filter', async () => {
    jest.mocked(exportHedgingRecords).mockResolvedValue(true);
    resetUmi({
      locale: 'zh-CN',
      initialState: signedInWith(['hedging:export']),
      location: '/hedgingStrategies/crossChain?sourceChain=ethereum&targetChain=base&token=YU&search=0xabc',
    });
    renderWithUmi(<CrossChainPage />);
    await screen.findByTestId('hedging-totals');
    const expected = { sourceChain: 'ethereum', targetChain: 'base', token: 'YU', search: '0xabc' };
    expect(listMock).toHaveBeenCalledWith(
      'crossChain',
      expect.objectContaining({ ...expected, current: 1, pageSize: 20 }),
      expect.any(AbortSignal),
    );
    expect(screen.getAllByText('源链').length).toBeGreaterThan(0);
    expect(screen.getByTestId('hedging-totals')).toHaveTextContent('当前筛选合计');
    fireEvent.click(screen.getByRole('button', { name: /导出/, hidden: true }));
    await waitFor(() => expect(exportHedgingRecords).toHaveBeenCalledWith('crossChain', expected, 'zh-CN'));
  });

  it('shows the implied price column of spot sales', async () => {
    listMock.mockResolvedValue({
      success: true,
      data: [
        {
          id: 3,
          sourceId: 's',
          tradingAccount: 'okx-main',
          orderId: 'ORD-9',
          token: 'BTC',
          amount: '0.5',
          sellPrice: '60000',
          receivedUsdc: '29850',
          impliedPrice: '59700',
          recordedAt: '2026-04-01T08:00:00.000Z',
          receivedAt: '2026-04-01T08:00:00.000Z',
        },
      ],
      total: 1,
      totals: { count: 1, amounts: [{ token: 'BTC', amount: '0.5' }] },
    });
    resetUmi({ locale: 'en-US', initialState: signedInWith([]), location: '/hedgingStrategies/spotSales' });
    // The order ID, hidden by default, shown as from the column settings: the row is found by it.
    showColumns('menu.hedgingStrategies.spotSales', ['orderId']);
    renderWithUmi(<SpotSalesPage />);
    const row = (await screen.findByText('ORD-9')).closest('tr') as HTMLElement;
    expect(screen.getAllByText('Implied price').length).toBeGreaterThan(0);
    expect(within(row).getByText('59,700')).toBeInTheDocument();
    expect(within(row).getByText('60,000')).toBeInTheDocument();
  });

  it('says so when the list fails to load, and offers a retry', async () => {
    listMock.mockRejectedValue(new Error('down'));
    resetUmi({ locale: 'en-US', initialState: signedInWith([]), location: '/hedgingStrategies/rewardWithdrawal' });
    renderWithUmi(<RewardWithdrawalPage />);
    expect(await screen.findByText('This could not be loaded.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry', hidden: true })).toBeInTheDocument();
    expect(screen.queryByTestId('hedging-totals')).not.toBeInTheDocument();
  });
});
