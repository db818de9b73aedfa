import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AdminForm from '@/pages/permissions/administrator/components/AdminForm';
import { adminItem, httpError, NO_ADMIN_ABILITIES, roleItem, signedIn, signedInWith } from './fixtures';
import { request, resetUmi, expectRequested } from './umiMax';
import { renderOpenForm } from './openForm';
import { expectFormMessages, fill, submit, submitInChinese } from './formInput';
import { NOT_TAPROOT_MESSAGE } from '../support/notTaprootRefusal';

const notAssignable = { update: false, delete: false, assign: false };
// Treasurers approve money: the server says the signed-in administrator may not hand that role out.
const roles = [
  roleItem({ id: 1, identifier: 'super_admin', name: 'Super administrator', isSuper: true }),
  roleItem({ id: 2, identifier: 'editors', name: 'Editors' }),
  roleItem({ id: 3, identifier: 'treasurers', name: 'Treasurers', abilities: notAssignable }),
];
const grace = adminItem({ id: 7, email: 'grace@example.com', name: 'Grace', description: 'Editor in chief' });

/** The API as the form sees it: the role list, and whatever the test says for saving. */
function answerRoles() {
  request.mockImplementation((url) => {
    if (url === '/api/roles') return Promise.resolve({ success: true, data: roles, total: roles.length });
    return Promise.resolve({ success: true, data: grace });
  });
}

const renderForm = (props: Partial<React.ComponentProps<typeof AdminForm>> = {}) =>
  renderOpenForm((callbacks) => <AdminForm {...callbacks} {...props} />);

const savingCalls = () => request.mock.calls.filter(([url]) => url !== '/api/roles');

async function chooseRole(name: string) {
  const select = screen.getByLabelText('Role');
  fireEvent.mouseDown(select);
  const option = await screen.findByTitle(name);
  fireEvent.click(option);
}

/** Fills in a new administrator, Grace, editor in chief in the Editors role. */
async function fillNewEditor() {
  fill('Email', 'grace@example.com');
  fill('Password', 'correct horse battery staple');
  fill('Name', 'Grace');
  fill('Description', 'Editor in chief');
  await chooseRole('Editors');
}

/** The role select's open list: the titles of its options, and which are disabled. */
async function roleChoices() {
  fireEvent.mouseDown(screen.getByLabelText('Role'));
  await waitFor(() => expect(document.querySelector('.ant-select-dropdown .ant-select-item-option')).not.toBeNull());
  return [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')].map((option) => ({
    title: option.getAttribute('title'),
    disabled: option.classList.contains('ant-select-item-option-disabled'),
  }));
}

const roleSelect = () => screen.getByLabelText('Role').closest('.ant-select');

/** Signed in as Ada, holding admins:update, in a role that is not super. */
function notSuper() {
  const state = signedInWith(['admins:create', 'admins:update']);
  return {
    ...state,
    currentAdmin: state.currentAdmin && { ...state.currentAdmin, role: { ...state.currentAdmin.role, isSuper: false } },
  };
}

