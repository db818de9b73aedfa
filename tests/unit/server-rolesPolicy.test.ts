import {
  canAssignRole,
  canCreateRole,
  canDeleteRole,
  canUpdateRole,
  roleAbilities,
} from '../../server/src/roles/policy';
import { authority, holding, SUPER, superAuthority } from '../support/authority';

const ROLE_CODES = ['permissions.role', 'roles:create', 'roles:update', 'roles:delete'];
const roleManager = authority(10, [...ROLE_CODES, 'news', 'news:create']);
const nothingAdded = { added: holding([]), changesGrants: true };

describe('roles', () => {
  it('are created with what the actor holds, never more, and money approval only by a super administrator', () => {
    expect(canCreateRole(roleManager, holding(['news'])).allowed).toBe(true);
    expect(canCreateRole(roleManager, holding(['news', 'feedback']))).toMatchObject({
      code: 'GRANT_EXCEEDS_OWN',
      params: { codes: 'feedback' },
    });
    const approver = authority(11, [...ROLE_CODES, 'withdrawals:confirm']);
    expect(canCreateRole(approver, holding(['withdrawals:confirm']))).toMatchObject({
      code: 'MONEY_APPROVER_SUPER_ONLY',
    });
    expect(canCreateRole(superAuthority(1), holding(['withdrawals:confirm'])).allowed).toBe(true);
  });

  it('are edited only when the actor holds all they hold, and only with the actor’s own additions', () => {
    expect(
      canUpdateRole(roleManager, holding(['news']), { added: holding(['news:create']), changesGrants: true }).allowed,
    ).toBe(true);
    expect(
      canUpdateRole(roleManager, holding(['news']), { added: holding(['feedback']), changesGrants: true }),
    ).toMatchObject({ code: 'GRANT_EXCEEDS_OWN' });
    expect(canUpdateRole(roleManager, holding(['news', 'withdrawals:confirm']), nothingAdded)).toMatchObject({
      code: 'TARGET_EXCEEDS_OWN',
    });
  });

  it('leave the super role, its name and its two-factor switch to super administrators, and its grants to nobody', () => {
    expect(canUpdateRole(roleManager, SUPER)).toMatchObject({ code: 'SUPER_ADMIN_REQUIRED' });
    expect(canUpdateRole(superAuthority(1), SUPER).allowed).toBe(true);
    expect(canUpdateRole(superAuthority(1), SUPER, nothingAdded)).toMatchObject({ code: 'SUPER_ROLE_GRANTS_FIXED' });
    expect(canDeleteRole(superAuthority(1), SUPER)).toMatchObject({ code: 'SUPER_ROLE_UNDELETABLE' });
  });

  it('are deleted only when covered', () => {
    expect(canDeleteRole(roleManager, holding(['news'])).allowed).toBe(true);
    expect(canDeleteRole(roleManager, holding(['feedback']))).toMatchObject({ code: 'TARGET_EXCEEDS_OWN' });
    expect(canDeleteRole(authority(12, ['permissions.role']), holding([]))).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('are assigned when covered and not a money approver or the super role', () => {
    expect(canAssignRole(roleManager, holding(['news'])).allowed).toBe(true);
    expect(canAssignRole(roleManager, SUPER).allowed).toBe(false);
    expect(canAssignRole(authority(13, ['crsm:create']), holding(['crsm:create']))).toMatchObject({
      code: 'MONEY_APPROVER_SUPER_ONLY',
    });
    expect(roleAbilities(roleManager, holding(['news']))).toEqual({ update: true, delete: true, assign: true });
    expect(roleAbilities(roleManager, holding(['feedback']))).toEqual({ update: false, delete: false, assign: false });
  });
});
