import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import DepositPage from '@/pages/selfCustody/deposit';
import type { DepositItem, OperationItem } from '@/services/selfCustody';
import { httpError, signedInWith } from './fixtures';
import { BTC_ADDRESS, BTC_HASH, depositItem, operationItem } from './selfCustodyFixtures';
import { renderWithUmi, request, resetUmi, type TestRequestOptions } from './umiMax';
import { rowOf } from './tableRow';

const confirmed = depositItem({ id: 3, amount: '1.23456789', userName: 'Acme Capital' });
const unconfirmed = depositItem({
  id: 4,
  depositStatus: 'unconfirmed',
  userName: 'Beta Fund',
  depositHash: 'cd'.repeat(32),
});
const failed = depositItem({
  id: 5,
  mintStatus: 'failed',
  mintFailureReason: 'nonce too low',
  userName: 'Gamma Trust',
  depositHash: 'ef'.repeat(32),
});

type Answer = (options: TestRequestOptions | undefined) => Promise<unknown>;

/** The API as the page sees it: the list, and what the test says for each mint call. */
function answer(deposits: DepositItem[], mint: Answer = () => Promise.resolve({ success: true, data: confirmed })) {
  request.mockImplementation((url, options) => {
    if (url === '/api/selfCustody/deposits')
      return Promise.resolve({ success: true, data: deposits, total: deposits.length });
    if (url.endsWith('/mint') || url.endsWith('/mint/retry')) return mint(options);
    if (/\/api\/selfCustody\/deposits\/\d+$/.test(url)) return Promise.resolve({ success: true, data: confirmed });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
}

const mintCalls = () => request.mock.calls.filter(([url]) => url.includes('/mint'));
const keyOf = (call: [string, TestRequestOptions?]) => call[1]?.headers?.['Idempotency-Key'];

/** Signed in with these codes; `answerApi` then sets what the API answers (resetting the app forgets earlier answers). */
async function renderPage(codes: string[], answerApi: () => void = () => answer([confirmed, unconfirmed, failed])) {
  resetUmi({ locale: 'en-US', initialState: signedInWith(codes) });
  answerApi();
  renderWithUmi(<DepositPage />);
  await screen.findByText('Acme Capital');
}

/** Deposit `id` (6 to 10) whose mint awaits approval; its hash and operation id follow from `id`, unique per test. */
function awaitingMint(id: number, userName: string, operation: Partial<OperationItem> = {}) {
  return depositItem({
    id,
    userName,
    depositHash: `0${id - 5}`.repeat(32),
    mintStatus: 'awaiting_approval',
    operation: operationItem({ ...operation, id: id + 34, kind: 'mint', depositId: id }),
  });
}

const dialog = () => screen.getByRole('dialog', { hidden: true });
const okButton = () => within(dialog()).getByRole('button', { name: /Mint YBTC/, hidden: true });

describe('deposit mint confirmation', () => {
  it('shows the warning with the deposit figures and sends one Idempotency-Key on a double click', async () => {
    let finish: (value: unknown) => void = () => undefined;
    await renderPage(['deposits:confirmMint'], () =>
      answer([confirmed, unconfirmed, failed], () => new Promise((resolve) => (finish = resolve))),
    );
    fireEvent.click(within(rowOf('Acme Capital')).getByRole('button', { name: 'Mint YBTC', hidden: true }));

    expect(
      await screen.findByText('Please double-check, minting YBTC will proceed upon confirmation!'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByText('1.23456789')).toBeInTheDocument();
    expect(within(dialog()).getByText(BTC_ADDRESS, { selector: 'span' })).toBeInTheDocument();
    expect(within(dialog()).getByText(BTC_HASH)).toBeInTheDocument();

    fireEvent.click(okButton());
    fireEvent.click(okButton());
    await waitFor(() => expect(okButton()).toHaveClass('ant-btn-loading'));
    fireEvent.click(okButton());
    expect(mintCalls()).toHaveLength(1);
    expect(mintCalls()[0][0]).toBe('/api/selfCustody/deposits/3/mint');
    expect(keyOf(mintCalls()[0])).toMatch(/^[0-9a-f]{32}$/);

    finish({ success: true, data: confirmed });
    expect(await screen.findByText('Operation Successful')).toBeInTheDocument();
    expect(mintCalls()).toHaveLength(1);
  });

  it('retries with the same key after a failure, and uses a new key for a new dialog', async () => {
    let attempts = 0;
    await renderPage(['deposits:confirmMint'], () =>
      answer([confirmed, unconfirmed, failed], () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(httpError(502, { success: false }))
          : Promise.resolve({ success: true, data: confirmed });
      }),
    );
    fireEvent.click(within(rowOf('Acme Capital')).getByRole('button', { name: 'Mint YBTC', hidden: true }));
    fireEvent.click(okButton());
    await waitFor(() => expect(mintCalls()).toHaveLength(1));
    await waitFor(() => expect(okButton()).not.toHaveClass('ant-btn-loading'));
    fireEvent.click(okButton());
    await waitFor(() => expect(mintCalls()).toHaveLength(2));
    expect(keyOf(mintCalls()[1])).toBe(keyOf(mintCalls()[0]));
    expect(await screen.findByText('Operation Successful')).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    fireEvent.click(within(rowOf('Acme Capital')).getByRole('button', { name: 'Mint YBTC', hidden: true }));
    fireEvent.click(okButton());
    await waitFor(() => expect(mintCalls()).toHaveLength(3));
    expect(keyOf(mintCalls()[2])).not.toBe(keyOf(mintCalls()[0]));
  });

  it('offers Mint and Retry mint where the server says they may be taken, and says why an unconfirmed deposit has none', async () => {
    await renderPage([]);
    expect(within(rowOf('Acme Capital')).getByRole('button', { name: 'Mint YBTC', hidden: true })).toBeEnabled();
    expect(
      within(rowOf('Beta Fund')).queryByRole('button', { name: 'Mint YBTC', hidden: true }),
    ).not.toBeInTheDocument();
    fireEvent.mouseEnter(within(rowOf('Beta Fund')).getByText('Awaiting chain confirmation'));
    expect(await screen.findByText('Minting is possible once the deposit is confirmed on chain')).toBeInTheDocument();
    expect(
      within(rowOf('Gamma Trust')).queryByRole('button', { name: 'Mint YBTC', hidden: true }),
    ).not.toBeInTheDocument();

    fireEvent.click(within(rowOf('Gamma Trust')).getByRole('button', { name: 'Retry mint', hidden: true }));
    expect(await screen.findByText('The last mint failed: nonce too low')).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Retry mint', hidden: true }));
    await waitFor(() => expect(mintCalls()).toHaveLength(1));
    expect(mintCalls()[0][0]).toBe('/api/selfCustody/deposits/5/mint/retry');
  });

  it('offers no Record deposit without its code, nor Mint or Retry mint where the abilities withhold them, whatever the session’s codes', async () => {
    const withheld = { confirmMint: false, retryMint: false };
    await renderPage(['deposits:confirmMint', 'deposits:retryMint'], () =>
      answer([depositItem({ ...confirmed, abilities: withheld }), depositItem({ ...failed, abilities: withheld })]),
    );
    expect(
      screen.queryByRole('button', { name: /Record deposit|Mint YBTC|Retry mint/, hidden: true }),
    ).not.toBeInTheDocument();
  });

  it("shows who requested, who approved and what is awaited, and lets approve whom the operation's abilities allow", async () => {
    const awaiting = awaitingMint(6, 'Delta Bank', {
      requiredApprovals: 3,
      awaitingApprovals: 2,
      approvals: [{ adminId: 12, name: 'Linus', approvedAt: '2026-01-02T04:00:00.000Z' }],
      abilities: { approve: true },
    });
    await renderPage(['deposits:confirmMint'], () =>
      request.mockImplementation((url) => {
        if (url === '/api/selfCustody/deposits')
          return Promise.resolve({ success: true, data: [confirmed, awaiting], total: 2 });
        if (url === '/api/selfCustody/operations/40/approve')
          return Promise.resolve({ success: true, data: awaiting.operation });
        return Promise.resolve({ success: true, data: awaiting });
      }),
    );
    fireEvent.click(within(rowOf('Delta Bank')).getByRole('button', { name: 'Approve', hidden: true }));
    expect(await screen.findByText('Deposit details')).toBeInTheDocument();
    expect(screen.getByText('1 given of 3 required')).toBeInTheDocument();
    expect(screen.getByText('2 more approval(s) awaited')).toBeInTheDocument();
    expect(screen.getByText('Requested by Grace')).toBeInTheDocument();
    expect(screen.getByText('Approved by Linus')).toBeInTheDocument();

    fireEvent.click(screen.getAllByRole('button', { name: 'Approve', hidden: true }).at(-1) as HTMLElement);
    const confirmDialog = await screen.findByText(
      'Approve this operation? Once fully approved it goes to the executor.',
    );
    fireEvent.click(
      within(confirmDialog.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Approve', hidden: true }),
    );
    await waitFor(() =>
      expect(request.mock.calls.some(([url]) => url === '/api/selfCustody/operations/40/approve')).toBe(true),
    );
    const approveCall = request.mock.calls.find(([url]) => url === '/api/selfCustody/operations/40/approve');
    expect(approveCall && keyOf(approveCall)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('tells the requester, whom the server does not let approve, that another administrator must', async () => {
    const own = awaitingMint(7, 'Epsilon', { requestedBy: { id: 1, name: 'Ada' }, abilities: { approve: false } });
    await renderPage(['deposits:confirmMint'], () => answer([confirmed, own]));
    expect(within(rowOf('Epsilon')).queryByRole('button', { name: 'Approve', hidden: true })).not.toBeInTheDocument();
    fireEvent.click(within(rowOf('Epsilon')).getByRole('button', { name: 'Details', hidden: true }));
    expect(
      await screen.findByText('You requested this operation; another administrator must approve it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve', hidden: true })).not.toBeInTheDocument();
  });

  it("offers no Approve where the operation's abilities refuse it, even to another holder of the approval code", async () => {
    const refused = awaitingMint(8, 'Zeta', { abilities: { approve: false } });
    await renderPage(['deposits:confirmMint'], () => answer([confirmed, refused]));
    expect(within(rowOf('Zeta')).queryByRole('button', { name: 'Approve', hidden: true })).not.toBeInTheDocument();
    fireEvent.click(within(rowOf('Zeta')).getByRole('button', { name: 'Details', hidden: true }));
    const drawer = (await screen.findByText('Deposit details')).closest('.ant-drawer') as HTMLElement;
    expect(within(drawer).getByText('Requested by Grace')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByText(/You requested this operation/)).not.toBeInTheDocument();
  });

  it("offers Approve where the operation's abilities allow it, whoever requested it and whatever the session's codes", async () => {
    const allowed = awaitingMint(9, 'Eta', { requestedBy: { id: 1, name: 'Ada' }, abilities: { approve: true } });
    await renderPage([], () => answer([confirmed, allowed]));
    fireEvent.click(within(rowOf('Eta')).getByRole('button', { name: 'Approve', hidden: true }));
    const drawer = (await screen.findByText('Deposit details')).closest('.ant-drawer') as HTMLElement;
    expect(within(drawer).getByRole('button', { name: 'Approve', hidden: true })).toBeInTheDocument();
    expect(screen.queryByText(/You requested this operation/)).not.toBeInTheDocument();
  });

  it('says so when the signed-in administrator has already approved', async () => {
    const approvedByMe = awaitingMint(10, 'Theta', {
      approvals: [{ adminId: 1, name: 'Ada', approvedAt: '2026-01-02T04:00:00.000Z' }],
    });
    await renderPage(['deposits:confirmMint'], () => answer([confirmed, approvedByMe]));
    fireEvent.click(within(rowOf('Theta')).getByRole('button', { name: 'Details', hidden: true }));
    expect(await screen.findByText('You have approved this operation.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve', hidden: true })).not.toBeInTheDocument();
  });
});
