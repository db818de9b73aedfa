import { useMessages } from '@/locales/intl';
import { Alert, Form, Input, Space, Tooltip } from 'antd';
import React, { useState } from 'react';
import Amount from '@/components/Amount';
import ConfirmOperationModal from '@/components/ConfirmOperationModal';
import ConfirmFigures from '@/components/ConfirmOperationModal/ConfirmFigures';
import RowAction from '@/components/RowAction';
import {
  confirmWithdrawal,
  confirmWithdrawalRefund,
  requestWithdrawalRefund,
  type WithdrawalItem,
} from '@/services/selfCustody';
import { CoolingCountdown, useSecondsLeft } from './CoolingTime';

type WithdrawalAction = keyof WithdrawalItem['abilities'];

/** Each action's text key: its button, and `<key>.title` for its confirmation. */
const ACTION_TEXT = {
  confirm: 'confirm',
  requestRefund: 'refundRequest',
  confirmRefund: 'refundConfirm',
} as const satisfies Record<WithdrawalAction, string>;

/** The withdrawal's figures to double-check in each confirmation. */
const WithdrawalFigures: React.FC<{
  withdrawal: WithdrawalItem;
  destination: 'receivingAddress' | 'userAddress';
}> = ({ withdrawal, destination }) => {
  const t = useMessages('pages.selfCustody.withdraw');
  return (
    <ConfirmFigures
      figures={[
        { key: 'amount', label: t('amount'), value: <Amount value={withdrawal.amount} unit="BTC" />, strong: true },
        { key: 'nonce', label: t('nonce'), value: withdrawal.nonce },
        { key: 'institution', label: t('institution'), value: withdrawal.institutionName },
        { key: destination, label: t(destination), value: withdrawal[destination], whole: true },
      ]}
    />
  );
};

/**
 * Confirm Withdrawal (only once the cooling time has passed), Refund request (with its reason) and
 * Refund confirm, each offered where the server says the administrator may take it (`abilities`).
 */
const WithdrawalActions: React.FC<{
  withdrawal: WithdrawalItem;
  onDone: () => void;
}> = ({ withdrawal, onDone }) => {
  const secondsLeft = useSecondsLeft(withdrawal.coolingEndsAt);
  const [confirming, setConfirming] = useState<WithdrawalAction>();
  const [reasonForm] = Form.useForm<{ reason: string }>();
  const t = useMessages('pages.selfCustody.withdraw');
  const offered = (action: WithdrawalAction) => withdrawal.abilities[action];
  const cooling = secondsLeft > 0;
  /** The confirmation of `action`: open while it is being confirmed, titled and labelled by its text. */
  const confirmation = (action: WithdrawalAction) => ({
    open: confirming === action,
    title: t(`${ACTION_TEXT[action]}.title`),
    okText: t(ACTION_TEXT[action]),
    danger: action !== 'confirm',
    onClose: () => setConfirming(undefined),
    onDone,
  });
  const refundAction = (action: 'requestRefund' | 'confirmRefund') =>
    offered(action) && (
      <RowAction danger onClick={() => setConfirming(action)}>
        {t(ACTION_TEXT[action])}
      </RowAction>
    );

  return (
    <>
      <Space size="middle" wrap={false}>
        {offered('confirm') && (
          <Tooltip title={cooling ? t('confirm.cooling') : undefined}>
            <RowAction disabled={cooling} onClick={() => setConfirming('confirm')}>
              {t('confirm')}
            </RowAction>
          </Tooltip>
        )}
        {refundAction('requestRefund')}
        {refundAction('confirmRefund')}
      </Space>

      <ConfirmOperationModal
        {...confirmation('confirm')}
        onConfirm={(idempotencyKey) => confirmWithdrawal(withdrawal.id, idempotencyKey)}
      >
        {cooling && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={<CoolingCountdown secondsLeft={secondsLeft} />}
          />
        )}
        <WithdrawalFigures withdrawal={withdrawal} destination="receivingAddress" />
      </ConfirmOperationModal>

      <ConfirmOperationModal
        {...confirmation('requestRefund')}
        onConfirm={async (idempotencyKey) => {
          const { reason } = await reasonForm.validateFields();
          return requestWithdrawalRefund(withdrawal.id, reason, idempotencyKey);
        }}
      >
        <WithdrawalFigures withdrawal={withdrawal} destination="userAddress" />
        <Form form={reasonForm} layout="vertical" style={{ marginTop: 16 }} preserve={false}>
          <Form.Item
            name="reason"
            label={t('refundRequest.reason')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('refundRequest.reason.required'),
              },
            ]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
          </Form.Item>
        </Form>
      </ConfirmOperationModal>

      <ConfirmOperationModal
        {...confirmation('confirmRefund')}
        onConfirm={(idempotencyKey) => confirmWithdrawalRefund(withdrawal.id, idempotencyKey)}
      >
        {withdrawal.refundReason && (
          <Alert
            type="info"
            style={{ marginBottom: 16 }}
            message={`${t('refundReason')}: ${withdrawal.refundReason}`}
          />
        )}
        <WithdrawalFigures withdrawal={withdrawal} destination="userAddress" />
      </ConfirmOperationModal>
    </>
  );
};

export default WithdrawalActions;
