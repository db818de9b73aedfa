import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import RolePage from '@/pages/permissions/role';
import { deleteRole, listRoles } from '@/services/roles';
import { roleItem, signedInWith } from './fixtures';
import { renderWithUmi, resetUmi } from './umiMax';
import { rowOf } from './tableRow';

// Role queries over the whole page pass `hidden: true`: jsdom's visibility check computes a style per element and makes them very slow.

jest.mock('@/services/roles');

const nothing = { update: false, delete: false, assign: false };
const superRole = roleItem({
  id: 1,
  identifier: 'super_admin',
  name: 'Super administrator',
  isSuper: true,
  adminCount: 1,
  abilities: nothing,
});
const editors = roleItem({ id: 2, identifier: 'editors', name: 'Editors' });
const support = roleItem({ id: 3, identifier: 'support', name: 'Support', adminCount: 2 });
/** Holds permissions the signed-in administrator lacks: the server allows nothing on it. */
const treasurers = roleItem({ id: 4, identifier: 'treasurers', name: 'Treasurers', abilities: nothing });
const editOnly = roleItem({
  id: 5,
  identifier: 'auditors',
  name: 'Auditors',
  abilities: { update: true, delete: false, assign: true },
});

function buttonNames(row: HTMLElement): string[] {
  return within(row)
    .queryAllByRole('button', { hidden: true })
    .map((button) => button.textContent?.trim() ?? '')
    .filter(Boolean);
}

async function renderPage(codes: string[]) {
  resetUmi({ locale: 'en-US', initialState: signedInWith(codes) });
  renderWithUmi(<RolePage />);
  await screen.findByText('editors');
}

describe('roles page', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest
      .mocked(listRoles)
      .mockResolvedValue({ success: true, data: [superRole, editors, support, treasurers, editOnly], total: 5 });
    jest.mocked(deleteRole).mockResolvedValue({ success: true });
  });

  it("offers Edit and Delete as each role's abilities allow, whatever the session's codes", async () => {
    await renderPage([]);
    expect(buttonNames(rowOf('editors'))).toEqual(['Edit', 'Delete']);
    expect(buttonNames(rowOf('auditors'))).toEqual(['Edit']);
    expect(buttonNames(rowOf('treasurers'))).toEqual([]);
    expect(buttonNames(rowOf('super_admin'))).toEqual([]);
  });

  it('offers nothing on a role whose abilities are all false, even to a session holding every code', async () => {
    await renderPage(['roles:create', 'roles:update', 'roles:delete']);
    expect(buttonNames(rowOf('treasurers'))).toEqual([]);
  });

  it('tells a holder of roles:delete why the super role and a role in use cannot be deleted', async () => {
    await renderPage(['roles:delete']);
    const superDelete = within(rowOf('super_admin')).getByRole('button', { name: 'Delete', hidden: true });
    expect(superDelete).toBeDisabled();
    fireEvent.mouseEnter(superDelete.parentElement as HTMLElement);
    expect(await screen.findByText('The super administrator role cannot be deleted')).toBeInTheDocument();

    const inUseDelete = within(rowOf('support')).getByRole('button', { name: 'Delete', hidden: true });
    expect(inUseDelete).toBeDisabled();
    fireEvent.mouseEnter(inUseDelete.parentElement as HTMLElement);
    expect(await screen.findByText('Used by 2 administrators; move them to another role first')).toBeInTheDocument();
  });

  it('deletes a role only after confirmation', async () => {
    await renderPage([]);
    fireEvent.click(within(rowOf('editors')).getByRole('button', { name: 'Delete', hidden: true }));
    const question = await screen.findByText('Delete this role?');
    expect(deleteRole).not.toHaveBeenCalled();
    fireEvent.click(
      within(question.closest('[role="tooltip"]') as HTMLElement).getByRole('button', { name: 'OK', hidden: true }),
    );
    await waitFor(() => expect(deleteRole).toHaveBeenCalledWith(2));
  });
});
