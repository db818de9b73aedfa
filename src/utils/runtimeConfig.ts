/** Read at start from `config.json` beside index.html, so one build serves every environment. */
export interface RuntimeConfig {
  /** Origin (and optional path) of the API; empty means the panel's own origin. */
  apiBaseUrl: string;
}

let runtimeConfig: RuntimeConfig = { apiBaseUrl: '' };

export function getRuntimeConfig(): RuntimeConfig {
  return runtimeConfig;
}

/** What config.json holds, as the panel reads it; anything else means the panel's own origin. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) return { apiBaseUrl: '' };
  const { apiBaseUrl } = value as { apiBaseUrl?: unknown };
  return { apiBaseUrl: typeof apiBaseUrl === 'string' ? apiBaseUrl.trim().replace(/\/+$/, '') : '' };
}

type EarlyRequest = Promise<Response | null> | undefined;

/** Where index.html's head script leaves its request for config.json (src/utils/earlyRequests.ts). */
export const EARLY_CONFIG_REQUEST_KEY = '__panelConfigRequest';

export const requestConfigFile = (): Promise<Response | null> => fetch('./config.json', { cache: 'no-store' });

/** The head script's request for config.json, taken once (a response is read once); later loads fetch it again. */
function takeEarlyRequest(): EarlyRequest {
  const holder = window as unknown as Record<typeof EARLY_CONFIG_REQUEST_KEY, EarlyRequest>;
  const early = holder[EARLY_CONFIG_REQUEST_KEY];
  holder[EARLY_CONFIG_REQUEST_KEY] = undefined;
  return early;
}

const fetchConfigFile = (): Promise<Response | null> => takeEarlyRequest() ?? requestConfigFile();

/** A missing or broken config.json leaves the API on the panel's own origin. */
export async function loadRuntimeConfig(
  fetchConfig: () => Promise<Response | null> = fetchConfigFile,
): Promise<RuntimeConfig> {
  try {
    const response = await fetchConfig();
    runtimeConfig = response?.ok ? parseRuntimeConfig(await response.json()) : { apiBaseUrl: '' };
  } catch {
    runtimeConfig = { apiBaseUrl: '' };
  }
  return runtimeConfig;
}

/** Prefixes API paths (`/api/...`) with the configured base; absolute URLs pass through. */
export function apiUrl(url: string, config: RuntimeConfig = runtimeConfig): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${config.apiBaseUrl}${url}` : url;
}
