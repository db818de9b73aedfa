import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, PageContainer, ProTable } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Button } from 'antd';
import React, { useRef, useState } from 'react';
import { dateTimeColumn } from '@/components/DateTime';
import ExportButton from '@/components/ExportButton';
import PageTitle from '@/components/PageTitle';
import RowAction, { actionsColumn } from '@/components/RowAction';
import { useStableCells } from '@/hooks/useStableCells';
import { useTableLoadState } from '@/hooks/useTableLoadState';
import { useUrlListQuery } from '@/hooks/useUrlListQuery';
import {
  exportPointsBalances,
  listPointsBalances,
  type PointsBalanceItem,
  type PointsListQuery,
  type PointsSortField,
} from '@/services/points';
import { sortQuery } from '@/utils/listQuery';
import AdjustPointsForm from './components/AdjustPointsForm';
import PointsHistoryDrawer from './components/PointsHistoryDrawer';

/** The search form's fields, as ProTable hands them to `request`. */
type PointsSearch = Omit<PointsListQuery, 'current' | 'pageSize' | 'sortField' | 'sortOrder'>;

const SORT_FIELDS: readonly PointsSortField[] = ['balance', 'updatedAt', 'address'];

/** Berries (points) by address: search, filter, sort and page on the server; adjust with a reason, see the history, export. */
const PointsPage: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  const actionRef = useRef<ActionType>();
  const loadState = useTableLoadState(actionRef);
  const listQuery = useUrlListQuery<PointsListQuery>();
  const [adjusting, setAdjusting] = useState<{ open: boolean; balance?: PointsBalanceItem }>({ open: false });
  const [historyOf, setHistoryOf] = useState<string>();
  const t = (id: string) => intl.formatMessage({ id: `pages.points.${id}` });

  const columns = useStableCells<PointsBalanceItem>(
    [
      {
        title: t('address'),
        dataIndex: 'address',
        copyable: true,
        sorter: true,
        defaultSortOrder: listQuery.defaultSortOrder('address'),
      },
      {
        title: t('balance'),
        dataIndex: 'balance',
        align: 'right',
        hideInSearch: true,
        sorter: true,
        defaultSortOrder: listQuery.defaultSortOrder('balance'),
      },
      { title: t('minBalance'), dataIndex: 'minBalance', hideInTable: true, fieldProps: { inputMode: 'decimal' } },
      { title: t('maxBalance'), dataIndex: 'maxBalance', hideInTable: true, fieldProps: { inputMode: 'decimal' } },
      { title: t('adjustmentCount'), dataIndex: 'adjustmentCount', align: 'right', hideInSearch: true },
      dateTimeColumn<PointsBalanceItem, 'updatedAt'>(t('updatedAt'), 'updatedAt', {
        sorter: true,
        defaultSortOrder: listQuery.defaultSortOrder('updatedAt'),
      }),
      actionsColumn(intl, (balance) =>
        [
          <RowAction key="history" onClick={() => setHistoryOf(balance.address)}>
            {t('history')}
          </RowAction>,
          access.can('points:adjust') && (
            <RowAction key="adjust" onClick={() => setAdjusting({ open: true, balance })}>
              {t('adjust')}
            </RowAction>
          ),
        ].filter(Boolean),
      ),
    ],
    [access],
  );

  return (
    <PageContainer title={<PageTitle>{intl.formatMessage({ id: 'menu.points' })}</PageTitle>}>
      <ProTable<PointsBalanceItem, PointsSearch>
        rowKey="address"
        scroll={{ x: 'max-content' }}
        actionRef={actionRef}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        {...listQuery.tableProps}
        request={(params, sort) =>
          listQuery.send(
            {
              current: params.current,
              pageSize: params.pageSize,
              address: params.address,
              minBalance: params.minBalance,
              maxBalance: params.maxBalance,
              ...sortQuery(sort, SORT_FIELDS),
            },
            listPointsBalances,
          )
        }
        toolBarRender={() =>
          [
            access.can('points:adjust') && (
              <Button key="adjust" type="primary" icon={<PlusOutlined />} onClick={() => setAdjusting({ open: true })}>
                {t('adjust')}
              </Button>
            ),
            access.can('points:export') && (
              <ExportButton key="export" onExport={() => exportPointsBalances(listQuery.exportQuery())} />
            ),
          ].filter(Boolean)
        }
        {...loadState}
      />
      <AdjustPointsForm
        open={adjusting.open}
        balance={adjusting.balance}
        onOpenChange={(open) => setAdjusting((current) => ({ ...current, open }))}
        onSaved={() => actionRef.current?.reload()}
      />
      <PointsHistoryDrawer address={historyOf} onClose={() => setHistoryOf(undefined)} />
    </PageContainer>
  );
};

export default PointsPage;
