import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import PermissionPage from '@/pages/permissions/permission';
import { deletePermission, listPermissions, movePermission, permissionImpact } from '@/services/permissions';
import { permissionItem, permissionList, signedInWith } from './fixtures';
import { renderWithUmi, resetUmi } from './umiMax';
import { expectRowShows, rowOf, showColumns } from './tableRow';

// Role queries over the whole page pass `hidden: true`: jsdom's visibility check computes a style per element and makes them very slow.

jest.mock('@/services/permissions');

const impactMock = jest.mocked(permissionImpact);
const deleteMock = jest.mocked(deletePermission);

const editorsAndSupport = [
  { id: 2, name: 'Editors' },
  { id: 3, name: 'Support' },
];

/** What deleting a permission would take along: its sub-permissions, and the roles holding it. */
function answerImpact(descendantCount: number, roles: { id: number; name: string }[]) {
  impactMock.mockResolvedValue({ success: true, data: { descendantCount, roleCount: roles.length, roles } });
}

async function renderPage(
  codes = ['permissions:create', 'permissions:update', 'permissions:delete'],
  locale = 'en-US',
  shownIdentifier = 'news',
) {
  resetUmi({ locale, initialState: signedInWith(codes) });
  // Every column shown, as from the column settings: these tests read the ones hidden by default too.
  showColumns('menu.permissions.permission', ['nameZh', 'nameEn']);
  renderWithUmi(<PermissionPage />);
  await screen.findByText(shownIdentifier);
}

/** The labelled buttons of a row, in order. */
function buttonNames(row: HTMLElement): string[] {
  return within(row)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('title') ?? button.textContent?.trim() ?? '')
    .filter(Boolean);
}

async function askToDelete(identifier: string) {
  fireEvent.click(within(rowOf(identifier)).getByRole('button', { name: /delete|删\s?除/i }));
  return screen.findByRole('dialog', { hidden: true });
}