describe('administrator form', () => {
  beforeEach(() => {
    resetUmi({ locale: 'en-US', initialState: signedIn });
    answerRoles();
  });

  it('asks for every field on an empty submit, and sends nothing', async () => {
    renderForm();
    submit();
    await expectFormMessages(
      'Please enter the email',
      'Please enter the password',
      'Please enter the name',
      'Please enter the description',
      'Please select a role',
    );
    expect(savingCalls()).toEqual([]);
  });

  it('asks in Chinese when the interface is in Chinese', async () => {
    resetUmi({ locale: 'zh-CN', initialState: signedIn });
    answerRoles();
    renderForm();
    submitInChinese();
    await expectFormMessages('请输入邮箱', '请输入密码', '请选择角色');
  });

  it('refuses a malformed email and a password shorter than 8 characters', async () => {
    renderForm();
    fill('Email', 'not-an-email');
    fill('Password', 'short');
    submit();
    await expectFormMessages('Please enter a valid email address', 'The password must be 8 to 128 characters long');
    expect(savingCalls()).toEqual([]);
  });

  it('rates the password as it is typed', async () => {
    renderForm();
    fill('Password', 'password');
    expect(await screen.findByText('Password strength: weak')).toBeInTheDocument();
    fill('Password', 'correct horse battery staple');
    expect(await screen.findByText('Password strength: strong')).toBeInTheDocument();
  });

  it('offers the roles from the API and creates the administrator', async () => {
    const { onSaved } = renderForm();
    await fillNewEditor();
    submit();
    await expectRequested('/api/admins', {
      method: 'POST',
      data: {
        email: 'grace@example.com',
        password: 'correct horse battery staple',
        name: 'Grace',
        description: 'Editor in chief',
        roleId: 2,
        walletAddress: null,
      },
    });
    expect(request).toHaveBeenCalledWith('/api/roles', { method: 'GET', params: { pageSize: 200 } });
    expect(await screen.findByText('Operation Successful')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('has no password field when editing, and saves the edited fields without one', async () => {
    const { onSaved } = renderForm({ admin: grace });
    expect(screen.getByText('Edit administrator')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
    fill('Name', 'Grace H.');
    submit();
    await expectRequested('/api/admins/7', {
      method: 'PUT',
      data: {
        email: 'grace@example.com',
        name: 'Grace H.',
        description: 'Editor in chief',
        roleId: 2,
        walletAddress: null,
      },
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it("lets a super administrator set a taproot wallet address, and refuses any other kind with the spec's message", async () => {
    renderForm({ admin: grace });
    fill('Wallet address', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    submit();
    expect(await screen.findByText(NOT_TAPROOT_MESSAGE)).toBeInTheDocument();
    expect(savingCalls()).toEqual([]);
    fill('Wallet address', ' bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0 ');
    submit();
    await expectRequested('/api/admins/7', {
      method: 'PUT',
      data: {
        email: 'grace@example.com',
        name: 'Grace',
        description: 'Editor in chief',
        roleId: 2,
        walletAddress: 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
      },
    });
  });

  it("shows the wallet address but neither lets it change nor sends it when the administrator's abilities do not allow it, even to a super administrator", async () => {
    const wallet = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0';
    renderForm({
      admin: { ...grace, walletAddress: wallet, abilities: { ...grace.abilities, setWalletAddress: false } },
    });
    expect(screen.getByLabelText('Wallet address')).toHaveValue(wallet);
    expect(screen.getByLabelText('Wallet address')).toBeDisabled();
    expect(screen.getByText('Only a super administrator can set the wallet address')).toBeInTheDocument();
    submit();
    await expectRequested('/api/admins/7', {
      method: 'PUT',
      data: { email: 'grace@example.com', name: 'Grace', description: 'Editor in chief', roleId: 2 },
    });
  });

  it("lets an administrator who is not super set the wallet address when the edited administrator's abilities allow it", async () => {
    resetUmi({ locale: 'en-US', initialState: notSuper() });
    answerRoles();
    renderForm({ admin: grace });
    expect(screen.getByLabelText('Wallet address')).toBeEnabled();
    fill('Wallet address', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0');
    submit();
    await waitFor(() =>
      expect(savingCalls()[0]?.[1]).toMatchObject({
        data: { walletAddress: 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0' },
      }),
    );
  });

  it('keeps binding a wallet at creation to super administrators, and sends none otherwise', async () => {
    resetUmi({ locale: 'en-US', initialState: notSuper() });
    answerRoles();
    renderForm();
    expect(screen.getByLabelText('Wallet address')).toBeDisabled();
    expect(screen.getByText('Only a super administrator can set the wallet address')).toBeInTheDocument();
    await fillNewEditor();
    submit();
    await waitFor(() => expect(savingCalls()).toHaveLength(1));
    expect(savingCalls()[0][1]?.data).not.toHaveProperty('walletAddress');
  });

  it('offers only the roles the server says may be assigned when creating', async () => {
    renderForm();
    expect(await roleChoices()).toEqual([
      { title: 'Super administrator', disabled: false },
      { title: 'Editors', disabled: false },
    ]);
  });

  it("keeps the administrator's current role visible, but not choosable, when it may not be assigned", async () => {
    const treasurer = adminItem({
      id: 8,
      email: 'linus@example.com',
      name: 'Linus',
      roleId: 3,
      roleName: 'Treasurers',
    });
    renderForm({ admin: treasurer });
    expect(roleSelect()).not.toHaveClass('ant-select-disabled');
    expect(await roleChoices()).toEqual([
      { title: 'Super administrator', disabled: false },
      { title: 'Editors', disabled: false },
      { title: 'Treasurers', disabled: true },
    ]);
    expect(within(roleSelect() as HTMLElement).getByTitle('Treasurers')).toBeInTheDocument();
  });

  it("locks the role when the administrator's abilities do not allow changing it, and saves the role unchanged", async () => {
    renderForm({ admin: { ...grace, abilities: { ...NO_ADMIN_ABILITIES, update: true } } });
    expect(screen.getByText('You may not move this administrator to another role')).toBeInTheDocument();
    expect(roleSelect()).toHaveClass('ant-select-disabled');
    await waitFor(() => expect(within(roleSelect() as HTMLElement).getByTitle('Editors')).toBeInTheDocument());
    submit();
    await waitFor(() => expect(savingCalls()[0]?.[1]).toMatchObject({ method: 'PUT', data: { roleId: 2 } }));
  });

  it('keeps the form open when the server refuses', async () => {
    request.mockImplementation((url) =>
      url === '/api/roles'
        ? Promise.resolve({ success: true, data: roles, total: 2 })
        : Promise.reject(httpError(409, { success: false, errorCode: 'EMAIL_TAKEN' })),
    );
    const { onSaved, onOpenChange } = renderForm({ admin: grace });
    submit();
    await waitFor(() => expect(savingCalls()).toHaveLength(1));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('locks the role of the signed-in administrator editing themselves, as their abilities say, and says why', async () => {
    renderForm({
      admin: adminItem({
        id: 1,
        email: 'ada@example.com',
        name: 'Ada',
        roleId: 1,
        abilities: { ...NO_ADMIN_ABILITIES, update: true, setWalletAddress: true },
      }),
      editingSelf: true,
    });
    expect(screen.getByText('You cannot change your own role')).toBeInTheDocument();
    expect(await screen.findByTitle('Super administrator')).toBeInTheDocument();
    const roleItemElement = screen.getByLabelText('Role').closest('.ant-select');
    expect(roleItemElement).toHaveClass('ant-select-disabled');
    expect(within(screen.getByRole('dialog')).queryByLabelText('Password')).not.toBeInTheDocument();
  });
});
