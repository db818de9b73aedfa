import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import NewsPage from '@/pages/news';
import NewsForm from '@/pages/news/components/NewsForm';
import { createNews, deleteNews, exportNews, listNews, setNewsVisibility, updateNews } from '@/services/news';
import { newsItem } from './contentFixtures';
import { signedInWith } from './fixtures';
import { addressQuery, renderWithUmi, resetUmi } from './umiMax';
import { expectFormMessages, fill, submit, submitInChinese } from './formInput';
import { rowOf, showColumns } from './tableRow';
import { expectListRequested } from './listRequest';

jest.mock('@/services/news');

const launch = newsItem({ id: 1, title: 'YU launch', link: 'https://example.com/launch' });
const draft = newsItem({ id: 2, title: 'Q3 draft', status: 'hidden', link: 'javascript:alert(1)' });
const everyCode = ['news:create', 'news:update', 'news:toggle', 'news:delete', 'news:export'];
const listNewsMock = jest.mocked(listNews);

const buttonNames = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('button', { hidden: true })
    .map((button) => button.textContent?.trim() ?? '')
    .filter(Boolean);

async function renderPage(codes: string[], { locale = 'en-US', location = '/news' } = {}) {
  resetUmi({ locale, initialState: signedInWith(codes), location });
  // Every column shown, as from the column settings: these tests read the ones hidden by default too.
  showColumns('menu.news', ['link', 'createdAt']);
  renderWithUmi(<NewsPage />);
  await screen.findByText('YU launch');
}

const confirmPopup = async (question: string) => {
  const text = await screen.findByText(question);
  return within(text.closest('[role="tooltip"]') as HTMLElement);
};

