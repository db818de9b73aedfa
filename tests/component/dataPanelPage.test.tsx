import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import DataPanelPage from '@/pages/selfCustody/dataPanel';
import type { DataPanel } from '@/services/selfCustody';
import { signedInWith } from './fixtures';
import { BTC_ADDRESS, EVM_ADDRESS } from './selfCustodyFixtures';
import { renderWithUmi, request, resetUmi } from './umiMax';

const panel: DataPanel = {
  rows: [
    {
      institutionId: 1,
      name: 'Acme Capital',
      btcAccount: BTC_ADDRESS,
      btcAmount: '12.34567891',
      btcPendingAmount: '0.50000000',
      multisigContract: EVM_ADDRESS,
      vaultCollateral: '12.00000000',
      vaultDebt: '123456789.123456789012345678',
      yuInSp: '1000.000000000000000000',
      yuInWallet: null,
      claimableYbtc: '0.00000001',
      claimableYu: '0.000000000000000001',
      triggerCr: '150.0000',
      targetCr: '200.5000',
      maxTargetCr: '250.0000',
      vaultReportedAt: '2026-01-02T03:04:05.000Z',
    },
  ],
  totals: {
    btcAmount: '12.34567891',
    btcPendingAmount: '0.50000000',
    vaultCollateral: '12.00000000',
    vaultDebt: '123456789.123456789012345678',
    yuInSp: '1000.000000000000000000',
    yuInWallet: '0',
    claimableYbtc: '0.00000001',
    claimableYu: '0.000000000000000001',
  },
};

async function renderPage(codes: string[], answer: (url: string) => Promise<unknown>) {
  resetUmi({ locale: 'en-US', initialState: signedInWith(codes) });
  request.mockImplementation((url) => answer(url));
  renderWithUmi(<DataPanelPage />);
  await screen.findByText('Acme Capital');
}

describe('institution data panel', () => {
  it('shows the exact decimals from the server, every digit kept, with the totals row', async () => {
    await renderPage([], () => Promise.resolve({ success: true, data: panel }));
    const row = screen.getByText('Acme Capital').closest('tr') as HTMLElement;
    expect(within(row).getByText('123,456,789.123456789012345678')).toBeInTheDocument();
    expect(within(row).getByText('0.000000000000000001')).toBeInTheDocument();
    expect(within(row).getByText('200.5%')).toBeInTheDocument();
    const totals = screen.getByText('Total').closest('tr') as HTMLElement;
    expect(within(totals).getByText('12.34567891')).toBeInTheDocument();
    expect(within(totals).getByText('123,456,789.123456789012345678')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Approval policy', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Service tokens', hidden: true })).not.toBeInTheDocument();
  });

  it('shows a newly created service token once, with the warning that it cannot be shown again', async () => {
    const token = { id: 3, name: 'Executor', scopes: ['executor'], tokenPrefix: 'svc_abcdef', createdByName: 'Ada', createdAt: '2026-01-02T03:04:05.000Z', lastUsedAt: null, revokedAt: null };
    await renderPage(['serviceTokens:manage'], (url) => {
      if (url === '/api/selfCustody/dataPanel') return Promise.resolve({ success: true, data: panel });
      if (url === '/api/serviceTokens') return Promise.resolve({ success: true, data: request.mock.calls.some(([, options]) => options?.method === 'POST') ? [token] : [] });
      return Promise.reject(new Error(url));
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Service tokens', hidden: true }));
    fireEvent.click(await screen.findByRole('button', { name: /New token/, hidden: true }));
    request.mockImplementation((_url, options) => {
      if (options?.method === 'POST') return Promise.resolve({ success: true, data: { ...token, token: 'svc_abcdefSECRET' } });
      return Promise.resolve({ success: true, data: [token] });
    });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Executor' } });
    fireEvent.click(screen.getByLabelText('Executor'));
    fireEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    expect(await screen.findByText('svc_abcdefSECRET')).toBeInTheDocument();
    expect(screen.getByText('Copy the token now: it cannot be shown again once this window is closed.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('/api/serviceTokens', expect.objectContaining({ method: 'POST', data: { name: 'Executor', scopes: ['executor'] } }));
    fireEvent.click(screen.getByRole('button', { name: 'I have copied it', hidden: true }));
    await waitFor(() => expect(screen.queryByText('svc_abcdefSECRET')).not.toBeInTheDocument());
  });
});
