import { useIntl } from '@umijs/max';
import { Tag } from 'antd';
import React from 'react';
import type { Translate } from '@/utils/translate';

/** Tag colours by what a status means for the administrator: done, under way, needs someone, failed. */
export type StatusTone = 'success' | 'processing' | 'warning' | 'error' | 'default';

/** A status as a coloured tag with its locale text (`<prefix>.<status>`). */
const StatusTag: React.FC<{ status: string; messagePrefix: string; tones: Partial<Record<string, StatusTone>> }> = ({
  status,
  messagePrefix,
  tones,
}) => {
  const intl = useIntl();
  const id = `${messagePrefix}.${status}`;
  return <Tag color={tones[status] ?? 'default'}>{id in intl.messages ? intl.formatMessage({ id }) : status}</Tag>;
};

export default StatusTag;

/** The select options of a status filter, in the given order. */
export function statusOptions(intl: { formatMessage: Translate }, statuses: readonly string[], messagePrefix: string) {
  return statuses.map((status) => ({ value: status, label: intl.formatMessage({ id: `${messagePrefix}.${status}` }) }));
}
