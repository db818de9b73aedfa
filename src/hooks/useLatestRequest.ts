import { useCallback, useRef } from 'react';
import type { ApiList } from '@/services/types';
import { reuseRows } from '@/utils/reuseRows';

/** What a request answers once a newer one supersedes it: no rows, and `success: false`, on which ProTable keeps what it shows. */
export interface SupersededList {
  data: never[];
  total: 0;
  success: false;
}

const superseded = (): SupersededList => ({ data: [], total: 0, success: false });

/**
 * A table's `request` that cancels the request a newer one supersedes (a quick re-sort, a new
 * filter, another page): `latest((signal) => listX(query, signal))`. A superseded request answers
 * "no data" (`success: false`), so ProTable keeps the newer answer instead of showing an error; the
 * load's own answer comes back whole (totals and all), so check `success` before reading more than rows.
 * Rows equal to rows of the previous answer come back as the previous objects (`reuseRows`), so
 * cells that depend on their row only need not render again.
 */
export function useLatestRequest() {
  const inFlight = useRef<AbortController>();
  const shown = useRef<unknown[]>([]);
  return useCallback(
    async <Answer extends ApiList<unknown>>(
      load: (signal: AbortSignal) => Promise<Answer>,
    ): Promise<Answer | SupersededList> => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      try {
        const answer = await load(controller.signal);
        // An answer that arrives after all once superseded is as stale as a cancelled one.
        if (controller.signal.aborted) return superseded();
        if (!Array.isArray(answer.data)) return answer;
        const data = reuseRows(shown.current, answer.data);
        shown.current = data;
        return { ...answer, data };
      } catch (error) {
        if (controller.signal.aborted) return superseded();
        throw error;
      } finally {
        if (inFlight.current === controller) inFlight.current = undefined;
      }
    },
    [],
  );
}
