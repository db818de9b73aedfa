import { addressColumn } from '@/components/HashText';
import { SettingOutlined } from '@ant-design/icons';
import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useAccess, useSearchParams } from '@umijs/max';
import { useIntl, useMessages, type IdsUnder } from '@/locales/intl';
import { Button, Tabs, theme } from 'antd';
import React, { useRef, useState } from 'react';
import { crsmAmountColumn, IcrCell, LiquidationPrice } from '@/components/CrsmCells';
import CrsmMarketSummary, { useCrsmMarket } from '@/components/CrsmMarketSummary';
import { CreateButton, ListTable, useListPage } from '@/components/ListPage';
import { dateTimeColumn } from '@/components/DateTime';
import PageTitle from '@/components/PageTitle';
import RowAction, { actionsColumn } from '@/components/RowAction';
import { useStableCells } from '@/hooks/useStableCells';
import {
  listCrsmPositions,
  type CrsmPositionItem,
  type CrsmPositionListQuery,
  type CrsmPositionSortField,
} from '@/services/crsm';
import { isPercent } from '@/utils/crsm';
import { formatRule } from '@/utils/chainFields';
import CreatePositionForm from './components/CreatePositionForm';
import PositionHistoryDrawer from './components/PositionHistoryDrawer';
import RequestsTable from './components/RequestsTable';
import SettingsForm from './components/SettingsForm';

const SORT_FIELDS: readonly CrsmPositionSortField[] = ['icr', 'totalDebt', 'collateralLocked', 'observedAt'];

/** Shown from the column settings: the rest fit a 1366 px screen. */
const CRSM_HIDDEN_COLUMNS = [
  'positionId',
  'troveCollateral',
  'troveDebt',
  'troveInterest',
  'deposits',
  'yieldGains',
  'debtTokenBalance',
  'collateralGains',
  'trgcr',
  'tarcr',
  'maxTarcr',
  'observedAt',
];

/**
 * CRSM positions with the ICR and liquidation price the server computes at the price it holds:
 * riskiest first, rows under their trigger ratio marked; each position's history; creating a
 * position (an operation for the chain executor) and the settings, by permission.
 */
