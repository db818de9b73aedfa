import type { ProColumns } from '@ant-design/pro-components';
import type { Dayjs } from 'dayjs';

/** The API filters by instants: a table's chosen times go as ISO 8601, read in the browser's zone (ProTable's `dateFormatter`). */
export const toInstant = (value: Dayjs) => value.toISOString();

const rangeKey = (name: string) => `${name}Range`;

/** A search-only time range sent as `<name>From` / `<name>To`. */
export function timeRangeSearchColumn<Row>(title: string, name: string): ProColumns<Row> {
  return {
    title,
    key: rangeKey(name),
    dataIndex: rangeKey(name),
    valueType: 'dateTimeRange',
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
