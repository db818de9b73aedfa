import { useEffect, useRef } from 'react';
import { type LiveChange, subscribeToChanges } from '@/utils/liveEvents';

/**
 * Calls `onChange` for each live change to a record of these kinds (`deposit`, `operation`…), with
 * the latest `onChange`; changes that come together (an approval and its status) are heard once.
 * `alreadyHeld`, asked when they are heard, leaves out the changes the page holds already (its own,
 * read again after it made them): a change its own answer and the stream both bring is read once.
 */
export function useLiveChanges(
  entityTypes: readonly string[] | undefined,
  onChange: (change: LiveChange) => void,
  alreadyHeld?: (change: LiveChange) => boolean,
) {
  const latest = useRef({ onChange, alreadyHeld });
  latest.current = { onChange, alreadyHeld };
  const kinds = entityTypes?.join(',') ?? '';
  useEffect(() => {
    if (!kinds) return undefined;
    const wanted = new Set(kinds.split(','));
    let pending: ReturnType<typeof setTimeout> | undefined;
    let heard: LiveChange[] = [];
    const unsubscribe = subscribeToChanges((change) => {
      if (!wanted.has(change.entityType)) return;
      heard.push(change);
      clearTimeout(pending);
      pending = setTimeout(() => {
        // Asked now, not on arrival: the answer to one's own change may come a moment after its event.
        const fresh = heard.filter((one) => !latest.current.alreadyHeld?.(one));
        // Marks the document with the last changes decided on (read again or already held), for tests.
        const decided = (document.documentElement.dataset.liveDecided ?? '').split(' ').filter(Boolean);
        document.documentElement.dataset.liveDecided = [...decided, ...heard.map((one) => one.id)].slice(-20).join(' ');
        heard = [];
        if (fresh.length) latest.current.onChange(fresh[fresh.length - 1]);
      }, 100);
    });
    return () => {
      clearTimeout(pending);
      unsubscribe();
    };
  }, [kinds]);
}
