import { useModel } from '@umijs/max';
import { type IdsUnder, type MessageValues, type PanelIntl, useIntl } from '@/locales/intl';
import { Alert, Button, Descriptions, Drawer, Empty, Space, Timeline, Typography } from 'antd';
import React, { useState } from 'react';
import Amount from '@/components/Amount';
import ConfirmOperationModal from '@/components/ConfirmOperationModal';
import { DateTime } from '@/components/DateTime';
import HashText from '@/components/HashText';
import StatusTag, { type StatusTone } from '@/components/StatusTag';
import { approveOperation, type OperationItem, type OperationStatus } from '@/services/selfCustody';
import { OPERATION_AMOUNT_UNITS } from '../../../contract/vocabulary';

const OPERATION_STATUS_TONES: Record<OperationStatus, StatusTone> = {
  awaiting_approval: 'warning',
  approved: 'processing',
  submitted: 'processing',
  confirmed: 'success',
  failed: 'error',
};

/** The signed-in administrator's part in an operation awaiting approval, to say so (whether they may approve is `abilities.approve`). */
function ownPart(operation: OperationItem, adminId: number | undefined) {
  if (operation.status !== 'awaiting_approval' || adminId === undefined) return undefined;
  if (operation.requestedBy.id === adminId) return 'requested' as const;
  if (operation.approvals.some((approval) => approval.adminId === adminId)) return 'approved' as const;
  return undefined;
}

const t = (intl: PanelIntl, id: IdsUnder<'pages.selfCustody.operation'>, values?: MessageValues) =>
  intl.formatMessage({ id: `pages.selfCustody.operation.${id}` }, values);

