import { useModel } from '@umijs/max';
import { useEffect, useSyncExternalStore } from 'react';
import { getHomeAttention, type HomeAttention } from '@/services/home';
import { subscribeToChanges } from '@/utils/liveEvents';

/** What needs the signed-in administrator now (GET /api/home), read once for the header's bell and Home alike. */
interface AttentionState {
  adminId?: number;
  data?: HomeAttention;
  error?: unknown;
  loading: boolean;
}

/** Changes that can change what awaits someone: operations and what creates them, feedback, the price, grants. */
const FOLLOWED = new Set([
  'operation',
  'deposit',
  'withdrawal',
  'crsmRequest',
  'feedback',
  'crsmPrice',
  'role',
  'permission',
]);

let state: AttentionState = { loading: false };
const watchers = new Set<() => void>();
let reading: Promise<void> | undefined;
let readAgain = false;

function update(next: Partial<AttentionState>) {
  state = { ...state, ...next };
  for (const watcher of watchers) watcher();
}

/**
 * Reads it again; a change heard while a read is under way reads once more after it, so the answer
 * shown is never older than the last change.
 */
function refreshAttention(): Promise<void> {
  if (reading) {
    readAgain = true;
    return reading;
  }
  const adminId = state.adminId;
  update({ loading: true });
  reading = getHomeAttention()
    .then(
      (answer) => {
        if (state.adminId === adminId) update({ data: answer.data, error: undefined });
      },
      (error: unknown) => {
        if (state.adminId === adminId) update({ error });
      },
    )
    .finally(() => {
      reading = undefined;
      update({ loading: false });
      if (readAgain) {
        readAgain = false;
        void refreshAttention();
      }
    });
  return reading;
}

let pending: ReturnType<typeof setTimeout> | undefined;
let unsubscribe: (() => void) | undefined;

function watch(watcher: () => void): () => void {
  watchers.add(watcher);
  // The first one watching follows the live stream; changes that come together are read once.
  unsubscribe ??= subscribeToChanges((change) => {
    if (!FOLLOWED.has(change.entityType)) return;
    clearTimeout(pending);
    pending = setTimeout(() => void refreshAttention(), 100);
  });
  return () => {
    watchers.delete(watcher);
    if (watchers.size > 0) return;
    clearTimeout(pending);
    unsubscribe?.();
    unsubscribe = undefined;
  };
}

/**
 * What awaits the signed-in administrator, following the live stream, with `refresh` for a retry.
 * `fresh`: read it again when this one mounts (a page that lists it), not only when it changes.
 */
export function useAttention({ fresh = false }: { fresh?: boolean } = {}) {
  const { initialState } = useModel('@@initialState');
  const adminId = initialState?.currentAdmin?.id;
  const current = useSyncExternalStore(watch, () => state);
  useEffect(() => {
    if (adminId === undefined) return;
    if (state.adminId !== adminId) {
      // Another administrator (or none): nothing of the last one's stays.
      update({ adminId, data: undefined, error: undefined });
      void refreshAttention();
    } else if (fresh && !reading) void refreshAttention();
  }, [adminId, fresh]);
  const mine = current.adminId === adminId && adminId !== undefined;
  return {
    data: mine ? current.data : undefined,
    error: mine ? current.error : undefined,
    loading: current.loading || !mine,
    refresh: refreshAttention,
  };
}
