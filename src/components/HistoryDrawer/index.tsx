import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { Drawer } from 'antd';
import React, { useRef } from 'react';
import { useLatestRequest } from '@/hooks/useLatestRequest';
import { useTableLoadState } from '@/hooks/useTableLoadState';
import type { ApiList } from '@/services/types';

interface HistoryDrawerProps<Row extends object> {
  /** Whose history; none when closed. */
  subject: string | undefined;
  title: (subject: string) => React.ReactNode;
  width: number;
  rowKey: keyof Row & string;
  columns: ProColumns<Row>[];
  /** One page of the subject's history, newest first. */
  load: (subject: string, page: { current?: number; pageSize?: number }, signal: AbortSignal) => Promise<ApiList<Row>>;
  /** What the table says when there is no history yet. */
  emptyText?: React.ReactNode;
  onClose: () => void;
}

/** A drawer with one subject's history as a small paged table, reloadable, with the load-failed state. */
function HistoryDrawer<Row extends object>({
  subject,
  title,
  width,
  rowKey,
  columns,
  load,
  emptyText,
  onClose,
}: HistoryDrawerProps<Row>) {
  const actionRef = useRef<ActionType>();
  const { locale, ...loadState } = useTableLoadState(actionRef);
  const latest = useLatestRequest();
  return (
    <Drawer
      open={subject !== undefined}
      onClose={onClose}
      title={subject && title(subject)}
      width={Math.min(width, window.innerWidth)}
      destroyOnHidden
    >
      {subject && (
        <ProTable<Row>
          rowKey={rowKey}
          actionRef={actionRef}
          size="small"
          search={false}
          options={{ reload: true, density: false, setting: false }}
          columns={columns}
          scroll={{ x: 'max-content' }}
          pagination={{ defaultPageSize: 20, showSizeChanger: true }}
          locale={locale ?? (emptyText === undefined ? undefined : { emptyText })}
          {...loadState}
          request={(params) =>
            latest((signal) => load(subject, { current: params.current, pageSize: params.pageSize }, signal))
          }
        />
      )}
    </Drawer>
  );
}

export default HistoryDrawer;
