import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AdministratorPage from '@/pages/permissions/administrator';
import { listAdmins, setAdminEnabled } from '@/services/admins';
import { listRoles } from '@/services/roles';
import { adminItem, NO_ADMIN_ABILITIES, roleItem, signedInWith } from './fixtures';
import { addressQuery, renderWithUmi, resetUmi } from './umiMax';
import { expectRowShows, rowOf } from './tableRow';
import { expectLastListRequested, expectListRequested } from './listRequest';

// Role queries over the whole page pass `hidden: true`: jsdom's visibility check computes a style per element and makes them very slow.

jest.mock('@/services/admins');
jest.mock('@/services/roles');

// The signed-in Ada may edit herself and nothing more; Grace everything; Linus (disabled) everything that fits.
const ada = adminItem({
  id: 1,
  email: 'ada@example.com',
  name: 'Ada',
  roleId: 1,
  roleName: 'Super administrator',
  roleIsSuper: true,
  abilities: { ...NO_ADMIN_ABILITIES, update: true },
});
const grace = adminItem({ id: 7, email: 'grace@example.com', name: 'Grace' });
const linus = adminItem({ id: 8, email: 'linus@example.com', name: 'Linus', enabled: false });
/** Holds permissions the signed-in administrator lacks: the server allows nothing on this row. */
const root = adminItem({
  id: 9,
  email: 'root@example.com',
  name: 'Root',
  roleId: 1,
  roleName: 'Super administrator',
  roleIsSuper: true,
  abilities: NO_ADMIN_ABILITIES,
});
const everyCode = ['admins:create', 'admins:update', 'admins:toggle', 'admins:resetPassword'];

const listAdminsMock = jest.mocked(listAdmins);
const setAdminEnabledMock = jest.mocked(setAdminEnabled);

const actionNames = ['New', 'Edit', 'Disable', 'Enable', 'Reset password'];

/** The labelled buttons inside an element, in order (one accessibility pass, which is slow in jsdom); icon-only ones like "copy" are left out. */
function buttonNames(container: HTMLElement): string[] {
  return within(container)
    .queryAllByRole('button', { hidden: true })
    .map((button) => button.textContent?.trim() ?? '')
    .filter(Boolean);
}

async function renderPage(codes: string[], shownEmail = 'grace@example.com') {
  resetUmi({ locale: 'en-US', initialState: signedInWith(codes) });
  renderWithUmi(<AdministratorPage />);
  await screen.findByText(shownEmail);
}

