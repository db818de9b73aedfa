import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AuditLogPage from '@/pages/permissions/auditLog';
import { listAuditLogs } from '@/services/auditLogs';
import type { AuditLogItem } from '@/services/types';
import { signedIn } from './fixtures';
import { renderWithUmi, resetUmi } from './umiMax';
import { expectRowShows, rowOf, showColumns } from './tableRow';
import { expectLastListRequested, expectListRequested } from './listRequest';

// Role queries over the whole page pass `hidden: true`: jsdom's visibility check computes a style per element and makes them very slow.

jest.mock('@/services/auditLogs');

const listMock = jest.mocked(listAuditLogs);

const roleUpdate: AuditLogItem = {
  id: 12,
  adminId: 1,
  adminEmail: 'ada@example.com',
  adminName: 'Ada',
  action: 'role.update',
  entityType: 'role',
  entityId: '3',
  before: { name: 'Editors', description: 'Writes', permissionIds: [1, 2] },
  after: { name: 'Editors', description: 'Writes and edits', permissionIds: [1, 2, 3] },
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  createdAt: '2026-03-05T14:07:09.000Z',
};
const firstAdmin: AuditLogItem = {
  ...roleUpdate,
  id: 1,
  adminId: null,
  adminEmail: null,
  adminName: null,
  action: 'admin.create',
  entityType: 'admin',
  entityId: '1',
  before: null,
  after: { email: 'ada@example.com' },
  ip: null,
};
const mintConfirmed: AuditLogItem = { ...roleUpdate, id: 14, action: 'deposit.confirmMint', entityType: 'deposit' };
// Written by a newer server than this panel: no words for it yet.
const futureAction: AuditLogItem = { ...roleUpdate, id: 13, action: 'vault.rebalance', entityType: 'vault' };

describe('audit log page', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    resetUmi({ locale: 'en-US', initialState: signedIn });
    // Every column shown, as from the column settings: these tests read the ones hidden by default too.
    showColumns('menu.permissions.auditLog', ['ip']);
    listMock.mockResolvedValue({
      success: true,
      data: [mintConfirmed, futureAction, roleUpdate, firstAdmin],
      total: 4,
    });
  });

  it('lists who did what to which record, naming the system when no administrator acted', async () => {
    renderWithUmi(<AuditLogPage />);
    expect(await screen.findByText('Edit role')).toBeInTheDocument();
    expectRowShows('Edit role', 'ada@example.com', '203.0.113.7');
    expect(within(rowOf('Create administrator')).getByText('System')).toBeInTheDocument();
    // The other areas' actions and records are in words too.
    expect(within(rowOf('Confirm mint')).getByText('Deposit')).toBeInTheDocument();
    // An action the panel has no words for yet shows as recorded.
    expect(screen.getByText('vault.rebalance')).toBeInTheDocument();
    expectListRequested(listMock, { current: 1, pageSize: 20 });
  });

  it('shows the before and after side by side, the changed keys marked', async () => {
    renderWithUmi(<AuditLogPage />);
    await screen.findByText('Edit role');
    fireEvent.click(within(rowOf('Edit role')).getByRole('button', { name: 'View changes' }));
    const drawer = await screen.findByRole('dialog', { hidden: true });
    expect(within(drawer).getByText('Highlighted keys changed.')).toBeInTheDocument();
    const side = (title: string) => within(drawer).getByText(title).closest('.ant-card') as HTMLElement;
    const changedIn = (title: string) =>
      Array.from(side(title).querySelectorAll('[data-changed]')).map((line) => line.textContent?.split(':')[0]);
    expect(changedIn('Before')).toEqual(['description', 'permissionIds']);
    expect(changedIn('After')).toEqual(['description', 'permissionIds']);
    expect(within(side('Before')).getByText(/"Writes"$/)).toBeInTheDocument();
    expect(within(side('After')).getByText(/"Writes and edits"$/)).toBeInTheDocument();
    expect(within(drawer).getByText('Mozilla/5.0')).toBeInTheDocument();
  });

  it('searches by the administrator email', async () => {
    renderWithUmi(<AuditLogPage />);
    await screen.findByText('Edit role');
    fireEvent.change(screen.getByLabelText('Administrator'), { target: { value: 'ada' } });
    fireEvent.click(screen.getByText('Query'));
    await waitFor(() => expectLastListRequested(listMock, { adminEmail: 'ada', current: 1 }));
  });
});
