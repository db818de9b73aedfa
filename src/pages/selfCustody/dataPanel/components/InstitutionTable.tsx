import { useRememberedTable } from '@/hooks/useRememberedTable';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { useIntl, useMessages } from '@/locales/intl';
import { Table, Typography } from 'antd';
import React, { useRef, useState } from 'react';
import Amount from '@/components/Amount';
import { DateTime } from '@/components/DateTime';
import HashText from '@/components/HashText';
import { actionsColumn } from '@/components/RowAction';
import WholeListTable from '@/components/WholeListTable';
import { useStableCells } from '@/hooks/useStableCells';
import { type DataPanelRow, type DataPanelTotals, getDataPanel } from '@/services/selfCustody';
import { formatDecimal } from '@/utils/decimal';
import { DATA_PANEL_AMOUNT_UNITS, DATA_PANEL_AMOUNTS } from '../../../../../contract/vocabulary';
import RenameInstitutionAction from './RenameInstitutionAction';

const RATIO_FIELDS = ['triggerCr', 'targetCr', 'maxTargetCr'] as const;
/** Shown from the column settings: the rest fit a 1366 px screen. */
export const INSTITUTION_HIDDEN_COLUMNS = [
  'multisigContract',
  'yuInSp',
  'yuInWallet',
  'claimableYbtc',
  'claimableYu',
  'triggerCr',
  'targetCr',
  'maxTargetCr',
  'vaultReportedAt',
];

const amount = (field: (typeof DATA_PANEL_AMOUNTS)[number], value: string | null) => (
  <Amount value={value} unit={DATA_PANEL_AMOUNT_UNITS[field]} />
);
const percent = (value: string | null) => (value === null ? '-' : `${formatDecimal(value)}%`);

/** Per institution (by its current name), its BTC and vault figures as the server's exact decimals, with the totals row. */
const InstitutionTable: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  const actionRef = useRef<ActionType>();
  const remembered = useRememberedTable('selfCustody.institutions', INSTITUTION_HIDDEN_COLUMNS);
  const [totals, setTotals] = useState<DataPanelTotals>();
  const t = useMessages('pages.selfCustody.dataPanel');

  const columns = useStableCells<DataPanelRow>([
    { title: t('name'), dataIndex: 'name', fixed: 'left' },
    { title: t('btcAccount'), dataIndex: 'btcAccount', render: (_, row) => <HashText value={row.btcAccount} /> },
    ...DATA_PANEL_AMOUNTS.slice(0, 2).map(
      (field): ProColumns<DataPanelRow> => ({
        title: t(field),
        dataIndex: field,
        align: 'right',
        render: (_, row) => amount(field, row[field]),
      }),
    ),
    {
      title: t('multisigContract'),
      dataIndex: 'multisigContract',
      render: (_, row) => <HashText value={row.multisigContract} />,
    },
    ...DATA_PANEL_AMOUNTS.slice(2).map(
      (field): ProColumns<DataPanelRow> => ({
        title: t(field),
        dataIndex: field,
        align: 'right',
        render: (_, row) => amount(field, row[field]),
      }),
    ),
    ...RATIO_FIELDS.map(
      (field): ProColumns<DataPanelRow> => ({
        title: t(field),
        dataIndex: field,
        align: 'right',
        render: (_, row) => percent(row[field]),
      }),
    ),
    {
      title: t('vaultReportedAt'),
      dataIndex: 'vaultReportedAt',
      render: (_, row) => <DateTime value={row.vaultReportedAt} />,
    },
    ...(access.can('institutions:rename')
      ? [
          actionsColumn<DataPanelRow>(intl, (row) => (
            <RenameInstitutionAction institution={row} onRenamed={() => actionRef.current?.reload()} />
          )),
        ]
      : []),
  ]);

  return (
    <WholeListTable<DataPanelRow>
      rowKey="institutionId"
      actionRef={actionRef}
      columns={columns}
      {...remembered.tableProps}
      scroll={{ x: 'max-content' }}
      columnSetting
      load={async () => {
        const { data } = await getDataPanel();
        setTotals(data.totals);
        return data.rows;
      }}
      summary={(rows) =>
        totals && rows.length > 0 ? (
          <Table.Summary fixed>
            <Table.Summary.Row>
              {columns
                .filter((column) => remembered.isShown(String(column.dataIndex)))
                .map((column, index) => {
                  const field = column.dataIndex as keyof DataPanelTotals;
                  return (
                    <Table.Summary.Cell key={String(column.dataIndex)} index={index} align={column.align}>
                      {index === 0 ? (
                        <Typography.Text strong>{t('totals')}</Typography.Text>
                      ) : (DATA_PANEL_AMOUNTS as readonly string[]).includes(field) ? (
                        <Typography.Text strong>{amount(field, totals[field])}</Typography.Text>
                      ) : null}
                    </Table.Summary.Cell>
                  );
                })}
            </Table.Summary.Row>
          </Table.Summary>
        ) : undefined
      }
      emptyText={t('empty')}
    />
  );
};

export default InstitutionTable;
