import { useEffect, useRef } from 'react';
import { type LiveChange, subscribeToChanges } from '@/utils/liveEvents';

/**
 * Calls `onChange` for each live change to a record of these kinds (`deposit`, `operation`…), with
 * the latest `onChange`; changes that come together (an approval and its status) are heard once.
 */
export function useLiveChanges(entityTypes: readonly string[] | undefined, onChange: (change: LiveChange) => void) {
  const latest = useRef(onChange);
  latest.current = onChange;
  const kinds = entityTypes?.join(',') ?? '';
  useEffect(() => {
    if (!kinds) return undefined;
    const wanted = new Set(kinds.split(','));
    let pending: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeToChanges((change) => {
      if (!wanted.has(change.entityType)) return;
      clearTimeout(pending);
      pending = setTimeout(() => latest.current(change), 100);
    });
    return () => {
      clearTimeout(pending);
      unsubscribe();
    };
  }, [kinds]);
}
