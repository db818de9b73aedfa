import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, ProFormCheckbox, ProFormText } from '@ant-design/pro-components';
import { useIntl, useMessages } from '@/locales/intl';
import { Alert, Button, Modal, Space, Tag, Typography } from 'antd';
import React, { useRef, useState } from 'react';
import { DateTime, dateTimeColumn } from '@/components/DateTime';
import ConfirmAction from '@/components/ConfirmAction';
import FormModal from '@/components/FormModal';
import { actionsColumn } from '@/components/RowAction';
import WholeListTable from '@/components/WholeListTable';
import { useCopyable } from '@/hooks/useCopyable';
import { useFormSave } from '@/hooks/useFormSave';
import { useStableCells } from '@/hooks/useStableCells';
import {
  type CreatedServiceToken,
  createServiceToken,
  listServiceTokens,
  revokeServiceToken,
  SERVICE_SCOPES,
  type ServiceScope,
  type ServiceTokenCreateParams,
  type ServiceTokenItem,
} from '@/services/serviceTokens';
import { useSingleLineNameRule } from '@/utils/singleLineName';

/**
 * Tokens of the custody executor, the bridge indexer and the data feeds: create one with the scopes
 * the server says the signed-in administrator may give (its secret shown once), revoke one.
 */
const ServiceTokenTable: React.FC = () => {
  const intl = useIntl();
  const nameRule = useSingleLineNameRule();
  const copyable = useCopyable();
  const actionRef = useRef<ActionType>();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedServiceToken>();
  const [creatableScopes, setCreatableScopes] = useState<ServiceScope[]>([]);
  const t = useMessages('pages.selfCustody.serviceTokens');

  const create = async (values: ServiceTokenCreateParams) => {
    try {
      const { data } = await createServiceToken({ name: values.name.trim(), scopes: values.scopes });
      setCreated(data);
    } catch {
      return false;
    }
    actionRef.current?.reload();
    return true;
  };

  const save = useFormSave(() => actionRef.current?.reload());
  const revoke = (token: ServiceTokenItem) => save(() => revokeServiceToken(token.id));

  const columns = useStableCells<ServiceTokenItem>([
    { title: t('name'), dataIndex: 'name' },
    {
      title: t('scopes'),
      dataIndex: 'scopes',
      render: (_, token) => (
        <Space size={4}>
          {token.scopes.map((scope) => (
            <Tag key={scope} color={scope === 'executor' ? 'purple' : 'blue'}>
              {t(`scope.${scope}`)}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('tokenPrefix'),
      dataIndex: 'tokenPrefix',
      render: (_, token) => <Typography.Text code>{`${token.tokenPrefix}…`}</Typography.Text>,
    },
    { title: t('createdBy'), dataIndex: 'createdByName', render: (_, token) => token.createdByName ?? '-' },
    dateTimeColumn<ServiceTokenItem, 'createdAt'>(t('createdAt'), 'createdAt'),
    {
      title: t('lastUsedAt'),
      dataIndex: 'lastUsedAt',
      render: (_, token) =>
        token.lastUsedAt ? (
          <DateTime value={token.lastUsedAt} />
        ) : (
          <Typography.Text type="secondary">{t('never')}</Typography.Text>
        ),
    },
    {
      title: t('status'),
      dataIndex: 'revokedAt',
      render: (_, token) =>
        token.revokedAt ? (
          <Space size={4}>
            <Tag color="default">{t('status.revoked')}</Tag>
            <Typography.Text type="secondary">
              <DateTime value={token.revokedAt} />
            </Typography.Text>
          </Space>
        ) : (
          <Tag color="success">{t('status.active')}</Tag>
        ),
    },
    actionsColumn(
      intl,
      (token) =>
        token.abilities.revoke
          ? [
              <ConfirmAction key="revoke" danger title={t('revokeConfirm')} onConfirm={() => revoke(token)}>
                {t('revoke')}
              </ConfirmAction>,
            ]
          : [],
      { fixed: false },
    ),
  ]);

  return (
    <>
      <WholeListTable<ServiceTokenItem>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: 'max-content' }}
        load={async () => {
          const { data, creatableScopes: scopes } = await listServiceTokens();
          setCreatableScopes(scopes);
          return data;
        }}
        toolBarRender={() =>
          creatableScopes.length
            ? [
                <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                  {t('create')}
                </Button>,
              ]
            : []
        }
      />
      <FormModal<ServiceTokenCreateParams>
        name="serviceToken"
        title={t('createTitle')}
        open={creating}
        onOpenChange={setCreating}
        width={480}
        onFinish={create}
      >
        <ProFormText
          name="name"
          label={t('name')}
          rules={[{ required: true, whitespace: true, message: t('name.required') }, { max: 100 }, nameRule]}
        />
        <ProFormCheckbox.Group
          name="scopes"
          label={t('scopes')}
          options={creatableScopes.map((scope) => ({ value: scope, label: t(`scope.${scope}`) }))}
          extra={creatableScopes.length < SERVICE_SCOPES.length ? t('scopes.someSuperOnly') : undefined}
          rules={[{ required: true, message: t('scopes.required') }]}
        />
      </FormModal>
      <Modal
        open={created !== undefined}
        title={t('createdTitle')}
        closable={false}
        maskClosable={false}
        keyboard={false}
        footer={
          <Button type="primary" onClick={() => setCreated(undefined)}>
            {t('done')}
          </Button>
        }
        destroyOnHidden
      >
        <Alert type="warning" showIcon message={t('createdWarning')} style={{ marginBottom: 16 }} />
        <Typography.Paragraph code copyable={copyable(created?.token)} style={{ wordBreak: 'break-all' }}>
          {created?.token}
        </Typography.Paragraph>
      </Modal>
    </>
  );
};

export default ServiceTokenTable;
