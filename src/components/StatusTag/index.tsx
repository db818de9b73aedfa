import { type IdsUnder, isMessageId, type Translate, useIntl, type MessageId } from '@/locales/intl';
import { Tag } from 'antd';
import React from 'react';

/** Tag colours by what a status means for the administrator: done, under way, needs someone, failed. */
export type StatusTone = 'success' | 'processing' | 'warning' | 'error' | 'default';

/** A status as a coloured tag with its locale text (`<prefix>.<status>`). */
const StatusTag: React.FC<{ status: string; messagePrefix: string; tones: Partial<Record<string, StatusTone>> }> = ({
  status,
  messagePrefix,
  tones,
}) => {
  const intl = useIntl();
  // A status the panel does not know yet (a newer server's) shows as sent.
  const id = `${messagePrefix}.${status}`;
  return <Tag color={tones[status] ?? 'default'}>{isMessageId(intl, id) ? intl.formatMessage({ id }) : status}</Tag>;
};

export default StatusTag;

/** The select options of a status filter, in the given order; each status must have its message under the prefix. */
export function statusOptions<Prefix extends string>(
  intl: { formatMessage: Translate },
  statuses: readonly IdsUnder<Prefix>[],
  messagePrefix: Prefix,
) {
  return statuses.map((status) => ({
    value: status,
    label: intl.formatMessage({ id: `${messagePrefix}.${status}` as MessageId }),
  }));
}
