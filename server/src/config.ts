// The server is configured by environment variables only; each one is documented in the README.
import { NOT_TAPROOT_MESSAGE, parseBtcAddress } from './http/chainFields';

export type BtcNetwork = 'mainnet' | 'testnet' | 'signet' | 'regtest';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminEmail?: string;
  adminPassword?: string;
  /** The first super administrator's taproot wallet address, for wallet sign-in. */
  adminWalletAddress?: string;
  smtpUrl?: string;
  mailFrom: string;
  sessionTtlHours: number;
  /** A session unused this long ends, whatever its absolute lifetime. */
  sessionIdleMinutes: number;
  btcNetwork: BtcNetwork;
  /** Folder of the built panel that the server also serves; absent when serving the API alone. */
  staticDir?: string;
}

const BTC_NETWORKS: BtcNetwork[] = ['mainnet', 'testnet', 'signet', 'regtest'];

function positiveNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function taprootAddressOf(name: string, raw: string, network: BtcNetwork): string {
  const parsed = parseBtcAddress(raw, network);
  if (parsed?.kind !== 'p2tr') throw new Error(`${name} must be a taproot address of ${network}: ${NOT_TAPROOT_MESSAGE}`);
  return parsed.address;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const btcNetwork = (env.BTC_NETWORK || 'mainnet') as BtcNetwork;
  if (!BTC_NETWORKS.includes(btcNetwork)) {
    throw new Error(`BTC_NETWORK must be one of ${BTC_NETWORKS.join(', ')}, got "${env.BTC_NETWORK}"`);
  }
  return {
    port: positiveNumber('PORT', env.PORT, 8000),
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    adminWalletAddress: env.ADMIN_WALLET_ADDRESS ? taprootAddressOf('ADMIN_WALLET_ADDRESS', env.ADMIN_WALLET_ADDRESS, btcNetwork) : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Admin Panel <no-reply@localhost>',
    sessionTtlHours: positiveNumber('SESSION_TTL_HOURS', env.SESSION_TTL_HOURS, 12),
    sessionIdleMinutes: positiveNumber('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 30),
    btcNetwork,
  };
}
