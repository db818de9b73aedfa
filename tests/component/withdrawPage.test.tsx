import { showColumns } from './tableRow';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import WithdrawPage from '@/pages/selfCustody/withdraw';
import type { WithdrawalItem } from '@/services/selfCustody';
import { signedInWith } from './fixtures';
import { operationItem, withdrawalItem } from './selfCustodyFixtures';
import { renderWithUmi, request, resetUmi, type TestRequestOptions } from './umiMax';

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const everyCode = ['withdrawals:confirm', 'withdrawals:requestRefund', 'withdrawals:confirmRefund'];

function answer(withdrawals: WithdrawalItem[]) {
  request.mockImplementation((url) => {
    if (url === '/api/selfCustody/withdrawals')
      return Promise.resolve({ success: true, data: withdrawals, total: withdrawals.length });
    return Promise.resolve({ success: true, data: withdrawals[0] });
  });
}

async function renderPage(codes: string[], withdrawals: WithdrawalItem[]) {
  resetUmi({ locale: 'en-US', initialState: signedInWith(codes) });
  // Every column shown, as from the column settings: these tests read the ones hidden by default too.
  showColumns('menu.selfCustody.withdraw', ['userAddress', 'nonce', 'receivingAddress', 'btcHash']);
  answer(withdrawals);
  renderWithUmi(<WithdrawPage />);
  await screen.findByText(withdrawals[0].nonce);
}

function rowOf(nonce: string): HTMLElement {
  const row = screen.getByText(nonce).closest('tr');
  if (!row) throw new Error(`No row for nonce ${nonce}`);
  return row;
}

const button = (container: HTMLElement, name: string | RegExp) =>
  within(container).getByRole('button', { name, hidden: true });
const queryButton = (container: HTMLElement, name: string | RegExp) =>
  within(container).queryByRole('button', { name, hidden: true });
const anyWithdrawalAction = /Confirm withdrawal|Refund request|Refund confirm/;
const postCalls = () => request.mock.calls.filter(([, options]) => options?.method === 'POST');
const keyOf = (call: [string, TestRequestOptions?]) => call[1]?.headers?.['Idempotency-Key'];

