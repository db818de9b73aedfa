import { ProDescriptions, type ProColumns, type ProDescriptionsItemProps } from '@ant-design/pro-components';
import React, { useState } from 'react';
import { useIntl } from '@/locales/intl';
import HashText from '@/components/HashText';
import RowAction from '@/components/RowAction';
import type { OperationItem } from '@/services/selfCustody';
import OperationDrawer from '.';
import { useLiveChanges } from '@/hooks/useLiveChanges';

/** A row's Details: opens its record drawer. */
export function DetailsAction({ onClick }: { onClick: () => void }) {
  const intl = useIntl();
  return <RowAction onClick={onClick}>{intl.formatMessage({ id: 'pages.selfCustody.details' })}</RowAction>;
}

/** A row's Approve, offered when its operation's `abilities.approve` allows: opens the drawer the approval is given in. */
export function ApproveAction({ onClick }: { onClick: () => void }) {
  const intl = useIntl();
  return <RowAction onClick={onClick}>{intl.formatMessage({ id: 'pages.selfCustody.operation.approve' })}</RowAction>;
}

interface OperationRecord {
  id: number;
  operation: OperationItem | null;
}

/**
 * The record a self-custody page shows in its drawer, and `changed`: after an action, the list
 * reloads and the drawer fetches its record again.
 */
export function useViewedRecord<Item extends OperationRecord>(
  fetchRecord: (id: number) => Promise<{ data: Item }>,
  /** The list's `reload` after an action here, and `follow` (rows changed in place) for a live change. */
  list: { reload: () => void; follow: () => void },
  /** Kinds of record whose live changes read the list, and the record shown, again. */
  live: readonly string[] = [],
) {
  const [viewing, setViewing] = useState<Item>();
  const readAgain = async (readList: () => void) => {
    readList();
    if (!viewing) return;
    try {
      setViewing((await fetchRecord(viewing.id)).data);
    } catch {
      // The request handler has said why; the drawer keeps what it showed.
    }
  };
  const changed = () => readAgain(list.reload);
  useLiveChanges(live, () => readAgain(list.follow));
  return { viewing, setViewing, changed };
}

interface OperationRecordDrawerProps<Item extends OperationRecord> {
  /** The record shown; none when closed. */
  viewing: Item | undefined;
  title: React.ReactNode;
  onClose: () => void;
  /** The record's actions, in the drawer's header. */
  actions?: (record: Item) => React.ReactNode;
  onChanged: () => void;
  /** The list's columns, unwrapped: ProDescriptions hands a column's render the raw value, not the formatted cell. */
  columns: ProColumns<Item>[];
  /** The columns holding an address or a hash, shown whole here (none: each column as the list renders it). */
  hashFields?: readonly (keyof Item & string)[];
}

/** A deposit, withdrawal or CRSM position request in full (the list's columns, addresses and hashes whole) above its latest operation. */
function OperationRecordDrawer<Item extends OperationRecord>({
  viewing,
  title,
  onClose,
  actions,
  onChanged,
  columns,
  hashFields = [],
}: OperationRecordDrawerProps<Item>) {
  const isHash = (dataIndex: ProColumns<Item>['dataIndex']): dataIndex is keyof Item & string =>
    dataIndex !== undefined && (hashFields as readonly string[]).includes(String(dataIndex));
  return (
    <OperationDrawer
      open={viewing !== undefined}
      title={title}
      onClose={onClose}
      operation={viewing?.operation ?? null}
      actions={viewing && actions?.(viewing)}
      onChanged={onChanged}
    >
      {viewing && (
        <ProDescriptions<Item>
          column={1}
          size="small"
          bordered
          dataSource={viewing}
          columns={
            columns.map((column) => {
              const { dataIndex } = column;
              return isHash(dataIndex)
                ? { ...column, render: (_, record) => <HashText value={record[dataIndex] as string | null} full /> }
                : column;
            }) as ProDescriptionsItemProps<Item>[]
          }
        />
      )}
    </OperationDrawer>
  );
}

export default OperationRecordDrawer;
