import { useMemo, useState } from 'react';

/** A create / edit form's state: open or not, and the record it edits (none when it creates). */
export function useEditing<Target>() {
  const [state, setState] = useState<{ open: boolean; target?: Target }>({ open: false });
  const actions = useMemo(
    () => ({
      create: () => setState({ open: true }),
      edit: (target: Target) => setState({ open: true, target }),
      onOpenChange: (open: boolean) => setState((current) => ({ ...current, open })),
    }),
    [],
  );
  return { ...state, ...actions };
}
