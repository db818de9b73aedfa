import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import FeedbackPage from '@/pages/feedback';
import { exportFeedback, listFeedback, processFeedback } from '@/services/feedback';
import { feedbackItem } from './contentFixtures';
import { signedInWith } from './fixtures';
import { renderWithUmi, resetUmi } from './umiMax';
import { expectRowShows, rowOf, showColumns } from './tableRow';
import { expectListRequested } from './listRequest';

jest.mock('@/services/feedback');

const longContent = `First line of a long report.\n${'More detail. '.repeat(40)}\nLast line.`;
const alice = feedbackItem({
  id: 1,
  email: 'alice@example.org',
  content: longContent,
  pictureUrl: 'https://cdn.example.com/shot.png',
});
const dave = feedbackItem({
  id: 2,
  email: 'dave@example.org',
  content: 'Wallet drops on Safari.',
  status: 'processed',
  processedBy: { id: 3, name: 'Olivia', email: 'operator@example.com' },
  processedAt: '2026-01-03T00:00:00.000Z',
});
const listFeedbackMock = jest.mocked(listFeedback);

async function renderPage(codes: string[], { locale = 'en-US', location = '/feedback' } = {}) {
  resetUmi({ locale, initialState: signedInWith(codes), location });
  // Every column shown, as from the column settings: these tests read the ones hidden by default too.
  showColumns('menu.feedback', ['processedBy,name', 'processedAt']);
  renderWithUmi(<FeedbackPage />);
  await screen.findByText('alice@example.org');
}

describe('feedback page', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    listFeedbackMock.mockResolvedValue({ success: true, data: [alice, dave], total: 2 });
  });

  it('lists feedback with its picture, status and who processed it', async () => {
    await renderPage([]);
    expect(within(rowOf('alice@example.org')).getByRole('img', { name: 'Picture', hidden: true })).toHaveAttribute(
      'src',
      'https://cdn.example.com/shot.png',
    );
    expect(within(rowOf('alice@example.org')).getByText('Untreated')).toBeInTheDocument();
    expectRowShows('dave@example.org', 'Processed', 'Olivia');
  });

  it('offers Process only for untreated feedback and only with feedback:process', async () => {
    await renderPage([]);
    expect(
      within(rowOf('alice@example.org')).queryByRole('button', { name: 'Process', hidden: true }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export CSV/, hidden: true })).not.toBeInTheDocument();
  });

  it('processes feedback only after "Confirm processing of current feedback?"', async () => {
    jest.mocked(processFeedback).mockResolvedValue({ success: true, data: { ...alice, status: 'processed' } });
    await renderPage(['feedback:process']);
    expect(
      within(rowOf('dave@example.org')).queryByRole('button', { name: 'Process', hidden: true }),
    ).not.toBeInTheDocument();
    fireEvent.click(within(rowOf('alice@example.org')).getByRole('button', { name: 'Process', hidden: true }));
    const question = await screen.findByText('Confirm processing of current feedback?');
    expect(processFeedback).not.toHaveBeenCalled();
    fireEvent.click(within(question.closest('[role="tooltip"]') as HTMLElement).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(processFeedback).toHaveBeenCalledWith(1));
    expect(await screen.findByText('Operation Successful')).toBeInTheDocument();
    await waitFor(() => expect(listFeedbackMock).toHaveBeenCalledTimes(2));
  });

  it('asks in Chinese', async () => {
    await renderPage(['feedback:process'], { locale: 'zh-CN' });
    fireEvent.click(within(rowOf('alice@example.org')).getByRole('button', { name: /处\s?理/, hidden: true }));
    expect(await screen.findByText('确认处理当前反馈？')).toBeInTheDocument();
  });

  it('shows the whole content, with its line breaks, in a drawer', async () => {
    await renderPage([]);
    fireEvent.click(within(rowOf('alice@example.org')).getByRole('button', { name: 'View', hidden: true }));
    const drawer = await screen.findByRole('dialog', { hidden: true });
    const paragraph = within(drawer).getByText(
      (_, element) =>
        element?.tagName === 'DIV' &&
        element.textContent === longContent &&
        element.classList.contains('ant-typography'),
    );
    expect(paragraph).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(within(drawer).getByText('Feedback')).toBeInTheDocument();
  });

  it('starts from a shared link’s status, mailbox and time, and exports that filter', async () => {
    jest.mocked(exportFeedback).mockResolvedValue(true);
    await renderPage(['feedback:export'], {
      location:
        '/feedback?status=untreated&email=alice&submittedFrom=2026-01-01T00%3A00%3A00.000Z&submittedTo=2026-01-31T00%3A00%3A00.000Z',
      locale: 'zh-CN',
    });
    const expected = {
      status: 'untreated',
      email: 'alice',
      submittedFrom: '2026-01-01T00:00:00.000Z',
      submittedTo: '2026-01-31T00:00:00.000Z',
    };
    expectListRequested(listFeedbackMock, { ...expected, current: 1, pageSize: 20 });
    fireEvent.click(screen.getByRole('button', { name: /导出/, hidden: true }));
    await waitFor(() => expect(exportFeedback).toHaveBeenCalledWith(expected, 'zh-CN'));
  });
});
