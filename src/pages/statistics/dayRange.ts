import type { ProColumns } from '@ant-design/pro-components';

/** A search-only UTC day range sent as `from` / `to` (YYYY-MM-DD, inclusive). */
export function dayRangeSearchColumn<Row>(title: string, tooltip: string): ProColumns<Row> {
  return {
    title,
    tooltip,
    key: 'dayRange',
    dataIndex: 'dayRange',
    valueType: 'dateRange',
    hideInTable: true,
    hideInSetting: true,
    search: { transform: ([from, to]: [string, string]) => ({ from, to }) },
  };
}

/** A shared link's `from` / `to` back as the range field's value. */
export function dayRangeFormValues(params: Record<string, string>): Record<string, unknown> {
  const { from, to, ...rest } = params;
  return from && to ? { ...rest, dayRange: [from, to] } : rest;
}

/** Counts grouped by the interface language. */
export const formatCount = (value: number, locale: string) => new Intl.NumberFormat(locale).format(value);
