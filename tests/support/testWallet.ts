// A test Bitcoin wallet with a real key: it signs BIP-322 messages with @scure/btc-signer (no code
// shared with the server's verifier), and it can play Xverse's provider in a page — the JSON-RPC
// `request(method, params)` and `addListener({ eventName, cb })` that sats-connect talks to.
import type { Page } from 'playwright-core';
import { NETWORK, p2tr, p2wpkh, Script, TEST_NETWORK, Transaction, utils } from '@scure/btc-signer';
import type { BtcNetwork } from '../../server/src/config';
import { toSpendTxid } from '../../server/src/wallet/bip322';

const REGTEST = { ...TEST_NETWORK, bech32: 'bcrt' };
const networks = { mainnet: NETWORK, testnet: TEST_NETWORK, signet: TEST_NETWORK, regtest: REGTEST } as const;

export interface TestWalletKey {
  /** The taproot (P2TR, key-path) address of the key. */
  address: string;
  /** The same key's segwit v0 (P2WPKH) address. */
  segwitAddress: string;
  /** The x-only public key, hex. */
  publicKey: string;
  /** A BIP-322 simple signature of `message` by the taproot address, base64. */
  signMessage(message: string): string;
}

function encodeWitness(items: Uint8Array[]): string {
  const parts = [
    Buffer.from([items.length]),
    ...items.flatMap((item) => [Buffer.from([item.length]), Buffer.from(item)]),
  ];
  return Buffer.concat(parts).toString('base64');
}

export function newTestWalletKey(
  network: BtcNetwork = 'mainnet',
  privateKey: Uint8Array = utils.randomPrivateKeyBytes(),
): TestWalletKey {
  const net = networks[network];
  const xOnly = utils.pubSchnorr(privateKey);
  const taproot = p2tr(xOnly, undefined, net);
  const compressed = Buffer.concat([Buffer.from([0x02]), xOnly]);
  return {
    address: taproot.address as string,
    segwitAddress: p2wpkh(compressed, net).address as string,
    publicKey: Buffer.from(xOnly).toString('hex'),
    signMessage(message) {
      const tx = new Transaction({ version: 0, allowUnknownOutputs: true });
      tx.addInput({
        txid: Buffer.from(toSpendTxid(taproot.script, message)).reverse(),
        index: 0,
        sequence: 0,
        witnessUtxo: { script: taproot.script, amount: 0n },
        tapInternalKey: taproot.tapInternalKey,
      });
      tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n });
      tx.signIdx(privateKey, 0);
      tx.finalizeIdx(0);
      return encodeWitness(tx.getInput(0).finalScriptWitness ?? []);
    },
  };
}

export interface WalletAccount {
  address: string;
  publicKey: string;
  purpose: 'ordinals' | 'payment';
  addressType: 'p2tr' | 'p2wpkh';
}

export function accountsOf(key: TestWalletKey, options: { taproot?: boolean } = {}): WalletAccount[] {
  const payment: WalletAccount = {
    address: key.segwitAddress,
    publicKey: `02${key.publicKey}`,
    purpose: 'payment',
    addressType: 'p2wpkh',
  };
  // A wallet set to segwit only offers its segwit address for ordinals too.
  const ordinals: WalletAccount =
    options.taproot === false
      ? { ...payment, purpose: 'ordinals' }
      : { address: key.address, publicKey: key.publicKey, purpose: 'ordinals', addressType: 'p2tr' };
  return [ordinals, payment];
}

export interface InjectedWallet {
  /** What the wallet was asked, in order (method names). */
  readonly requests: string[];
  /** The wallet disconnects from the site: its `disconnect` listeners are called. */
  disconnect(): Promise<void>;
  /** The wallet switches account: its `accountChange` listeners are called with the new addresses. */
  switchAccount(key: TestWalletKey): Promise<void>;
}

declare global {
  interface Window {
    __testWalletRequest?: (method: string, params: unknown) => Promise<unknown>;
    __testWalletEmit?: (event: { type: string; addresses?: WalletAccount[] }) => void;
  }
}

/** Xverse's provider as sats-connect sees it; requests go to the test process, events come from it. */
const PROVIDER_SCRIPT = `
(() => {
  const listeners = [];
  window.__testWalletEmit = (event) => {
    for (const listener of listeners.filter((entry) => entry.eventName === event.type)) listener.cb(event);
  };
  window.XverseProviders = {
    BitcoinProvider: {
      request: (method, params) => window.__testWalletRequest(method, params === undefined ? null : params),
      addListener: (listener) => {
        listeners.push(listener);
        return () => {
          const index = listeners.indexOf(listener);
          if (index >= 0) listeners.splice(index, 1);
        };
      },
    },
  };
})();
`;

/**
 * Installs the wallet as `window.XverseProviders.BitcoinProvider` before the page's own scripts,
 * answering with `accounts` (none at all when empty) and signing with `key` in this process.
 */
export async function injectTestWallet(
  page: Page,
  key: TestWalletKey,
  options: { accounts?: WalletAccount[] } = {},
): Promise<InjectedWallet> {
  const accounts = options.accounts ?? accountsOf(key);
  const requests: string[] = [];
  let current = key;
  await page.exposeFunction('__testWalletRequest', (method: string, params: unknown) => {
    requests.push(method);
    const id = String(requests.length);
    const result = (value: unknown) => ({ jsonrpc: '2.0', id, result: value });
    switch (method) {
      case 'getInfo':
        return result({
          version: '1.9.0',
          platform: 'web',
          methods: ['wallet_connect', 'getAccounts', 'signMessage'],
          supports: [],
        });
      case 'wallet_connect':
        return result({
          id: 'test-wallet',
          addresses: accounts.map((account) => ({ ...account, walletType: 'software' })),
          walletType: 'software',
          network: { bitcoin: { name: 'Mainnet' }, stacks: { name: 'mainnet' }, spark: { name: 'mainnet' } },
        });
      case 'getAccounts':
        return result(accounts.map((account) => ({ ...account, walletType: 'software' })));
      case 'signMessage': {
        const { address, message, protocol } = params as { address: string; message: string; protocol?: string };
        if (address !== current.address || (protocol && protocol !== 'BIP322')) {
          return { jsonrpc: '2.0', id, error: { code: -32602, message: 'The wallet cannot sign for this address.' } };
        }
        return result({ signature: current.signMessage(message), messageHash: '', address, protocol: 'BIP322' });
      }
      case 'wallet_renouncePermissions':
      case 'wallet_disconnect':
        return result(null);
      default:
        return { jsonrpc: '2.0', id, error: { code: -32601, message: `Method ${method} not found` } };
    }
  });
  // Plain JavaScript, so that no transpiler's helpers end up in the page.
  await page.addInitScript({ content: PROVIDER_SCRIPT });
  return {
    requests,
    disconnect: () => page.evaluate(() => window.__testWalletEmit?.({ type: 'disconnect' })),
    async switchAccount(next) {
      current = next;
      const addresses = accountsOf(next).map((account) => ({ ...account, walletType: 'software' as const }));
      await page.evaluate((list) => window.__testWalletEmit?.({ type: 'accountChange', addresses: list }), addresses);
    },
  };
}