describe('administrators page', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    listAdminsMock.mockResolvedValue({ success: true, data: [ada, grace, linus], total: 3 });
    // The signed-in administrator may not assign the super role; the filter offers it all the same.
    jest.mocked(listRoles).mockResolvedValue({
      success: true,
      data: [
        roleItem({
          id: 1,
          identifier: 'super_admin',
          name: 'Super administrator',
          isSuper: true,
          abilities: { update: false, delete: false, assign: false },
        }),
        roleItem({ id: 2, identifier: 'editors', name: 'Editors' }),
      ],
      total: 2,
    });
  });

  it('lists administrators with their role, status and a tag on the super role', async () => {
    await renderPage([]);
    expectRowShows('ada@example.com', 'Super administrator', 'Super');
    expect(within(rowOf('grace@example.com')).queryByText('Super')).not.toBeInTheDocument();
    expectRowShows('grace@example.com', 'Editors', 'Enabled');
    expect(within(rowOf('linus@example.com')).getByText('Disabled')).toBeInTheDocument();
    expectListRequested(listAdminsMock, { current: 1, pageSize: 20 });
  });

  it('starts from the filters, page and sort a shared link carries', async () => {
    resetUmi({
      locale: 'en-US',
      initialState: signedInWith([]),
      location: '/permissions/administrator?email=grace&roleId=1&current=2&pageSize=50&sortField=name&sortOrder=ascend',
    });
    renderWithUmi(<AdministratorPage />);
    await screen.findByText('grace@example.com');
    expectListRequested(listAdminsMock, {
      email: 'grace',
      roleId: 1,
      current: 2,
      pageSize: 50,
      sortField: 'name',
      sortOrder: 'ascend',
    });
    expect(screen.getByDisplayValue('grace')).toBeInTheDocument();
  });

  it('writes the query it sends into the URL, so the link reproduces the view', async () => {
    await renderPage([]);
    const search = addressQuery();
    expect(Object.fromEntries(search.entries())).toEqual({ current: '1', pageSize: '20' });
  });

  it('offers New only to a session holding admins:create', async () => {
    await renderPage(['admins:update', 'admins:toggle', 'admins:resetPassword']);
    expect(buttonNames(document.body)).not.toContain('New');
  });

  it('offers each row exactly the actions its abilities allow, and the toggle that fits its state', async () => {
    await renderPage(everyCode);
    expect(buttonNames(document.body)).toContain('New');
    expect(buttonNames(rowOf('ada@example.com'))).toEqual(['Edit']);
    expect(buttonNames(rowOf('grace@example.com'))).toEqual(['Edit', 'Disable', 'Reset password']);
    expect(buttonNames(rowOf('linus@example.com'))).toEqual(['Edit', 'Enable', 'Reset password']);
  });

  it('offers no action at all on a row whose abilities are all false, even to a session holding every code', async () => {
    listAdminsMock.mockResolvedValue({ success: true, data: [grace, root], total: 2 });
    await renderPage(everyCode);
    expect(buttonNames(rowOf('root@example.com')).filter((name) => actionNames.includes(name))).toEqual([]);
    expect(buttonNames(rowOf('grace@example.com'))).toEqual(['Edit', 'Disable', 'Reset password']);
  });

  it('takes each action from its own ability', async () => {
    const only = (ability: keyof typeof NO_ADMIN_ABILITIES, enabled = true) =>
      adminItem({
        id: 20 + Object.keys(NO_ADMIN_ABILITIES).indexOf(ability),
        email: `${ability}@example.com`,
        name: ability,
        enabled,
        abilities: { ...NO_ADMIN_ABILITIES, [ability]: true },
      });
    listAdminsMock.mockResolvedValue({
      success: true,
      data: [
        only('update'),
        only('disable'),
        only('enable', false),
        only('resetPassword'),
        only('changeRole'),
        only('setWalletAddress'),
      ],
      total: 6,
    });
    await renderPage([], 'update@example.com');
    expect(buttonNames(rowOf('update@example.com')).filter((name) => actionNames.includes(name))).toEqual(['Edit']);
    expect(buttonNames(rowOf('disable@example.com')).filter((name) => actionNames.includes(name))).toEqual(['Disable']);
    expect(buttonNames(rowOf('enable@example.com')).filter((name) => actionNames.includes(name))).toEqual(['Enable']);
    expect(buttonNames(rowOf('resetPassword@example.com')).filter((name) => actionNames.includes(name))).toEqual([
      'Reset password',
    ]);
    // Changing the role or the wallet happens in the edit form, which needs `update`.
    expect(buttonNames(rowOf('changeRole@example.com')).filter((name) => actionNames.includes(name))).toEqual([]);
    expect(buttonNames(rowOf('setWalletAddress@example.com')).filter((name) => actionNames.includes(name))).toEqual([]);
  });

  it('disables an administrator only after saying they are signed out at once', async () => {
    setAdminEnabledMock.mockResolvedValue({ success: true, data: { ...grace, enabled: false } });
    await renderPage(everyCode);
    fireEvent.click(within(rowOf('grace@example.com')).getByRole('button', { name: 'Disable' }));
    const question = await screen.findByText('Disable this administrator? They are signed out at once.');
    expect(setAdminEnabledMock).not.toHaveBeenCalled();
    fireEvent.click(within(question.closest('[role="tooltip"]') as HTMLElement).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(setAdminEnabledMock).toHaveBeenCalledWith(7, false));
    expect(await screen.findByText('Operation Successful')).toBeInTheDocument();
    await waitFor(() => expect(listAdminsMock).toHaveBeenCalledTimes(2));
  });

  it('filters by every role, including those the signed-in administrator may not assign', async () => {
    await renderPage([]);
    fireEvent.mouseDown(screen.getByLabelText('Role'));
    const optionTitles = () =>
      [
        ...document.querySelectorAll(
          '.ant-select-dropdown .ant-select-item-option:not(.ant-select-item-option-disabled)',
        ),
      ].map((option) => option.getAttribute('title'));
    await waitFor(() => expect(optionTitles()).toEqual(['Super administrator', 'Editors']));
  });

  it('sends the search and the sort to the server', async () => {
    await renderPage([]);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'grace' } });
    fireEvent.click(screen.getByText('Query'));
    await waitFor(() => expectLastListRequested(listAdminsMock, { email: 'grace', current: 1 }));
    fireEvent.click(screen.getAllByText('Name').find((element) => element.closest('th')) as HTMLElement);
    await waitFor(() => expectLastListRequested(listAdminsMock, { sortField: 'name', sortOrder: 'ascend' }));
  });

  it('says the list could not be loaded, and retries', async () => {
    listAdminsMock.mockRejectedValueOnce(new Error('Network Error'));
    resetUmi({ locale: 'en-US', initialState: signedInWith([]) });
    renderWithUmi(<AdministratorPage />);
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry', hidden: true }));
    expect(await screen.findByText('grace@example.com')).toBeInTheDocument();
    expect(screen.queryByText('This could not be loaded.')).not.toBeInTheDocument();
  });
});