describe('withdrawals page', () => {
  it('keeps Confirm withdrawal disabled during the cooling time, counting down, and enables it once it has passed', async () => {
    // The page's clock stands still until the test moves it (rendering takes seconds in jsdom).
    const start = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
    try {
      await renderPage(everyCode, [
        withdrawalItem({ id: 1, nonce: '101', coolingEndsAt: new Date(start + 30_000).toISOString() }),
        withdrawalItem({
          id: 2,
          nonce: '102',
          coolingEndsAt: new Date(start + (2 * 86400 + 3725) * 1000).toISOString(),
        }),
      ]);
      expect(button(rowOf('101'), 'Confirm withdrawal')).toBeDisabled();
      expect(button(rowOf('102'), 'Confirm withdrawal')).toBeDisabled();
      expect(within(rowOf('101')).getByText('00:00:30 left')).toBeInTheDocument();
      expect(within(rowOf('102')).getByText('2d 01:02:05 left')).toBeInTheDocument();

      clock.mockReturnValue(start + 20_000);
      expect(await within(rowOf('101')).findByText('00:00:10 left')).toBeInTheDocument();
      expect(button(rowOf('101'), 'Confirm withdrawal')).toBeDisabled();

      clock.mockReturnValue(start + 30_000);
      await waitFor(() => expect(button(rowOf('101'), 'Confirm withdrawal')).toBeEnabled());
      expect(within(rowOf('101')).getByText('Cooling over')).toBeInTheDocument();
      expect(button(rowOf('102'), 'Confirm withdrawal')).toBeDisabled();
    } finally {
      clock.mockRestore();
    }
  });

  it('asks "Confirm Withdrawal?" with the figures and sends the confirmation with an Idempotency-Key', async () => {
    await renderPage(everyCode, [
      withdrawalItem({ id: 3, nonce: '103', amount: '0.12345678', coolingEndsAt: inSeconds(-60) }),
    ]);
    fireEvent.click(button(rowOf('103'), 'Confirm withdrawal'));
    const dialog = (await screen.findByText('Confirm Withdrawal?')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('0.12345678')).toBeInTheDocument();
    fireEvent.click(button(dialog, /Confirm withdrawal/));
    await waitFor(() => expect(postCalls()).toHaveLength(1));
    expect(postCalls()[0][0]).toBe('/api/selfCustody/withdrawals/3/confirm');
    expect(keyOf(postCalls()[0])).toMatch(/^[0-9a-f]{32}$/);
  });

  it('requires a reason for a refund request and sends it', async () => {
    await renderPage(everyCode, [withdrawalItem({ id: 4, nonce: '104', coolingEndsAt: inSeconds(3600) })]);
    fireEvent.click(button(rowOf('104'), 'Refund request'));
    const dialog = (await screen.findByText('Request a refund of this withdrawal?')).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.click(button(dialog, /Refund request/));
    expect(await within(dialog).findByText('Please enter the reason for the refund')).toBeInTheDocument();
    expect(postCalls()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reason for the refund'), {
      target: { value: 'Customer asked to cancel' },
    });
    fireEvent.click(button(dialog, /Refund request/));
    await waitFor(() => expect(postCalls()).toHaveLength(1));
    expect(postCalls()[0][0]).toBe('/api/selfCustody/withdrawals/4/refundRequest');
    expect(postCalls()[0][1]?.data).toEqual({ reason: 'Customer asked to cancel' });
  });

  it('offers each action only in the states it starts from, and only with its code', async () => {
    const withdrawals = [
      withdrawalItem({
        id: 5,
        nonce: '105',
        status: 'refund_requested',
        refundReason: 'Wrong address',
        coolingEndsAt: inSeconds(-60),
      }),
      withdrawalItem({ id: 6, nonce: '106', status: 'completed', coolingEndsAt: inSeconds(-60) }),
    ];
    await renderPage(everyCode, withdrawals);
    expect(queryButton(rowOf('105'), 'Confirm withdrawal')).not.toBeInTheDocument();
    expect(queryButton(rowOf('105'), 'Refund request')).not.toBeInTheDocument();
    fireEvent.click(button(rowOf('105'), 'Refund confirm'));
    expect(
      await screen.findByText('Confirm the refund? The withdrawn amount goes back to the user address.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Refund reason: Wrong address')).toBeInTheDocument();
    expect(queryButton(rowOf('106'), anyWithdrawalAction)).not.toBeInTheDocument();
  });

  it('offers no withdrawal action the abilities withhold, whatever the session’s codes', async () => {
    await renderPage(
      ['withdrawals:confirm', 'withdrawals:requestRefund', 'withdrawals:confirmRefund'],
      [
        withdrawalItem({
          id: 7,
          nonce: '107',
          coolingEndsAt: inSeconds(-60),
          abilities: { confirm: false, requestRefund: false, confirmRefund: false },
        }),
      ],
    );
    expect(queryButton(rowOf('107'), anyWithdrawalAction)).not.toBeInTheDocument();
  });

  it("offers the Approve shortcut only on rows whose operation's abilities allow it, whatever the session's codes", async () => {
    await renderPage(
      [],
      [
        withdrawalItem({
          id: 6,
          nonce: '106',
          status: 'awaiting_approval',
          operation: operationItem({ id: 60, kind: 'withdrawal', withdrawalId: 6, abilities: { approve: true } }),
        }),
        withdrawalItem({
          id: 7,
          nonce: '107',
          status: 'awaiting_approval',
          operation: operationItem({ id: 61, kind: 'withdrawal', withdrawalId: 7, abilities: { approve: false } }),
        }),
        withdrawalItem({
          id: 8,
          nonce: '108',
          status: 'refund_awaiting_approval',
          operation: operationItem({ id: 62, kind: 'refund', withdrawalId: 8, abilities: { approve: true } }),
        }),
      ],
    );
    expect(button(rowOf('106'), 'Approve')).toBeInTheDocument();
    expect(queryButton(rowOf('107'), 'Approve')).not.toBeInTheDocument();
    expect(button(rowOf('108'), 'Approve')).toBeInTheDocument();
  });
});