describe('news page', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    listNewsMock.mockResolvedValue({ success: true, data: [launch, draft], total: 2 });
  });

  it('asks once for the rows of a page opened with filters in its address, and not again once it has settled', async () => {
    jest.useFakeTimers();
    try {
      await renderPage([], { location: '/news?title=YU&status=shown&current=1&pageSize=20' });
      // Five seconds pass on the page's clock (its timers, debounces and deferred renders), none on the test's.
      await act(() => jest.advanceTimersByTimeAsync(5_000));
      expect(listNewsMock).toHaveBeenCalledTimes(1);
      expectListRequested(listNewsMock, { title: 'YU', status: 'shown', current: 1, pageSize: 20 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('lists news with a thumbnail, a safe link opening in a new tab, and the status', async () => {
    await renderPage([]);
    const row = within(rowOf('YU launch'));
    expect(row.getByRole('img', { name: 'YU launch', hidden: true })).toHaveAttribute(
      'src',
      'https://cdn.example.com/picture.png',
    );
    const link = row.getByRole('link', { name: 'https://example.com/launch', hidden: true });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(row.getByText('Show')).toBeInTheDocument();
    expect(within(rowOf('Q3 draft')).getByText('Not show')).toBeInTheDocument();
    // A stored address that is not http(s) is never made a link.
    expect(within(rowOf('Q3 draft')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers no action without the codes, and each action by its own code', async () => {
    await renderPage([]);
    expect(
      buttonNames(document.body).filter((name) =>
        ['New', 'Edit', 'Hide', 'Show', 'Delete', 'Export CSV'].includes(name),
      ),
    ).toEqual([]);
  });

  it('shows no empty Actions column when no row has an action for this administrator', async () => {
    await renderPage([]);
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('shows the Actions column as soon as one action is held', async () => {
    await renderPage(['news:delete']);
    expect(await screen.findByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(buttonNames(rowOf('YU launch'))).toEqual(['Delete']);
  });

  it('offers every action to a session holding every code', async () => {
    await renderPage(everyCode);
    expect(buttonNames(document.body)).toEqual(expect.arrayContaining(['New', 'Export CSV']));
    expect(buttonNames(rowOf('YU launch'))).toEqual(['Edit', 'Hide', 'Delete']);
    expect(buttonNames(rowOf('Q3 draft'))).toEqual(['Edit', 'Show', 'Delete']);
  });

  it('hides an item only after the confirmation, then reloads', async () => {
    jest.mocked(setNewsVisibility).mockResolvedValue({ success: true, data: { ...launch, status: 'hidden' } });
    await renderPage(['news:toggle']);
    fireEvent.click(within(rowOf('YU launch')).getByRole('button', { name: 'Hide', hidden: true }));
    const popup = await confirmPopup('Are you sure you want to hide it?');
    expect(setNewsVisibility).not.toHaveBeenCalled();
    fireEvent.click(popup.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(setNewsVisibility).toHaveBeenCalledWith(1, 'hidden'));
    expect(await screen.findByText('Operation Successful')).toBeInTheDocument();
    await waitFor(() => expect(listNewsMock).toHaveBeenCalledTimes(2));
  });

  it('asks in Chinese before showing an item', async () => {
    jest.mocked(setNewsVisibility).mockResolvedValue({ success: true, data: { ...draft, status: 'shown' } });
    await renderPage(['news:toggle'], { locale: 'zh-CN' });
    fireEvent.click(within(rowOf('Q3 draft')).getByRole('button', { name: /显\s?示/, hidden: true }));
    const popup = await confirmPopup('确定要显示吗？');
    fireEvent.click(popup.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(setNewsVisibility).toHaveBeenCalledWith(2, 'shown'));
  });

  it('deletes only after the confirmation', async () => {
    jest.mocked(deleteNews).mockResolvedValue({ success: true });
    await renderPage(['news:delete']);
    fireEvent.click(within(rowOf('Q3 draft')).getByRole('button', { name: 'Delete', hidden: true }));
    const popup = await confirmPopup('Are you sure you want to delete it? This cannot be undone.');
    expect(deleteNews).not.toHaveBeenCalled();
    fireEvent.click(popup.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(deleteNews).toHaveBeenCalledWith(2));
  });

  it('starts from a shared link’s filters and sort, and writes the query it sends into the URL', async () => {
    await renderPage([], {
      location:
        '/news?title=launch&status=hidden&publishedFrom=2026-01-01T00%3A00%3A00.000Z&publishedTo=2026-02-01T00%3A00%3A00.000Z&sortField=title&sortOrder=ascend&current=2&pageSize=50',
    });
    expectListRequested(listNewsMock, {
      title: 'launch',
      status: 'hidden',
      publishedFrom: '2026-01-01T00:00:00.000Z',
      publishedTo: '2026-02-01T00:00:00.000Z',
      sortField: 'title',
      sortOrder: 'ascend',
      current: 2,
      pageSize: 50,
    });
    expect(screen.getByDisplayValue('launch')).toBeInTheDocument();
    expect(addressQuery().get('publishedFrom')).toBe('2026-01-01T00:00:00.000Z');
  });

  it('exports the current filter in the interface language', async () => {
    jest.mocked(exportNews).mockResolvedValue(true);
    await renderPage(['news:export'], { location: '/news?status=shown&sortField=title&sortOrder=descend' });
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/, hidden: true }));
    await waitFor(() =>
      expect(exportNews).toHaveBeenCalledWith({ status: 'shown', sortField: 'title', sortOrder: 'descend' }, 'en-US'),
    );
  });

  it('says the list could not be loaded, and retries', async () => {
    listNewsMock.mockRejectedValueOnce(new Error('Network Error'));
    resetUmi({ locale: 'en-US', initialState: signedInWith([]), location: '/news' });
    // Every column shown, as from the column settings: these tests read the ones hidden by default too.
    showColumns('menu.news', ['link', 'createdAt']);
    renderWithUmi(<NewsPage />);
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry', hidden: true }));
    expect(await screen.findByText('YU launch')).toBeInTheDocument();
  });
});

describe('news form', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    resetUmi({ locale: 'en-US', initialState: signedInWith(['news:create', 'news:update']) });
    // Every column shown, as from the column settings: these tests read the ones hidden by default too.
    showColumns('menu.news', ['link', 'createdAt']);
  });

  it('asks for the title, description, picture address, time and link, and sends nothing', async () => {
    renderWithUmi(<NewsForm open onOpenChange={jest.fn()} onSaved={jest.fn()} />);
    submit();
    for (const prompt of [
      'Please enter the title',
      'Please enter the description',
      'Please enter the picture address',
      'Please select the time',
      'Please enter the link',
    ]) {
      expect(await screen.findByText(prompt)).toBeInTheDocument();
    }
    expect(createNews).not.toHaveBeenCalled();
  });

  it('asks in Chinese when the interface is in Chinese', async () => {
    resetUmi({ locale: 'zh-CN', initialState: signedInWith(['news:create']) });
    // Every column shown, as from the column settings: these tests read the ones hidden by default too.
    showColumns('menu.news', ['link', 'createdAt']);
    renderWithUmi(<NewsForm open onOpenChange={jest.fn()} onSaved={jest.fn()} />);
    submitInChinese();
    await expectFormMessages('请输入标题', '请输入图片地址', '请选择时间');
  });

  it('refuses javascript:, data: and other non-http(s) addresses as picture address or link', async () => {
    renderWithUmi(
      <NewsForm open onOpenChange={jest.fn()} onSaved={jest.fn()} news={newsItem({ id: 5, title: 'Edit me' })} />,
    );
    fill('Picture address', 'data:image/png;base64,AAAA');
    fill('Link', 'javascript:alert(1)');
    submit();
    expect(await screen.findAllByText('Enter an http:// or https:// address')).toHaveLength(2);
    fill('Link', 'ftp://example.com/file');
    fill('Picture address', 'https://cdn.example.com/ok.png');
    await waitFor(() => expect(screen.getAllByText('Enter an http:// or https:// address')).toHaveLength(1));
    submit();
    expect(updateNews).not.toHaveBeenCalled();
  });

  it('edits an item with its time kept as an instant, without its status', async () => {
    jest.mocked(updateNews).mockResolvedValue({ success: true, data: newsItem({ id: 5, title: 'Edited' }) });
    const onSaved = jest.fn();
    renderWithUmi(
      <NewsForm open onOpenChange={jest.fn()} onSaved={onSaved} news={newsItem({ id: 5, title: 'Edit me' })} />,
    );
    expect(screen.queryByText('Status')).not.toBeInTheDocument();
    fill('Title', 'Edited');
    submit();
    await waitFor(() =>
      expect(updateNews).toHaveBeenCalledWith(5, {
        title: 'Edited',
        description: 'What happened',
        imageUrl: 'https://cdn.example.com/picture.png',
        link: 'https://example.com/story',
        publishedAt: '2026-01-02T03:04:05.000Z',
      }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });
});
