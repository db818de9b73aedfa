import type { ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@/locales/intl';
import React from 'react';
import { formatDateTime } from '@/utils/dateTime';

/** An API time in the interface language, re-rendered when the language changes. */
export const DateTime: React.FC<{ value: string | null | undefined }> = ({ value }) => {
  const intl = useIntl();
  return value ? <time dateTime={value}>{formatDateTime(value, intl.locale)}</time> : <>-</>;
};

/** A table column (and description item) showing one of the row's ISO times. */
export function dateTimeColumn<Row extends Record<Field, string | null>, Field extends keyof Row & string>(
  title: string,
  dataIndex: Field,
  column: Omit<ProColumns<Row>, 'title' | 'dataIndex' | 'render'> = {},
): ProColumns<Row> {
  return {
    title,
    dataIndex,
    hideInSearch: true,
    ...column,
    render: (_, row) => <DateTime value={row[dataIndex]} />,
  };
}
