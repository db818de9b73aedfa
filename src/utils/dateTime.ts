import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { dayjsLocaleOf } from './locale';

dayjs.extend(localizedFormat);

// Tables show the same few hundred times again at every sort and filter: formatting is kept per
// language, time and offset from UTC, up to a bound (cleared past it).
const FORMATTED_KEPT = 2000;
const formatted = new Map<string, string>();

/** An API time (ISO 8601) as date and time in the interface language: `2026/11/22 03:35:26`, `11/22/2026 3:35:26 AM`. */
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const key = `${locale} ${iso} ${new Date(iso).getTimezoneOffset()}`;
  const known = formatted.get(key);
  if (known !== undefined) return known;
  const time = dayjs(iso);
  const text = time.isValid() ? time.locale(dayjsLocaleOf(locale)).format('L LTS') : iso;
  if (formatted.size >= FORMATTED_KEPT) formatted.clear();
  formatted.set(key, text);
  return text;
}
