import { AlertOutlined, AuditOutlined, MessageOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { useIntl } from '@/locales/intl';
import { Card, Empty, Skeleton } from 'antd';
import React from 'react';
import LoadFailed from '@/components/LoadFailed';
import { useAttention } from '@/hooks/useAttention';
import type { HomeAttention, OperationKind } from '@/services/home';
import { formatDateTime } from '@/utils/dateTime';
import styles from './AttentionList.less';

/** Where each kind of operation is approved, showing those awaiting approval. */
const APPROVAL_PAGES: Record<OperationKind, string> = {
  mint: '/selfCustody/deposit?mintStatus=awaiting_approval',
  withdrawal: '/selfCustody/withdraw?status=awaiting_approval',
  refund: '/selfCustody/withdraw?status=refund_awaiting_approval',
  crsm_open: '/CRSMTrove/CRSMList?tab=requests',
};

interface AttentionItem {
  key: string;
  to: string;
  icon: React.ReactNode;
  text: string;
}

function attentionItems(attention: HomeAttention, intl: ReturnType<typeof useIntl>): AttentionItem[] {
  const items: AttentionItem[] = [];
  for (const { kind, count } of attention.approvals ?? []) {
    if (count > 0) {
      items.push({
        key: `approval-${kind}`,
        to: APPROVAL_PAGES[kind],
        icon: <AuditOutlined />,
        text: intl.formatMessage({ id: `pages.home.attention.approvals.${kind}` }, { count }),
      });
    }
  }
  if (attention.untreatedFeedback) {
    items.push({
      key: 'feedback',
      to: '/feedback?status=untreated',
      icon: <MessageOutlined />,
      text: intl.formatMessage(
        { id: 'pages.home.attention.untreatedFeedback' },
        { count: attention.untreatedFeedback },
      ),
    });
  }
  if (attention.btcPrice?.stale) {
    const { observedAt, maxAgeSeconds } = attention.btcPrice;
    items.push({
      key: 'price',
      to: '/CRSMTrove/CRSMList',
      icon: <AlertOutlined />,
      text: observedAt
        ? intl.formatMessage(
            { id: 'pages.home.attention.priceStale' },
            { time: formatDateTime(observedAt, intl.locale), minutes: Math.round(maxAgeSeconds / 60) },
          )
        : intl.formatMessage({ id: 'pages.home.attention.priceMissing' }),
    });
  }
  return items;
}

/** What needs the signed-in administrator now, each item a link to where it is done; the server decides what they may see. */
const AttentionList: React.FC = () => {
  const intl = useIntl();
  // Shared with the header's bell, and following the live stream.
  const { data, loading, error, refresh } = useAttention({ fresh: true });
  const items = data ? attentionItems(data, intl) : [];
  return (
    // The body keeps the height of the empty state while loading, so one or two items replace the
    // placeholder without moving the cards below.
    <Card title={intl.formatMessage({ id: 'pages.home.attention.title' })} classNames={{ body: styles.body }}>
      {loading && !data ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : error ? (
        <LoadFailed onRetry={refresh} />
      ) : items.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={intl.formatMessage({ id: 'pages.home.attention.empty' })}
        />
      ) : (
        // A plain list: antd's List brings its Pagination and Select, which Home never shows.
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={item.key}>
              <Link to={item.to}>
                {item.icon} {item.text}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
};

export default AttentionList;
