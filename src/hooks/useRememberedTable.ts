import type { ColumnsState, ProTableProps } from '@ant-design/pro-components';
import { useState } from 'react';

type Density = NonNullable<ProTableProps<object, object>['size']>;

interface Remembered {
  size?: Density;
  pageSize?: number;
}

const PREFIX = 'yala.table.';
const DENSITIES: readonly Density[] = ['large', 'middle', 'small'];

function read(key: string): Remembered {
  try {
    const stored = JSON.parse(window.localStorage.getItem(`${PREFIX}${key}`) ?? '{}') as Remembered;
    return {
      ...(DENSITIES.includes(stored.size as Density) ? { size: stored.size } : {}),
      ...(Number.isInteger(stored.pageSize) && (stored.pageSize as number) > 0 ? { pageSize: stored.pageSize } : {}),
    };
  } catch {
    return {};
  }
}

function readColumns(persistenceKey: string): Record<string, ColumnsState> {
  try {
    const stored = JSON.parse(window.localStorage.getItem(persistenceKey) ?? '{}');
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {};
  } catch {
    return {};
  }
}

function write(key: string, change: Remembered) {
  try {
    window.localStorage.setItem(`${PREFIX}${key}`, JSON.stringify({ ...read(key), ...change }));
  } catch {
    // Storage full or refused (a private window): the table still works, it just forgets.
  }
}

/**
 * What a person sets on a list and expects to find again, per list (`key`) in this browser: which
 * columns show and in what order (ProTable's own `columnsState` persistence, with the columns in
 * `hiddenByDefault` — their `key` or `dataIndex` — hidden until shown in the column settings), the
 * density, and the page size (a page size in the address, from a shared link, wins).
 * Spread `tableProps` onto the ProTable and give it `pagination(itsPagination, pageSizeInUrl)`.
 */
export function useRememberedTable(key: string, hiddenByDefault: readonly string[] = []) {
  const [remembered] = useState(() => read(key));
  const [size, setSize] = useState<Density>(remembered.size ?? 'middle');
  const persistenceKey = `${PREFIX}${key}.columns`;
  const [defaultValue] = useState<Record<string, ColumnsState>>(() =>
    Object.fromEntries(hiddenByDefault.map((column) => [column, { show: false }])),
  );
  // Held here as well as by ProTable, so that a list's summary row can follow the columns shown.
  const [columns, setColumns] = useState<Record<string, ColumnsState>>(() => ({
    ...defaultValue,
    ...readColumns(persistenceKey),
  }));
  return {
    /** Whether the column (its `key` or `dataIndex`) shows, as the column settings say. */
    isShown: (column: string) => columns[column]?.show !== false,
    tableProps: {
      columnsState: {
        persistenceKey,
        persistenceType: 'localStorage' as const,
        defaultValue,
        value: columns,
        onChange: setColumns,
      },
      size,
      onSizeChange: (next: Density | undefined) => {
        const chosen = next ?? 'middle';
        setSize(chosen);
        write(key, { size: chosen });
      },
    },
    pagination: <Pagination extends { defaultPageSize?: number }>(base: Pagination, pageSizeInUrl?: number) => ({
      ...base,
      defaultPageSize: pageSizeInUrl ?? remembered.pageSize ?? base.defaultPageSize ?? 20,
      onShowSizeChange: (_: number, pageSize: number) => write(key, { pageSize }),
    }),
  };
}
