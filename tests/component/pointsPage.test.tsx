import { shortenHash } from '@/utils/chainFields';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import PointsPage from '@/pages/points';
import AdjustPointsForm from '@/pages/points/components/AdjustPointsForm';
import {
  adjustPoints,
  exportPointsBalances,
  listPointsAdjustments,
  listPointsBalances,
  type PointsBalanceItem,
} from '@/services/points';
import { signedInWith } from './fixtures';
import { addressQuery, renderWithUmi, resetUmi } from './umiMax';
import { renderOpenForm } from './openForm';
import { expectFormMessages, fill, submit, submitInChinese } from './formInput';
import { rowOf } from './tableRow';
import { expectNotTaprootRefusal } from '../support/notTaprootRefusal';
import { expectListRequested } from './listRequest';

jest.mock('@/services/points');

const ALICE = 'bc1p2ulx7uyz2rt3me6vznmfc65n46ptmkerqq2l3702a7gcztsvaqcq0dyk36';
const BOB = 'bc1pyu06qwr68vxzlc4jatvrzqghurf52gvr8tx2nyvssuywetg79d6sgetzfc';

const balance = (address: string, amount: string): PointsBalanceItem => ({
  address,
  balance: amount,
  adjustmentCount: 2,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-03-04T05:06:07.000Z',
});

const listMock = jest.mocked(listPointsBalances);
const historyMock = jest.mocked(listPointsAdjustments);
const adjustMock = jest.mocked(adjustPoints);

async function renderPage(codes: string[], locale = 'en-US', location = '/points') {
  resetUmi({ locale, initialState: signedInWith(codes), location });
  renderWithUmi(<PointsPage />);
  await screen.findByText(shortenHash(ALICE));
}

const buttonNames = () =>
  screen
    .queryAllByRole('button', { hidden: true })
    .map((button) => button.textContent?.trim() ?? '')
    .filter(Boolean);

describe('points page', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    listMock.mockResolvedValue({ success: true, data: [balance(ALICE, '1500.5'), balance(BOB, '0')], total: 2 });
    historyMock.mockResolvedValue({
      success: true,
      total: 2,
      data: [
        {
          id: 2,
          address: ALICE,
          delta: '-0.5',
          balanceAfter: '1500.5',
          reason: 'Correction',
          adminId: 1,
          adminName: 'Ada',
          adminEmail: 'ada@example.com',
          createdAt: '2026-03-04T05:06:07.000Z',
        },
        {
          id: 1,
          address: ALICE,
          delta: '1501',
          balanceAfter: '1501',
          reason: 'Campaign reward',
          adminId: 1,
          adminName: 'Ada',
          adminEmail: 'ada@example.com',
          createdAt: '2026-03-01T05:06:07.000Z',
        },
      ],
    });
  });

  it('lists the berries of each address, highest first as the server sorts them, with the date in the interface language', async () => {
    await renderPage([]);
    expect(within(rowOf(ALICE)).getByText('1500.5')).toBeInTheDocument();
    expectListRequested(listMock, { current: 1, pageSize: 20 });
    expect(within(rowOf(ALICE)).getByText(/03\/04\/2026/)).toBeInTheDocument();
  });

  it('starts from the filters and sort a shared link carries', async () => {
    await renderPage(
      [],
      'en-US',
      `/points?address=${ALICE.slice(0, 12)}&minBalance=5&sortField=balance&sortOrder=ascend&current=2`,
    );
    expectListRequested(listMock, {
      address: ALICE.slice(0, 12),
      minBalance: '5',
      sortField: 'balance',
      sortOrder: 'ascend',
      current: 2,
    });
    expect(screen.getByDisplayValue(ALICE.slice(0, 12))).toBeInTheDocument();
    // The query sent is written back, so the link keeps reproducing the view.
    expect(addressQuery().get('minBalance')).toBe('5');
  });

  it('offers Adjust points and Export CSV only with their codes', async () => {
    await renderPage([]);
    expect(buttonNames()).not.toContain('Adjust points');
    expect(buttonNames()).not.toContain('Export CSV');
    expect(buttonNames()).toContain('History');
  });

  it('exports the current filter', async () => {
    jest.mocked(exportPointsBalances).mockResolvedValue(true);
    await renderPage(['points:export'], 'en-US', '/points?minBalance=5&sortField=balance&sortOrder=ascend');
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/, hidden: true }));
    await waitFor(() =>
      expect(exportPointsBalances).toHaveBeenCalledWith({ minBalance: '5', sortField: 'balance', sortOrder: 'ascend' }),
    );
  });

  it("shows an address's history in a drawer, newest first, with signed changes", async () => {
    await renderPage([]);
    fireEvent.click(within(rowOf(ALICE)).getByRole('button', { name: 'History', hidden: true }));
    expect(await screen.findByText(`Points history: ${ALICE}`)).toBeInTheDocument();
    await expectFormMessages('Campaign reward', '-0.5', '+1501');
    expect(historyMock).toHaveBeenCalledWith(ALICE, expect.objectContaining({ current: 1 }), expect.any(AbortSignal));
  });

  it('says so, and offers a retry, when the list cannot be loaded', async () => {
    listMock.mockRejectedValueOnce(new Error('network'));
    resetUmi({ locale: 'en-US', initialState: signedInWith([]), location: '/points' });
    renderWithUmi(<PointsPage />);
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry', hidden: true }));
    expect(await screen.findByText(shortenHash(ALICE))).toBeInTheDocument();
  });

  it('speaks Chinese when the interface is in Chinese', async () => {
    await renderPage(['points:adjust'], 'zh-CN');
    expect(screen.getAllByText('调整积分').length).toBeGreaterThan(0);
    expect(screen.getAllByText('积分').length).toBeGreaterThan(0);
  });
});

