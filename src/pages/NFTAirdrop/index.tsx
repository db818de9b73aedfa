import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
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
  exportNftAirdrops,
  listNftAirdrops,
  type NftAirdropItem,
  type NftAirdropListQuery,
  type NftAirdropSortField,
} from '@/services/nftAirdrops';
import { sortQuery } from '@/utils/listQuery';
import ImportAirdropsModal from './components/ImportAirdropsModal';
import NftAirdropForm from './components/NftAirdropForm';

/** The search form's fields, as ProTable hands them to `request`. */
type NftAirdropSearch = Omit<NftAirdropListQuery, 'current' | 'pageSize' | 'sortField' | 'sortOrder'>;

const SORT_FIELDS: readonly NftAirdropSortField[] = ['createdAt', 'berries', 'nftLevel', 'stage', 'nftNumber'];

const wholeNumber = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** NFT airdrop rows: filter by address, stage and level, sort and page on the server; add, edit, import from CSV, export. */
const NFTAirdropPage: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  const actionRef = useRef<ActionType>();
  const loadState = useTableLoadState(actionRef);
  // The stage and level fields hold numbers.
  const listQuery = useUrlListQuery<NftAirdropListQuery>({
    toFormValues: ({ stage, nftLevel, ...filters }) => ({
      ...filters,
      stage: wholeNumber(stage),
      nftLevel: wholeNumber(nftLevel),
    }),
  });
  const [form, setForm] = useState<{ open: boolean; airdrop?: NftAirdropItem }>({ open: false });
  const [importing, setImporting] = useState(false);
  const t = (id: string) => intl.formatMessage({ id: `pages.NFTAirdrop.${id}` });
  const sortable = (field: NftAirdropSortField) => ({
    sorter: true,
    defaultSortOrder: listQuery.defaultSortOrder(field),
  });

  const columns = useStableCells<NftAirdropItem>(
    [
      { title: t('address'), dataIndex: 'address', copyable: true },
      { title: t('berries'), dataIndex: 'berries', align: 'right', hideInSearch: true, ...sortable('berries') },
      { title: t('nftNumber'), dataIndex: 'nftNumber', align: 'right', hideInSearch: true, ...sortable('nftNumber') },
      {
        title: t('nftLevel'),
        dataIndex: 'nftLevel',
        valueType: 'digit',
        align: 'right',
        fieldProps: { min: 1, max: 100, precision: 0 },
        ...sortable('nftLevel'),
      },
      {
        title: t('stage'),
        dataIndex: 'stage',
        valueType: 'digit',
        align: 'right',
        fieldProps: { min: 1, max: 1000, precision: 0 },
        ...sortable('stage'),
      },
      { title: t('createdBy'), dataIndex: 'createdByName', hideInSearch: true },
      dateTimeColumn<NftAirdropItem, 'createdAt'>(t('createdAt'), 'createdAt', sortable('createdAt')),
      actionsColumn(
        intl,
        (airdrop) => [
          <RowAction key="edit" onClick={() => setForm({ open: true, airdrop })}>
            {intl.formatMessage({ id: 'common.action.edit' })}
          </RowAction>,
        ],
        { hideInTable: !access.can('nft:update') },
      ),
    ],
    [access],
  );

  return (
    <PageContainer title={<PageTitle>{intl.formatMessage({ id: 'menu.NFTAirdrop' })}</PageTitle>}>
      <ProTable<NftAirdropItem, NftAirdropSearch>
        rowKey="id"
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
              stage: params.stage,
              nftLevel: params.nftLevel,
              ...sortQuery(sort, SORT_FIELDS),
            },
            listNftAirdrops,
          )
        }
        toolBarRender={() =>
          [
            access.can('nft:create') && (
              <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true })}>
                {intl.formatMessage({ id: 'common.action.new' })}
              </Button>
            ),
            access.can('nft:import') && (
              <Button key="import" icon={<ImportOutlined />} onClick={() => setImporting(true)}>
                {t('import')}
              </Button>
            ),
            access.can('nft:export') && (
              <ExportButton key="export" onExport={() => exportNftAirdrops(listQuery.exportQuery())} />
            ),
          ].filter(Boolean)
        }
        {...loadState}
      />
      <NftAirdropForm
        open={form.open}
        airdrop={form.airdrop}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        onSaved={() => actionRef.current?.reload()}
      />
      <ImportAirdropsModal
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => actionRef.current?.reload()}
      />
    </PageContainer>
  );
};

export default NFTAirdropPage;
