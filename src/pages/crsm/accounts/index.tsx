import type { ProColumns } from '@ant-design/pro-components';
import { addressColumn } from '@/components/HashText';
import { Link, useAccess } from '@umijs/max';
import { useIntl, useMessages, type IdsUnder } from '@/locales/intl';
import { Tag, Typography } from 'antd';
import React, { useState } from 'react';
import { crsmAmountColumn } from '@/components/CrsmCells';
import CrsmMarketSummary, { useCrsmMarket } from '@/components/CrsmMarketSummary';
import ListPage, { useListPage } from '@/components/ListPage';
import { dateTimeColumn } from '@/components/DateTime';
import RowAction, { actionsColumn } from '@/components/RowAction';
import { useStableCells } from '@/hooks/useStableCells';
import {
  listCrsmAccounts,
  type CrsmAccountItem,
  type CrsmAccountListQuery,
  type CrsmAccountSortField,
} from '@/services/crsm';
import { formatIcr } from '@/utils/crsm';
import AccountPositions from './components/AccountPositions';

const SORT_FIELDS: readonly CrsmAccountSortField[] = ['totalDebt', 'collateralLocked', 'positions', 'icr'];
const CRSM_LIST_PATH = '/CRSMTrove/CRSMList';

/** Positions grouped by account address with each account's totals; an account's positions open in its row. */
const CrsmAccountsPage: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  const list = useListPage<CrsmAccountListQuery>({ live: ['crsmPosition'] });
  const [market] = useCrsmMarket();
  const [expanded, setExpanded] = useState<readonly React.Key[]>([]);
  const t = useMessages('pages.crsm');
  const toggle = (address: string) =>
    setExpanded((keys) => (keys.includes(address) ? keys.filter((key) => key !== address) : [...keys, address]));

  const sum = (
    field: keyof CrsmAccountItem & IdsUnder<'pages.crsm.account'>,
    unit: 'YBTC' | 'YU',
    extra: Partial<ProColumns<CrsmAccountItem>> = {},
  ) => crsmAmountColumn<CrsmAccountItem>(t(`account.${field}`), field, unit, extra);

  const columns = useStableCells<CrsmAccountItem>(
    [
      addressColumn<CrsmAccountItem>(t('position.address'), 'address'),
      {
        title: t('account.positions'),
        dataIndex: 'positions',
        align: 'right',
        hideInSearch: true,
        ...list.sortable('positions'),
      },
      sum('collateralLocked', 'YBTC', list.sortable('collateralLocked')),
      sum('totalDebt', 'YU', list.sortable('totalDebt')),
      {
        title: t('account.icr'),
        dataIndex: 'icr',
        align: 'right',
        hideInSearch: true,
        ...list.sortable('icr'),
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
      sum('deposits', 'YU', { tooltip: 'deposits' }),
      sum('yieldGains', 'YU', { tooltip: 'yieldGains' }),
      sum('debtTokenBalance', 'YU', { tooltip: 'debtTokenBalance' }),
      sum('collateralGains', 'YBTC', { tooltip: 'collateralGains' }),
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
    <ListPage<CrsmAccountItem, CrsmAccountListQuery>
      titleId="menu.CRSMTrove.positionList"
      header={<CrsmMarketSummary market={market} />}
      list={list}
      hiddenColumns={['deposits', 'yieldGains', 'debtTokenBalance', 'collateralGains', 'lastObservedAt']}
      rowKey="address"
      headerTitle={t('account.title')}
      columns={columns}
      expandable={{
        expandedRowKeys: [...expanded],
        onExpandedRowsChange: (keys) => setExpanded(keys),
        expandedRowRender: (row) => <AccountPositions address={row.address} />,
      }}
      filters={['address']}
      sortFields={SORT_FIELDS}
      load={listCrsmAccounts}
    />
  );
};

export default CrsmAccountsPage;
