/** Read at start from `config.json` beside index.html, so one build serves every environment. */
export interface RuntimeConfig {
  /** Origin (and optional path) of the API; empty means the panel's own origin. */
  apiBaseUrl: string;
}

let runtimeConfig: RuntimeConfig = { apiBaseUrl: '' };

export function getRuntimeConfig(): RuntimeConfig {
  return runtimeConfig;
}

function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) return { apiBaseUrl: '' };
  const { apiBaseUrl } = value as { apiBaseUrl?: unknown };
  return { apiBaseUrl: typeof apiBaseUrl === 'string' ? apiBaseUrl.trim().replace(/\/+$/, '') : '' };
}

type EarlyRequest = Promise<Response | null> | undefined;

/**
 * The request for config.json that index.html's head script started (config/plugins/hashRoutePreload.ts),
 * taken once (a response is read once); later loads fetch it again.
 */
function takeEarlyRequest(): EarlyRequest {
  const holder = window as unknown as { __panelConfigRequest?: EarlyRequest };
  const early = holder.__panelConfigRequest;
  holder.__panelConfigRequest = undefined;
  return early;
}

const fetchConfigFile = (): Promise<Response | null> => takeEarlyRequest() ?? fetch('./config.json', { cache: 'no-store' });

/** A missing or broken config.json leaves the API on the panel's own origin. */
export async function loadRuntimeConfig(fetchConfig: () => Promise<Response | null> = fetchConfigFile): Promise<RuntimeConfig> {
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
