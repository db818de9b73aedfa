import { useSearchParams } from '@umijs/max';
import { useCallback, useRef, useState } from 'react';
import { deferredSearchFormRender } from '@/components/DeferredSearchForm';
import { lazyRowComponents } from '@/components/LazyRows';
import { useLatestRequest } from '@/hooks/useLatestRequest';
import type { ApiList, SortOrder } from '@/services/types';
import { compactQuery } from '@/utils/listQuery';
import { replaceRouteQuery, routePathInAddress } from '@/utils/url';

type UrlParams = Record<string, string>;

const PAGING_KEYS = ['current', 'pageSize'] as const;

function isSortOrder(value: string | undefined): value is SortOrder {
  return value === 'ascend' || value === 'descend';
}

/**
 * A ProTable whose filters, page and sort live in the URL's query, so a copied link reproduces
 * the view; the last query sent also serves the CSV export of the current filter.
 * Spread `tableProps` onto the ProTable, pass each sortable column `defaultSortOrder(field)`,
 * and answer `request` with `send(query, load)`, which remembers the query and cancels the request
 * a newer one supersedes (a quick re-sort, a new filter, another page). The table's rows draw as they
 * come near the screen (`lazyRowComponents`), so a page of 100 rows costs what is seen.
 */
export function useUrlListQuery<Query extends object>(
  options: { toFormValues?: (params: UrlParams) => Record<string, unknown> } = {},
) {
  const [searchParams] = useSearchParams();
  // Read once: afterwards the table owns the state and the URL follows it, written past the router
  // (a route change per sort or filter re-rendered the layout and every row once more).
  const [initial] = useState<UrlParams>(() => Object.fromEntries(searchParams.entries()));
  const [routePath] = useState(routePathInAddress);
  const lastQuery = useRef<Partial<Query>>({});
  const { current, pageSize, sortField, sortOrder, ...filters } = initial;

  const remember = useCallback(
    (query: Query): Query => {
      lastQuery.current = compactQuery(query);
      const entries = Object.entries(lastQuery.current as Record<string, unknown>).map(([key, value]) => [
        key,
        String(value),
      ]);
      replaceRouteQuery(routePath, new URLSearchParams(entries).toString());
      return query;
    },
    [routePath],
  );

  const latest = useLatestRequest();
  /** Remembers and sends `query` through `useLatestRequest`: the request it supersedes is cancelled. */
  const send = useCallback(
    <Answer extends ApiList<unknown>>(query: Query, load: (query: Query, signal: AbortSignal) => Promise<Answer>) =>
      latest<Answer>((signal) => load(remember(query), signal)),
    [latest, remember],
  );

  /** The filters and sort of the last query, without its paging: what "export the current view" means. */
  const exportQuery = useCallback((): Partial<Query> => {
    const query: Record<string, unknown> = { ...lastQuery.current };
    for (const key of PAGING_KEYS) delete query[key];
    return query as Partial<Query>;
  }, []);

  return {
    tableProps: {
      form: { initialValues: options.toFormValues ? options.toFormValues(filters) : filters },
      pagination: {
        defaultCurrent: Number(current) || 1,
        defaultPageSize: Number(pageSize) || 20,
        showSizeChanger: true,
      },
      components: lazyRowComponents,
      // "Click to sort" shows over the sorter's arrows, not the whole header: over the header it opened
      // on every sort click and sat on the first rows, re-aligned each time the rows changed.
      showSorterTooltip: { target: 'sorter-icon' as const },
      searchFormRender: deferredSearchFormRender,
    },
    /** The page size a shared link asked for, if it did. */
    pageSizeInUrl: Number(pageSize) || undefined,
    defaultSortOrder: (field: string): SortOrder | undefined =>
      sortField === field && isSortOrder(sortOrder) ? sortOrder : undefined,
    send,
    exportQuery,
  };
}
