import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

export const LOCALES = ['zh-CN', 'en-US'] as const;
export type AppLocale = (typeof LOCALES)[number];

/** dayjs's name for an interface language. */
export function dayjsLocaleOf(locale: string): string {
  return locale === 'zh-CN' ? 'zh-cn' : 'en';
}

/** Dates follow the interface language; antd's own locale follows the locale plugin. */
export function applyDayjsLocale(locale: string): void {
  dayjs.locale(dayjsLocaleOf(locale));
}
