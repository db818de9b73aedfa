import { INSTITUTION_HIDDEN_COLUMNS } from '@/pages/selfCustody/dataPanel/components/InstitutionTable';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import DataPanelPage from '@/pages/selfCustody/dataPanel';
import type { ApprovalPolicyItem, DataPanel } from '@/services/selfCustody';
import type { ServiceTokenItem } from '@/services/serviceTokens';
import { signedInWith } from './fixtures';
import { BTC_ADDRESS, EVM_ADDRESS } from './selfCustodyFixtures';
import { renderWithUmi, request, resetUmi, expectRequested } from './umiMax';
import { rowOf, showColumns } from './tableRow';

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

function serviceToken(
  fields: Partial<ServiceTokenItem> & Pick<ServiceTokenItem, 'id' | 'name' | 'scopes'>,
): ServiceTokenItem {
  return {
    tokenPrefix: `svc_${fields.name.toLowerCase()}`,
    createdByName: 'Ada',
    createdAt: '2026-01-02T03:04:05.000Z',
    lastUsedAt: null,
    revokedAt: null,
    abilities: { revoke: true },
    ...fields,
  };
}

const EVERY_SCOPE: ServiceTokenItem['scopes'] = ['executor', 'indexer', 'statistics', 'hedging'];

function tokenList(data: ServiceTokenItem[], creatableScopes: ServiceTokenItem['scopes'] = EVERY_SCOPE) {
  return { success: true, data, creatableScopes };
}

function approvalPolicy(fields: Partial<ApprovalPolicyItem> & Pick<ApprovalPolicyItem, 'kind'>): ApprovalPolicyItem {
  return {
    approvalsBesidesRequester: 1,
    aboveAmount: '0',
    updatedByName: null,
    updatedAt: '2026-01-02T03:04:05.000Z',
    abilities: { update: true, lower: true },
    ...fields,
  };
}

async function renderPage(codes: string[], answer: (url: string) => Promise<unknown>) {
  resetUmi({ locale: 'en-US', initialState: signedInWith(codes) });
  // Every column shown, as from the column settings: these tests read the ones hidden by default too.
  showColumns('selfCustody.institutions', INSTITUTION_HIDDEN_COLUMNS);
  request.mockImplementation((url) => answer(url));
  renderWithUmi(<DataPanelPage />);
  await screen.findByText('Acme Capital');
}

