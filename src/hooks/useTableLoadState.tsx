import type { ActionType } from '@ant-design/pro-components';
import React, { useState } from 'react';
import LoadFailed from '@/components/LoadFailed';

/**
 * A ProTable's error state: after a failed load the empty table says so and offers a retry,
 * instead of claiming there is no data. Spread the result onto the ProTable.
 */
export function useTableLoadState(actionRef: React.MutableRefObject<ActionType | undefined>) {
  const [failed, setFailed] = useState(false);
  return {
    onLoad: () => setFailed(false),
    onRequestError: () => setFailed(true),
    locale: failed ? { emptyText: <LoadFailed onRetry={() => actionRef.current?.reload()} /> } : undefined,
  };
}
