import { DisconnectOutlined } from '@ant-design/icons';
import { useIntl, useModel } from '@umijs/max';
import { Tag } from 'antd';
import React, { useEffect, useRef, useState } from 'react';
import { useRefreshSession } from '@/hooks/useRefreshSession';
import { announceChange, connectLiveEvents } from '@/utils/liveEvents';
import { apiUrl } from '@/utils/runtimeConfig';
import { readToken } from '@/utils/session';
import { leaveForSignIn } from '@/utils/signOut';

/** Where the stream's state shows on the document (`data-live`: online or offline), for styles and tests. */
const markLive = (online: boolean | undefined) => {
  if (online === undefined) delete document.documentElement.dataset.live;
  else document.documentElement.dataset.live = online ? 'online' : 'offline';
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
  const [online, setOnline] = useState(true);

  useEffect(() => {
    const token = readToken();
    if (adminId === undefined || !token) return undefined;
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
        onOnline: (isOnline) => {
          setOnline(isOnline);
          markLive(isOnline);
        },
      });
    }, 0);
    return () => {
      clearTimeout(start);
      connection?.stop();
      markLive(undefined);
    };
  }, [adminId]);

  if (online) return null;
  return (
    <Tag
      role="status"
      color="warning"
      icon={<DisconnectOutlined />}
      style={{ position: 'fixed', insetBlockEnd: 16, insetInlineEnd: 16, zIndex: 1000, margin: 0 }}
    >
      {intl.formatMessage({ id: 'component.live.offline' })}
    </Tag>
  );
};

export default LiveEvents;
