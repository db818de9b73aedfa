import type { ProColumns } from '@ant-design/pro-components';
import type { Dayjs } from 'dayjs';
import type { Translate } from '@/locales/intl';

/** The API filters by instants: a table's chosen times go as ISO 8601, read in the browser's zone (ProTable's `dateFormatter`). */
export const toInstant = (value: Dayjs) => value.toISOString();

const rangeKey = (name: string) => `${name}Range`;

/**
 * A search-only time range sent as `<name>From` / `<name>To`. Its ends say "Start time" and "End time": two
 * "Please select" did not fit beside a long label at 1440 pixels.
 */
export function timeRangeSearchColumn<Row>(translate: Translate, title: string, name: string): ProColumns<Row> {
  return {
    title,
    key: rangeKey(name),
    dataIndex: rangeKey(name),
    valueType: 'dateTimeRange',
    fieldProps: {
      placeholder: [translate({ id: 'common.range.startTime' }), translate({ id: 'common.range.endTime' })],
    },
    hideInTable: true,
    hideInDescriptions: true,
    hideInSetting: true,
    search: { transform: ([from, to]: [string, string]) => ({ [`${name}From`]: from, [`${name}To`]: to }) },
  };
}

/** A shared link's `<name>From` / `<name>To` back as the range field's value. */
export function timeRangeFormValues(params: Record<string, string>, name: string): Record<string, unknown> {
  const { [`${name}From`]: from, [`${name}To`]: to, ...rest } = params;
  return from && to ? { ...rest, [rangeKey(name)]: [from, to] } : rest;
}
