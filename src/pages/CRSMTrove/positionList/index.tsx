import { type ActionType, PageContainer, type ProColumns, ProTable } from '@ant-design/pro-components';
import { Link, useAccess, useIntl } from '@umijs/max';
import { Tag, Typography } from 'antd';
import React, { useRef, useState } from 'react';
import CrsmMarketSummary, { useCrsmMarket } from '@/components/CrsmMarketSummary';
import { dateTimeColumn } from '@/components/DateTime';
import PageTitle from '@/components/PageTitle';
import RowAction, { actionsColumn } from '@/components/RowAction';
import { useStableCells } from '@/hooks/useStableCells';
import { useTableLoadState } from '@/hooks/useTableLoadState';
import { useUrlListQuery } from '@/hooks/useUrlListQuery';
import {
  listCrsmAccounts,
  type CrsmAccountItem,
  type CrsmAccountListQuery,
  type CrsmAccountSortField,
} from '@/services/crsm';
import { formatIcr, groupDigits, trimDecimal } from '@/utils/crsm';
import { sortQuery } from '@/utils/listQuery';
import AccountPositions from './components/AccountPositions';

const SORT_FIELDS: readonly CrsmAccountSortField[] = ['totalDebt', 'collateralLocked', 'positions', 'icr'];
const CRSM_LIST_PATH = '/CRSMTrove/CRSMList';

/** Positions grouped by account address with each account's totals; an account's positions open in its row. */
const PositionListPage: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  const actionRef = useRef<ActionType>();
  const loadState = useTableLoadState(actionRef);
  const listQuery = useUrlListQuery<CrsmAccountListQuery>();
  const [market] = useCrsmMarket();
  const [expanded, setExpanded] = useState<readonly React.Key[]>([]);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `pages.crsm.${id}` }, values);
  const toggle = (address: string) =>
    setExpanded((keys) => (keys.includes(address) ? keys.filter((key) => key !== address) : [...keys, address]));

  const sum = (
    field: keyof CrsmAccountItem,
    unit: 'YBTC' | 'YU',
    extra: Partial<ProColumns<CrsmAccountItem>> = {},
  ): ProColumns<CrsmAccountItem> => ({
    title: t(`account.${field}`),
    dataIndex: field,
    align: 'right',
    hideInSearch: true,
    render: (_, row) =>
      `${groupDigits(unit === 'YBTC' ? trimDecimal(String(row[field])) : String(row[field]))} ${unit}`,
    ...extra,
  });

  const columns = useStableCells<CrsmAccountItem>(
    [
      { title: t('position.address'), dataIndex: 'address', copyable: true },
      {
        title: t('account.positions'),
        dataIndex: 'positions',
        align: 'right',
        hideInSearch: true,
        sorter: true,
        defaultSortOrder: listQuery.defaultSortOrder('positions'),
      },
      sum('collateralLocked', 'YBTC', {
        sorter: true,
        defaultSortOrder: listQuery.defaultSortOrder('collateralLocked'),
      }),
      sum('totalDebt', 'YU', { sorter: true, defaultSortOrder: listQuery.defaultSortOrder('totalDebt') }),
      {
        title: t('account.icr'),
        dataIndex: 'icr',
        align: 'right',
        hideInSearch: true,
        sorter: true,
        defaultSortOrder: listQuery.defaultSortOrder('icr'),
        render: (_, row) => formatIcr(row.icr, row.icrUnbounded),
      },
      {
        title: t('account.underTrigger'),
        dataIndex: 'underTrigger',
        align: 'right',
        hideInSearch: true,
        render: (_, row) =>
          row.underTrigger > 0 ? (
            <Tag color="warning">{row.underTrigger}</Tag>
          ) : (
            <Typography.Text type="secondary">0</Typography.Text>
          ),
      },
      sum('deposits', 'YU'),
      sum('yieldGains', 'YU'),
      sum('debtTokenBalance', 'YU'),
      sum('collateralGains', 'YBTC'),
      dateTimeColumn<CrsmAccountItem, 'lastObservedAt'>(t('account.lastObservedAt'), 'lastObservedAt'),
      actionsColumn(intl, (row) =>
        [
          <RowAction key="positions" aria-expanded={expanded.includes(row.address)} onClick={() => toggle(row.address)}>
            {t('account.openPositions')}
          </RowAction>,
          access.canRoute({ path: CRSM_LIST_PATH }) && (
            <Link key="list" to={`${CRSM_LIST_PATH}?address=${encodeURIComponent(row.address)}`}>
              {t('account.inCrsmList')}
            </Link>
          ),
        ].filter(Boolean),
      ),
    ],
    [access, expanded],
  );

  return (
    <PageContainer title={<PageTitle>{intl.formatMessage({ id: 'menu.CRSMTrove.positionList' })}</PageTitle>}>
      <CrsmMarketSummary market={market} />
      <ProTable<CrsmAccountItem, { address?: string }>
        rowKey="address"
        headerTitle={t('account.title')}
        scroll={{ x: 'max-content' }}
        actionRef={actionRef}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        {...listQuery.tableProps}
        expandable={{
          expandedRowKeys: [...expanded],
          onExpandedRowsChange: (keys) => setExpanded(keys),
          expandedRowRender: (row) => <AccountPositions address={row.address} />,
        }}
        request={(params, sort) =>
          listQuery.send(
            {
              current: params.current,
              pageSize: params.pageSize,
              address: params.address,
              ...sortQuery(sort, SORT_FIELDS),
            },
            listCrsmAccounts,
          )
        }
        {...loadState}
      />
    </PageContainer>
  );
};

export default PositionListPage;
