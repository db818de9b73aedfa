import { canBindOwnWallet, canSetWalletAddress } from '../../server/src/wallet/policy';
import { authority, superAuthority } from '../support/authority';

describe('wallet binding', () => {
  it('sets another’s wallet address only as a super administrator', () => {
    expect(canSetWalletAddress(superAuthority(1)).allowed).toBe(true);
    expect(canSetWalletAddress(authority(2, ['admins:update']))).toMatchObject({ code: 'WALLET_BINDING_SUPER_ONLY' });
  });

  it('binds one’s own wallet from a password session only', () => {
    expect(canBindOwnWallet({ authMethod: 'password' }).allowed).toBe(true);
    expect(canBindOwnWallet({ authMethod: 'wallet' })).toMatchObject({ code: 'WALLET_BIND_NEEDS_PASSWORD_SESSION' });
  });
});
