import access from '../../src/access';
import type { PermissionCode } from '../../contract/permissions';
import type { SessionData } from '../../src/services/types';
import { signedInState, signedOutState } from '../../src/utils/initialState';
import { permittedRoute } from '../support/permittedRoute';

const session: SessionData = {
  admin: {
    id: 7,
    email: 'grace@example.com',
    name: 'Grace',
    description: '',
    walletAddress: null,
    approvalEmails: true,
    role: { id: 2, identifier: 'editor', name: 'Editor', isSuper: false },
  },
  authMethod: 'password',
  permissions: [{ code: 'news:create' }, { code: 'news:update' }],
  yalalist: [
    permittedRoute('/'),
    permittedRoute('/news'),
    permittedRoute('/statistics', [permittedRoute('/statistics/dataView')]),
  ],
};

describe('panel access', () => {
  const signedIn = access(signedInState(session));

  it('permits the routes of the yalalist, parents and children', () => {
    ['/', '/news', '/statistics', '/statistics/dataView'].forEach((path) => {
      expect([path, signedIn.canRoute({ path })]).toEqual([path, true]);
    });
  });

  it('refuses routes outside the yalalist, and routes without a path', () => {
    ['/feedback', '/statistics/dataVault', '/permissions', '/permissions/administrator'].forEach((path) => {
      expect([path, signedIn.canRoute({ path })]).toEqual([path, false]);
    });
    expect(signedIn.canRoute({})).toBe(false);
  });

  it('grants exactly the held permission codes', () => {
    expect(signedIn.can('news:create')).toBe(true);
    expect(signedIn.can('news:update')).toBe(true);
    expect(signedIn.can('news:delete')).toBe(false);
    expect(signedIn.can('news')).toBe(false);
    expect(signedIn.can('' as PermissionCode)).toBe(false);
  });

  it('knows the administrator is signed in', () => {
    expect(signedIn.isSignedIn).toBe(true);
  });

  it('grants nothing when signed out or before the initial state exists', () => {
    [access(signedOutState()), access(undefined)].forEach((gates) => {
      expect(gates.isSignedIn).toBe(false);
      expect(gates.canRoute({ path: '/' })).toBe(false);
      expect(gates.can('news:create')).toBe(false);
    });
  });

  it('does not treat a super administrator role as a wildcard; codes come from the server', () => {
    const superAdmin = access(
      signedInState({ ...session, admin: { ...session.admin, role: { ...session.admin.role, isSuper: true } } }),
    );
    expect(superAdmin.can('admins:create')).toBe(false);
  });
});
