import { ProTable } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Space, Tag, Typography } from 'antd';
import React from 'react';
import { useStableCells } from '@/hooks/useStableCells';
import { listCrsmPositions, type CrsmPositionItem } from '@/services/crsm';
import { formatIcr, groupDigits, trimDecimal } from '@/utils/crsm';

/** One account's positions, riskiest first, opened from its row. */
const AccountPositions: React.FC<{ address: string }> = ({ address }) => {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `pages.crsm.position.${id}` });

  const columns = useStableCells<CrsmPositionItem>([
    { title: t('positionId'), dataIndex: 'positionId' },
    { title: t('troveId'), dataIndex: 'troveId', copyable: true },
    {
      title: t('collateralLocked'),
      dataIndex: 'collateralLocked',
      align: 'right',
      render: (_, row) => `${groupDigits(trimDecimal(row.collateralLocked))} YBTC`,
    },
    {
      title: t('totalDebt'),
      dataIndex: 'totalDebt',
      align: 'right',
      render: (_, row) => `${groupDigits(row.totalDebt)} YU`,
    },
    {
      title: t('icr'),
      dataIndex: 'icr',
      align: 'right',
      render: (_, row) => (
        <Space size={4}>
          <Typography.Text strong type={row.belowMcr ? 'danger' : row.underTrigger ? 'warning' : undefined}>
            {formatIcr(row.icr, row.icrUnbounded)}
          </Typography.Text>
          {row.belowMcr ? (
            <Tag color="error">{t('belowMcr')}</Tag>
          ) : (
            row.underTrigger && <Tag color="warning">{t('underTrigger')}</Tag>
          )}
        </Space>
      ),
    },
    {
      title: t('liquidationPrice'),
      dataIndex: 'liquidationPrice',
      align: 'right',
      render: (_, row) => (row.liquidationPrice === null ? '-' : groupDigits(row.liquidationPrice)),
    },
    { title: 'TRGCR', dataIndex: 'trgcr', align: 'right', render: (_, row) => `${row.trgcr}%` },
    { title: 'TARCR', dataIndex: 'tarcr', align: 'right', render: (_, row) => `${row.tarcr}%` },
    { title: 'MAX_TARCR', dataIndex: 'maxTarcr', align: 'right', render: (_, row) => `${row.maxTarcr}%` },
  ]);

  return (
    <ProTable<CrsmPositionItem>
      rowKey="troveId"
      size="small"
      search={false}
      options={false}
      columns={columns}
      scroll={{ x: 'max-content' }}
      pagination={{ defaultPageSize: 10, hideOnSinglePage: true }}
      request={(params) => listCrsmPositions({ current: params.current, pageSize: params.pageSize, address })}
    />
  );
};

export default AccountPositions;
