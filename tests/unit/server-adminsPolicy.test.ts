import {
  adminAbilities,
  canChangeRole,
  canCreateAdmin,
  canDisableAdmin,
  canEnableAdmin,
  canResetPassword,
  canUpdateAdmin,
  keepsAnEnabledSuperAdmin,
} from '../../server/src/admins/policy';
import type { Holding } from '../../server/src/permissions/authority';
import { authority, holding, SUPER, superAuthority } from '../support/authority';
import { MANAGED_ADMIN_ABILITIES, NO_ADMIN_ABILITIES } from '../support/adminAbilities';

const ADMIN_CODES = [
  'permissions.administrator',
  'admins:create',
  'admins:update',
  'admins:toggle',
  'admins:resetPassword',
];
const manager = authority(10, [...ADMIN_CODES, 'news', 'news:create']);
const subject = (id: number, held: Holding, enabled = true) => ({ id, enabled, holding: held });
const census = { enabledSuperAdminIds: [1, 2] };

describe('creating an administrator', () => {
  it('in a role the actor covers, but not a bigger one, a money approver or the super role', () => {
    expect(canCreateAdmin(manager, holding(['news']), { withWalletAddress: false }).allowed).toBe(true);
    expect(canCreateAdmin(manager, holding(['news', 'feedback']), { withWalletAddress: false })).toMatchObject({
      code: 'TARGET_EXCEEDS_OWN',
    });
    expect(
      canCreateAdmin(authority(11, [...ADMIN_CODES, 'deposits:confirmMint']), holding(['deposits:confirmMint']), {
        withWalletAddress: false,
      }),
    ).toMatchObject({
      code: 'MONEY_APPROVER_SUPER_ONLY',
    });
    expect(canCreateAdmin(manager, SUPER, { withWalletAddress: false })).toMatchObject({
      code: 'SUPER_ADMIN_REQUIRED',
    });
  });

  it('with a wallet address only as a super administrator, and never without the code', () => {
    expect(canCreateAdmin(manager, holding(['news']), { withWalletAddress: true })).toMatchObject({
      code: 'WALLET_BINDING_SUPER_ONLY',
    });
    expect(
      canCreateAdmin(superAuthority(1), holding(['withdrawals:confirm']), { withWalletAddress: true }).allowed,
    ).toBe(true);
    expect(
      canCreateAdmin(authority(12, ['permissions.administrator']), holding([]), { withWalletAddress: false }),
    ).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('acting on an existing administrator', () => {
  const newsEditor = subject(20, holding(['news', 'news:create']));
  const custodian = subject(21, holding(['selfCustody.withdraw', 'withdrawals:confirm']));
  const superAdmin = subject(2, SUPER);

  it('edits, disables, enables and resets only those it covers', () => {
    expect(canUpdateAdmin(manager, newsEditor).allowed).toBe(true);
    expect(canDisableAdmin(manager, newsEditor, census).allowed).toBe(true);
    expect(canEnableAdmin(manager, subject(20, newsEditor.holding, false)).allowed).toBe(true);
    expect(canResetPassword(manager, newsEditor).allowed).toBe(true);
    for (const verdict of [
      canUpdateAdmin(manager, custodian),
      canDisableAdmin(manager, custodian, census),
      canResetPassword(manager, custodian),
    ]) {
      expect(verdict).toMatchObject({ allowed: false, code: 'TARGET_EXCEEDS_OWN' });
    }
  });

  it('leaves a super administrator to super administrators', () => {
    for (const verdict of [
      canUpdateAdmin(manager, superAdmin),
      canDisableAdmin(manager, superAdmin, census),
      canEnableAdmin(manager, superAdmin),
      canResetPassword(manager, superAdmin),
    ]) {
      expect(verdict).toMatchObject({ allowed: false, code: 'SUPER_ADMIN_REQUIRED' });
    }
    expect(canDisableAdmin(superAuthority(1), superAdmin, census).allowed).toBe(true);
  });

  it('resets the password of a money approver only as a super administrator, even for a peer holding the same codes', () => {
    const peer = authority(30, [...ADMIN_CODES, 'selfCustody.withdraw', 'withdrawals:confirm']);
    expect(canResetPassword(peer, custodian)).toMatchObject({ code: 'MONEY_APPROVER_SUPER_ONLY' });
    expect(canDisableAdmin(peer, custodian, census).allowed).toBe(true);
    expect(canResetPassword(superAuthority(1), custodian).allowed).toBe(true);
  });

  it('never lets one change their own role, disable themselves or reset their own password here', () => {
    const self = subject(10, holding(['news']));
    expect(canChangeRole(manager, self, holding(['news']), census)).toMatchObject({ code: 'CANNOT_CHANGE_OWN_ROLE' });
    expect(canDisableAdmin(manager, self, census)).toMatchObject({ code: 'CANNOT_DISABLE_SELF' });
    expect(canResetPassword(manager, self)).toMatchObject({ code: 'USE_CHANGE_PASSWORD' });
    expect(canUpdateAdmin(manager, self).allowed).toBe(true);
  });

  it('moves an administrator only from a role it covers into a role it may assign', () => {
    expect(canChangeRole(manager, newsEditor, holding(['news']), census).allowed).toBe(true);
    expect(canChangeRole(manager, newsEditor, holding(['feedback']), census)).toMatchObject({
      code: 'TARGET_EXCEEDS_OWN',
    });
    expect(canChangeRole(manager, custodian, holding(['news']), census)).toMatchObject({ code: 'TARGET_EXCEEDS_OWN' });
    expect(canChangeRole(manager, newsEditor, SUPER, census)).toMatchObject({ code: 'SUPER_ADMIN_REQUIRED' });
  });

  it('keeps an enabled super administrator: the last one is neither disabled nor demoted', () => {
    const last = subject(1, SUPER);
    expect(keepsAnEnabledSuperAdmin({ enabledSuperAdminIds: [1] }, last)).toMatchObject({
      allowed: false,
      code: 'LAST_SUPER_ADMIN',
    });
    expect(keepsAnEnabledSuperAdmin({ enabledSuperAdminIds: [1, 2] }, last).allowed).toBe(true);
    expect(canDisableAdmin(superAuthority(5), last, { enabledSuperAdminIds: [1] })).toMatchObject({
      code: 'LAST_SUPER_ADMIN',
    });
    expect(canChangeRole(superAuthority(5), last, holding(['news']), { enabledSuperAdminIds: [1] })).toMatchObject({
      code: 'LAST_SUPER_ADMIN',
    });
  });
});

describe('abilities', () => {
  it('are the verdicts, row by row', () => {
    const row = (target: ReturnType<typeof subject>) => adminAbilities(manager, target, census);
    expect(row(subject(20, holding(['news'])))).toEqual(MANAGED_ADMIN_ABILITIES);
    expect(row(subject(20, holding(['news']), false))).toMatchObject({ enable: true, disable: false });
    expect(row(subject(2, SUPER))).toEqual(NO_ADMIN_ABILITIES);
    expect(row(subject(10, holding(['news'])))).toEqual({ ...NO_ADMIN_ABILITIES, update: true });
    expect(adminAbilities(superAuthority(1), subject(20, holding(['withdrawals:confirm'])), census)).toEqual({
      ...MANAGED_ADMIN_ABILITIES,
      setWalletAddress: true,
    });
  });
});
