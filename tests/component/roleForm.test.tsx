import { fireEvent, screen, waitFor } from '@testing-library/react';
import RoleForm from '@/pages/permissions/role/components/RoleForm';
import type { RoleItem } from '@/services/types';
import { permissionList, roleItem, signedIn } from './fixtures';
import { request, resetUmi, expectRequested } from './umiMax';
import { renderOpenForm } from './openForm';
import { fill } from './formInput';

// Role queries over the whole page pass `hidden: true`: jsdom's visibility check computes a style per element and makes them very slow.

/** The list with "Edit news" (id 3) withheld: the signed-in administrator may not grant it. */
const withEditNewsWithheld = permissionList.map((permission) =>
  permission.id === 3 ? { ...permission, abilities: { ...permission.abilities, grant: false } } : permission,
);

function answerPermissions(permissions = permissionList) {
  request.mockImplementation((url) => {
    if (url === '/api/permissions')
      return Promise.resolve({ success: true, data: permissions, total: permissions.length });
    return Promise.resolve({
      success: true,
      data: roleItem({ id: 9, identifier: 'news_editors', name: 'News editors' }),
    });
  });
}

async function renderForm(role?: RoleItem) {
  const rendered = renderOpenForm((callbacks) => <RoleForm {...callbacks} role={role} />);
  await screen.findByRole('tree', { hidden: true });
  return rendered;
}

const checkbox = (title: string) => screen.getByRole('checkbox', { name: `Select ${title}`, hidden: true });
/** Each named permission's checkbox is ticked (true) or not (false). */
function expectTicked(ticked: Record<string, boolean>) {
  for (const [title, checked] of Object.entries(ticked))
    expect(checkbox(title)).toHaveAttribute('aria-checked', String(checked));
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));
const savedBody = () => request.mock.calls.find(([url]) => url.startsWith('/api/roles'))?.[1];

