import {
  canDeletePermission,
  canGrantPermission,
  canMovePermission,
  canUpdatePermission,
  permissionAbilities,
  type PermissionSubject,
} from '../../server/src/permissions/policy';
import { authority, permissionId, superAuthority } from '../support/authority';

const editor = authority(10, [
  'permissions.permission',
  'permissions:create',
  'permissions:update',
  'permissions:delete',
  'news',
]);
const shipped: PermissionSubject = {
  id: permissionId('news'),
  identifier: 'news',
  type: 'menu',
  path: '/news',
  parentId: null,
  builtin: true,
};
const own: PermissionSubject = {
  id: permissionId('reports'),
  identifier: 'reports',
  type: 'menu',
  path: '/reports',
  parentId: null,
  builtin: false,
};

describe('a permission the product ships', () => {
  it('keeps its identifier, type, path and parent, whoever edits it; its names and order change', () => {
    expect(
      canUpdatePermission(editor, shipped, { identifier: 'news', type: 'menu', path: '/news', parentId: null }).allowed,
    ).toBe(true);
    for (const change of [
      { identifier: 'serviceTokens:manage', type: 'menu' as const, path: '/news', parentId: null },
      { identifier: 'news', type: 'function' as const, path: null, parentId: 3 },
      { identifier: 'news', type: 'menu' as const, path: '/elsewhere', parentId: null },
      { identifier: 'news', type: 'menu' as const, path: '/news', parentId: 7 },
    ]) {
      expect(canUpdatePermission(superAuthority(1), shipped, change)).toMatchObject({
        allowed: false,
        code: 'PERMISSION_BUILTIN',
        params: { identifier: 'news' },
      });
    }
  });

  it('cannot be deleted, nor go with a deleted menu above it', () => {
    expect(canDeletePermission(superAuthority(1), shipped, [])).toMatchObject({ code: 'PERMISSION_BUILTIN' });
    expect(canDeletePermission(editor, own, [shipped])).toMatchObject({
      code: 'PERMISSION_BUILTIN',
      params: { identifier: 'news' },
    });
    expect(canDeletePermission(editor, own, []).allowed).toBe(true);
  });
});

describe('an administrator’s own permission', () => {
  const holder = authority(12, ['permissions.permission', 'permissions:update', 'reports']);

  it('is edited freely by holders of the code who hold it too', () => {
    expect(
      canUpdatePermission(holder, own, { identifier: 'reports.renamed', type: 'function', path: null, parentId: 4 })
        .allowed,
    ).toBe(true);
    expect(canUpdatePermission(authority(11, ['permissions.permission']), own, { ...own })).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('is granted only by those who hold it', () => {
    expect(canGrantPermission(editor, shipped).allowed).toBe(true);
    expect(canGrantPermission(editor, own)).toMatchObject({ code: 'GRANT_EXCEEDS_OWN' });
    expect(permissionAbilities(editor, shipped, [])).toEqual({ update: true, delete: false, grant: true });
    expect(permissionAbilities(editor, own, [])).toEqual({ update: false, delete: true, grant: false });
    expect(permissionAbilities(holder, own, [])).toEqual({ update: true, delete: false, grant: true });
  });
});

describe('how a permission reads (issue 38)', () => {
  const moneyApproval: PermissionSubject = {
    id: permissionId('withdrawals:confirm'),
    identifier: 'withdrawals:confirm',
    type: 'function',
    path: null,
    parentId: 3,
    builtin: true,
  };
  const sameShape = (subject: PermissionSubject) => ({
    identifier: subject.identifier,
    type: subject.type,
    path: subject.path,
    parentId: subject.parentId,
  });

  it('is changed (names, icon, place) only by those who hold the permission', () => {
    expect(canUpdatePermission(editor, own, sameShape(own))).toMatchObject({
      allowed: false,
      code: 'PERMISSION_NOT_HELD',
      params: { identifier: 'reports' },
    });
    expect(canMovePermission(editor, own)).toMatchObject({ code: 'PERMISSION_NOT_HELD' });
    expect(canMovePermission(editor, shipped).allowed).toBe(true);
  });

  it('of a money approval, only by a super administrator, not even by one who holds it', () => {
    const approver = authority(13, ['permissions:update', 'withdrawals:confirm']);
    expect(canUpdatePermission(approver, moneyApproval, sameShape(moneyApproval))).toMatchObject({
      code: 'MONEY_PERMISSION_SUPER_ONLY',
      params: { identifier: 'withdrawals:confirm' },
    });
    expect(canMovePermission(approver, moneyApproval)).toMatchObject({ code: 'MONEY_PERMISSION_SUPER_ONLY' });
    expect(canUpdatePermission(superAuthority(1), moneyApproval, sameShape(moneyApproval)).allowed).toBe(true);
  });
});