describe('permissions page', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest
      .mocked(listPermissions)
      .mockResolvedValue({ success: true, data: permissionList, total: permissionList.length });
    deleteMock.mockResolvedValue({ success: true });
  });

  it('shows the top of the menu tree, typed, named in the interface language, and expands to the rest', async () => {
    await renderPage();
    // The name in the interface language, then the Chinese and English names.
    expect(within(rowOf('news')).getAllByText('News Manage')).toHaveLength(2);
    expectRowShows('news', 'News Manage（中文）', 'Menu permission');
    expect(screen.queryByText('news:create')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Expand all', hidden: true }));
    expect(await screen.findByText('roles:delete')).toBeInTheDocument();
    expect(within(rowOf('news:create')).getByText('Function permission')).toBeInTheDocument();
    expect(within(rowOf('news:create')).queryByRole('button', { name: 'Add child' })).not.toBeInTheDocument();
    expect(within(rowOf('news')).getByRole('button', { name: 'Add child' })).toBeInTheDocument();
  });

  it('says what a deletion takes along, then deletes the permission with its sub-permissions', async () => {
    answerImpact(2, editorsAndSupport);
    await renderPage();
    const dialog = await askToDelete('news');
    expect(impactMock).toHaveBeenCalledWith(1);
    expect(dialog).toHaveAccessibleName('Delete this permission?');
    expect(
      within(dialog).getByText('This removes 2 sub-permissions and takes it away from roles: Editors, Support.'),
    ).toBeInTheDocument();
    expect(deleteMock).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(deleteMock).toHaveBeenCalledWith(1, true));
    expect(await screen.findByText('Operation Successful')).toBeInTheDocument();
  });

  it('says so when only roles are affected, in Chinese too, and deletes without sub-permissions', async () => {
    answerImpact(0, editorsAndSupport);
    await renderPage(undefined, 'zh-CN');
    const dialog = await askToDelete('permissions');
    expect(within(dialog).getByText('这将从以下角色中收回该权限：Editors、Support。')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(deleteMock).toHaveBeenCalledWith(4, false));
  });

  it('only asks "Delete this permission?" when nothing else is affected, and deletes nothing when cancelled', async () => {
    answerImpact(0, []);
    await renderPage();
    const dialog = await askToDelete('news');
    expect(dialog).toHaveAccessibleName('Delete this permission?');
    expect(within(dialog).queryByText(/This removes|takes it away/)).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteMock).not.toHaveBeenCalled();
  });

  it('asks nothing when the impact cannot be read', async () => {
    impactMock.mockRejectedValue(new Error('Network Error'));
    await renderPage();
    fireEvent.click(within(rowOf('news')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(impactMock).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteMock).not.toHaveBeenCalled();
  });

  it("offers New and Add child by their codes, and Edit and Delete as each row's abilities allow", async () => {
    jest.mocked(listPermissions).mockResolvedValue({
      success: true,
      data: [
        permissionItem({
          id: 1,
          identifier: 'news',
          nameEn: 'News Manage',
          path: '/news',
          builtin: true,
          abilities: { update: true, delete: false, grant: true },
        }),
        permissionItem({
          id: 4,
          identifier: 'permissions',
          nameEn: 'Permission Manage',
          path: '/permissions',
          abilities: { update: false, delete: false, grant: false },
        }),
        permissionItem({ id: 8, identifier: 'reports', nameEn: 'Reports', path: '/reports' }),
      ],
      total: 3,
    });
    await renderPage([]);
    // Moving among siblings is an edit: first can go down, last up, none for a row one may not edit.
    expect(buttonNames(rowOf('news'))).toEqual(['Edit', 'Move down']);
    expect(buttonNames(rowOf('permissions'))).toEqual([]);
    expect(buttonNames(rowOf('reports'))).toEqual(['Edit', 'Move up', 'Delete']);
    expect(screen.queryByRole('button', { name: /new/i, hidden: true })).not.toBeInTheDocument();
  });

  it('offers New and Add child to a session holding permissions:create', async () => {
    await renderPage(['permissions:create']);
    expect(screen.getByRole('button', { name: /new/i, hidden: true })).toBeInTheDocument();
    expect(buttonNames(rowOf('news'))).toEqual(['Add child', 'Edit', 'Move down', 'Delete']);
  });

  it('moves a menu down among its siblings, then reads the tree again, one move at a time', async () => {
    let answer: (value: unknown) => void = () => undefined;
    jest.mocked(movePermission).mockImplementation(() => new Promise((resolve) => (answer = resolve)) as never);
    await renderPage();
    const listed = jest.mocked(listPermissions).mock.calls.length;
    fireEvent.click(within(rowOf('news')).getByRole('button', { name: 'Move down' }));
    expect(movePermission).toHaveBeenCalledWith(1, 1);
    // Until the move is answered and the new order shown, no second move starts from the old one.
    await waitFor(() => expect(within(rowOf('permissions')).getByRole('button', { name: 'Move up' })).toBeDisabled());
    answer({ success: true });
    await waitFor(() => expect(jest.mocked(listPermissions).mock.calls.length).toBeGreaterThan(listed));
    await waitFor(() => expect(within(rowOf('permissions')).getByRole('button', { name: 'Move up' })).toBeEnabled());
  });

  it('tags a menu that has no name in the interface language, as the sidebar leaves it out', async () => {
    jest.mocked(listPermissions).mockResolvedValue({
      success: true,
      data: [permissionItem({ id: 9, identifier: 'hedging', nameEn: '', nameZh: '对冲策略统计', path: '/hedging' })],
      total: 1,
    });
    await renderPage(undefined, 'en-US', 'hedging');
    expect(within(rowOf('hedging')).getByText('Not shown in English')).toBeInTheDocument();
    expect(within(rowOf('hedging')).getAllByText('对冲策略统计').length).toBeGreaterThan(0);
  });

  it('tags the permissions built into the product', async () => {
    jest.mocked(listPermissions).mockResolvedValue({
      success: true,
      data: [
        permissionItem({ id: 1, identifier: 'news', nameEn: 'News Manage', path: '/news', builtin: true }),
        permissionItem({ id: 8, identifier: 'reports', nameEn: 'Reports', path: '/reports' }),
      ],
      total: 2,
    });
    await renderPage(undefined, 'en-US', 'news');
    expect(within(rowOf('news')).getByText('Built-in')).toBeInTheDocument();
    expect(within(rowOf('reports')).queryByText('Built-in')).not.toBeInTheDocument();
  });
});
