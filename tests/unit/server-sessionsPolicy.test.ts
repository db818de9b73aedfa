import { canRevokeSession, sessionAbilities } from '../../server/src/sessions/policy';
import { authority, holding, SUPER, superAuthority } from '../support/authority';

const revoker = authority(10, ['permissions.sessions', 'sessions:revoke', 'news']);

describe('ending a session', () => {
  it('is for holders of the code, over administrators they cover', () => {
    expect(canRevokeSession(revoker, holding(['news'])).allowed).toBe(true);
    expect(canRevokeSession(revoker, holding(['news', 'withdrawals:confirm']))).toMatchObject({
      code: 'TARGET_EXCEEDS_OWN',
    });
    expect(canRevokeSession(revoker, SUPER)).toMatchObject({ code: 'SUPER_ADMIN_REQUIRED' });
    expect(canRevokeSession(authority(11, ['permissions.sessions']), holding([]))).toMatchObject({ code: 'FORBIDDEN' });
    expect(canRevokeSession(superAuthority(1), SUPER).allowed).toBe(true);
    expect(sessionAbilities(revoker, SUPER)).toEqual({ revoke: false });
  });
});
