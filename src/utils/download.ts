import { request } from '@umijs/max';
import { getIntl } from '@/locales/intl';
import { message } from 'antd';
import type { ApiErrorBody } from '@/services/types';
import { describeApiError } from '@/utils/apiError';
import { compactQuery } from '@/utils/listQuery';

function fileNameOf(disposition: unknown, fallback: string): string {
  const match = typeof disposition === 'string' ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/** An error answered to a blob request arrives as a Blob; read the envelope back out of it. */
async function errorBodyOf(error: unknown): Promise<ApiErrorBody | undefined> {
  const data = (error as { response?: { data?: unknown } }).response?.data;
  if (!(data instanceof Blob)) return undefined;
  try {
    const body = JSON.parse(await data.text()) as ApiErrorBody;
    return body?.success === false ? body : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whom an export is for: the panel's language, and the browser's time zone, so that its times read as the
 * table shows them (each with its offset; the header names the zone).
 */
export function exportReader(locale: string): { locale: string; timeZone: string } {
  return { locale, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' };
}

/** Downloads a file answer (a CSV export) under the name the server gives; a refusal shows its translated message. */
export async function downloadFile(url: string, params: object, fallbackName: string): Promise<boolean> {
  try {
    const response = await request<Blob>(url, {
      method: 'GET',
      params: compactQuery(params),
      responseType: 'blob',
      getResponse: true,
      skipErrorHandler: true,
    });
    const href = URL.createObjectURL(response.data);
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.download = fileNameOf(response.headers['content-disposition'], fallbackName);
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
    return true;
  } catch (error) {
    message.error(describeApiError(getIntl(), await errorBodyOf(error)));
    return false;
  }
}
