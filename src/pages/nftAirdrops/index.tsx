import { addressColumn } from '@/components/HashText';
import { ImportOutlined } from '@ant-design/icons';
import { useAccess } from '@umijs/max';
import { useIntl, useMessages } from '@/locales/intl';
import { Button } from 'antd';
import React, { useState } from 'react';
import { dateTimeColumn } from '@/components/DateTime';
import ListPage, { CreateButton, useListPage } from '@/components/ListPage';
import { actionsColumn, EditAction } from '@/components/RowAction';
import { useEditing } from '@/hooks/useEditing';
import { useStableCells } from '@/hooks/useStableCells';
import {
  exportNftAirdrops,
  listNftAirdrops,
  type NftAirdropItem,
  type NftAirdropListQuery,
  type NftAirdropSortField,
} from '@/services/nftAirdrops';
import ImportAirdropsModal from './components/ImportAirdropsModal';
import NftAirdropForm from './components/NftAirdropForm';

const SORT_FIELDS: readonly NftAirdropSortField[] = ['createdAt', 'berries', 'nftLevel', 'stage', 'nftNumber'];

const wholeNumber = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** NFT airdrop rows: filter by address, stage and level, sort and page on the server; add, edit, import from CSV, export. */
const NftAirdropsPage: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  // The stage and level fields hold numbers.
  const list = useListPage<NftAirdropListQuery>({
    live: ['nftAirdrop', 'nftAirdropImport'],
    toFormValues: ({ stage, nftLevel, ...filters }) => ({
      ...filters,
      stage: wholeNumber(stage),
      nftLevel: wholeNumber(nftLevel),
    }),
  });
  const form = useEditing<NftAirdropItem>();
  const [importing, setImporting] = useState(false);
  const t = useMessages('pages.nftAirdrops');
  const { sortable } = list;

  const columns = useStableCells<NftAirdropItem>(
    [
      addressColumn<NftAirdropItem>(t('address'), 'address'),
      { title: t('berries'), dataIndex: 'berries', align: 'right', hideInSearch: true, ...sortable('berries') },
      {
        title: t('nftNumber'),
        tooltip: 'nftNumber',
        dataIndex: 'nftNumber',
        align: 'right',
        hideInSearch: true,
        ...sortable('nftNumber'),
      },
      {
        title: t('nftLevel'),
        tooltip: 'nftLevel',
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
      actionsColumn(intl, (airdrop) => [<EditAction key="edit" onClick={() => form.edit(airdrop)} />], {
        hideInTable: !access.can('nft:update'),
      }),
    ],
    [access],
  );

  return (
    <ListPage<NftAirdropItem, NftAirdropListQuery>
      titleId="menu.NFTAirdrop"
      list={list}
      columns={columns}
      filters={['address', 'stage', 'nftLevel']}
      sortFields={SORT_FIELDS}
      load={listNftAirdrops}
      exportCsv={access.can('nft:export') && ((filters) => exportNftAirdrops(filters))}
      toolBar={[
        access.can('nft:import') && (
          <Button key="import" icon={<ImportOutlined />} onClick={() => setImporting(true)}>
            {t('import')}
          </Button>
        ),
        access.can('nft:create') && <CreateButton key="new" onClick={form.create} />,
      ]}
    >
      <NftAirdropForm open={form.open} airdrop={form.target} onOpenChange={form.onOpenChange} onSaved={list.reload} />
      <ImportAirdropsModal open={importing} onClose={() => setImporting(false)} onImported={list.reload} />
    </ListPage>
  );
};

export default NftAirdropsPage;
