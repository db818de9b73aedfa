import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

export const LOCALES = ['zh-CN', 'en-US'] as const;
export type AppLocale = (typeof LOCALES)[number];

/** The panel's language for what Umi's locale plugin reports (anything unknown is its default, zh-CN). */
export function appLocaleOf(locale: string | undefined): AppLocale {
  return LOCALES.find((known) => known === locale) ?? 'zh-CN';
}

/** dayjs's name for an interface language. */
export function dayjsLocaleOf(locale: string): string {
  return locale === 'zh-CN' ? 'zh-cn' : 'en';
}

/**
 * Dates and the document's `lang` (what screen readers pronounce it in) follow the interface language;
 * antd's own locale follows the locale plugin.
 */
export function applyLocale(locale: string): void {
  dayjs.locale(dayjsLocaleOf(locale));
  document.documentElement.lang = appLocaleOf(locale);
}
