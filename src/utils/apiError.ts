import { isMessageId, type MessageId, type MessageValues } from '../locales/messageIds';
import type { ApiErrorBody } from '../services/types';

/** What the request plugin's errorThrower raises for a 2xx answer carrying `success: false`. */
export class ApiError extends Error {
  readonly info: ApiErrorBody;

  constructor(info: ApiErrorBody) {
    super(info.errorMessage ?? info.errorCode ?? 'API error');
    this.name = 'BizError';
    this.info = info;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && (value as { success?: unknown }).success === false;
}

/** The `{ success:false, errorCode, ... }` envelope behind a failed request, whichever way it failed. */
export function apiErrorBodyOf(error: unknown): ApiErrorBody | undefined {
  if (error instanceof ApiError) return error.info;
  if (typeof error !== 'object' || error === null) return undefined;
  const data = (error as { response?: { data?: unknown } }).response?.data;
  return isErrorBody(data) ? data : undefined;
}

/** The HTTP status of a failed request, if the server answered at all. */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { response?: { status?: unknown } }).response?.status;
  return typeof status === 'number' ? status : undefined;
}

export interface Translator {
  messages: Record<string, unknown>;
  formatMessage: (descriptor: { id: MessageId }, values?: MessageValues) => string;
}

/** The translated `errors.<CODE>`, filled with the envelope's `params`, when we have one; else the server's own text, else the generic failure. */
export function describeApiError(intl: Translator, body: ApiErrorBody | undefined): string {
  const id = body?.errorCode ? `errors.${body.errorCode}` : undefined;
  if (id && isMessageId(intl, id)) {
    return intl.formatMessage({ id }, { ...body?.params, seconds: body?.retryAfterSeconds ?? 0 });
  }
  if (body?.errorMessage) return body.errorMessage;
  return intl.formatMessage({ id: 'common.error.generic' });
}