describe('role form', () => {
  beforeEach(() => {
    resetUmi({ locale: 'en-US', initialState: signedIn });
    answerPermissions();
  });

  it('shows the menu tree with function permissions beneath, named in the interface language with identifiers', async () => {
    await renderForm();
    expect(screen.getByText('News Manage')).toBeInTheDocument();
    expect(screen.getByText('news:create')).toBeInTheDocument();
    expect(checkbox('Create roles')).toHaveAttribute('aria-checked', 'false');
  });

  it('grants a function with its menus, and saves exactly what the tree shows', async () => {
    const { onSaved } = await renderForm();
    fireEvent.click(checkbox('Create news'));
    expectTicked({ 'Create news': true, 'News Manage': true, 'Edit news': false });

    fireEvent.click(checkbox('Delete roles'));
    expectTicked({ Roles: true, 'Permission Manage': true, 'Create roles': false });

    fill('Role name', 'News editors');
    fill('Identifier', 'news_editors');
    submit();
    await waitFor(() => expect(savedBody()).toBeDefined());
    expect(request).toHaveBeenCalledWith('/api/roles', {
      method: 'POST',
      data: {
        identifier: 'news_editors',
        name: 'News editors',
        description: '',
        requiresTwoFactor: false,
        permissionIds: [1, 2, 4, 5, 7],
      },
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('grants a menu without any of its functions: a view-only role', async () => {
    await renderForm();
    fireEvent.click(checkbox('News Manage'));
    expectTicked({ 'News Manage': true, 'Create news': false, 'Edit news': false });
    fill('Role name', 'News readers');
    fill('Identifier', 'news_readers');
    submit();
    await waitFor(() => expect(savedBody()).toMatchObject({ data: { permissionIds: [1] } }));
  });

  it('keeps the menu when its functions are unticked, and takes its functions away when it is', async () => {
    await renderForm();
    fireEvent.click(checkbox('Create news'));
    fireEvent.click(checkbox('Edit news'));
    fireEvent.click(checkbox('Create news'));
    fireEvent.click(checkbox('Edit news'));
    expect(checkbox('News Manage')).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(checkbox('Create news'));
    fireEvent.click(checkbox('News Manage'));
    expectTicked({ 'News Manage': false, 'Create news': false });
    fireEvent.click(checkbox('Roles'));
    fill('Role name', 'Role readers');
    fill('Identifier', 'role_readers');
    submit();
    await waitFor(() => expect(savedBody()).toMatchObject({ data: { permissionIds: [4, 5] } }));
  });

  it("shows an existing role's grants as they are, a menu with some functions included, and keeps them when saved untouched", async () => {
    await renderForm(roleItem({ id: 3, identifier: 'news_editors', name: 'News editors', permissionIds: [1, 2] }));
    expectTicked({ 'News Manage': true, 'Create news': true, 'Edit news': false });
    submit();
    await expectRequested('/api/roles/3', {
      method: 'PUT',
      data: {
        identifier: 'news_editors',
        name: 'News editors',
        description: '',
        requiresTwoFactor: false,
        permissionIds: [1, 2],
      },
    });
  });

  it('requires two-factor sign-in for the role when switched on, and shows it switched on when editing', async () => {
    await renderForm(roleItem({ id: 3, identifier: 'news_editors', name: 'News editors', permissionIds: [1, 2] }));
    const requirement = screen.getByRole('switch', { name: 'Require two-factor sign-in', hidden: true });
    expect(requirement).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(requirement);
    submit();
    await waitFor(() =>
      expect(savedBody()).toMatchObject({ method: 'PUT', data: { requiresTwoFactor: true, permissionIds: [1, 2] } }),
    );
  });

  it('asks for the name, the identifier and the permissions, and sends nothing', async () => {
    await renderForm();
    submit();
    expect(await screen.findByText('Please enter the role name')).toBeInTheDocument();
    expect(screen.getByText('Please enter the role identifier')).toBeInTheDocument();
    expect(screen.getByText('Please select the permissions')).toBeInTheDocument();
    expect(savedBody()).toBeUndefined();
  });

  it.each([
    ['Ops\u202eeton', 'Use one line, without control or text-direction characters'],
    ['\u200b\u2060', 'Use visible characters, not only spaces or invisible ones'],
  ])('refuses the name %j as the server would, and sends nothing', async (name, message) => {
    await renderForm();
    fill('Role name', name);
    submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(savedBody()).toBeUndefined();
  });

  it.each(['News', '1news', 'n', 'news-editors', 'a'.repeat(65)])('refuses the identifier %p', async (identifier) => {
    await renderForm();
    fill('Identifier', identifier);
    expect(
      await screen.findByText('Lowercase letters, digits and underscores, starting with a letter, 2 to 64 characters'),
    ).toBeInTheDocument();
  });

  it('shows the super administrator holding everything, fixed, and leaves its grants out of the update', async () => {
    await renderForm(
      roleItem({ id: 1, identifier: 'super_admin', name: 'Super administrator', isSuper: true, permissionIds: [] }),
    );
    expect(screen.getByText('The super administrator holds every permission')).toBeInTheDocument();
    permissionList.forEach((permission) => {
      expect(checkbox(permission.nameEn)).toHaveAttribute('aria-checked', 'true');
      expect(checkbox(permission.nameEn)).toHaveAttribute('aria-disabled', 'true');
    });
    submit();
    await expectRequested('/api/roles/1', {
      method: 'PUT',
      data: { identifier: 'super_admin', name: 'Super administrator', description: '', requiresTwoFactor: false },
    });
  });

  it('disables a permission the signed-in administrator may not grant, and ticks it neither alone nor through its menu', async () => {
    answerPermissions(withEditNewsWithheld);
    await renderForm();
    expect(checkbox('Edit news')).toHaveAttribute('aria-disabled', 'true');
    expect(checkbox('Create news')).not.toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Greyed-out permissions are ones you may not grant')).toBeInTheDocument();
    fireEvent.click(checkbox('Edit news'));
    expect(checkbox('Edit news')).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(checkbox('Create news'));
    expectTicked({ 'News Manage': true, 'Create news': true, 'Edit news': false });
    fill('Role name', 'News editors');
    fill('Identifier', 'news_editors');
    submit();
    await waitFor(() => expect(savedBody()).toBeDefined());
    expect(savedBody()?.data).toMatchObject({ permissionIds: [1, 2] });
  });

  it('keeps a permission the role already holds checkable, even one the signed-in administrator may not grant, so it can be taken away', async () => {
    answerPermissions(withEditNewsWithheld);
    await renderForm(roleItem({ id: 3, identifier: 'news_editors', name: 'News editors', permissionIds: [1, 2, 3] }));
    expect(checkbox('Edit news')).not.toHaveAttribute('aria-disabled', 'true');
    expect(checkbox('Edit news')).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByText('Greyed-out permissions are ones you may not grant')).not.toBeInTheDocument();
    fireEvent.click(checkbox('Edit news'));
    submit();
    await waitFor(() => expect(savedBody()).toMatchObject({ method: 'PUT', data: { permissionIds: [1, 2] } }));
  });

  it('offers every permission when all may be granted, and says nothing about withheld ones', async () => {
    await renderForm();
    for (const permission of permissionList)
      expect(checkbox(permission.nameEn)).not.toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('Greyed-out permissions are ones you may not grant')).not.toBeInTheDocument();
  });
});
