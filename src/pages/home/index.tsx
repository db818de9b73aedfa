import { PageContainer } from '@ant-design/pro-components';
import { useAccess, useModel } from '@umijs/max';
import { useIntl } from '@/locales/intl';
import { Card, Descriptions, Space, Tag } from 'antd';
import React from 'react';
import PageTitle from '@/components/PageTitle';
import AttentionList from './components/AttentionList';
import LatestOverviewFigures from './components/LatestOverviewFigures';

/** Greets the signed-in administrator, lists what needs them now, and shows who they are and which role they act under. */
const Home: React.FC = () => {
  const intl = useIntl();
  const { initialState } = useModel('@@initialState');
  const admin = initialState?.currentAdmin;
  const access = useAccess();
  if (!admin) return <PageContainer />;
  return (
    <PageContainer
      title={<PageTitle ownTitle>{intl.formatMessage({ id: 'pages.home.welcome' }, { name: admin.name })}</PageTitle>}
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <AttentionList />
        {access.can('overview') && <LatestOverviewFigures />}
        <Card>
          <Descriptions
            column={1}
            items={[
              { key: 'name', label: intl.formatMessage({ id: 'pages.home.name' }), children: admin.name },
              { key: 'email', label: intl.formatMessage({ id: 'pages.home.email' }), children: admin.email },
              {
                key: 'role',
                label: intl.formatMessage({ id: 'pages.home.role' }),
                children: (
                  <Space>
                    {admin.role.name}
                    {/* What a super role means, not its name again ("Super administrator [Super administrator]"). */}
                    {admin.role.isSuper && (
                      <Tag color="gold">{intl.formatMessage({ id: 'pages.home.everyPermission' })}</Tag>
                    )}
                  </Space>
                ),
              },
              ...(admin.description
                ? [
                    {
                      key: 'description',
                      label: intl.formatMessage({ id: 'pages.home.description' }),
                      children: admin.description,
                    },
                  ]
                : []),
            ]}
          />
        </Card>
      </Space>
    </PageContainer>
  );
};

export default Home;
