import { useSearchParams } from '@umijs/max';
import { useCallback, useRef, useState } from 'react';
import type { ApiList, SortOrder } from '@/services/types';
import { compactQuery } from '@/utils/listQuery';

type UrlParams = Record<string, string>;

const PAGING_KEYS = ['current', 'pageSize'] as const;

/** What a request answers once a newer one supersedes it: no rows, and `success: false`, on which ProTable keeps what it shows. */
export interface SupersededList {
  data: never[];
  total: 0;
  success: false;
}

const superseded = (): SupersededList => ({ data: [], total: 0, success: false });

function isSortOrder(value: string | undefined): value is SortOrder {
  return value === 'ascend' || value === 'descend';
}

/**
 * A ProTable whose filters, page and sort live in the URL's query, so a copied link reproduces
 * the view; the last query sent also serves the CSV export of the current filter.
 * Spread `tableProps` onto the ProTable, pass each sortable column `defaultSortOrder(field)`,
 * and answer `request` with `send(query, load)`, which remembers the query and cancels the request
 * a newer one supersedes (a quick re-sort, a new filter, another page).
 */
export function useUrlListQuery<Query extends object>(options: { toFormValues?: (params: UrlParams) => Record<string, unknown> } = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: afterwards the table owns the state and the URL follows it.
  const [initial] = useState<UrlParams>(() => Object.fromEntries(searchParams.entries()));
  const lastQuery = useRef<Partial<Query>>({});
  const { current, pageSize, sortField, sortOrder, ...filters } = initial;

  const remember = useCallback(
    (query: Query): Query => {
      lastQuery.current = compactQuery(query);
      const entries = Object.entries(lastQuery.current as Record<string, unknown>).map(([key, value]) => [key, String(value)]);
      setSearchParams(new URLSearchParams(entries), { replace: true });
      return query;
    },
    [setSearchParams],
  );

  const inFlight = useRef<AbortController>();
  /**
   * Remembers and sends `query`, aborting the request still in flight; a superseded request answers
   * "no data" (`success: false`), so ProTable keeps the newer answer instead of showing an error.
   * The load's own answer comes back whole (totals and all); check `success` before reading more than rows.
   */
  const send = useCallback(
    async <Answer extends ApiList<unknown>>(query: Query, load: (query: Query, signal: AbortSignal) => Promise<Answer>): Promise<Answer | SupersededList> => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      try {
        const answer = await load(remember(query), controller.signal);
        // An answer that arrives after all once superseded is as stale as a cancelled one.
        return controller.signal.aborted ? superseded() : answer;
      } catch (error) {
        if (controller.signal.aborted) return superseded();
        throw error;
      } finally {
        if (inFlight.current === controller) inFlight.current = undefined;
      }
    },
    [remember],
  );

  /** The filters and sort of the last query, without its paging: what "export the current view" means. */
  const exportQuery = useCallback((): Partial<Query> => {
    const query: Record<string, unknown> = { ...lastQuery.current };
    PAGING_KEYS.forEach((key) => delete query[key]);
    return query as Partial<Query>;
  }, []);

  return {
    tableProps: {
      form: { initialValues: options.toFormValues ? options.toFormValues(filters) : filters },
      pagination: { defaultCurrent: Number(current) || 1, defaultPageSize: Number(pageSize) || 20, showSizeChanger: true },
    },
    defaultSortOrder: (field: string): SortOrder | undefined => (sortField === field && isSortOrder(sortOrder) ? sortOrder : undefined),
    send,
    exportQuery,
  };
}
