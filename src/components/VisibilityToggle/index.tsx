import type { ProColumns } from '@ant-design/pro-components';
import { useMessages } from '@/locales/intl';
import React from 'react';
import ConfirmAction from '@/components/ConfirmAction';
import { enumCell } from '@/components/StatusBadge';
import type { Visibility } from '@/services/content';
import type { Translate } from '@/locales/intl';

/** The status column of news and notices: shown / not shown, also a search filter. */
export function visibilityColumn<Row extends { status: Visibility }>(intl: {
  formatMessage: Translate;
}): ProColumns<Row> {
  return {
    title: intl.formatMessage({ id: 'pages.content.status' }),
    dataIndex: 'status',
    ...enumCell<Row>(
      {
        shown: { text: intl.formatMessage({ id: 'pages.content.status.shown' }), status: 'Success' },
        hidden: { text: intl.formatMessage({ id: 'pages.content.status.hidden' }), status: 'Default' },
      },
      (row) => row.status,
    ),
  };
}

/** "Show" or "Hide" for a row, after the confirmation asking whether to show or hide the item. */
const VisibilityToggle: React.FC<{ status: Visibility; onChange: (next: Visibility) => Promise<unknown> }> = ({
  status,
  onChange,
}) => {
  const next: Visibility = status === 'shown' ? 'hidden' : 'shown';
  const t = useMessages('pages.content');
  return (
    <ConfirmAction title={t(next === 'shown' ? 'confirmShow' : 'confirmHide')} onConfirm={() => onChange(next)}>
      {t(next === 'shown' ? 'show' : 'hide')}
    </ConfirmAction>
  );
};

export default VisibilityToggle;
