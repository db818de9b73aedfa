import { type ActionType, ModalForm, ProFormDigit, ProFormText, ProTable } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Alert } from 'antd';
import React, { useRef, useState } from 'react';
import { dateTimeColumn } from '@/components/DateTime';
import RowAction, { actionsColumn } from '@/components/RowAction';
import { useFormSave } from '@/hooks/useFormSave';
import { useStableCells } from '@/hooks/useStableCells';
import { useTableLoadState } from '@/hooks/useTableLoadState';
import { type ApprovalPolicyItem, type ApprovalPolicyParams, listApprovalPolicies, updateApprovalPolicy } from '@/services/selfCustody';
import { formatRule, isBtcBalance } from '@/utils/chainFields';
import { formatDecimal } from '@/utils/decimal';

/** How many approvals each kind of operation needs above which amount; edited by holders of custody:approvalPolicy. */
const ApprovalPolicyTable: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  const actionRef = useRef<ActionType>();
  const loadState = useTableLoadState(actionRef);
  const [editing, setEditing] = useState<ApprovalPolicyItem>();
  const save = useFormSave(() => actionRef.current?.reload());
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `pages.selfCustody.approvalPolicy.${id}` }, values);
  const kindName = (kind: string) => intl.formatMessage({ id: `pages.selfCustody.operation.kind.${kind}` });

  const columns = useStableCells<ApprovalPolicyItem>(
    [
      { title: t('kind'), dataIndex: 'kind', render: (_, policy) => kindName(policy.kind) },
      { title: t('requiredApprovals'), dataIndex: 'requiredApprovals', align: 'right' },
      { title: t('aboveAmount'), dataIndex: 'aboveAmount', align: 'right', render: (_, policy) => formatDecimal(policy.aboveAmount) },
      { title: t('updatedBy'), dataIndex: 'updatedByName', render: (_, policy) => policy.updatedByName ?? '-' },
      dateTimeColumn<ApprovalPolicyItem, 'updatedAt'>(t('updatedAt'), 'updatedAt'),
      actionsColumn(intl, (policy) =>
        access.can('custody:approvalPolicy')
          ? [
              <RowAction key="edit" onClick={() => setEditing(policy)}>
                {intl.formatMessage({ id: 'common.action.edit' })}
              </RowAction>,
            ]
          : [], { fixed: false }),
    ],
    [access],
  );

  return (
    <>
      <Alert type="info" showIcon message={t('note')} style={{ marginBottom: 16 }} />
      <ProTable<ApprovalPolicyItem>
        rowKey="kind"
        actionRef={actionRef}
        columns={columns}
        search={false}
        pagination={false}
        options={{ reload: true, density: false, setting: false }}
        request={async () => {
          const { data } = await listApprovalPolicies();
          return { success: true, data, total: data.length };
        }}
        {...loadState}
      />
      <ModalForm<ApprovalPolicyParams>
        name="approvalPolicy"
        title={editing && t('editTitle', { kind: kindName(editing.kind) })}
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        width={480}
        modalProps={{ destroyOnHidden: true }}
        initialValues={editing && { requiredApprovals: editing.requiredApprovals, aboveAmount: editing.aboveAmount }}
        onFinish={({ requiredApprovals, aboveAmount }) =>
          save(() => updateApprovalPolicy(editing?.kind ?? 'mint', { requiredApprovals, aboveAmount: aboveAmount.trim() }))
        }
      >
        <ProFormDigit
          name="requiredApprovals"
          label={t('requiredApprovals')}
          min={1}
          max={5}
          fieldProps={{ precision: 0 }}
          rules={[{ required: true, message: t('requiredApprovals.required') }]}
        />
        <ProFormText
          name="aboveAmount"
          label={t('aboveAmount')}
          fieldProps={{ inputMode: 'decimal' }}
          rules={[{ required: true, whitespace: true, message: t('aboveAmount.required') }, formatRule(isBtcBalance, t('aboveAmount.invalid'))]}
        />
      </ModalForm>
    </>
  );
};

export default ApprovalPolicyTable;
