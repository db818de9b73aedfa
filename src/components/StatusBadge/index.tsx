import type { ProColumns } from '@ant-design/pro-components';
import React from 'react';
import { cellText, isEmptyCell } from '@/utils/cellText';
import styles from './index.less';

/** The statuses of ProTable's `valueEnum` entries, as antd's Badge draws them. */
type BadgeStatus = 'Success' | 'Processing' | 'Warning' | 'Error' | 'Default';

export interface EnumEntry {
  text: string;
  status?: BadgeStatus;
}

const TONE: Record<BadgeStatus, string> = {
  Success: styles.success,
  Processing: styles.processing,
  Warning: styles.warning,
  Error: styles.error,
  Default: '',
};

/** A status dot with its text, as antd's `<Badge status text>` shows it, in plain elements. */
const StatusBadge: React.FC<{ status: BadgeStatus; children: React.ReactNode }> = ({ status, children }) => (
  <span className={styles.badge}>
    <span className={[styles.dot, TONE[status]].filter(Boolean).join(' ')} aria-hidden />
    {children}
  </span>
);

/**
 * A column whose value is one of `valueEnum`'s keys: a select in the search form, and in the table the
 * entry's text, with its status dot where it has one. ProTable draws such a cell itself as a read-only
 * form field (a select field and a Badge, with their contexts and styles) in every row; here it is two
 * spans. A value outside the enum shows as itself, an empty one as "-".
 */
export function enumCell<Row>(
  valueEnum: Record<string, EnumEntry>,
  valueOfRow: (row: Row) => unknown,
): Pick<ProColumns<Row>, 'valueType' | 'valueEnum' | 'render'> {
  return {
    valueType: 'select',
    valueEnum,
    render: (_, row) => {
      const value = valueOfRow(row);
      const entry = isEmptyCell(value) ? undefined : valueEnum[String(value)];
      if (!entry) return cellText(value);
      return entry.status ? <StatusBadge status={entry.status}>{entry.text}</StatusBadge> : entry.text;
    },
  };
}
