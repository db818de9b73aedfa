// sats-connect for component tests (`jest.mock('sats-connect', () => jest.requireActual('./satsConnectFake'))`):
// one installed wallet whose taproot account signs any message; `walletRequest` records what it was asked.
export const TEST_TAPROOT_ADDRESS = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297';
const PROVIDER_ID = 'XverseProviders.BitcoinProvider';

export const AddressPurpose = { Ordinals: 'ordinals', Payment: 'payment' };
export const MessageSigningProtocols = { BIP322: 'BIP322' };
export const getDefaultProvider = () => PROVIDER_ID;
export const getSupportedWallets = () => [{ id: PROVIDER_ID, isInstalled: true }];
export const setDefaultProvider = () => undefined;

export const walletRequest = jest.fn(async (method: string) => {
  switch (method) {
    case 'wallet_connect':
      return {
        status: 'success',
        result: { addresses: [{ address: TEST_TAPROOT_ADDRESS, purpose: 'ordinals', addressType: 'p2tr' }] },
      };
    case 'signMessage':
      return { status: 'success', result: { signature: 'c2lnbmF0dXJl' } };
    default:
      return { status: 'error', error: { code: -32601, message: `Method ${method} not found` } };
  }
});

export default { request: walletRequest, addListener: () => () => undefined };
