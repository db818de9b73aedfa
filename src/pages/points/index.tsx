import { addressColumn } from '@/components/HashText';
import { useAccess } from '@umijs/max';
import { useIntl, useMessages } from '@/locales/intl';
import React, { useState } from 'react';
import { dateTimeColumn } from '@/components/DateTime';
import ListPage, { CreateButton, useListPage } from '@/components/ListPage';
import RowAction, { actionsColumn } from '@/components/RowAction';
import { useEditing } from '@/hooks/useEditing';
import { useStableCells } from '@/hooks/useStableCells';
import {
  exportPointsBalances,
  listPointsBalances,
  type PointsBalanceItem,
  type PointsListQuery,
  type PointsSortField,
} from '@/services/points';
import AdjustPointsForm from './components/AdjustPointsForm';
import PointsHistoryDrawer from './components/PointsHistoryDrawer';

const SORT_FIELDS: readonly PointsSortField[] = ['balance', 'updatedAt', 'address'];

/** Berries (points) by address: search, filter, sort and page on the server; adjust with a reason, see the history, export. */
const PointsPage: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  const list = useListPage<PointsListQuery>({ live: ['points'] });
  const adjusting = useEditing<PointsBalanceItem>();
  const [historyOf, setHistoryOf] = useState<string>();
  const t = useMessages('pages.points');

  const columns = useStableCells<PointsBalanceItem>(
    [
      addressColumn<PointsBalanceItem>(t('address'), 'address', list.sortable('address')),
      {
        title: t('balance'),
        dataIndex: 'balance',
        align: 'right',
        hideInSearch: true,
        ...list.sortable('balance'),
      },
      { title: t('minBalance'), dataIndex: 'minBalance', hideInTable: true, fieldProps: { inputMode: 'decimal' } },
      { title: t('maxBalance'), dataIndex: 'maxBalance', hideInTable: true, fieldProps: { inputMode: 'decimal' } },
      { title: t('adjustmentCount'), dataIndex: 'adjustmentCount', align: 'right', hideInSearch: true },
      dateTimeColumn<PointsBalanceItem, 'updatedAt'>(t('updatedAt'), 'updatedAt', list.sortable('updatedAt')),
      actionsColumn(intl, (balance) =>
        [
          <RowAction key="history" onClick={() => setHistoryOf(balance.address)}>
            {t('history')}
          </RowAction>,
          access.can('points:adjust') && (
            <RowAction key="adjust" onClick={() => adjusting.edit(balance)}>
              {t('adjust')}
            </RowAction>
          ),
        ].filter(Boolean),
      ),
    ],
    [access],
  );

  return (
    <ListPage<PointsBalanceItem, PointsListQuery>
      titleId="menu.points"
      list={list}
      rowKey="address"
      columns={columns}
      filters={['address', 'minBalance', 'maxBalance']}
      sortFields={SORT_FIELDS}
      load={listPointsBalances}
      exportCsv={access.can('points:export') && ((filters) => exportPointsBalances(filters))}
      toolBar={[
        access.can('points:adjust') && (
          <CreateButton key="adjust" onClick={adjusting.create}>
            {t('adjust')}
          </CreateButton>
        ),
      ]}
    >
      <AdjustPointsForm
        open={adjusting.open}
        balance={adjusting.target}
        onOpenChange={adjusting.onOpenChange}
        onSaved={list.reload}
      />
      <PointsHistoryDrawer address={historyOf} onClose={() => setHistoryOf(undefined)} />
    </ListPage>
  );
};

export default PointsPage;
