// Request and answer shapes of wallet sign-in and of binding one's own wallet.
import { z } from 'zod';
import type { BtcNetwork } from '../config';
import { taprootAddressField } from '../http/chainFields';

export function walletChallengeBody(network: BtcNetwork) {
  return z.strictObject({ address: taprootAddressField(network) });
}

export function walletSignatureBody(network: BtcNetwork) {
  return z.strictObject({
    challengeId: z.uuid(),
    address: taprootAddressField(network),
    /** A BIP-322 simple signature of the challenge's message, base64. */
    signature: z.string().trim().min(1).max(1000),
  });
}
export type WalletSignatureInput = z.infer<ReturnType<typeof walletSignatureBody>>;

export const walletChallengeData = z.object({
  challengeId: z.string(),
  /** The exact text the wallet signs. */
  message: z.string(),
  expiresAt: z.string(),
});
export type WalletChallengeData = z.infer<typeof walletChallengeData>;

export const boundWalletData = z.object({ walletAddress: z.string() });
