import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import SessionsPage from '@/pages/permissions/sessions';
import { listSessions, revokeSession, type SessionItem } from '@/services/sessions';
import { signedInWith } from './fixtures';
import { renderWithUmi, resetUmi } from './umiMax';
import { expectRowShows, rowOf, showColumns } from './tableRow';

jest.mock('@/services/sessions');

const listMock = jest.mocked(listSessions);
const revokeMock = jest.mocked(revokeSession);

const other: SessionItem = {
  id: '5a1f4c9e-1111-4a4a-8a8a-000000000001',
  adminId: 7,
  adminEmail: 'grace@example.com',
  adminName: 'Grace',
  authMethod: 'password',
  createdAt: '2026-03-05T09:00:00.000Z',
  lastSeenAt: '2026-03-05T09:20:00.000Z',
  expiresAt: '2026-03-05T21:00:00.000Z',
  ip: '203.0.113.9',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0',
  current: false,
  abilities: { revoke: true },
};
const own: SessionItem = {
  ...other,
  id: '5a1f4c9e-1111-4a4a-8a8a-000000000002',
  adminId: 1,
  adminEmail: 'ada@example.com',
  adminName: 'Ada',
  authMethod: 'wallet',
  ip: '198.51.100.4',
  current: true,
};
/** A session of an administrator holding more than the signed-in one: the server says it may not be ended. */
const beyond: SessionItem = {
  ...other,
  id: '5a1f4c9e-1111-4a4a-8a8a-000000000003',
  adminId: 3,
  adminEmail: 'root@example.com',
  adminName: 'Root',
  abilities: { revoke: false },
};

describe('sessions page', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    resetUmi({ locale: 'en-US', initialState: signedInWith(['permissions.sessions', 'sessions:revoke']) });
    // Every column shown, as from the column settings: these tests read the ones hidden by default too.
    showColumns('menu.permissions.sessions', ['expiresAt', 'ip']);
    listMock.mockResolvedValue({ success: true, data: [own, other], total: 2 });
    revokeMock.mockResolvedValue({ success: true });
  });

  it('lists who is signed in, how, from which address and browser, and marks this session', async () => {
    renderWithUmi(<SessionsPage />);
    expect(await screen.findByText('grace@example.com')).toBeInTheDocument();
    expectRowShows('grace@example.com', '203.0.113.9', 'Password');
    expectRowShows('ada@example.com', 'This session', 'Wallet');
  });

  it('revokes a session only after confirmation, then reloads', async () => {
    renderWithUmi(<SessionsPage />);
    await screen.findByText('grace@example.com');
    fireEvent.click(within(rowOf('grace@example.com')).getByText('Revoke'));
    expect(
      await screen.findByText('Revoke this session of grace@example.com? They are signed out at once.'),
    ).toBeInTheDocument();
    expect(revokeMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    await waitFor(() => expect(revokeMock).toHaveBeenCalledWith(other.id));
    await waitFor(() => expect(listMock).toHaveBeenCalledTimes(2));
  });

  it("offers Revoke only on the sessions whose abilities allow it, whatever the session's codes", async () => {
    listMock.mockResolvedValue({ success: true, data: [own, other, beyond], total: 3 });
    renderWithUmi(<SessionsPage />);
    await screen.findByText('root@example.com');
    expect(within(rowOf('grace@example.com')).getByText('Revoke')).toBeInTheDocument();
    expect(within(rowOf('ada@example.com')).getByText('Revoke')).toBeInTheDocument();
    expect(within(rowOf('root@example.com')).queryByText('Revoke')).not.toBeInTheDocument();
  });

  it('offers no Revoke when no row allows it', async () => {
    listMock.mockResolvedValue({ success: true, data: [beyond], total: 1 });
    renderWithUmi(<SessionsPage />);
    await screen.findByText('root@example.com');
    expect(screen.queryByText('Revoke')).not.toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    resetUmi({ locale: 'zh-CN', initialState: signedInWith(['permissions.sessions', 'sessions:revoke']) });
    // Every column shown, as from the column settings: these tests read the ones hidden by default too.
    showColumns('menu.permissions.sessions', ['expiresAt', 'ip']);
    renderWithUmi(<SessionsPage />);
    expect(await screen.findByText('当前会话')).toBeInTheDocument();
    expect(screen.getAllByText('撤销').length).toBeGreaterThan(0);
  });
});