const CrsmPositionsPage: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  const { token } = theme.useToken();
  const requestsRef = useRef<{ reload: () => void }>(null);
  const list = useListPage<CrsmPositionListQuery>({ live: ['crsmRequest', 'crsmPosition', 'crsmPrice', 'operation'] });
  const [market, reloadMarket] = useCrsmMarket();
  const [creating, setCreating] = useState(false);
  const [editingSettings, setEditingSettings] = useState(false);
  const [historyOf, setHistoryOf] = useState<string>();
  // `?tab=requests` (Home's link to the creations awaiting approval) opens the requests; read once.
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState(() => (searchParams.get('tab') === 'requests' ? 'requests' : 'positions'));
  const t = useMessages('pages.crsm');

  const amount = (
    field: keyof CrsmPositionItem & IdsUnder<'pages.crsm.position'>,
    unit: 'YBTC' | 'YU',
    extra: Partial<ProColumns<CrsmPositionItem>> = {},
  ) => crsmAmountColumn<CrsmPositionItem>(t(`position.${field}`), field, unit, extra);
  const ratio = (field: 'trgcr' | 'tarcr' | 'maxTarcr', title: string): ProColumns<CrsmPositionItem> => ({
    title,
    dataIndex: field,
    align: 'right',
    hideInSearch: true,
    render: (_, row) => `${row[field]}%`,
  });
  const percentSearchRule = formatRule(isPercent, t('create.percent.invalid'));

  const columns = useStableCells<CrsmPositionItem>([
    { title: t('position.positionId'), dataIndex: 'positionId', hideInSearch: true },
    { title: t('position.troveId'), dataIndex: 'troveId', copyable: true },
    addressColumn<CrsmPositionItem>(t('position.address'), 'address'),
    amount('collateralLocked', 'YBTC'),
    amount('totalDebt', 'YU', list.sortable('totalDebt')),
    amount('troveCollateral', 'YBTC'),
    amount('troveDebt', 'YU'),
    amount('troveInterest', 'YU'),
    {
      title: t('position.icr'),
      dataIndex: 'icr',
      align: 'right',
      hideInSearch: true,
      ...list.sortable('icr'),
      render: (_, row) => <IcrCell row={row} />,
    },
    {
      title: t('position.minIcr'),
      dataIndex: 'minIcr',
      hideInTable: true,
      fieldProps: { inputMode: 'decimal', suffix: '%' },
      formItemProps: { rules: [percentSearchRule] },
    },
    {
      title: t('position.maxIcr'),
      dataIndex: 'maxIcr',
      hideInTable: true,
      fieldProps: { inputMode: 'decimal', suffix: '%' },
      formItemProps: { rules: [percentSearchRule] },
    },
    {
      title: t('position.underTriggerFilter'),
      dataIndex: 'underTrigger',
      hideInTable: true,
      valueType: 'select',
      valueEnum: {
        true: { text: t('position.underTriggerFilter.yes') },
        false: { text: t('position.underTriggerFilter.no') },
      },
    },
    {
      title: t('position.liquidationPrice'),
      dataIndex: 'liquidationPrice',
      align: 'right',
      hideInSearch: true,
      render: (_, row) => <LiquidationPrice value={row.liquidationPrice} />,
    },
    amount('deposits', 'YU', { tooltip: 'deposits' }),
    amount('yieldGains', 'YU', { tooltip: 'yieldGains' }),
    amount('debtTokenBalance', 'YU', { tooltip: 'debtTokenBalance' }),
    amount('collateralGains', 'YBTC', { tooltip: 'collateralGains' }),
    ratio('trgcr', 'TRGCR'),
    ratio('tarcr', 'TARCR'),
    ratio('maxTarcr', 'MAX_TARCR'),
    dateTimeColumn<CrsmPositionItem, 'observedAt'>(t('position.observedAt'), 'observedAt', list.sortable('observedAt')),
    actionsColumn(intl, (row) => [
      <RowAction key="history" onClick={() => setHistoryOf(row.troveId)}>
        {t('history')}
      </RowAction>,
    ]),
  ]);

  const positions = (
    <ListTable<CrsmPositionItem, CrsmPositionListQuery>
      list={list}
      tableKey="crsm.positions"
      hiddenColumns={CRSM_HIDDEN_COLUMNS}
      rowKey="troveId"
      headerTitle={t('position.title')}
      columns={columns}
      onRow={(row) => ({
        'data-under-trigger': row.underTrigger ? 'true' : undefined,
        style: row.underTrigger ? { background: row.belowMcr ? token.colorErrorBg : token.colorWarningBg } : undefined,
      })}
      filters={['address', 'troveId', 'minIcr', 'maxIcr', 'underTrigger']}
      sortFields={SORT_FIELDS}
      load={listCrsmPositions}
      toolBar={[
        access.can('crsm:create') && (
          <CreateButton key="create" onClick={() => setCreating(true)}>
            {t('create.title')}
          </CreateButton>
        ),
      ]}
    />
  );

  return (
    <PageContainer title={<PageTitle>{intl.formatMessage({ id: 'menu.CRSMTrove.CRSMList' })}</PageTitle>}>
      <CrsmMarketSummary
        market={market}
        extra={
          access.can('crsm:settings') && (
            <Button icon={<SettingOutlined />} onClick={() => setEditingSettings(true)}>
              {t('settings.title')}
            </Button>
          )
        }
      />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'positions', label: t('position.title'), children: positions },
          { key: 'requests', label: t('request.title'), children: <RequestsTable ref={requestsRef} /> },
        ]}
      />
      <CreatePositionForm
        open={creating}
        onOpenChange={setCreating}
        mcr={market?.settings.mcr}
        onSaved={() => {
          requestsRef.current?.reload();
          reloadMarket();
        }}
      />
      <SettingsForm
        open={editingSettings}
        onOpenChange={setEditingSettings}
        settings={market?.settings}
        onSaved={() => {
          reloadMarket();
          list.reload();
        }}
      />
      <PositionHistoryDrawer troveId={historyOf} onClose={() => setHistoryOf(undefined)} />
    </PageContainer>
  );
};

export default CrsmPositionsPage;
