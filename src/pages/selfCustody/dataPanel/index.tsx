import { PageContainer } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { useIntl, useMessages } from '@/locales/intl';
import { Tabs } from 'antd';
import React from 'react';
import PageTitle from '@/components/PageTitle';
import ApprovalPolicyTable from './components/ApprovalPolicyTable';
import InstitutionTable from './components/InstitutionTable';
import ServiceTokenTable from './components/ServiceTokenTable';

/** The institution data panel; with the approval policy and the service tokens for those who hold their codes. */
const DataPanelPage: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  const t = useMessages('pages.selfCustody.dataPanel.tab');
  const tabs = [
    { key: 'institutions', label: t('institutions'), children: <InstitutionTable /> },
    ...(access.can('custody:approvalPolicy')
      ? [{ key: 'approvalPolicy', label: t('approvalPolicy'), children: <ApprovalPolicyTable /> }]
      : []),
    ...(access.can('serviceTokens:manage')
      ? [{ key: 'serviceTokens', label: t('serviceTokens'), children: <ServiceTokenTable /> }]
      : []),
  ];
  return (
    <PageContainer title={<PageTitle>{intl.formatMessage({ id: 'menu.selfCustody.dataPanel' })}</PageTitle>}>
      {tabs.length > 1 ? <Tabs items={tabs} destroyOnHidden /> : <InstitutionTable />}
    </PageContainer>
  );
};

export default DataPanelPage;
