import { PageContainer, RouteContext } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Card, Empty } from 'antd';
import React, { useContext } from 'react';
import PageTitle from '@/components/PageTitle';

/** Stands in for every page that is not built yet: the route's translated menu name, and nothing fake. */
const Placeholder: React.FC = () => {
  const intl = useIntl();
  const { title } = useContext(RouteContext);
  return (
    <PageContainer title={<PageTitle>{title}</PageTitle>}>
      <Card>
        <Empty description={intl.formatMessage({ id: 'pages.placeholder.notBuiltYet' })} />
      </Card>
    </PageContainer>
  );
};

export default Placeholder;
