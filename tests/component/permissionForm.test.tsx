import { fireEvent, screen, waitFor } from '@testing-library/react';
import PermissionForm from '@/pages/permissions/permission/components/PermissionForm';
import { buildPermissionTree } from '@/utils/permissionTree';
import { permissionList, signedIn } from './fixtures';
import { expectRequested, request, resetUmi } from './umiMax';
import { renderOpenForm } from './openForm';
import { fill, submit } from './formInput';

const tree = buildPermissionTree(permissionList);

const renderForm = (props: Partial<React.ComponentProps<typeof PermissionForm>> = {}) =>
  renderOpenForm((callbacks) => <PermissionForm {...callbacks} tree={tree} {...props} />);

/** The roles menu (permissionList[4]) as saved after its English name is changed. */
const renamedRolesMenu = (sortOrder: number) => ({
  type: 'menu',
  identifier: 'permissions.role',
  nameZh: 'Roles（中文）',
  nameEn: 'Role management',
  path: '/permissions/role',
  icon: null,
  parentId: 4,
  sortOrder,
});

describe('permission form', () => {
  beforeEach(() => {
    resetUmi({ locale: 'en-US', initialState: signedIn });
    request.mockResolvedValue({ success: true, data: permissionList[0] });
  });

  it('asks a new menu for its identifier, a name in at least one language and a page or https:// address', async () => {
    renderForm();
    submit();
    expect(await screen.findByText('Please enter the identifier')).toBeInTheDocument();
    expect(
      screen.getAllByText(
        'A menu needs a name in at least one language; without an English name it is not shown in English',
      ),
    ).toHaveLength(2);
    expect(screen.getByText('Please enter a page path or an https:// address')).toBeInTheDocument();
    // Each refused address is typed after an accepted one has cleared the message, so that each shows it afresh
    // (typing one refused address over another would find the message the first one left).
    const invalid = 'A page path starting with "/", or an https:// address';
    for (const refused of [
      'news',
      'http://example.com',
      'javascript:alert(1)',
      'https://user:pw@example.com',
      'https://evil.example\\admin.example.com',
      'https://evil.example:99999/',
    ]) {
      fill('Page or address', '/news');
      await waitFor(() => expect(screen.queryByText(invalid)).not.toBeInTheDocument());
      fill('Page or address', refused);
      expect(await screen.findByText(invalid)).toBeInTheDocument();
    }
    // One name is enough for a menu: the other language does not show it.
    fill('Chinese name', '报表');
    await waitFor(() =>
      expect(screen.queryByText(/A menu needs a name in at least one language/)).not.toBeInTheDocument(),
    );
    expect(request).not.toHaveBeenCalled();
  });

  it('creates a menu named in Chinese only that opens an external address, with its icon', async () => {
    renderForm();
    fill('Identifier', 'explorer');
    fill('Chinese name', '区块浏览器');
    fill('Page or address', 'https://mempool.space/');
    fireEvent.mouseDown(screen.getByLabelText('Icon'));
    fireEvent.click(await screen.findByTitle('read'));
    submit();
    await expectRequested('/api/permissions', {
      method: 'POST',
      data: {
        type: 'menu',
        identifier: 'explorer',
        nameZh: '区块浏览器',
        nameEn: '',
        path: 'https://mempool.space/',
        icon: 'read',
        parentId: null,
      },
    });
  });

  it('asks a function permission for both of its names', async () => {
    renderForm({ parentId: 1 });
    fill('Identifier', 'news:publish');
    fill('Chinese name', '发布新闻');
    submit();
    expect(await screen.findByText('Please enter the English name')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('creates a top-level menu with its path and no parent', async () => {
    const { onSaved } = renderForm();
    fill('Identifier', 'reports');
    fill('Chinese name', '报表');
    fill('English name', 'Reports');
    fill('Page or address', '/reports');
    fill('Sort order', '400');
    submit();
    await expectRequested('/api/permissions', {
      method: 'POST',
      data: {
        type: 'menu',
        identifier: 'reports',
        nameZh: '报表',
        nameEn: 'Reports',
        path: '/reports',
        icon: null,
        parentId: null,
        sortOrder: 400,
      },
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('adds a function permission under the chosen menu, without a route path', async () => {
    renderForm({ parentId: 1 });
    expect(screen.queryByLabelText('Page or address')).not.toBeInTheDocument();
    fill('Identifier', 'news:publish');
    fill('Chinese name', '发布新闻');
    fill('English name', 'Publish news');
    submit();
    await expectRequested('/api/permissions', {
      method: 'POST',
      data: {
        type: 'function',
        identifier: 'news:publish',
        nameZh: '发布新闻',
        nameEn: 'Publish news',
        path: null,
        icon: null,
        parentId: 1,
      },
    });
  });

  it('requires a function permission to sit under a menu', async () => {
    renderForm();
    fireEvent.click(screen.getByText('Function permission'));
    expect(screen.queryByLabelText('Page or address')).not.toBeInTheDocument();
    submit();
    expect(await screen.findByText('A function permission must sit under a menu')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('edits a permission in place', async () => {
    renderForm({ permission: permissionList[4] });
    expect(screen.getByText('Edit permission')).toBeInTheDocument();
    expect(screen.getByLabelText('Page or address')).toHaveValue('/permissions/role');
    fill('English name', 'Role management');
    submit();
    await expectRequested('/api/permissions/5', { method: 'PUT', data: renamedRolesMenu(170) });
  });

  it("keeps a built-in permission's identity fixed, says why, and still edits its names and order", async () => {
    renderForm({ permission: { ...permissionList[4], builtin: true } });
    expect(screen.getByLabelText('Identifier')).toBeDisabled();
    expect(screen.getByLabelText('Page or address')).toBeDisabled();
    expect(screen.getByLabelText('Parent menu').closest('.ant-select')).toHaveClass('ant-select-disabled');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(
      screen.getByText(
        'Built into the product: its identifier, type, route path and parent are fixed; its names and sort order can change.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('English name')).toBeEnabled();
    expect(screen.getByLabelText('Sort order')).toBeEnabled();
    fill('English name', 'Role management');
    fill('Sort order', '175');
    submit();
    await expectRequested('/api/permissions/5', { method: 'PUT', data: renamedRolesMenu(175) });
  });

  it('lets a permission that is not built in change its identity', async () => {
    renderForm({ permission: permissionList[4] });
    expect(screen.getByLabelText('Identifier')).toBeEnabled();
    expect(screen.getByLabelText('Page or address')).toBeEnabled();
    expect(screen.getByLabelText('Parent menu').closest('.ant-select')).not.toHaveClass('ant-select-disabled');
    expect(screen.queryByText(/Built into the product/)).not.toBeInTheDocument();
  });
});
