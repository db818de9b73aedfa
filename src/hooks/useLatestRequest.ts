import { useCallback, useRef } from 'react';
import type { ApiList } from '@/services/types';

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
 */
export function useLatestRequest() {
  const inFlight = useRef<AbortController>();
  return useCallback(async <Answer extends ApiList<unknown>>(load: (signal: AbortSignal) => Promise<Answer>): Promise<Answer | SupersededList> => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const answer = await load(controller.signal);
      // An answer that arrives after all once superseded is as stale as a cancelled one.
      return controller.signal.aborted ? superseded() : answer;
    } catch (error) {
      if (controller.signal.aborted) return superseded();
      throw error;
    } finally {
      if (inFlight.current === controller) inFlight.current = undefined;
    }
  }, []);
}
