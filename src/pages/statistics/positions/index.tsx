import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useIntl, useMessages } from '@/locales/intl';
import React from 'react';
import Amount from '@/components/Amount';
import { dateTimeColumn } from '@/components/DateTime';
import PageTitle from '@/components/PageTitle';
import StatisticsTable, { addressColumn, dayRangeSearchColumn, amountColumn } from '@/components/StatisticsTable';
import {
  exportPositions,
  listPositions,
  type PositionItem,
  type PositionListQuery,
  type PositionSortField,
  type PositionTotals,
} from '@/services/statisticsPositions';

const SORT_FIELDS: readonly PositionSortField[] = ['createdAt', 'btcDeposited', 'yuMinted'];

/** The position list: every vault, filtered by UTC days, chain, vault and address, sorted by amount or time, with totals of the whole filter. */
const PositionsPage: React.FC = () => {
  const intl = useIntl();
  const t = useMessages('pages.statisticsPositions');
  const columns: ProColumns<PositionItem>[] = [
    { title: t('vaultId'), dataIndex: 'vaultId', copyable: true },
    { title: t('chainId'), dataIndex: 'chainId', fieldProps: { placeholder: t('chainIdPlaceholder') } },
    addressColumn<PositionItem>(t('createdAddress'), 'createdAddress'),
    amountColumn<PositionItem>(t('btcDeposited'), 'btcDeposited', 'BTC'),
    amountColumn<PositionItem>(t('yuMinted'), 'yuMinted', 'YU'),
    dateTimeColumn<PositionItem, 'createdAt'>(t('createdAt'), 'createdAt'),
    dayRangeSearchColumn(intl.formatMessage, t('dayRange')),
  ];
  return (
    <PageContainer title={<PageTitle>{intl.formatMessage({ id: 'menu.statistics.dataCdp' })}</PageTitle>}>
      <StatisticsTable<PositionItem, PositionTotals, PositionListQuery>
        rowKey="id"
        columns={columns}
        sortFields={SORT_FIELDS}
        request={listPositions}
        summary={(totals) => ({
          vaultId: `${t('total')} (${totals.positions})`,
          btcDeposited: <Amount value={totals.btcDeposited} unit="BTC" />,
          yuMinted: <Amount value={totals.yuMinted} unit="YU" />,
        })}
        onExport={(filters, locale) => exportPositions(filters, locale)}
      />
    </PageContainer>
  );
};

export default PositionsPage;
