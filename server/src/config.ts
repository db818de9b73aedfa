// The server is configured by environment variables only; each one is documented in the README.
import net from 'node:net';
import { NOT_TAPROOT_MESSAGE, parseBtcAddress } from './http/chainFields';

export type BtcNetwork = 'mainnet' | 'testnet' | 'signet' | 'regtest';

/**
 * The origins wallet challenges are issued to and accepted from, from configuration only, never from a
 * request's headers (a relaying proxy chooses those): the panel's address (PANEL_URL) and PANEL_ORIGINS;
 * without PANEL_URL, the panel `npm start` serves on this machine, at any loopback origin.
 */
export interface WalletOrigins {
  listed: readonly string[];
  anyLoopback: boolean;
}

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
  /**
   * Which proxies' X-Forwarded-For the server believes, so that the address it counts is the
   * client's (Fastify's trustProxy): off, every hop, or the proxies' addresses and ranges.
   */
  trustProxy: boolean | string[];
  /** Origins a panel is served from besides the server's own (a CDN), e.g. https://admin.example.com. */
  panelOrigins: string[];
  /** Where administrators open the panel (its index.html), for the links in emails: https://admin.example.com/. */
  panelUrl: string;
  /**
   * Where wallet challenges may be asked from: PANEL_URL's origin and PANEL_ORIGINS; without PANEL_URL, also
   * any loopback origin (the panel `npm start` serves on this machine). Never the request's Host header.
   */
  walletOrigins: WalletOrigins;
  /** A request must have arrived whole within this many seconds, its headers within headersTimeoutSeconds. */
  requestTimeoutSeconds: number;
  headersTimeoutSeconds: number;
  /**
   * Hosts whose pictures the panel loads (news pictures, feedback screenshots), e.g. cdn.example.com; the
   * Content-Security-Policy's img-src names them, and a picture anywhere else shows as a link with its host.
   */
  pictureHosts: string[];
  /** How often each instance looks for what time changes (a cooling time passed, a stale price) to announce it live. */
  liveClockSeconds: number;
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
  if (parsed?.kind !== 'p2tr')
    throw new Error(`${name} must be a taproot address of ${network}: ${NOT_TAPROOT_MESSAGE}`);
  return parsed.address;
}

/** Names proxy-addr knows for ranges: 127.0.0.1/8 and ::1, 169.254.0.0/16 and fe80::/10, the private ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * `TRUST_PROXY`: empty or false, true (every hop: only when nothing but the proxy can reach the
 * server), or comma-separated proxy addresses, CIDR ranges and range names. A hop count is not
 * offered: it cannot tell a proxy from a client that writes the header itself.
 */
function parseTrustProxy(raw: string | undefined): boolean | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (PROXY_RANGE_NAMES.includes(entry)) continue;
    const [address, bits, extra] = entry.split('/');
    const family = net.isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    if (!family || extra !== undefined || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits))) {
      throw new Error(
        `TRUST_PROXY takes true, false, or proxy addresses, CIDR ranges and ${PROXY_RANGE_NAMES.join('/')}, not "${entry}"`,
      );
    }
  }
  return entries;
}

/** `raw` as an http: or https: address, or undefined. */
function httpUrl(raw: string): URL | undefined {
  try {
    const url = new URL(raw);
    return ['http:', 'https:'].includes(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** `PANEL_ORIGINS`: comma-separated origins (scheme, host and port, no path). */
function parsePanelOrigins(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const url = httpUrl(entry);
    if (!url || url.origin !== entry.replace(/\/$/, '')) {
      throw new Error(`PANEL_ORIGINS takes origins such as https://admin.example.com (no path), not "${entry}"`);
    }
    return url.origin;
  });
}

/** `PANEL_URL`: an http(s) address without query or fragment; the panel's routes follow it after `#`. */
function parsePanelUrl(raw: string | undefined, port: number): string {
  const value = (raw ?? '').trim();
  if (value === '') return `http://127.0.0.1:${port}/`;
  const url = httpUrl(value);
  if (!url || /[?#]/.test(value)) {
    throw new Error(
      `PANEL_URL takes the panel's address, such as https://admin.example.com/ (no query or #), not "${value}"`,
    );
  }
  return url.href;
}

/** PANEL_URL's origin and PANEL_ORIGINS; any loopback origin too while PANEL_URL is not set. */
function walletOriginsOf(panelUrlSetting: string | undefined, panelUrl: string, panelOrigins: string[]): WalletOrigins {
  const configured = (panelUrlSetting ?? '').trim() !== '';
  return { listed: [...new Set([new URL(panelUrl).origin, ...panelOrigins])], anyLoopback: !configured };
}

/** PICTURE_HOSTS: host names (a port allowed), comma-separated; stored as a URL shows them (lower case, punycode). */
function parsePictureHosts(raw: string | undefined): string[] {
  const hosts = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return [
    ...new Set(
      hosts.map((entry) => {
        const url = URL.canParse(`https://${entry}`) ? new URL(`https://${entry}`) : null;
        if (!url || url.host === '' || `${url.host}/` !== `${url.host}${url.pathname}` || /[/?#@*\s]/.test(entry)) {
          throw new Error(`PICTURE_HOSTS takes host names such as cdn.example.com, comma-separated, not "${entry}"`);
        }
        return url.host;
      }),
    ),
  ];
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const btcNetwork = (env.BTC_NETWORK || 'mainnet') as BtcNetwork;
  if (!BTC_NETWORKS.includes(btcNetwork)) {
    throw new Error(`BTC_NETWORK must be one of ${BTC_NETWORKS.join(', ')}, got "${env.BTC_NETWORK}"`);
  }
  const port = positiveNumber('PORT', env.PORT, 8000);
  const panelOrigins = parsePanelOrigins(env.PANEL_ORIGINS);
  const panelUrl = parsePanelUrl(env.PANEL_URL, port);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    adminWalletAddress: env.ADMIN_WALLET_ADDRESS
      ? taprootAddressOf('ADMIN_WALLET_ADDRESS', env.ADMIN_WALLET_ADDRESS, btcNetwork)
      : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Admin Panel <no-reply@localhost>',
    sessionTtlHours: positiveNumber('SESSION_TTL_HOURS', env.SESSION_TTL_HOURS, 12),
    sessionIdleMinutes: positiveNumber('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 30),
    btcNetwork,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    panelOrigins,
    panelUrl,
    walletOrigins: walletOriginsOf(env.PANEL_URL, panelUrl, panelOrigins),
    requestTimeoutSeconds: positiveNumber('REQUEST_TIMEOUT_SECONDS', env.REQUEST_TIMEOUT_SECONDS, 30),
    headersTimeoutSeconds: positiveNumber('HEADERS_TIMEOUT_SECONDS', env.HEADERS_TIMEOUT_SECONDS, 10),
    liveClockSeconds: positiveNumber('LIVE_CLOCK_SECONDS', env.LIVE_CLOCK_SECONDS, 15),
    pictureHosts: parsePictureHosts(env.PICTURE_HOSTS),
  };
}
