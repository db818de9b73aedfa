import { WarningOutlined } from '@ant-design/icons';
import { type ActionType, ModalForm, ProFormText } from '@ant-design/pro-components';
import { useIntl, useMessages } from '@/locales/intl';
import { Alert, Space, Tag } from 'antd';
import React, { useRef, useState } from 'react';
import Amount from '@/components/Amount';
import { dateTimeColumn } from '@/components/DateTime';
import { actionsColumn, EditAction } from '@/components/RowAction';
import WholeListTable from '@/components/WholeListTable';
import WholeNumberField from '@/components/WholeNumberField';
import { useFormSave } from '@/hooks/useFormSave';
import { useStableCells } from '@/hooks/useStableCells';
import {
  type ApprovalPolicyItem,
  type ApprovalPolicyParams,
  listApprovalPolicies,
  updateApprovalPolicy,
} from '@/services/selfCustody';
import { formatRule, isBtcBalance } from '@/utils/chainFields';
import { compareDecimals } from '@/utils/crsm';
import { formatDecimal } from '@/utils/decimal';
import { OPERATION_AMOUNT_UNITS } from '../../../../../contract/vocabulary';

/** Where a policy lets the requester approve alone: always (no one else asked), up to its amount, or nowhere. */
function requesterAlone(policy: ApprovalPolicyItem): 'always' | 'upToAmount' | undefined {
  if (policy.approvalsBesidesRequester === 0) return 'always';
  return compareDecimals(policy.aboveAmount, '0') > 0 ? 'upToAmount' : undefined;
}

/** How many approvals besides the requester each kind of operation needs above which amount; edited as the server's abilities allow. */
const ApprovalPolicyTable: React.FC = () => {
  const intl = useIntl();
  const actionRef = useRef<ActionType>();
  const [editing, setEditing] = useState<ApprovalPolicyItem>();
  const save = useFormSave(() => actionRef.current?.reload());
  const t = useMessages('pages.selfCustody.approvalPolicy');
  const kindName = (kind: ApprovalPolicyItem['kind']) =>
    intl.formatMessage({ id: `pages.selfCustody.operation.kind.${kind}` });

  const soleApprovalWarning = (policy: ApprovalPolicyItem) => {
    const alone = requesterAlone(policy);
    if (!alone) return null;
    return (
      <Tag color="warning" icon={<WarningOutlined />}>
        {alone === 'always'
          ? t('onePerson')
          : t('onePersonUpTo', { amount: formatDecimal(policy.aboveAmount, OPERATION_AMOUNT_UNITS[policy.kind]) })}
      </Tag>
    );
  };

  const columns = useStableCells<ApprovalPolicyItem>([
    { title: t('kind'), dataIndex: 'kind', render: (_, policy) => kindName(policy.kind) },
    {
      title: t('approvalsBesidesRequester'),
      dataIndex: 'approvalsBesidesRequester',
      render: (_, policy) => (
        <Space size="small">
          {policy.approvalsBesidesRequester}
          {soleApprovalWarning(policy)}
        </Space>
      ),
    },
    {
      title: t('aboveAmount'),
      dataIndex: 'aboveAmount',
      align: 'right',
      render: (_, policy) => <Amount value={policy.aboveAmount} unit={OPERATION_AMOUNT_UNITS[policy.kind]} />,
    },
    { title: t('updatedBy'), dataIndex: 'updatedByName', render: (_, policy) => policy.updatedByName ?? '-' },
    dateTimeColumn<ApprovalPolicyItem, 'updatedAt'>(t('updatedAt'), 'updatedAt'),
    actionsColumn(
      intl,
      (policy) => (policy.abilities.update ? [<EditAction key="edit" onClick={() => setEditing(policy)} />] : []),
      { fixed: false },
    ),
  ]);

  return (
    <>
      <Alert type="info" showIcon message={t('note')} style={{ marginBottom: 16 }} />
      <WholeListTable<ApprovalPolicyItem>
        rowKey="kind"
        actionRef={actionRef}
        columns={columns}
        load={async () => (await listApprovalPolicies()).data}
      />
      <ModalForm<ApprovalPolicyParams>
        name="approvalPolicy"
        title={editing && t('editTitle', { kind: kindName(editing.kind) })}
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        width={480}
        modalProps={{ destroyOnHidden: true }}
        initialValues={
          editing && { approvalsBesidesRequester: editing.approvalsBesidesRequester, aboveAmount: editing.aboveAmount }
        }
        onFinish={({ approvalsBesidesRequester, aboveAmount }) =>
          save(() =>
            updateApprovalPolicy(editing?.kind ?? 'mint', {
              approvalsBesidesRequester,
              aboveAmount: aboveAmount.trim(),
            }),
          )
        }
      >
        <WholeNumberField
          name="approvalsBesidesRequester"
          label={t('approvalsBesidesRequester')}
          min={0}
          max={5}
          extra={editing && !editing.abilities.lower ? t('raiseOnly') : undefined}
          requiredMessage={t('approvalsBesidesRequester.required')}
        />
        <ProFormText
          name="aboveAmount"
          label={t('aboveAmount')}
          fieldProps={{ inputMode: 'decimal' }}
          rules={[
            { required: true, whitespace: true, message: t('aboveAmount.required') },
            formatRule(isBtcBalance, t('aboveAmount.invalid')),
          ]}
        />
      </ModalForm>
    </>
  );
};

export default ApprovalPolicyTable;
