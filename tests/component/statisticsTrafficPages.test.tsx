import { fireEvent, screen, waitFor } from '@testing-library/react';
import PageViewsPage from '@/pages/statistics/pageViews';
import WalletConnectionsPage from '@/pages/statistics/walletConnections';
import { httpError, signedIn } from './fixtures';
import { renderWithUmi, request, resetUmi } from './umiMax';

const pageViews = {
  success: true,
  data: [{ day: '2026-03-02', page: '/vault', country: 'DE', views: 1234 }],
  total: 1,
  summary: { rows: 1, views: 1234 },
};
const wallets = {
  success: true,
  data: [{ day: '2026-03-02', chainId: 56, address: '0x52908400098527886e0f7030069857d2e4169ee7', connections: 3 }],
  total: 1,
  summary: { rows: 1, connections: 3, distinctAddresses: null },
};

describe('page statistics', () => {
  it('lists the rollup with its totals, and offers a retry when the charts cannot be loaded', async () => {
    resetUmi({ locale: 'en-US', initialState: signedIn });
    let chartsFail = true;
    request.mockImplementation(async (url: string) => {
      if (url === '/api/statistics/pageViews') return pageViews;
      if (chartsFail) throw httpError(500, { success: false, errorCode: 'INTERNAL_ERROR' });
      return { success: true, data: [] };
    });
    renderWithUmi(<PageViewsPage />);
    expect(await screen.findByText('1 rows, 1,234 views')).toBeInTheDocument();
    const retries = await screen.findAllByRole('button', { name: 'Retry' });
    expect(retries).toHaveLength(3);
    chartsFail = false;
    fireEvent.click(retries[0]);
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Retry' })).toHaveLength(0));
    expect(screen.getAllByText('No data in the selected range')).toHaveLength(3);
  });
});

describe('wallet connection statistics', () => {
  it('sends the chain ID as a number and says when distinct addresses were not counted', async () => {
    resetUmi({ locale: 'en-US', initialState: signedIn, location: '/statistics/dataWallet?chainId=56' });
    request.mockImplementation(async (url: string) =>
      url === '/api/statistics/walletConnections' ? wallets : { success: true, data: [] },
    );
    renderWithUmi(<WalletConnectionsPage />);
    expect(
      await screen.findByText(
        '1 address-days, 3 connections; distinct addresses are not counted for so wide a filter (narrow it)',
      ),
    ).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(
      '/api/statistics/walletConnections',
      expect.objectContaining({ params: expect.objectContaining({ chainId: 56 }) }),
    );
    expect(request).toHaveBeenCalledWith(
      '/api/statistics/walletConnections/daily',
      expect.objectContaining({ params: { chainId: 56 } }),
    );
  });
});
