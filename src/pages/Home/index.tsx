import { PageContainer } from '@ant-design/pro-components';
import { useIntl, useModel } from '@umijs/max';
import { Card, Descriptions, Space, Tag } from 'antd';
import React from 'react';
import PageTitle from '@/components/PageTitle';

/** Greets the signed-in administrator with who they are and which role they act under. */
const Home: React.FC = () => {
  const intl = useIntl();
  const { initialState } = useModel('@@initialState');
  const admin = initialState?.currentAdmin;
  if (!admin) return <PageContainer />;
  return (
    <PageContainer title={<PageTitle>{intl.formatMessage({ id: 'pages.home.welcome' }, { name: admin.name })}</PageTitle>}>
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
                  {admin.role.isSuper && (
                    <Tag color="gold">{intl.formatMessage({ id: 'pages.home.superAdministrator' })}</Tag>
                  )}
                </Space>
              ),
            },
            ...(admin.description
              ? [{ key: 'description', label: intl.formatMessage({ id: 'pages.home.description' }), children: admin.description }]
              : []),
          ]}
        />
      </Card>
    </PageContainer>
  );
};

export default Home;
