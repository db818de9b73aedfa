import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { dayjsLocaleOf } from './locale';

dayjs.extend(localizedFormat);

/** An API time (ISO 8601) as date and time in the interface language: `2026/11/22 03:35:26`, `11/22/2026 3:35:26 AM`. */
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const time = dayjs(iso);
  return time.isValid() ? time.locale(dayjsLocaleOf(locale)).format('L LTS') : iso;
}
