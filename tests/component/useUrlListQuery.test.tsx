import { act, renderHook } from '@testing-library/react';
import { useLatestRequest } from '@/hooks/useLatestRequest';
import { useUrlListQuery } from '@/hooks/useUrlListQuery';
import type { ApiList } from '@/services/types';
import { addressQuery, resetUmi } from './umiMax';

interface Query {
  title?: string;
  current?: number;
}

/** A list request the test answers by hand, with the signal it was sent with. */
function pendingLoad() {
  const calls: {
    query: Query;
    signal: AbortSignal;
    answer(list: ApiList<string>): void;
    fail(error: unknown): void;
  }[] = [];
  const load = (query: Query, signal: AbortSignal) =>
    new Promise<ApiList<string>>((resolve, reject) => {
      calls.push({ query, signal, answer: resolve, fail: reject });
      // As axios does: an aborted request rejects.
      signal.addEventListener('abort', () => reject(new Error('canceled')));
    });
  return { calls, load };
}

describe('useUrlListQuery send', () => {
  beforeEach(() => resetUmi({ location: '/news' }));

  it('aborts the request a newer one supersedes, which then answers no data instead of an error', async () => {
    const { result } = renderHook(() => useUrlListQuery<Query>());
    const { calls, load } = pendingLoad();
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.send({ title: 'old' }, load);
    });
    act(() => {
      second = result.current.send({ title: 'new' }, load);
    });
    expect(calls).toHaveLength(2);
    expect(calls[0].signal.aborted).toBe(true);
    expect(calls[1].signal.aborted).toBe(false);
    await expect(first).resolves.toEqual({ data: [], total: 0, success: false });
    calls[1].answer({ success: true, data: ['fresh'], total: 1 });
    await expect(second).resolves.toEqual({ success: true, data: ['fresh'], total: 1 });
    // The URL follows the newest query.
    expect(addressQuery().toString()).toBe('title=new');
  });

  it('leaves the address alone once it has moved to another route (a late request of a page left)', () => {
    const { result } = renderHook(() => useUrlListQuery<Query>());
    const { load } = pendingLoad();
    window.history.replaceState(null, '', '#/notices');
    act(() => {
      void result.current.send({ title: 'late' }, load);
    });
    expect(window.location.hash).toBe('#/notices');
  });

  it('passes on a failure of the current request, so the table can offer a retry', async () => {
    const { result } = renderHook(() => useUrlListQuery<Query>());
    const { calls, load } = pendingLoad();
    let sent: Promise<unknown> = Promise.resolve();
    act(() => {
      sent = result.current.send({ current: 1 }, load);
    });
    calls[0].fail(new Error('Network Error'));
    await expect(sent).rejects.toThrow('Network Error');
    expect(calls[0].signal.aborted).toBe(false);
  });
});

describe('useLatestRequest', () => {
  beforeEach(() => resetUmi({ location: '/auditLog' }));

  it('cancels the load a newer one supersedes, for tables whose query stays out of the URL', async () => {
    const { result } = renderHook(() => useLatestRequest());
    const { calls, load } = pendingLoad();
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current((signal) => load({ current: 1 }, signal));
    });
    act(() => {
      second = result.current((signal) => load({ current: 2 }, signal));
    });
    expect(calls.map((call) => call.signal.aborted)).toEqual([true, false]);
    await expect(first).resolves.toEqual({ data: [], total: 0, success: false });
    calls[1].answer({ success: true, data: ['page 2'], total: 21 });
    await expect(second).resolves.toEqual({ success: true, data: ['page 2'], total: 21 });
    expect(addressQuery().toString()).toBe('');
  });
});
