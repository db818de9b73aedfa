import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import NoticesPage from '@/pages/notices';
import NoticeForm from '@/pages/notices/components/NoticeForm';
import { createNotice, listNotices, setNoticeVisibility } from '@/services/notices';
import { noticeItem } from './contentFixtures';
import { signedInWith } from './fixtures';
import { renderWithUmi, resetUmi } from './umiMax';
import { renderOpenForm } from './openForm';
import { expectFormMessages, fill, submit } from './formInput';
import { rowOf, showColumns } from './tableRow';

jest.mock('@/services/notices', () => ({
  ...jest.requireActual('@/services/notices'),
  listNotices: jest.fn(),
  createNotice: jest.fn(),
  updateNotice: jest.fn(),
  setNoticeVisibility: jest.fn(),
  deleteNotice: jest.fn(),
  exportNotices: jest.fn(),
}));

const maintenance = noticeItem({
  id: 1,
  content: 'Maintenance on Saturday',
  platform: 'mobile',
  createdBy: { id: 3, name: 'Olivia', email: 'operator@example.com' },
});
const listNoticesMock = jest.mocked(listNotices);

describe('notices page', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    listNoticesMock.mockResolvedValue({ success: true, data: [maintenance], total: 1 });
  });

  it('lists notices with their jump link, platform, status and author', async () => {
    resetUmi({ locale: 'en-US', initialState: signedInWith([]), location: '/notices' });
    // Every column shown, as from the column settings: these tests read the ones hidden by default too.
    showColumns('menu.notices', ['createdBy,name']);
    renderWithUmi(<NoticesPage />);
    await screen.findByText('Maintenance on Saturday');
    const row = within(rowOf('Maintenance on Saturday'));
    expect(row.getByRole('link', { name: 'https://example.com/status', hidden: true })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(row.getByText('Mobile')).toBeInTheDocument();
    expect(row.getByText('Show')).toBeInTheDocument();
    expect(row.getByText('Olivia')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Hide', hidden: true })).not.toBeInTheDocument();
  });

  it('hides a notice only after the confirmation', async () => {
    jest.mocked(setNoticeVisibility).mockResolvedValue({ success: true, data: { ...maintenance, status: 'hidden' } });
    resetUmi({ locale: 'en-US', initialState: signedInWith(['notices:toggle']), location: '/notices' });
    // Every column shown, as from the column settings: these tests read the ones hidden by default too.
    showColumns('menu.notices', ['createdBy,name']);
    renderWithUmi(<NoticesPage />);
    await screen.findByText('Maintenance on Saturday');
    fireEvent.click(within(rowOf('Maintenance on Saturday')).getByRole('button', { name: 'Hide', hidden: true }));
    const question = await screen.findByText('Are you sure you want to hide it?');
    expect(setNoticeVisibility).not.toHaveBeenCalled();
    fireEvent.click(within(question.closest('[role="tooltip"]') as HTMLElement).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(setNoticeVisibility).toHaveBeenCalledWith(1, 'hidden'));
  });
});

describe('notice form', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    resetUmi({ locale: 'en-US', initialState: signedInWith(['notices:create']) });
    // Every column shown, as from the column settings: these tests read the ones hidden by default too.
    showColumns('menu.notices', ['createdBy,name']);
  });

  it('asks for the content, redirect link and platform, and sends nothing', async () => {
    renderOpenForm((callbacks) => <NoticeForm {...callbacks} />);
    submit();
    await expectFormMessages(
      'Please enter the content',
      'Please enter the redirect link',
      'Please select the platform',
    );
    expect(createNotice).not.toHaveBeenCalled();
  });

  it('refuses a javascript: link, then creates the notice without naming an author', async () => {
    jest.mocked(createNotice).mockResolvedValue({ success: true, data: maintenance });
    const { onSaved } = renderOpenForm((callbacks) => <NoticeForm {...callbacks} />);
    fill('Content', 'Maintenance on Saturday');
    fill('Jump link', 'javascript:alert(1)');
    fireEvent.mouseDown(screen.getByLabelText('Platform'));
    fireEvent.click(await screen.findByTitle('Web'));
    submit();
    expect(await screen.findByText('Enter an http:// or https:// address')).toBeInTheDocument();
    expect(createNotice).not.toHaveBeenCalled();

    fill('Jump link', 'https://example.com/status');
    submit();
    await waitFor(() =>
      expect(createNotice).toHaveBeenCalledWith({
        content: 'Maintenance on Saturday',
        link: 'https://example.com/status',
        platform: 'web',
        status: 'shown',
      }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });
});