/** The operation's requester, approvals, what is still awaited, its hashes, failure and history; with Approve for those who may. */
const OperationDetails: React.FC<{ operation: OperationItem | null; onChanged: () => void }> = ({
  operation,
  onChanged,
}) => {
  const intl = useIntl();
  const { initialState } = useModel('@@initialState');
  const [approving, setApproving] = useState(false);
  if (!operation) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(intl, 'none')} />;

  const part = ownPart(operation, initialState?.currentAdmin?.id);
  const history = [
    {
      at: operation.requestedAt,
      text: t(intl, 'history.requested', { name: operation.requestedBy.name }),
      color: 'blue',
    },
    ...operation.approvals.map((approval) => ({
      at: approval.approvedAt,
      text: t(intl, 'history.approvedBy', { name: approval.name }),
      color: 'blue',
    })),
    ...(operation.approvedAt ? [{ at: operation.approvedAt, text: t(intl, 'history.approved'), color: 'green' }] : []),
    ...(operation.submittedAt
      ? [{ at: operation.submittedAt, text: t(intl, 'history.submitted'), color: 'blue' }]
      : []),
    ...(operation.confirmedAt
      ? [{ at: operation.confirmedAt, text: t(intl, 'history.confirmed'), color: 'green' }]
      : []),
    ...(operation.failedAt ? [{ at: operation.failedAt, text: t(intl, 'history.failed'), color: 'red' }] : []),
  ].sort((first, second) => Date.parse(first.at) - Date.parse(second.at));

  return (
    <>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          {
            key: 'kind',
            label: t(intl, 'kind'),
            children: `${t(intl, `kind.${operation.kind}`)} · ${t(intl, 'attempt', { attempt: operation.attempt })}`,
          },
          {
            key: 'status',
            label: t(intl, 'status'),
            children: (
              <StatusTag
                status={operation.status}
                messagePrefix="pages.selfCustody.operation.status"
                tones={OPERATION_STATUS_TONES}
              />
            ),
          },
          {
            key: 'amount',
            label: t(intl, 'amount'),
            children: <Amount value={operation.amount} unit={OPERATION_AMOUNT_UNITS[operation.kind]} copyable />,
          },
          {
            key: 'destination',
            label: t(intl, 'destination'),
            children: <HashText value={operation.destination} full />,
          },
          {
            key: 'requestedBy',
            label: t(intl, 'requestedBy'),
            children: (
              <Space size="small">
                {operation.requestedBy.name}
                <Typography.Text type="secondary">
                  <DateTime value={operation.requestedAt} />
                </Typography.Text>
              </Space>
            ),
          },
          {
            key: 'approvals',
            label: t(intl, 'approvals'),
            children: (
              <Space direction="vertical" size={0}>
                {t(intl, 'approvalsProgress', {
                  given: operation.approvals.length,
                  required: operation.requiredApprovals,
                })}
                {operation.awaitingApprovals > 0 && (
                  <Typography.Text type="warning">
                    {t(intl, 'awaiting', { count: operation.awaitingApprovals })}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            key: 'approvedBy',
            label: t(intl, 'approvedBy'),
            children: operation.approvals.length
              ? operation.approvals
                  .map((approval) => approval.name)
                  .join(intl.formatMessage({ id: 'common.list.separator' }))
              : '-',
          },
          { key: 'txHash', label: t(intl, 'txHash'), children: <HashText value={operation.txHash} full /> },
          ...(operation.failureReason
            ? [
                {
                  key: 'failureReason',
                  label: t(intl, 'failureReason'),
                  children: <Typography.Text type="danger">{operation.failureReason}</Typography.Text>,
                },
              ]
            : []),
        ]}
      />
      {operation.abilities.approve && (
        <Button type="primary" style={{ marginTop: 16 }} onClick={() => setApproving(true)}>
          {t(intl, 'approve')}
        </Button>
      )}
      {part === 'requested' && !operation.abilities.approve && (
        <Alert style={{ marginTop: 16 }} type="info" showIcon message={t(intl, 'youRequested')} />
      )}
      {part === 'approved' && (
        <Alert style={{ marginTop: 16 }} type="success" showIcon message={t(intl, 'youApproved')} />
      )}
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t(intl, 'history')}
      </Typography.Title>
      <Timeline
        items={history.map((entry) => ({
          color: entry.color,
          children: (
            <>
              {entry.text}
              <br />
              <Typography.Text type="secondary">
                <DateTime value={entry.at} />
              </Typography.Text>
            </>
          ),
        }))}
      />
      <ConfirmOperationModal
        open={approving}
        title={t(intl, 'confirmApprove')}
        okText={t(intl, 'approve')}
        onConfirm={(idempotencyKey) => approveOperation(operation.id, idempotencyKey)}
        onClose={() => setApproving(false)}
        onDone={onChanged}
      >
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'kind', label: t(intl, 'kind'), children: t(intl, `kind.${operation.kind}`) },
            {
              key: 'amount',
              label: t(intl, 'amount'),
              children: <Amount value={operation.amount} unit={OPERATION_AMOUNT_UNITS[operation.kind]} />,
            },
            {
              key: 'destination',
              label: t(intl, 'destination'),
              children: <Typography.Text style={{ wordBreak: 'break-all' }}>{operation.destination}</Typography.Text>,
            },
          ]}
        />
      </ConfirmOperationModal>
    </>
  );
};

interface OperationDrawerProps {
  open: boolean;
  title: React.ReactNode;
  onClose: () => void;
  /** The deposit's or withdrawal's own fields. */
  children?: React.ReactNode;
  /** The subject's actions (mint, confirm, refund ...), shown in the drawer's header. */
  actions?: React.ReactNode;
  operation: OperationItem | null;
  /** After an approval: reload the subject and its list. */
  onChanged: () => void;
}

/** A deposit or withdrawal with its latest operation: one drawer for both pages. */
const OperationDrawer: React.FC<OperationDrawerProps> = ({
  open,
  title,
  onClose,
  children,
  actions,
  operation,
  onChanged,
}) => {
  const intl = useIntl();
  return (
    <Drawer
      open={open}
      title={title}
      extra={actions}
      onClose={onClose}
      width={Math.min(760, window.innerWidth)}
      destroyOnHidden
    >
      {children}
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t(intl, 'title')}
      </Typography.Title>
      <OperationDetails operation={operation} onChanged={onChanged} />
    </Drawer>
  );
};

export default OperationDrawer;
