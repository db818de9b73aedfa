import { useIntl, useMessages } from '@/locales/intl';
import { App, Tag, Typography } from 'antd';
import type React from 'react';
import { dateTimeColumn } from '@/components/DateTime';
import ListPage, { useListPage } from '@/components/ListPage';
import ConfirmAction from '@/components/ConfirmAction';
import { useStableCells } from '@/hooks/useStableCells';
import { listSessions, revokeSession, type SessionItem } from '@/services/sessions';
import { ellipsisCell } from '@/components/EllipsisCell';
import { actionsColumn } from '@/components/RowAction';

type SessionListQuery = Parameters<typeof listSessions>[0];

/** Live sessions of every administrator; one the server says may be ended is ended after confirming. */
const SessionsPage: React.FC = () => {
  const intl = useIntl();
  const { message } = App.useApp();
  const list = useListPage<SessionListQuery>({
    live: ['session'],
    inUrl: false,
  });
  const t = useMessages('pages.permissions.sessions');

  const revoke = async (session: SessionItem) => {
    await revokeSession(session.id);
    message.success(intl.formatMessage({ id: 'common.success.operation' }));
    list.reload();
  };

  const columns = useStableCells<SessionItem>([
    {
      title: t('admin'),
      dataIndex: 'adminEmail',
      render: (_, session) => (
        <>
          <div>
            {session.adminName}
            {session.current && (
              <Tag color="blue" style={{ marginInlineStart: 8 }}>
                {t('current')}
              </Tag>
            )}
          </div>
          <Typography.Text type="secondary">{session.adminEmail}</Typography.Text>
        </>
      ),
    },
    {
      title: t('authMethod'),
      dataIndex: 'authMethod',
      hideInSearch: true,
      render: (_, session) => t(`authMethod.${session.authMethod}`),
    },
    dateTimeColumn<SessionItem, 'createdAt'>(t('createdAt'), 'createdAt'),
    dateTimeColumn<SessionItem, 'lastSeenAt'>(t('lastSeenAt'), 'lastSeenAt'),
    dateTimeColumn<SessionItem, 'expiresAt'>(t('expiresAt'), 'expiresAt'),
    { title: t('ip'), dataIndex: 'ip', hideInSearch: true },
    {
      title: t('userAgent'),
      dataIndex: 'userAgent',
      hideInSearch: true,
      ...ellipsisCell<SessionItem>((session) => session.userAgent, { width: 220 }),
    },
    actionsColumn(intl, (session) =>
      session.abilities.revoke
        ? [
            <ConfirmAction
              key="revoke"
              danger
              title={t(session.current ? 'confirmRevokeOwn' : 'confirmRevoke', { admin: session.adminEmail })}
              onConfirm={() => revoke(session)}
            >
              {t('revoke')}
            </ConfirmAction>,
          ]
        : [],
    ),
  ]);

  return (
    <ListPage<SessionItem, SessionListQuery>
      titleId="menu.permissions.sessions"
      hiddenColumns={['expiresAt', 'ip']}
      list={list}
      columns={columns}
      filters={['adminEmail']}
      load={listSessions}
    />
  );
};

export default SessionsPage;
