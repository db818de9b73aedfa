import type { ProColumns } from '@ant-design/pro-components';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import StatisticsTable from '@/components/StatisticsTable';
import NoticesPage from '@/pages/notices';
import { listNotices, type NoticeItem, type NoticeListQuery } from '@/services/notices';
import type { ApiList } from '@/services/types';
import { noticeItem } from './contentFixtures';
import { signedInWith } from './fixtures';
import { renderWithUmi, resetUmi } from './umiMax';

jest.mock('@/services/notices', () => ({ ...jest.requireActual('@/services/notices'), listNotices: jest.fn() }));

const listNoticesMock = jest.mocked(listNotices);

/** Each list request stays open until the test answers it, and rejects once aborted, as umi's request (axios) does. */
function pendingListRequests() {
  const calls: { query: NoticeListQuery; signal?: AbortSignal; answer(list: ApiList<NoticeItem>): void }[] = [];
  listNoticesMock.mockImplementation(
    (query, signal) =>
      new Promise((resolve, reject) => {
        calls.push({ query, signal, answer: resolve });
        signal?.addEventListener('abort', () => reject(new Error('canceled')));
      }),
  );
  return calls;
}

describe('a list page whose request a newer one supersedes', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    resetUmi({ locale: 'en-US', initialState: signedInWith([]), location: '/notices' });
  });

  it('cancels the first request when a re-sort starts before it answers, and shows the second answer', async () => {
    const calls = pendingListRequests();
    renderWithUmi(<NoticesPage />);
    await waitFor(() => expect(calls).toHaveLength(1));

    fireEvent.click(screen.getByRole('columnheader', { name: /Creation time/ }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].query).toEqual(expect.objectContaining({ sortField: 'createdAt', sortOrder: 'ascend' }));
    expect(calls[0].signal).toBeInstanceOf(AbortSignal);
    expect(calls[0].signal?.aborted).toBe(true);
    expect(calls[1].signal?.aborted).toBe(false);

    calls[1].answer({ success: true, data: [noticeItem({ id: 2, content: 'Sorted oldest first' })], total: 1 });
    expect(await screen.findByText('Sorted oldest first')).toBeInTheDocument();
    // The superseded request answered "no data", which the table does not take for a failure.
    expect(screen.queryByText('This could not be loaded.')).not.toBeInTheDocument();
  });

  it('keeps the totals of the newest answer when a superseded request answers after all', async () => {
    type Row = { id: number; amount: string };
    type Page = { success: true; data: Row[]; total: number; totals: { amount: string } };
    const columns: ProColumns<Row>[] = [{ title: 'Amount', dataIndex: 'amount', hideInSearch: true }];
    // A load that ignores its signal, so a superseded request still answers.
    const answers: ((page: Page) => void)[] = [];
    const request = jest.fn(() => new Promise<Page>((resolve) => answers.push(resolve)));
    const page = (id: number, totalAmount: string): Page => ({
      success: true,
      data: [{ id, amount: String(id) }],
      total: 1,
      totals: { amount: totalAmount },
    });
    renderWithUmi(
      <StatisticsTable<Row, Page['totals']>
        rowKey="id"
        columns={columns}
        sortFields={['amount']}
        request={request}
        summary={(totals) => ({ amount: `sum ${totals.amount}` })}
      />,
    );
    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0](page(1, 'first'));
    expect(await screen.findByText('sum first')).toBeInTheDocument();

    const header = screen.getByRole('columnheader', { name: /Amount/ });
    fireEvent.click(header);
    await waitFor(() => expect(answers).toHaveLength(2));
    fireEvent.click(header);
    await waitFor(() => expect(answers).toHaveLength(3));
    answers[2](page(3, 'newest'));
    expect(await screen.findByText('sum newest')).toBeInTheDocument();
    await act(async () => {
      answers[1](page(2, 'superseded'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByText('sum newest')).toBeInTheDocument();
    expect(screen.queryByText('sum superseded')).not.toBeInTheDocument();
  });
});