describe('adjust points form', () => {
  function renderForm(current?: PointsBalanceItem, locale = 'en-US') {
    resetUmi({ locale, initialState: signedInWith(['points:adjust']) });
    return renderOpenForm((callbacks) => <AdjustPointsForm {...callbacks} balance={current} />).onSaved;
  }

  beforeEach(() => jest.resetAllMocks());

  it('requires the address, the change and the reason, and sends nothing without them', async () => {
    renderForm();
    submit();
    await expectFormMessages(
      'Please enter the address',
      'Please enter the change in points',
      'Please enter the reason for the adjustment',
    );
    expect(adjustMock).not.toHaveBeenCalled();
  });

  it('asks in Chinese when the interface is in Chinese', async () => {
    renderForm(undefined, 'zh-CN');
    submitInChinese();
    expect(await screen.findByText('请输入调整原因')).toBeInTheDocument();
  });

  it('refuses an address that is not taproot with the spec message, and a zero change', async () => {
    renderForm();
    fill('Address', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    fill('Change', '0');
    fill('Reason', 'Why');
    submit();
    await expectNotTaprootRefusal(adjustMock, 'Enter a non-zero number with at most 8 decimals');
  });

  it("deducts from the chosen row's address with the reason, showing its current berries", async () => {
    adjustMock.mockResolvedValue({ success: true, data: {} as never });
    const onSaved = renderForm(balance(ALICE, '1500.5'));
    expect(screen.getByText('Current berries: 1500.5')).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toBeDisabled();
    fill('Change', ' -100.25 ');
    fill('Reason', ' Duplicate reward ');
    submit();
    await waitFor(() =>
      expect(adjustMock).toHaveBeenCalledWith(ALICE, { delta: '-100.25', reason: 'Duplicate reward' }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('stays open when the server refuses the adjustment', async () => {
    adjustMock.mockRejectedValue(new Error('409'));
    const onSaved = renderForm(balance(BOB, '0'));
    fill('Change', '-1');
    fill('Reason', 'Too much');
    submit();
    await waitFor(() => expect(adjustMock).toHaveBeenCalled());
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Reason')).toBeInTheDocument();
  });
});
