import { DisconnectOutlined } from '@ant-design/icons';
import { useModel } from '@umijs/max';
import { useIntl } from '@/locales/intl';
import { Button, Tag } from 'antd';
import React, { useEffect, useRef, useState } from 'react';
import { useRefreshSession } from '@/hooks/useRefreshSession';
import { announceChange, connectLiveEvents } from '@/utils/liveEvents';
import { apiUrl } from '@/utils/runtimeConfig';
import { readToken } from '@/utils/session';
import { leaveForSignIn } from '@/utils/signOut';

type LiveState = 'online' | 'offline' | 'paused';

/** Where the stream's state shows on the document (`data-live`: online, offline or paused), for styles and tests. */
const markLive = (state: LiveState | undefined) => {
  if (state === undefined) delete document.documentElement.dataset.live;
  else document.documentElement.dataset.live = state;
};

/** Where the stream's state shows when it is not online: the screen's bottom corner. */
const TAG_STYLE: React.CSSProperties = {
  position: 'fixed',
  insetBlockEnd: 16,
  insetInlineEnd: 16,
  zIndex: 1000,
  margin: 0,
};

/**
 * The panel's live stream, while someone is signed in: hands each change to the pages that follow it
 * (`useLiveChanges`), reads the session again when grants, menus or one's own account change, signs
 * out at once when the session ends, and says so while the stream is lost and being retried.
 */
const LiveEvents: React.FC = () => {
  const intl = useIntl();
  const { initialState } = useModel('@@initialState');
  const adminId = initialState?.currentAdmin?.id;
  const refreshSession = useRefreshSession();
  const refresh = useRef(refreshSession);
  refresh.current = refreshSession;
  const [state, setState] = useState<LiveState>('online');
  // Counts the administrator's "Resume" clicks: each opens the stream again.
  const [resumed, setResumed] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a "Resume here" click (resumed) opens the stream again
  useEffect(() => {
    const token = readToken();
    if (adminId === undefined || !token) return undefined;
    const show = (next: LiveState) => {
      setState(next);
      markLive(next);
    };
    let connection: ReturnType<typeof connectLiveEvents> | undefined;
    // Opened right after the page's own first requests are sent, so that a change made while they
    // are answered is not missed.
    const start = setTimeout(() => {
      connection = connectLiveEvents(apiUrl('/api/events'), token, {
        onChange: (change) => {
          announceChange(change);
          const mine = change.entityType === 'admin' && change.entityId === String(adminId);
          if (change.entityType === 'role' || change.entityType === 'permission' || mine) void refresh.current();
        },
        onEnded: (reason) => leaveForSignIn(reason),
        onOnline: (isOnline) => show(isOnline ? 'online' : 'offline'),
        onClosed: () => show('paused'),
      });
    }, 0);
    return () => {
      clearTimeout(start);
      connection?.stop();
      markLive(undefined);
    };
  }, [adminId, resumed]);

  if (state === 'online') return null;
  if (state === 'paused') {
    // This tab's stream went to a newer tab of the same session: resumed on request, never by itself.
    return (
      <Tag role="status" color="default" icon={<DisconnectOutlined />} style={TAG_STYLE}>
        {intl.formatMessage({ id: 'component.live.paused' })}{' '}
        <Button
          type="link"
          size="small"
          onClick={() => {
            setState('online');
            setResumed((count) => count + 1);
          }}
        >
          {intl.formatMessage({ id: 'component.live.resume' })}
        </Button>
      </Tag>
    );
  }
  return (
    <Tag role="status" color="warning" icon={<DisconnectOutlined />} style={TAG_STYLE}>
      {intl.formatMessage({ id: 'component.live.offline' })}
    </Tag>
  );
};

export default LiveEvents;
