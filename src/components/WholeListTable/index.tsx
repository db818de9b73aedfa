import { type ActionType, ProTable, type ProTableProps } from '@ant-design/pro-components';
import type React from 'react';
import { useTableLoadState } from '@/hooks/useTableLoadState';

interface WholeListTableProps<Row extends Record<string, unknown>>
  extends Omit<ProTableProps<Row, Record<string, unknown>>, 'actionRef' | 'request' | 'search' | 'pagination'> {
  /** To reload the list after a change made beside it; the load-failed state's retry uses it too. */
  actionRef: React.MutableRefObject<ActionType | undefined>;
  /** The whole list, in one answer. */
  load: () => Promise<Row[]>;
  /** Offers the column settings (the table's columns are then remembered by the caller). */
  columnSetting?: boolean;
  /** What the table says when the list is empty. */
  emptyText?: React.ReactNode;
}

/** A short list the API answers whole: no search and no pages, only a reload, with the load-failed state. */
function WholeListTable<Row extends Record<string, unknown>>({
  actionRef,
  load,
  columnSetting = false,
  emptyText,
  ...table
}: WholeListTableProps<Row>) {
  const loadState = useTableLoadState(actionRef);
  return (
    <ProTable<Row>
      actionRef={actionRef}
      search={false}
      pagination={false}
      options={{ reload: true, density: false, setting: columnSetting }}
      request={async () => {
        const data = await load();
        return { success: true, data, total: data.length };
      }}
      {...table}
      {...loadState}
      locale={loadState.locale ?? (emptyText === undefined ? undefined : { emptyText })}
    />
  );
}

export default WholeListTable;