describe('institution data panel', () => {
  it('shows the amounts at their unit precision, the exact value in the tooltip, with the totals row', async () => {
    await renderPage([], () => Promise.resolve({ success: true, data: panel }));
    const row = screen.getByText('Acme Capital').closest('tr') as HTMLElement;
    expect(within(row).getByText('12.34567891')).toBeInTheDocument();
    expect(within(row).getByText('0.00000001')).toBeInTheDocument();
    fireEvent.mouseEnter(within(row).getByText('123,456,789.12'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('123,456,789.123456789012345678');
    expect(within(row).getByText('200.5%')).toBeInTheDocument();
    const totals = screen.getByText('Total').closest('tr') as HTMLElement;
    expect(within(totals).getByText('12.34567891')).toBeInTheDocument();
    expect(within(totals).getByText('123,456,789.12')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Approval policy', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Service tokens', hidden: true })).not.toBeInTheDocument();
  });

  it('offers Rename only to who may rename, asks for a name within 100 characters, and sends the trimmed new name', async () => {
    await renderPage(['selfCustody.dataPanel'], () => Promise.resolve({ success: true, data: panel }));
    expect(screen.queryByRole('button', { name: 'Rename', hidden: true })).not.toBeInTheDocument();

    await renderPage(['selfCustody.dataPanel', 'institutions:rename'], (url) =>
      Promise.resolve(
        url === '/api/selfCustody/dataPanel' ? { success: true, data: panel } : { success: true, data: {} },
      ),
    );
    fireEvent.click(within(rowOf('Acme Capital')).getByRole('button', { name: 'Rename', hidden: true }));
    expect(await screen.findByText('Rename Acme Capital')).toBeInTheDocument();
    const field = screen.getByLabelText('New name');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    expect(await screen.findByText("Please enter the institution's name")).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'x'.repeat(101) } });
    expect(await screen.findByText('At most 100 characters')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: ' Acme Capital Partners ' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    await expectRequested(
      '/api/selfCustody/institutions/1/rename',
      expect.objectContaining({ method: 'POST', data: { name: 'Acme Capital Partners' } }),
    );
  });

  it('shows a newly created service token once, with the warning that it cannot be shown again', async () => {
    const token = serviceToken({ id: 3, name: 'Executor', scopes: ['executor'] });
    await renderPage(['serviceTokens:manage'], (url) => {
      if (url === '/api/selfCustody/dataPanel') return Promise.resolve({ success: true, data: panel });
      if (url === '/api/serviceTokens')
        return Promise.resolve(
          tokenList(request.mock.calls.some(([, options]) => options?.method === 'POST') ? [token] : []),
        );
      return Promise.reject(new Error(url));
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Service tokens', hidden: true }));
    fireEvent.click(await screen.findByRole('button', { name: /New token/, hidden: true }));
    request.mockImplementation((_url, options) => {
      if (options?.method === 'POST')
        return Promise.resolve({ success: true, data: { ...token, token: 'svc_abcdefSECRET' } });
      return Promise.resolve(tokenList([token]));
    });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Executor' } });
    fireEvent.click(screen.getByLabelText('Executor'));
    fireEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    expect(await screen.findByText('svc_abcdefSECRET')).toBeInTheDocument();
    expect(
      screen.getByText('Copy the token now: it cannot be shown again once this window is closed.'),
    ).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(
      '/api/serviceTokens',
      expect.objectContaining({ method: 'POST', data: { name: 'Executor', scopes: ['executor'] } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'I have copied it', hidden: true }));
    await waitFor(() => expect(screen.queryByText('svc_abcdefSECRET')).not.toBeInTheDocument());
  });

  it('offers only the scopes the server says the signed-in administrator may give, and says who gives the others', async () => {
    await renderPage(['serviceTokens:manage'], (url) => {
      if (url === '/api/selfCustody/dataPanel') return Promise.resolve({ success: true, data: panel });
      if (url === '/api/serviceTokens') return Promise.resolve(tokenList([], ['statistics', 'hedging']));
      return Promise.reject(new Error(url));
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Service tokens', hidden: true }));
    fireEvent.click(await screen.findByRole('button', { name: /New token/, hidden: true }));
    expect(await screen.findByLabelText('Statistics')).toBeInTheDocument();
    expect(screen.getByLabelText('Hedging records')).toBeInTheDocument();
    expect(screen.queryByLabelText('Executor')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Indexer')).not.toBeInTheDocument();
    expect(
      screen.getByText('Executor and indexer tokens are created by super administrators only.'),
    ).toBeInTheDocument();
  });

  it('offers no New token when the server says no scope may be given', async () => {
    await renderPage(['serviceTokens:manage'], (url) => {
      if (url === '/api/selfCustody/dataPanel') return Promise.resolve({ success: true, data: panel });
      if (url === '/api/serviceTokens')
        return Promise.resolve(tokenList([serviceToken({ id: 4, name: 'Bridge', scopes: ['indexer'] })], []));
      return Promise.reject(new Error(url));
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Service tokens', hidden: true }));
    expect(await screen.findByText('Bridge')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New token/, hidden: true })).not.toBeInTheDocument();
  });

  it('offers Revoke only on the tokens whose abilities allow it', async () => {
    await renderPage(['serviceTokens:manage'], (url) => {
      if (url === '/api/selfCustody/dataPanel') return Promise.resolve({ success: true, data: panel });
      if (url === '/api/serviceTokens') {
        return Promise.resolve(
          tokenList([
            serviceToken({ id: 5, name: 'Feeds', scopes: ['statistics'] }),
            serviceToken({ id: 6, name: 'Bridge', scopes: ['indexer'], abilities: { revoke: false } }),
          ]),
        );
      }
      return Promise.reject(new Error(url));
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Service tokens', hidden: true }));
    await screen.findByText('Feeds');
    expect(within(rowOf('Feeds')).getByRole('button', { name: 'Revoke', hidden: true })).toBeInTheDocument();
    expect(within(rowOf('Bridge')).queryByRole('button', { name: 'Revoke', hidden: true })).not.toBeInTheDocument();
  });
});

describe('approval policy', () => {
  const policies = [
    approvalPolicy({ kind: 'mint', approvalsBesidesRequester: 0 }),
    approvalPolicy({ kind: 'withdrawal', approvalsBesidesRequester: 1, aboveAmount: '0.50000000' }),
    approvalPolicy({ kind: 'refund', approvalsBesidesRequester: 2 }),
    approvalPolicy({ kind: 'crsm_open', approvalsBesidesRequester: 1, abilities: { update: false, lower: false } }),
  ];

  async function openPolicies(list: ApprovalPolicyItem[] = policies, locale = 'en-US') {
    resetUmi({ locale, initialState: signedInWith(['custody:approvalPolicy']) });
    request.mockImplementation((url, options) => {
      if (url === '/api/selfCustody/dataPanel') return Promise.resolve({ success: true, data: panel });
      if (url === '/api/selfCustody/approvalPolicies') return Promise.resolve({ success: true, data: list });
      if (options?.method === 'PUT') return Promise.resolve({ success: true, data: list[0] });
      return Promise.reject(new Error(url));
    });
    renderWithUmi(<DataPanelPage />);
    await screen.findByText('Acme Capital');
    fireEvent.click(
      screen.getByRole('tab', { name: locale === 'en-US' ? 'Approval policy' : '审批策略', hidden: true }),
    );
  }

  it('names every kind, the CRSM opening included, and counts the approvals besides the requester', async () => {
    await openPolicies();
    expect(await screen.findByText('Create CRSM position')).toBeInTheDocument();
    expect(screen.getByText('Approvals besides the requester')).toBeInTheDocument();
    expect(screen.queryByText('pages.selfCustody.operation.kind.crsm_open')).not.toBeInTheDocument();
    expect(within(rowOf('Refund')).getByText('2')).toBeInTheDocument();
  });

  it('warns on a one-person policy, and on one that lets the requester alone approve up to its amount', async () => {
    await openPolicies();
    expect(
      within(await screen.findByText('Mint YBTC').then((cell) => cell.closest('tr') as HTMLElement)).getByText(
        'One person: the requester alone approves',
      ),
    ).toBeInTheDocument();
    expect(within(rowOf('Withdrawal')).getByText('Up to 0.5 BTC the requester alone approves')).toBeInTheDocument();
    expect(within(rowOf('Refund')).queryByText(/requester alone/)).not.toBeInTheDocument();
    expect(within(rowOf('Create CRSM position')).queryByText(/requester alone/)).not.toBeInTheDocument();
  });

  it('warns in Chinese too', async () => {
    await openPolicies(policies, 'zh-CN');
    expect(await screen.findByText('单人审批：申请人自己即可批准')).toBeInTheDocument();
    expect(screen.getByText('0.5 BTC 及以下由申请人自己即可批准')).toBeInTheDocument();
  });

  it("offers Edit only where the policy's abilities allow it", async () => {
    await openPolicies();
    await screen.findByText('Create CRSM position');
    expect(within(rowOf('Refund')).getByRole('button', { name: 'Edit', hidden: true })).toBeInTheDocument();
    expect(
      within(rowOf('Create CRSM position')).queryByRole('button', { name: 'Edit', hidden: true }),
    ).not.toBeInTheDocument();
  });

  it('says an administrator who may not lower a policy may only raise it, and sends the approvals besides the requester', async () => {
    await openPolicies([
      approvalPolicy({ kind: 'refund', approvalsBesidesRequester: 1, abilities: { update: true, lower: false } }),
    ]);
    await screen.findByText('Refund');
    fireEvent.click(within(rowOf('Refund')).getByRole('button', { name: 'Edit', hidden: true }));
    expect(await screen.findByText(/you may ask for more approvals or set a lower amount/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Approvals besides the requester'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    await expectRequested('/api/selfCustody/approvalPolicies/refund', {
      method: 'PUT',
      data: { approvalsBesidesRequester: 2, aboveAmount: '0' },
    });
  });

  it('accepts 0, a one-person policy, from an administrator who may lower it, and says nothing about raising only', async () => {
    await openPolicies([approvalPolicy({ kind: 'withdrawal', approvalsBesidesRequester: 1 })]);
    await screen.findByText('Withdrawal');
    fireEvent.click(within(rowOf('Withdrawal')).getByRole('button', { name: 'Edit', hidden: true }));
    const field = await screen.findByLabelText('Approvals besides the requester');
    expect(screen.queryByText(/you may ask for more approvals or set a lower amount/)).not.toBeInTheDocument();
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    await expectRequested('/api/selfCustody/approvalPolicies/withdrawal', {
      method: 'PUT',
      data: { approvalsBesidesRequester: 0, aboveAmount: '0' },
    });
  });
});
