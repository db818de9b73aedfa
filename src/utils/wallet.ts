import type { Address } from 'sats-connect';
import type { WalletChallenge, WalletSignature } from '../services/types';
import { apiErrorBodyOf } from './apiError';
import { looksLikeTaprootAddress } from './taprootAddress';

/** Why a wallet step failed, each with its own message on the login page. */
export type WalletProblem = 'noAccount' | 'notTaproot' | 'rejected' | 'failed';

class WalletError extends Error {
  constructor(readonly problem: WalletProblem) {
    super(`wallet: ${problem}`);
    this.name = 'WalletError';
  }
}

/** `/login?notice=walletDisconnected`: the panel signed out because the wallet went away. */
export const WALLET_DISCONNECTED_NOTICE = 'walletDisconnected';

// Loaded on first use: the sign-in page and wallet sessions need it, nothing else does.
const satsConnect = () => import('sats-connect');

const USER_REJECTION = -32000;
const METHOD_NOT_FOUND = -32601;

function failureOf(error: { code: number }): WalletError {
  return new WalletError(error.code === USER_REJECTION ? 'rejected' : 'failed');
}

/** sats-connect's remembered wallet, else the only one installed; none installed is "No account was detected". */
async function chooseProvider(): Promise<void> {
  const { getDefaultProvider, getSupportedWallets, setDefaultProvider } = await satsConnect();
  const remembered = getDefaultProvider();
  const installed = getSupportedWallets().filter((wallet) => wallet.isInstalled);
  if (remembered && installed.some((wallet) => wallet.id === remembered)) return;
  if (installed.length === 0) throw new WalletError('noAccount');
  // With several wallets installed, sats-connect's own selector asks which one.
  if (installed.length === 1) setDefaultProvider(installed[0].id);
}

async function walletAddresses(): Promise<Address[]> {
  const { default: Wallet, AddressPurpose } = await satsConnect();
  const purposes = [AddressPurpose.Ordinals, AddressPurpose.Payment];
  const connected = await Wallet.request('wallet_connect', { addresses: purposes });
  if (connected.status === 'success') return connected.result.addresses;
  if (connected.error.code !== METHOD_NOT_FOUND) throw failureOf(connected.error);
  // Wallets that predate `wallet_connect`.
  const accounts = await Wallet.request('getAccounts', { purposes });
  if (accounts.status === 'error') throw failureOf(accounts.error);
  return accounts.result;
}

/** Asks the wallet for its accounts and answers its taproot (ordinals) address. */
async function connectTaprootAddress(): Promise<string> {
  await chooseProvider();
  const addresses = await walletAddresses();
  if (addresses.length === 0) throw new WalletError('noAccount');
  const candidate =
    addresses.find((entry) => entry.purpose === 'ordinals') ??
    addresses.find((entry) => entry.addressType === 'p2tr') ??
    addresses[0];
  if (candidate.addressType !== 'p2tr' || !looksLikeTaprootAddress(candidate.address))
    throw new WalletError('notTaproot');
  return candidate.address;
}

/** The wallet's BIP-322 signature of `message` by `address`, base64. */
async function signWithWallet(address: string, message: string): Promise<string> {
  const { default: Wallet, MessageSigningProtocols } = await satsConnect();
  const signed = await Wallet.request('signMessage', { address, message, protocol: MessageSigningProtocols.BIP322 });
  if (signed.status === 'error') throw failureOf(signed.error);
  return signed.result.signature;
}

/**
 * The proof the server asks for, both to sign in and to bind: connect the wallet's taproot address,
 * fetch the one-time message for it with `challengeFor`, and have the wallet sign it with BIP-322.
 */
export async function proveWalletAddress(
  challengeFor: (address: string) => Promise<WalletChallenge>,
): Promise<WalletSignature> {
  const address = await connectTaprootAddress();
  const challenge = await challengeFor(address);
  const signature = await signWithWallet(address, challenge.message);
  return { challengeId: challenge.challengeId, address, signature };
}

/**
 * The wallet step that failed, if that is why `error` was raised: the wallet's own refusals, and the
 * server's taproot check (checksum, configured network) refusing the address. Other errors answer undefined.
 */
export function walletProblemOf(error: unknown): WalletProblem | undefined {
  if (error instanceof WalletError) return error.problem;
  return apiErrorBodyOf(error)?.errorCode === 'VALIDATION_FAILED' ? 'notTaproot' : undefined;
}

/**
 * Calls `onLost` once when the wallet disconnects or switches to an account without `address`.
 * Answers the function that stops listening.
 */
export function watchWalletAccount(address: string, onLost: () => void): () => void {
  let stopped = false;
  let fired = false;
  const unsubscribes: (() => void)[] = [];
  const lost = () => {
    if (stopped || fired) return;
    fired = true;
    onLost();
  };
  void satsConnect().then(({ default: Wallet }) => {
    if (stopped) return;
    unsubscribes.push(
      Wallet.addListener({ eventName: 'disconnect', cb: lost }),
      Wallet.addListener({
        eventName: 'accountChange',
        cb: (event) => {
          if (!event.addresses?.some((entry) => entry.address === address)) lost();
        },
      }),
    );
  });
  return () => {
    stopped = true;
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}

/** `bc1p5d7r…3297`: the start and end of an address, for the header. */
export function shortenAddress(address: string): string {
  return address.length <= 14 ? address : `${address.slice(0, 8)}…${address.slice(-6)}`;
}
